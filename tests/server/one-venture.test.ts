/**
 * One venture per idea, through HTTP (docs/product.md §10). Use This Idea makes the ideas' own
 * venture the idea's when it holds nothing else, or moves the ideas to a new venture for the idea;
 * Delete Venture leaves nothing of the venture in the database (its results and versions, the
 * generations that made them, pins, design and logo, share links with their views and time per
 * slide), its links answer 404, and the workspace moves on to another venture or none.
 */
import { describe, expect, it } from 'vitest';
import type { IdeasResult } from '@/core/tools/ideas/schema';
import type { PitchDeckResult } from '@/core/tools/pitch-deck/schema';
import type { WorkspaceView } from '@/core/workspace/schema';
import { browser } from '../support/server/browser';
import { TINY_PNG } from '../support/images';
import { useTestApp } from '../support/server/test-app';

const server = useTestApp({ RATE_LIMIT_MAX: '0', WRITE_RATE_LIMIT_MAX: '0' });
const ideaInputs = { industry: 'Pet care', targetMarket: 'Busy dog owners', region: 'Berlin' };
const modelInputs = { pricingModel: 'Subscription', customerType: 'B2C - Consumer', costs: 'Salaries' };
const deckInputs = { businessName: 'Pawsome Walks', businessDescription: 'Dog walks for busy owners in Berlin.' };

type Founder = ReturnType<typeof browser>;
const workspaceOf = async (founder: Founder) => (await founder.request('GET', '/api/workspace')).json<WorkspaceView>();
const ideasIn = async (founder: Founder, ventureId: string) =>
  (await founder.request('GET', `/api/tools/ideas/documents?venture=${ventureId}`)).json<{
    documents: { id: string }[];
  }>().documents;

/** A visitor of a share link: no cookie. */
const visit = (url: string, method: 'GET' | 'POST' = 'GET', form = '') =>
  server.app.inject({
    method,
    url,
    remoteAddress: '203.0.113.7',
    headers: {
      host: 'localhost',
      'user-agent': 'Investor/1.0',
      ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' } : {}),
    },
    payload: method === 'POST' ? form : undefined,
  });

