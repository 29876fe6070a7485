/**
 * Unique viewers without tracking (README, "Share links"): through HTTP, one address (an IPv6 one
 * by its /64, whatever browser it names) counts once a day and again the next; what is stored holds no address and no user agent, and
 * only today's salt. In the database: the day's salt is made once for every instance, a past
 * day's is deleted, and the migration that brought daily salts kept the views counted before.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShareLinkAnalytics } from '@/core/share/schema';
import { shareLinkRepository } from '@/server/store/repositories/share-links';
import { viewerSaltRepository } from '@/server/store/repositories/viewer-salts';
import { A_SHARED_DECK, beforeMigration } from '../support/server/before-migration';
import { browser } from '../support/server/browser';
import { useTestApp } from '../support/server/test-app';

const server = useTestApp({ RATE_LIMIT_MAX: '0', WRITE_RATE_LIMIT_MAX: '0' });
const ADDRESS = '203.0.113.41';
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const AGENT = 'Mozilla/5.0 (X11; Linux x86_64) InvestorBrowser/9.1';

const visit = (url: string, { address = ADDRESS, agent = AGENT } = {}) =>
  server.app.inject({
    method: 'GET',
    url,
    remoteAddress: address,
    headers: { 'user-agent': agent, host: 'localhost' },
  });

async function sharedDeck() {
  const founder = browser(server.app);
  const inputs = { businessName: 'Harvest Table', businessDescription: 'Weekly meal kits for busy parents.' };
  const deckId = (await founder.generate('pitch-deck', inputs)).done.data.saved!.id;
  const created = await founder.request('POST', `/api/documents/${deckId}/share-links`, {});
  const { link, path } = created.json<{ link: { id: string }; path: string }>();
  const analytics = async () =>
    (await founder.request('GET', `/api/share-links/${link.id}/analytics`)).json<ShareLinkAnalytics>();
  return { linkId: link.id, path, analytics };
}

/** Every stored row a link's views left, as text. */
const storedRows = async (linkId: string) =>
  (
    await server.database.query<{ row: string }>(
      `select row_to_json(v)::text as row from share_views v where link_id = $1
       union all select row_to_json(t)::text from share_slide_time t join share_views v on v.id = t.view_id where v.link_id = $1
       union all select row_to_json(s)::text from share_salts s`,
      [linkId],
    )
  ).map((found) => found.row);

afterEach(() => vi.useRealTimers());

describe('unique viewers through HTTP', () => {
  it('count one address once a day whatever browser it names, an IPv6 one by its /64, and store neither', async () => {
    const { linkId, path, analytics } = await sharedDeck();
    expect(await analytics()).toMatchObject({ views: 0, uniqueViewers: 0 });
    expect((await visit(path)).statusCode).toBe(200);
    expect((await visit(path)).statusCode).toBe(200);
    expect(await analytics()).toMatchObject({ views: 2, uniqueViewers: 1 });
    // A changed User-Agent is the same viewer: counting it apart let anyone inflate the count.
    await visit(path, { agent: 'Another browser/1.0' });
    expect(await analytics()).toMatchObject({ views: 3, uniqueViewers: 1 });
    await visit(path, { address: '2001:db8:41:7::1' });
    await visit(path, { address: '2001:db8:41:7:abcd::99' });
    expect(await analytics()).toMatchObject({ views: 5, uniqueViewers: 2 });
    await visit(path, { address: '2001:db8:41:8::1' });
    expect(await analytics()).toMatchObject({ views: 6, uniqueViewers: 3 });

    const rows = await storedRows(linkId);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      for (const part of [ADDRESS, '203.0.113', '2001:db8', AGENT, 'InvestorBrowser', 'Another browser'])
        expect(row).not.toContain(part);
    }
    const columns = await server.database.query<{ column_name: string }>(
      "select column_name from information_schema.columns where table_name = 'share_views' order by ordinal_position",
    );
    expect(columns.map((column) => column.column_name)).toEqual([
      'id',
      'link_id',
      'day',
      'viewer',
      'created_at',
      'slides',
    ]);
  });

  it('count the same viewer again the next day, with the past day’s salt gone', async () => {
    const { path, analytics } = await sharedDeck();
    // The embedded database reads the faked clock too: a day boundary within two days of now keeps
    // its timers within what setTimeout takes (a date years ahead made each one fire at once).
    const midnight = new Date(Date.now() + 2 * DAY_MS);
    midnight.setUTCHours(0, 0, 0, 0);
    vi.useFakeTimers({ toFake: ['Date'], now: midnight.getTime() - MINUTE_MS });
    await visit(path);
    vi.setSystemTime(midnight.getTime() + MINUTE_MS);
    await visit(path);
    await visit(path);
    expect(await analytics()).toMatchObject({ views: 3, uniqueViewers: 2 });
    expect(await viewerSaltRepository(server.database).days()).toEqual([midnight.toISOString().slice(0, 10)]);
  });
});

describe('daily salts in the database', () => {
  it('are made once for every instance asking at once, and a past day’s is deleted', async () => {
    const salts = viewerSaltRepository(server.database);
    const day = '2030-05-01';
    const made = await Promise.all(Array.from({ length: 5 }, (_, i) => salts.salt(day, Buffer.alloc(32, i + 1))));
    expect(new Set(made.map((salt) => salt.toString('hex'))).size).toBe(1);
    await salts.salt('2030-05-02', Buffer.alloc(32, 9));
    expect(await salts.forgetBefore('2030-05-02')).toBeGreaterThanOrEqual(1);
    expect(await salts.days()).not.toContain(day);
    expect((await salts.days()).every((stored) => stored >= '2030-05-02')).toBe(true);
  });
});

describe('the migration to daily salts', () => {
  it('keeps the views counted before and deletes the permanent viewer key', async () => {
    await beforeMigration(11, async ({ query, exec, upgrade }) => {
      await exec(`${A_SHARED_DECK}
        insert into share_views (id, link_id, day, viewer) values
          ('a', 'l', '2026-11-20', 'x'), ('b', 'l', '2026-11-20', 'x'), ('c', 'l', '2026-11-21', 'x');
        insert into server_keys (name, key) values ('share-viewer', '\\x00'), ('workspace-cookie', '\\x01');`);
      const counts = () => shareLinkRepository({ query }).analytics('ws', 'l');
      const before = await counts();
      expect(before).toMatchObject({ views: 3, uniqueViewers: 2 });

      await upgrade();
      expect(await counts()).toEqual(before);
      const keys = await query<{ name: string }>('select name from server_keys order by name');
      expect(keys.map((key) => key.name)).toEqual(['workspace-cookie']);
    });
  });
});
