/**
 * One read of a venture, kept per revision (store/venture-reads.ts), through HTTP: the share page of
 * the largest deck viewed 30 times at once is laid out once, in a render thread, then served from
 * memory, while /api/health answers; a view then costs no statement of the venture's until it changes; every write
 * (an edit, a pin, a design, a new result) shows on the next read of the facts, the share page and
 * an export; a read of the facts asks nothing of the database while nothing changed; and reads are
 * limited per client.
 */
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { chartLabel } from '@/core/deck-design/chart-labels';
import { paletteOf } from '@/core/deck-design/themes';
import type { FactId } from '@/core/venture/fact-kinds';
import type { VentureOverview } from '@/core/workspace/schema';
import { largestDeck } from '../support/large-deck';
import { browser } from '../support/server/browser';
import { useTestApp } from '../support/server/test-app';

const server = useTestApp({ RATE_LIMIT_MAX: '0', WRITE_RATE_LIMIT_MAX: '0', EXPORT_RATE_LIMIT_MAX: '0' });
const deckInputs = { businessName: 'Harvest Table', businessDescription: 'Weekly meal kits for busy parents.' };
const modelInputs = { pricingModel: 'Subscription', customerType: 'B2C - Consumer', costs: 'Salaries' };
const VIEWS = 30;

/** A founder's venture with a model and a saved deck (as given, an edit of the generated one), shared. */
async function sharedVenture(slides?: { title: string; content: string; notes: string }[]) {
  const founder = browser(server.app);
  const venture = (await founder.request('POST', '/api/ventures', { name: 'Harvest Table' })).json<{ id: string }>();
  await founder.generate('financials', modelInputs, venture.id);
  const deck = (await founder.generate('pitch-deck', deckInputs, venture.id)).done.data.saved!;
  let version = deck.version;
  const saveDeck = async (result: { slides: typeof slides }) => {
    const saved = await founder.request('PUT', `/api/documents/${deck.id}`, { version, result });
    expect(saved.statusCode, saved.body).toBe(200);
    version = saved.json<{ version: number }>().version;
  };
  if (slides) await saveDeck({ slides });
  const { path } = (await founder.request('POST', `/api/documents/${deck.id}/share-links`, {})).json<{
    path: string;
  }>();
  const view = (address = '203.0.113.9') =>
    server.app.inject({ method: 'GET', url: path, remoteAddress: address, headers: { host: 'localhost' } });
  const facts = async () =>
    (await founder.request('GET', `/api/ventures/${venture.id}/facts`)).json<VentureOverview>().facts;
  return { founder, venture, deck, saveDeck, view, facts };
}

/** A page without what differs per view (its view's id). */
const sameForEveryView = (page: string) => page.replace(/data-view="[^"]+"/, '');

