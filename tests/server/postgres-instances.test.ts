/**
 * Two server instances on one PostgreSQL, as behind a load balancer: a venture read kept in one
 * instance's memory is never served after a write through the other (the venture's revision is in
 * the database: migration 12), and the 50-links cap holds when links are made on both at once.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LINKS_PER_DOCUMENT } from '@/core/share/schema';
import type { VentureOverview } from '@/core/workspace/schema';
import { paletteOf } from '@/core/deck-design/themes';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import type { Database } from '@/server/store/database';
import { openDatabase } from '@/server/store/open-database';
import { browser } from '../support/server/browser';
import { followChanges } from '../support/server/live';
import { joined, member } from '../support/server/team';
import { startPostgres, type PostgresServer } from '../support/server/postgres';

const deckInputs = { businessName: 'Harvest Table', businessDescription: 'Weekly meal kits for busy parents.' };
const modelInputs = { pricingModel: 'Subscription', customerType: 'B2C - Consumer', costs: 'Salaries' };

let postgres: PostgresServer;
const instances: { app: FastifyInstance; database: Database }[] = [];
beforeAll(async () => {
  postgres = await startPostgres();
  for (let index = 0; index < 2; index++) {
    const database = openDatabase({ kind: 'postgres', url: postgres.url });
    const config = loadConfig({ RATE_LIMIT_MAX: '0', WRITE_RATE_LIMIT_MAX: '0' });
    const app = await buildApp({ config, database });
    await app.ready();
    instances.push({ app, database });
  }
}, 120_000);
afterAll(async () => {
  for (const { app, database } of instances) {
    await app.close();
    await database.close();
  }
  await postgres?.stop();
});

/** A founder's browser on the first instance, and the same browser (its cookie) sent to the second. */
async function founderWithDeck() {
  const [first, second] = instances.map((instance) => instance.app) as [FastifyInstance, FastifyInstance];
  const founder = browser(first);
  const venture = (await founder.request('POST', '/api/ventures', { name: 'Harvest Table' })).json<{ id: string }>();
  await founder.generate('financials', modelInputs, venture.id);
  const deck = (await founder.generate('pitch-deck', deckInputs, venture.id)).done.data.saved!;
  const onSecond = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    second.inject({ method, url, payload, headers: { cookie: founder.cookie, host: 'localhost' } });
  return { first, second, founder, venture, deck, onSecond };
}

describe('two instances on one PostgreSQL', () => {
  it('serve every write made through the other on the next read: facts, the share page', async () => {
    const { first, second, founder, venture, deck, onSecond } = await founderWithDeck();
    const facts = async () => (await onSecond('GET', `/api/ventures/${venture.id}/facts`)).json<VentureOverview>();
    const price = (overview: VentureOverview) => overview.facts.find((fact) => fact.id === 'price');
    const before = await facts();
    expect(price(before)?.source.kind).toBe('tool');
    // Kept in the second instance's memory, then a pin through the first.
    expect((await facts()).facts).toEqual(before.facts);
    const pinned = await founder.request('PUT', `/api/ventures/${venture.id}/facts/price`, { value: 77 });
    expect(pinned.statusCode, pinned.body).toBe(200);
    expect(price(await facts())).toMatchObject({ value: 77, source: { kind: 'founder' } });

    // The pinned price differs from the deck's: the founder shares anyway (docs/product.md §10).
    const { path } = (
      await founder.request('POST', `/api/documents/${deck.id}/share-links`, { conflictsAccepted: true })
    ).json<{ path: string }>();
    /** The background of the page's second slide (the first is the brand's), as the second instance draws it. */
    const background = async () =>
      [
        ...(await second.inject({ method: 'GET', url: path, headers: { host: 'localhost' } })).body.matchAll(
          /<section[^>]*style="background:#(\w+)"/g,
        ),
      ][1]?.[1];
    expect(await background()).toBe(paletteOf('light').background);
    const chosen = await founder.request('PUT', `/api/ventures/${venture.id}/deck-design`, {
      theme: 'dark',
      brand: '10B981',
    });
    expect(chosen.statusCode).toBe(200);
    expect(await background()).toBe(paletteOf('dark', '10B981').background);
    expect(first).not.toBe(second);
  });

  it(`keep a document at ${MAX_LINKS_PER_DOCUMENT} links when links are made on both at once`, async () => {
    const { founder, deck, onSecond } = await founderWithDeck();
    const url = `/api/documents/${deck.id}/share-links`;
    const answers = await Promise.all(
      Array.from({ length: 70 }, (_, index) =>
        index % 2 === 0 ? founder.request('POST', url, {}) : onSecond('POST', url, {}),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_LINKS_PER_DOCUMENT);
    expect(statuses.filter((status) => status === 409)).toHaveLength(70 - MAX_LINKS_PER_DOCUMENT);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json().error).toBe(`A result keeps at most ${MAX_LINKS_PER_DOCUMENT} share links.`);
    const [row] = await instances[0]!.database.query<{ count: string | number }>(
      'select count(*) as count from share_links where document_id = $1',
      [deck.id],
    );
    expect(Number(row!.count)).toBe(MAX_LINKS_PER_DOCUMENT);
  });

  it('tell a member’s tab on one instance of a change saved through the other, and of a gap after the database restarts', async () => {
    const [first, second] = instances.map((instance) => instance.app) as [FastifyInstance, FastifyInstance];
    const lena = await member(first, 'Lena Live', 'Orchard');
    const eve = await joined(first, lena, 'Eve Live', 'editor');
    const ventureId = (await lena.request('GET', '/api/workspace')).json<{ currentVentureId: string }>()
      .currentVentureId;
    const eveTab = await followChanges(second, eve);
    expect(eveTab.statusCode).toBe(200);

    await lena.request('PUT', `/api/ventures/${ventureId}`, { name: 'Orchard Two', description: '' });
    expect(await eveTab.next((change) => change.kind === 'venture')).toEqual({ kind: 'venture', ventureId });

    // The listening connection is lost with the server: once it is back, the tab is told to read afresh.
    postgres.pause();
    postgres.start();
    expect(await eveTab.next((change) => change.kind === 'resync')).toEqual({ kind: 'resync' });
    const heard = eveTab.changes.length;
    // And it listens again: the next change arrives as before.
    await lena.request('PUT', `/api/ventures/${ventureId}`, { name: 'Orchard Three', description: '' });
    await eveTab.next((change) => eveTab.changes.indexOf(change) >= heard && change.kind === 'venture');
    eveTab.close();
  });
});
