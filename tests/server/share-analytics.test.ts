/**
 * Share links a founder can trust (issue 38, item 5), through HTTP: only wrong passcodes count,
 * locked per address and backed off per link, so the right passcode always opens; passcodes of at
 * least 6 characters; slide time held to a view's own age and a link's day; no view for a HEAD;
 * analytics bounded, counted in the workspace's quota and pruned after their retention; the plain
 * page with 429 past the view limit, every per-address limit keyed by an IPv6 address's /64.
 */
import { describe, expect, it } from 'vitest';
import { PASSCODE_TOO_SHORT, type ShareLinkAnalytics } from '@/core/share/schema';
import { ideas } from '@/core/tools/ideas';
import { WORKSPACE_QUOTAS } from '@/core/workspace/limits';
import { normaliseLogo } from '@/server/exports/logo-image';
import { housekeep } from '@/server/housekeeping';
import { SHARE_ANALYTICS, SHARE_LIMITS } from '@/server/share/limits';
import { SHARE_TEXT } from '@/server/share/page';
import { ANALYTICS_BYTES } from '@/server/store/repositories/share-links';
import { createStore } from '@/server/store/store';
import { TINY_PNG } from '../support/images';
import { A_SHARED_DECK, beforeMigration } from '../support/server/before-migration';
import { browser } from '../support/server/browser';
import { useTestApp } from '../support/server/test-app';

const server = useTestApp({ RATE_LIMIT_MAX: '0', WRITE_RATE_LIMIT_MAX: '0', NEW_WORKSPACES_MAX: '0' });
const deckInputs = { businessName: 'Harvest Table', businessDescription: 'Weekly meal kits for busy parents.' };
const PASSCODE = 'harvest-2026';
/** The offline deck's slides: each view reserves their bytes. */
const SLIDES = 10;
const VIEW_BYTES = ANALYTICS_BYTES.view + ANALYTICS_BYTES.slide * SLIDES;

async function sharedDeck(draft: object = {}) {
  const founder = browser(server.app);
  const venture = (await founder.request('POST', '/api/ventures', { name: 'Harvest Table' })).json<{ id: string }>();
  const deckId = (await founder.generate('pitch-deck', deckInputs, venture.id)).done.data.saved!.id;
  const created = await founder.request('POST', `/api/documents/${deckId}/share-links`, draft);
  expect(created.statusCode, created.body).toBe(201);
  const { link, path } = created.json<{ link: { id: string }; path: string }>();
  const analytics = async () =>
    (await founder.request('GET', `/api/share-links/${link.id}/analytics`)).json<ShareLinkAnalytics>();
  return { founder, ventureId: venture.id, deckId, linkId: link.id, path, analytics };
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' };
const visit = (url: string, { address = '203.0.113.60', method = 'GET' as 'GET' | 'POST' | 'HEAD', form = '' } = {}) =>
  server.app.inject({
    method,
    url,
    remoteAddress: address,
    headers: { host: 'localhost', ...(method === 'POST' ? FORM : {}) },
    payload: method === 'POST' ? form : undefined,
  });
const passcode = (path: string, address: string, given: string) =>
  visit(path, { address, method: 'POST', form: `passcode=${encodeURIComponent(given)}` });
const viewOf = (page: string) => /data-view="([^"]+)"/.exec(page)![1]!;
const beacon = (path: string, view: string, slide: number, ms: number) =>
  visit(`${path}/beacon`, { method: 'POST', form: `view=${view}&slide=${slide}&ms=${ms}` });
const openedAgo = (view: string, interval: string) =>
  server.database.query(`update share_views set created_at = now() - interval '${interval}' where id = $1`, [view]);
const linkBytes = async (linkId: string) =>
  Number(
    (
      await server.database.query<{ bytes: string | number }>(
        'select analytics_bytes as bytes from share_links where id = $1',
        [linkId],
      )
    )[0]!.bytes,
  );