describe('Use This Idea', () => {
  async function ideasFirst() {
    const founder = browser(server.app);
    const { saved, result } = (await founder.generate('ideas', ideaInputs)).done.data;
    const [first, second] = (result as IdeasResult).ideas;
    const ventureId = saved!.ventureId;
    const useIdea = (idea = second!) =>
      founder.request('POST', `/api/documents/${saved!.id}/use-idea`, {
        name: idea.name,
        description: idea.description,
      });
    return { founder, ideasId: saved!.id, ventureId, first: first!, second: second!, useIdea };
  }

  it('makes the ideas’ venture the idea’s when it holds nothing else: one venture, its ideas in it', async () => {
    const { founder, ideasId, ventureId, second, useIdea } = await ideasFirst();
    const used = await useIdea();
    expect(used.statusCode).toBe(200);
    expect(used.json()).toEqual({
      moved: false,
      venture: expect.objectContaining({
        id: ventureId,
        name: second.name,
        description: second.description,
        industry: 'Pet care',
        targetMarket: 'Busy dog owners',
        region: 'Berlin',
      }),
    });
    const workspace = await workspaceOf(founder);
    expect(workspace.ventures.map((venture) => venture.name)).toEqual([second.name]);
    expect(workspace.currentVentureId).toBe(ventureId);
    expect((await ideasIn(founder, ventureId)).map((document) => document.id)).toEqual([ideasId]);
  });

  it('moves the ideas, with their versions and generation, to a new venture when theirs holds other work', async () => {
    const { founder, ideasId, ventureId, first, useIdea } = await ideasFirst();
    const planId = (await founder.generate('business-plan', { idea: 'Pet care for busy dog owners' }, ventureId)).done
      .data.saved!.id;
    const used = await useIdea(first);
    expect(used.statusCode).toBe(200);
    const { venture, moved } = used.json<{ venture: { id: string; name: string }; moved: boolean }>();
    expect(moved).toBe(true);
    expect(venture.id).not.toBe(ventureId);
    expect(venture.name).toBe(first.name);

    const workspace = await workspaceOf(founder);
    expect(workspace.ventures.map((each) => each.id)).toEqual([ventureId, venture.id]);
    expect(workspace.currentVentureId).toBe(venture.id);
    expect((await ideasIn(founder, venture.id)).map((document) => document.id)).toEqual([ideasId]);
    expect(await ideasIn(founder, ventureId)).toEqual([]);
    // The plan stays where it was made; the ideas' History and the Venture screen follow them.
    expect((await founder.request('GET', `/api/documents/${planId}`)).json()).toMatchObject({ ventureId });
    expect((await founder.request('GET', `/api/documents/${ideasId}/versions`)).statusCode).toBe(200);
    const overview = (await founder.request('GET', `/api/ventures/${venture.id}/facts`)).json<{
      documents: { tool: string; id: string }[];
    }>();
    expect(overview.documents.map(({ tool, id }) => [tool, id])).toEqual([['ideas', ideasId]]);
    const generations = await server.database.query<{ venture_id: string }>(
      'select venture_id from generations where document_id = $1',
      [ideasId],
    );
    expect(generations).toEqual([{ venture_id: venture.id }]);
  });

  it('is refused for another tool’s result, and for another browser’s ideas', async () => {
    const { founder, ventureId, useIdea } = await ideasFirst();
    const planId = (await founder.generate('business-plan', { idea: 'Pet care for busy dog owners' }, ventureId)).done
      .data.saved!.id;
    const onPlan = await founder.request('POST', `/api/documents/${planId}/use-idea`, { name: 'Walks' });
    expect(onPlan.statusCode).toBe(404);
    const stranger = browser(server.app);
    await stranger.request('POST', '/api/ventures', { name: 'Elsewhere' });
    const { ideasId } = await ideasFirst();
    expect((await stranger.request('POST', `/api/documents/${ideasId}/use-idea`, { name: 'Mine' })).statusCode).toBe(
      404,
    );
    expect((await useIdea()).statusCode).toBe(200);
  });
});

