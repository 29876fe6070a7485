/**
 * Deleted means deleted (issue 38, item 3), read back from the database after each delete: a
 * result's generation row (its inputs and the model's text), its versions, its share links, their
 * views and time per slide; a venture's everything (erase.ts, which the Delete Venture route
 * calls); a whole workspace's. Following a deleted result's generation answers 404, and finished
 * generations' rows are pruned after a day.
 */
import { describe, expect, it } from 'vitest';
import { GENERATION_HEADER } from '@/core/stream/protocol';
import type { PitchDeckResult } from '@/core/tools/pitch-deck/schema';
import { housekeep } from '@/server/housekeeping';
import { createStore } from '@/server/store/store';
import { browser } from '../support/server/browser';
import { useTestApp } from '../support/server/test-app';

const server = useTestApp({ RATE_LIMIT_MAX: '0', WRITE_RATE_LIMIT_MAX: '0', NEW_WORKSPACES_MAX: '0' });
const deckInputs = { businessName: 'Harvest Table', businessDescription: 'Weekly meal kits for busy parents.' };

const count = async (sql: string, params: unknown[]) =>
  Number((await server.database.query<{ n: number | string }>(`select count(*) as n from ${sql}`, params))[0]!.n);

/** A deck made by a generation, edited once, shared, opened and timed: every kind of row a result leaves. */
async function sharedDeck(founder: ReturnType<typeof browser>, ventureId: string) {
  const made = await founder.generate('pitch-deck', deckInputs, ventureId);
  const generationId = made.response.headers[GENERATION_HEADER] as string;
  const deck = made.done.data.saved!;
  const result = made.done.data.result as PitchDeckResult;
  const edited = {
    ...result,
    slides: result.slides.map((slide, at) => (at === 1 ? { ...slide, title: 'Why now' } : slide)),
  };
  expect((await founder.request('PUT', `/api/documents/${deck.id}`, { version: 1, result: edited })).statusCode).toBe(
    200,
  );
  const { link, path } = (await founder.request('POST', `/api/documents/${deck.id}/share-links`, {})).json<{
    link: { id: string };
    path: string;
  }>();
  const page = await server.app.inject({ method: 'GET', url: path, remoteAddress: '192.0.2.40' });
  const view = /data-view="([^"]+)"/.exec(page.body)![1]!;
  const beacon = await server.app.inject({
    method: 'POST',
    url: `${path}/beacon`,
    remoteAddress: '192.0.2.40',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost', host: 'localhost' },
    payload: `view=${view}&slide=0&ms=500`,
  });
  expect(beacon.statusCode).toBe(204);
  return { generationId, deckId: deck.id, linkId: link.id, viewId: view, path };
}

/** Every row left of a shared deck, table by table. */
async function rowsOf({ generationId, deckId, linkId, viewId }: Awaited<ReturnType<typeof sharedDeck>>) {
  return {
    generation: await count('generations where id = $1 or document_id = $2', [generationId, deckId]),
    document: await count('documents where id = $1', [deckId]),
    versions: await count('document_versions where document_id = $1', [deckId]),
    links: await count('share_links where id = $1 or document_id = $2', [linkId, deckId]),
    views: await count('share_views where id = $1 or link_id = $2', [viewId, linkId]),
    slideTime: await count('share_slide_time where view_id = $1', [viewId]),
  };
}

/** What `sharedDeck` leaves: its generation, the deck, its two versions, a link, a view, a slide's time. */
const ALL_OF_IT = { generation: 1, document: 1, versions: 2, links: 1, views: 1, slideTime: 1 };
const NOTHING = { generation: 0, document: 0, versions: 0, links: 0, views: 0, slideTime: 0 };

async function founderWithVenture(name = 'Harvest Table') {
  const founder = browser(server.app);
  const venture = (await founder.request('POST', '/api/ventures', { name })).json<{ id: string }>();
  const [row] = await server.database.query<{ workspace_id: string }>(
    'select workspace_id from ventures where id = $1',
    [venture.id],
  );
  return { founder, ventureId: venture.id, workspaceId: row!.workspace_id };
}

describe('deleting a result', () => {
  it('deletes its generation row, versions, share links, views and slide time; following it answers 404', async () => {
    const { founder, ventureId } = await founderWithVenture();
    const deleted = await sharedDeck(founder, ventureId);
    const kept = await sharedDeck(founder, ventureId);
    expect(await rowsOf(deleted)).toEqual(ALL_OF_IT);
    const before = (await founder.request('GET', `/api/generations/${deleted.generationId}/events`)).body;
    expect(before).toContain('Harvest Table');

    expect((await founder.request('DELETE', `/api/documents/${deleted.deckId}`)).statusCode).toBe(204);
    expect(await rowsOf(deleted)).toEqual(NOTHING);
    const follow = await founder.request('GET', `/api/generations/${deleted.generationId}/events`);
    expect(follow.statusCode).toBe(404);
    expect(follow.body).not.toContain('Harvest Table');
    expect((await server.app.inject({ method: 'GET', url: deleted.path })).statusCode).toBe(404);
    // The venture's other result keeps all of its own.
    expect(await rowsOf(kept)).toEqual({ generation: 1, document: 1, versions: 2, links: 1, views: 1, slideTime: 1 });
  });
});