describe('passcodes', () => {
  it('count only wrong tries: the right one never counts, and five wrong lock that address alone', async () => {
    const { path } = await sharedDeck({ passcode: PASSCODE });
    const address = '198.51.100.70';
    for (let open = 0; open < 8; open++) expect((await passcode(path, address, PASSCODE)).statusCode).toBe(200);
    for (let wrong = 0; wrong < 4; wrong++) expect((await passcode(path, address, 'guess-it')).statusCode).toBe(401);
    expect((await passcode(path, address, PASSCODE)).statusCode).toBe(200);
    expect((await passcode(path, address, 'guess-it')).statusCode).toBe(401);
    const locked = await passcode(path, address, PASSCODE);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.body).toContain('Too many tries. Please try again in');
    expect((await passcode(path, '198.51.100.71', PASSCODE)).statusCode).toBe(200);
  });

  it('open with the right passcode however many guessed wrong elsewhere: locked per address, backed off per link', async () => {
    const { path } = await sharedDeck({ passcode: PASSCODE });
    // Five addresses, five wrong tries each: more wrong ones on the link than it takes without waiting.
    const guessers = Array.from({ length: 5 }, (_, at) => `198.51.100.${80 + at}`);
    for (const address of guessers)
      for (let wrong = 0; wrong < SHARE_LIMITS.passcodePerAddress.max; wrong++)
        expect((await passcode(path, address, `guess-${wrong}`)).statusCode).toBe(401);
    expect(guessers.length * SHARE_LIMITS.passcodePerAddress.max).toBeGreaterThan(SHARE_LIMITS.passcodePerLink.max);
    expect((await passcode(path, guessers[0]!, PASSCODE)).statusCode).toBe(429);
    const investor = await passcode(path, '192.0.2.200', PASSCODE);
    expect(investor.statusCode).toBe(200);
    expect(investor.body).toContain('data-view');
  });

  it('are at least 6 characters: the API says so', async () => {
    const { founder, deckId } = await sharedDeck();
    const short = await founder.request('POST', `/api/documents/${deckId}/share-links`, { passcode: 'abcde' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ error: `passcode: ${PASSCODE_TOO_SHORT}` });
    expect(PASSCODE_TOO_SHORT).toBe('A passcode has at least 6 characters.');
    const six = await founder.request('POST', `/api/documents/${deckId}/share-links`, { passcode: 'abcdef' });
    expect(six.statusCode).toBe(201);
  });
});

describe('time on slides', () => {
  it('is held to the view’s own age: a view opened 30 s ago holds about 30 s, whatever its beacons say', async () => {
    const { path, analytics } = await sharedDeck();
    const view = viewOf((await visit(path)).body);
    await openedAgo(view, '30 seconds');
    expect((await beacon(path, view, 0, 600_000)).statusCode).toBe(204);
    expect((await beacon(path, view, 1, 600_000)).statusCode).toBe(204);
    const seconds = (await analytics()).slides.reduce((sum, slide) => sum + slide.seconds, 0);
    // 30 s, the 2 s the clocks may part by, and however long this test took between its requests.
    expect(seconds).toBeGreaterThanOrEqual(30);
    expect(seconds).toBeLessThan(120);
  });

  it('is held per link and day, all its views together', async () => {
    const { path, linkId } = await sharedDeck();
    const views = [viewOf((await visit(path)).body), viewOf((await visit(path, { address: '203.0.113.61' })).body)];
    for (const view of views) await openedAgo(view, '1 hour');
    const store = createStore(server.database);
    const caps = { slideMs: 30 * 60_000, linkDayMs: 5000, graceMs: 0 };
    const add = (viewId: string, slide: number) =>
      store.shareLinks.addSlideTime({ linkId, viewId, slide, ms: 3000 }, caps);
    for (const [view, slide] of [
      [views[0]!, 0],
      [views[1]!, 0],
      [views[1]!, 1],
    ] as const)
      expect(await add(view, slide)).toBe(true);
    const [total] = await server.database.query<{ ms: number | string }>(
      'select sum(t.ms) as ms from share_slide_time t join share_views v on v.id = t.view_id where v.link_id = $1',
      [linkId],
    );
    expect(Number(total!.ms)).toBe(5000);
  });
});