describe('the largest deck', () => {
  it(`viewed on its share page ${VIEWS} times at once is laid out once, in a thread, while /api/health answers`, async () => {
    const deck = largestDeck();
    const { view, venture } = await sharedVenture(deck.slides);
    const pool = server.app.renderPool;
    const laidOut = pool.counts.tasks['shared-content'];
    const offMainThread = pool.counts.offMainThread;
    const views = Array.from({ length: VIEWS }, (_, index) => view(`198.51.100.${index + 1}`));
    const health = await server.app.inject({ method: 'GET', url: '/api/health' });
    const pages = await Promise.all(views);

    expect(health.statusCode).toBe(200);
    expect(pages.map((page) => page.statusCode)).toEqual(Array.from({ length: VIEWS }, () => 200));
    expect(pool.counts.tasks['shared-content'] - laidOut).toBe(1);
    expect(pool.counts.offMainThread - offMainThread).toBe(1);
    expect(new Set(pages.map((page) => sameForEveryView(page.body))).size).toBe(1);
    expect(new Set(pages.map((page) => /data-view="([^"]+)"/.exec(page.body)?.[1])).size).toBe(VIEWS);
    expect(pages[0]!.body.match(/<section/g)).toHaveLength(deck.slides.length);

    // Another view: from memory, no statement of the venture's (nothing of it changed since the
    // views above read the document's version and the venture's revision, in one statement).
    server.database.reset();
    const again = await view('198.51.100.200');
    expect(sameForEveryView(again.body)).toBe(sameForEveryView(pages[0]!.body));
    expect(pool.counts.tasks['shared-content'] - laidOut).toBe(1);
    const ofVenture = () =>
      server.database.statements.filter((sql) => /\b(ventures|documents|venture_pins|venture_designs)\b/.test(sql));
    expect(ofVenture()).toEqual([]);

    // After a write to the venture, the next view asks them again first (then reads the new revision).
    await server.database.query('update ventures set name = name where id = $1', [venture.id]);
    server.database.reset();
    expect(sameForEveryView((await view('198.51.100.201')).body)).toBe(sameForEveryView(pages[0]!.body));
    expect(ofVenture()[0]).toMatch(/^select .*v\.revision.* from documents d join ventures v/);
  });

  it('is exported whole in its venture’s design: an export takes the largest result a founder can save', async () => {
    const deck = largestDeck();
    const { founder, venture } = await sharedVenture(deck.slides);
    const file = await founder.request('POST', '/api/exports/pitch-deck/pptx', { result: deck, ventureId: venture.id });
    expect(file.statusCode, file.body.slice(0, 200)).toBe(200);
    const zip = await JSZip.loadAsync(file.rawPayload);
    expect(zip.file(/^ppt\/slides\/slide\d+\.xml$/)).toHaveLength(deck.slides.length);
  });
});

describe('a write to the venture', () => {
  /** A deck whose words state no figure, so every fact the venture has is drawn (none contradicted). */
  const wordsOnly = () =>
    largestDeck()
      .slides.slice(0, 10)
      .map((slide) => ({ ...slide, content: 'Words only.' }));
  const display = (facts: VentureOverview['facts'], id: FactId) => facts.find((fact) => fact.id === id)?.display;

  /** The deck exported as the web app asks for it (with the venture), and the text of all its slides and charts. */
  async function exported(founder: ReturnType<typeof browser>, ventureId: string, deckId: string) {
    const { result } = (await founder.request('GET', `/api/documents/${deckId}`)).json<{ result: unknown }>();
    const file = await founder.request('POST', '/api/exports/pitch-deck/pptx', { result, ventureId });
    expect(file.statusCode).toBe(200);
    const zip = await JSZip.loadAsync(file.rawPayload);
    const parts = zip.file(/^ppt\/(slides\/slide|charts\/chart)\d+\.xml$/);
    return (await Promise.all(parts.map((part) => part.async('string')))).join('\n');
  }

  it('shows on the next read of the facts, the share page and an export: an edit, a pin, a design, a new result', async () => {
    const { founder, venture, deck, saveDeck, view, facts } = await sharedVenture(wordsOnly());
    // Each read once, so each is kept in memory before the writes.
    const before = await facts();
    expect((await view()).statusCode).toBe(200);
    await exported(founder, venture.id, deck.id);

    // An edit of the deck.
    const slides = wordsOnly();
    slides[1]!.title = 'Edited after sharing';
    await saveDeck({ slides });
    expect((await view()).body).toContain('Edited after sharing');

    // A pin: the raise the deck draws.
    expect(
      (await founder.request('PUT', `/api/ventures/${venture.id}/facts/raise`, { value: 1_234_567 })).statusCode,
    ).toBe(200);
    const pinned = display(await facts(), 'raise')!;
    expect(pinned).not.toBe(display(before, 'raise'));
    expect((await view()).body).toContain(`>${pinned}<`);
    expect(await exported(founder, venture.id, deck.id)).toContain(pinned);

    // A design.
    const chosen = await founder.request('PUT', `/api/ventures/${venture.id}/deck-design`, {
      theme: 'dark',
      brand: '10B981',
    });
    expect(chosen.statusCode).toBe(200);
    const dark = paletteOf('dark', '10B981').background;
    expect((await view()).body).toContain(`background:#${dark}`);
    expect(await exported(founder, venture.id, deck.id)).toContain(`val="${dark}"`);

    // A new result: another model, other revenue.
    const factsBefore = (await facts()).slice();
    const year1 = display(factsBefore, 'year1Revenue')!;
    const regenerated = await founder.generate(
      'financials',
      { ...modelInputs, customerType: 'B2B - Enterprise' },
      venture.id,
    );
    expect(regenerated.done.data.saved).toBeDefined();
    const newYear1 = display(await facts(), 'year1Revenue')!;
    expect(newYear1).not.toBe(year1);
    // The revenue chart labels its bars compactly ("$606K": chart-labels.ts).
    const label = (facts: VentureOverview['facts']) => {
      const fact = facts.find((each) => each.id === 'year1Revenue')!;
      return chartLabel(fact.value, fact.currency ?? 'USD');
    };
    const page = (await view()).body;
    expect(page).toContain(`>${label(await facts())}<`);
    expect(page).not.toContain(`>${label(factsBefore)}<`);
    const file = await exported(founder, venture.id, deck.id);
    expect(file).toContain(String((await facts()).find((fact) => fact.id === 'year1Revenue')!.value));
  });
});

describe('a read of the facts', () => {
  it('costs no statement while nothing of the venture changed, and reads a pin made since', async () => {
    const { founder, venture, facts } = await sharedVenture();
    // The first read starts this instance listening to the embedded database's changes.
    await facts();
    await facts();
    server.database.reset();
    await facts();
    expect(server.database.statements).toEqual([]);

    // A pin the route answers with the facts it read after writing: the next read is served from those.
    const pinned = await founder.request('PUT', `/api/ventures/${venture.id}/facts/raise`, { value: 1_234_567 });
    expect(pinned.statusCode).toBe(200);
    server.database.reset();
    expect((await facts()).find((fact) => fact.id === 'raise')?.value).toBe(1_234_567);
    expect(server.database.statements).toEqual([]);

    // A write no route made (an operator's SQL): the trigger tells it, and the next read asks again.
    await server.database.query(`update venture_pins set value = 7654321 where venture_id = $1 and fact = 'raise'`, [
      venture.id,
    ]);
    server.database.reset();
    expect((await facts()).find((fact) => fact.id === 'raise')?.value).toBe(7_654_321);
    expect(server.database.statements.filter((sql) => /from ventures where id/.test(sql))).toHaveLength(1);
  });
});

describe('reads', () => {
  it('are limited per client, with Retry-After and a sentence; /api/health is not counted', async () => {
    const { buildApp } = await import('@/server/app');
    const { loadConfig } = await import('@/server/config');
    const app = await buildApp({ config: loadConfig({ READ_RATE_LIMIT_MAX: '3' }), database: server.database });
    try {
      const alice = browser(app);
      for (let index = 0; index < 3; index++)
        expect((await alice.request('GET', '/api/workspace')).statusCode).toBe(200);
      expect((await alice.request('GET', '/api/health')).statusCode).toBe(200);
      const refused = await alice.request('GET', '/api/ideas');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json().error).toBe('Too many requests in a short time. Please try again in 10 minutes.');
      // Writes are not reads.
      expect((await alice.request('POST', '/api/ventures', { name: 'Still writing' })).statusCode).toBe(201);
    } finally {
      await app.close();
    }
  });
});