describe('Delete Venture', () => {
  /**
   * A venture holding every kind of thing a venture holds, with a share link viewed and timed. In a
   * workspace with none yet, its first generation makes it: that generation's row names no venture,
   * only its result.
   */
  async function fullVenture(founder: Founder, name: string) {
    const made = (await workspaceOf(founder)).ventures.length > 0;
    const named = made ? (await founder.request('POST', '/api/ventures', { name })).json<{ id: string }>() : undefined;
    const first = (await founder.generate('pitch-deck', { ...deckInputs, businessName: name }, named?.id)).done.data;
    const deck = first.saved!;
    const venture = { id: deck.ventureId };
    await founder.generate('ideas', ideaInputs, venture.id);
    await founder.generate('financials', modelInputs, venture.id);
    const slides = (first.result as PitchDeckResult).slides;
    const edited = {
      slides: slides.map((slide, index) => (index === 1 ? { ...slide, title: `${name} solves it` } : slide)),
    };
    expect((await founder.request('PUT', `/api/documents/${deck.id}`, { version: 1, result: edited })).statusCode).toBe(
      200,
    );
    expect((await founder.request('PUT', `/api/ventures/${venture.id}/facts/teamSize`, { value: 4 })).statusCode).toBe(
      200,
    );
    await founder.request('PUT', `/api/ventures/${venture.id}/deck-design`, { theme: 'dark', brand: '0F766E' });
    const logo = await founder.request('PUT', `/api/ventures/${venture.id}/logo`, {
      data: Buffer.from(TINY_PNG).toString('base64'),
    });
    expect(logo.statusCode).toBe(200);
    const link = await founder.request('POST', `/api/documents/${deck.id}/share-links`, {
      label: name,
      conflictsAccepted: true,
    });
    expect(link.statusCode).toBe(201);
    const { path } = link.json<{ path: string }>();
    const page = await visit(path);
    expect(page.statusCode).toBe(200);
    const view = /data-view="([^"]+)"/.exec(page.body)![1]!;
    expect((await visit(`${path}/beacon`, 'POST', `view=${view}&slide=0&ms=4000`)).statusCode).toBe(204);
    return { id: venture.id, deckId: deck.id, path };
  }

  /** Every row of every table whose text names any of `needles`, as "table: row". */
  async function rowsNaming(needles: readonly string[]) {
    const tables = await server.database.query<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
    );
    const found: string[] = [];
    for (const { table_name: table } of tables) {
      const rows = await server.database.query<{ row: string }>(`select t::text as row from "${table}" t`);
      for (const { row } of rows) if (needles.some((needle) => row.includes(needle))) found.push(`${table}: ${row}`);
    }
    return found;
  }

  it('leaves nothing of the venture in the database, its link answers 404, and the other venture is whole', async () => {
    const founder = browser(server.app);
    const gone = await fullVenture(founder, 'Secret Walks');
    const kept = await fullVenture(founder, 'Harvest Table');
    const ids = async () =>
      (
        await server.database.query<{ id: string }>(
          `select id from documents where venture_id = $1
           union all select l.id from share_links l join documents d on d.id = l.document_id where d.venture_id = $1
           union all select v.id from share_views v join share_links l on l.id = v.link_id
                       join documents d on d.id = l.document_id where d.venture_id = $1
           union all select g.id from generations g left join documents d on d.id = g.document_id
                       where g.venture_id = $1 or d.venture_id = $1`,
          [gone.id],
        )
      ).map((row) => row.id);
    const needles = [gone.id, ...(await ids()), 'Secret Walks'];
    // Results, links, a view and generations: each named somewhere before.
    expect(needles.length).toBeGreaterThanOrEqual(1 + 3 + 2 + 3);
    expect((await rowsNaming(needles)).length).toBeGreaterThan(0);

    // The first venture's first generation: its row names the deck, not the venture.
    const [firstGeneration] = await server.database.query<{ venture_id: string | null }>(
      'select venture_id from generations where document_id = $1',
      [gone.deckId],
    );
    expect(firstGeneration).toEqual({ venture_id: null });

    const deleted = await founder.request('DELETE', `/api/ventures/${gone.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json<WorkspaceView>()).toEqual({
      ventures: [expect.objectContaining({ id: kept.id, name: 'Harvest Table' })],
      currentVentureId: kept.id,
    });
    expect(await rowsNaming(needles)).toEqual([]);
    const designs = await server.database.query('select 1 from venture_designs where venture_id = $1', [gone.id]);
    expect(designs).toEqual([]);
    expect((await visit(gone.path)).statusCode).toBe(404);
    expect((await founder.request('GET', `/api/documents/${gone.deckId}`)).statusCode).toBe(404);
    expect((await founder.request('GET', `/api/ventures/${gone.id}/facts`)).statusCode).toBe(404);

    // The other venture keeps all it had.
    expect((await visit(kept.path)).statusCode).toBe(200);
    expect((await founder.request('GET', `/api/documents/${kept.deckId}`)).statusCode).toBe(200);
    expect((await founder.request('GET', `/api/ventures/${kept.id}/logo`)).statusCode).toBe(200);
    expect((await rowsNaming([kept.id])).length).toBeGreaterThan(0);
  });

  it('of the last venture leaves the workspace with none; another browser’s venture is a 404', async () => {
    const founder = browser(server.app);
    const venture = (await founder.request('POST', '/api/ventures', { name: 'Only One' })).json<{ id: string }>();
    const stranger = browser(server.app);
    await stranger.request('POST', '/api/ventures', { name: 'Theirs' });
    expect((await stranger.request('DELETE', `/api/ventures/${venture.id}`)).statusCode).toBe(404);
    expect((await workspaceOf(founder)).ventures).toHaveLength(1);

    const deleted = await founder.request('DELETE', `/api/ventures/${venture.id}`);
    expect(deleted.json()).toEqual({ ventures: [], currentVentureId: null });
    expect((await founder.request('DELETE', `/api/ventures/${venture.id}`)).statusCode).toBe(404);
  });
});