describe('views', () => {
  it('are not counted for a HEAD, which says whether the link opens', async () => {
    const { path, analytics } = await sharedDeck();
    const head = await visit(path, { method: 'HEAD' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect((await visit('/s/AAAAAAAAAAAAAAAAAAAAAAAAAAA', { method: 'HEAD' })).statusCode).toBe(404);
    expect(await analytics()).toMatchObject({ views: 0, uniqueViewers: 0 });
  });

  it('past the limit get the plain page with 429, counted per address, an IPv6 one by its /64', async () => {
    const { path } = await sharedDeck({ passcode: PASSCODE });
    for (let at = 1; at <= SHARE_LIMITS.page.max; at++)
      expect((await visit(path, { address: `2001:db8:60:1::${at.toString(16)}` })).statusCode).toBe(200);
    const over = await visit(path, { address: '2001:db8:60:1:ffff::1' });
    expect(over.statusCode).toBe(429);
    expect(over.headers['content-type']).toContain('text/html');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.body).toContain(SHARE_TEXT.tooManyTitle);
    expect(over.body).toMatch(/This link was opened too often from your network\. Please try again in \d+ seconds?\./);
    expect((await visit(path, { address: '2001:db8:60:2::1' })).statusCode).toBe(200);
  });
});

describe('share analytics', () => {
  it('are counted in the workspace’s byte quota', async () => {
    const { founder, ventureId, path, linkId } = await sharedDeck();
    const kept = normaliseLogo(TINY_PNG);
    const logoBytes = kept.ok ? kept.logo.data.length : 0;
    const room = logoBytes + VIEW_BYTES - 1;
    const idea = ideas.offline({ industry: 'fintech', targetMarket: 'freelancers', region: 'Germany' }).ideas[0];
    expect((await founder.request('POST', '/api/ideas', { idea })).statusCode).toBeLessThan(300);
    // The workspace left with `room` bytes, its deck counted.
    await server.database.query(
      `update saved_ideas set bytes = $2 - (select sum(bytes) from documents d where d.workspace_id = saved_ideas.workspace_id)
        where workspace_id = (select workspace_id from ventures where id = $1)`,
      [ventureId, WORKSPACE_QUOTAS.bytes - room],
    );
    const logo = () =>
      founder.request('PUT', `/api/ventures/${ventureId}/logo`, { data: Buffer.from(TINY_PNG).toString('base64') });
    expect((await logo()).statusCode).toBe(200);
    await founder.request('DELETE', `/api/ventures/${ventureId}/logo`);
    await visit(path);
    expect(await linkBytes(linkId)).toBe(VIEW_BYTES);
    expect((await logo()).statusCode).toBe(409);
  });

  it('stop counting views once a workspace’s analytics are full; the page still opens', async () => {
    const { path, linkId, analytics } = await sharedDeck();
    await visit(path);
    await server.database.query('update share_links set analytics_bytes = $2 where id = $1', [
      linkId,
      SHARE_ANALYTICS.maxBytes - VIEW_BYTES + 1,
    ]);
    const page = await visit(path);
    expect(page.statusCode).toBe(200);
    expect(await analytics()).toMatchObject({ views: 1 });
    // Its beacons name a view that was not stored: they count nothing.
    expect((await beacon(path, viewOf(page.body), 0, 1000)).statusCode).toBe(404);
  });

  it('are deleted after their retention, and the link’s bytes counted again', async () => {
    const { path, linkId, analytics } = await sharedDeck();
    const old = viewOf((await visit(path)).body);
    await openedAgo(old, '1 minute');
    expect((await beacon(path, old, 0, 5000)).statusCode).toBe(204);
    await visit(path, { address: '203.0.113.62' });
    expect(await linkBytes(linkId)).toBe(2 * VIEW_BYTES);
    await openedAgo(old, `${SHARE_ANALYTICS.retentionMs / 86_400_000 + 1} days`);
    expect((await housekeep(createStore(server.database))).views).toBeGreaterThanOrEqual(1);
    expect(await analytics()).toMatchObject({ views: 1, uniqueViewers: 1 });
    expect((await analytics()).slides[0]?.seconds).toBe(0);
    expect(await linkBytes(linkId)).toBe(VIEW_BYTES);
  });
});

describe('migration 13', () => {
  it('counts the bytes of views stored before, drops generations of deleted results, and makes the next go with theirs', async () => {
    await beforeMigration(13, async ({ query, exec, upgrade }) => {
      await exec(`${A_SHARED_DECK}
        insert into share_views (id, link_id, day, viewer) values ('a', 'l', '2026-11-20', 'x'), ('b', 'l', '2026-11-20', 'y');
        insert into share_slide_time (view_id, slide, ms) values ('a', 0, 1000), ('a', 1, 1000);
        insert into generations (id, workspace_id, venture_id, tool, inputs, status, document_id, instance_id) values
          ('deleted-result', 'ws', 'v', 'pitch-deck', '{"secret":"inputs"}', 'done', null, 'i'),
          ('kept', 'ws', 'v', 'pitch-deck', '{}', 'done', 'd', 'i');`);
      await upgrade();
      const [link] = await query<{ bytes: number | string }>(
        "select analytics_bytes as bytes from share_links where id = 'l'",
      );
      expect(Number(link!.bytes)).toBe(2 * ANALYTICS_BYTES.view + 2 * ANALYTICS_BYTES.slide);
      expect((await query<{ id: string }>('select id from generations')).map((row) => row.id)).toEqual(['kept']);
      await exec("delete from documents where id = 'd'");
      expect(await query('select id from generations')).toEqual([]);
    });
  });
});