describe('deleting a venture (erase.venture, for the Delete Venture route)', () => {
  it('deletes its results and all they left, its other generations, pins and design; the workspace keeps the rest', async () => {
    const { founder, ventureId, workspaceId } = await founderWithVenture();
    const deck = await sharedDeck(founder, ventureId);
    const other = await founderWithVenture('Other venture');
    await founder.request('POST', '/api/ventures', { name: 'Kept venture' });
    const keptVenture = (await founder.request('GET', '/api/workspace'))
      .json<{ ventures: { id: string; name: string }[] }>()
      .ventures.find((venture) => venture.name === 'Kept venture')!;
    const keptDeck = await sharedDeck(founder, keptVenture.id);
    await founder.request('PUT', `/api/ventures/${ventureId}/deck-design`, { theme: 'dark', brand: '10B981' });
    await server.database.query(
      `insert into generations (id, workspace_id, venture_id, tool, inputs, status, text, instance_id)
       values ('failed-one', $1, $2, 'business-plan', '{"idea":"a secret idea"}', 'failed', 'half a plan', 'gone')`,
      [workspaceId, ventureId],
    );

    const store = createStore(server.database);
    // Another workspace cannot: its own venture only.
    await expect(store.erase.venture(other.workspaceId, ventureId)).rejects.toThrow('No such venture');
    await store.erase.venture(workspaceId, ventureId);

    expect(await rowsOf(deck)).toEqual(NOTHING);
    expect(await count('generations where venture_id = $1', [ventureId])).toBe(0);
    for (const table of [
      'ventures where id',
      'documents where venture_id',
      'venture_designs where venture_id',
      'venture_pins where venture_id',
    ])
      expect(await count(`${table} = $1`, [ventureId])).toBe(0);
    expect(await rowsOf(keptDeck)).toEqual(ALL_OF_IT);
  });
});

describe('deleting all data', () => {
  it('leaves no row of the workspace in any table', async () => {
    const { founder, ventureId, workspaceId } = await founderWithVenture();
    const deck = await sharedDeck(founder, ventureId);
    // An idea generation, a row of the workspace's own.
    await founder.generate('ideas', { industry: 'Urban farming', targetMarket: 'Restaurant owners', region: 'Lisbon' });
    expect(await count('generations where workspace_id = $1', [workspaceId])).toBe(2);

    expect((await founder.request('DELETE', '/api/workspace')).statusCode).toBe(204);
    expect(await rowsOf(deck)).toEqual(NOTHING);
    for (const table of [
      'workspaces where id',
      'ventures where workspace_id',
      'documents where workspace_id',
      'generations where workspace_id',
      'share_links where workspace_id',
      'saved_ideas where workspace_id',
    ])
      expect(await count(`${table} = $1`, [workspaceId])).toBe(0);
    expect(await count('venture_designs where venture_id = $1', [ventureId])).toBe(0);
  });
});

describe('finished generations', () => {
  it('are pruned a day after they ended; running ones stay', async () => {
    const { founder, ventureId, workspaceId } = await founderWithVenture();
    const { generationId } = await sharedDeck(founder, ventureId);
    await server.database.query(
      `insert into generations (id, workspace_id, venture_id, tool, inputs, status, instance_id, updated_at)
       values ('old-running', $1, $2, 'pitch-deck', '{}', 'running', 'here', now() - interval '2 days'),
              ('old-failed', $1, $2, 'pitch-deck', '{}', 'failed', 'here', now() - interval '25 hours'),
              ('new-failed', $1, $2, 'pitch-deck', '{}', 'failed', 'here', now() - interval '23 hours')`,
      [workspaceId, ventureId],
    );
    await server.database.query("update generations set updated_at = now() - interval '25 hours' where id = $1", [
      generationId,
    ]);
    const deleted = await housekeep(createStore(server.database));
    expect(deleted.generations).toBeGreaterThanOrEqual(2);
    const left = await server.database.query<{ id: string }>(
      'select id from generations where workspace_id = $1 order by id',
      [workspaceId],
    );
    expect(left.map((row) => row.id)).toEqual(['new-failed', 'old-running']);
    // Its result is kept: only the generation's record of it went.
    expect((await founder.request('GET', `/api/generations/${generationId}/events`)).statusCode).toBe(404);
  });

  it('stop when their row is gone: a write of progress answers "stop"', async () => {
    const store = createStore(server.database);
    expect(await store.generations.progress('no-such-generation', { from: 0, append: 'text' })).toEqual({ stop: true });
  });
});
