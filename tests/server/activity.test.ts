/**
 * A venture's activity through HTTP (issue 36, "See what changed"; docs/product.md §16 "Activity"):
 * what the team made, edited, restored, commented on and shared, by whom, and what happened to the
 * team, newest first; what is new to a member since they last looked; and nothing of another workspace.
 */
import { describe, expect, it } from 'vitest';
import type { VentureActivity } from '@/core/activity/schema';
import { browser } from '../support/server/browser';
import { joined, member, type Browser } from '../support/server/team';
import { useTestApp } from '../support/server/test-app';

const server = useTestApp({ RATE_LIMIT_MAX: '0', WRITE_RATE_LIMIT_MAX: '0', NEW_WORKSPACES_MAX: '0' });
const activityOf = async (who: Browser, ventureId: string) =>
  (await who.request('GET', `/api/ventures/${ventureId}/activity`)).json<VentureActivity>();
/** "Lena generated business-plan", "Lena role changed Sam editor": who, what, and to what or whom. */
const lines = (activity: VentureActivity) =>
  activity.items.map((item) =>
    [item.who ?? '—', item.kind, item.tool, item.subject, item.role, item.mine && '(mine)'].filter(Boolean).join(' '),
  );
const ventureOf = async (who: Browser) =>
  (await who.request('GET', '/api/workspace')).json<{ currentVentureId: string }>().currentVentureId;

describe('a venture’s activity', () => {
  it('lists who made, edited, restored, commented on and shared what, newest first, and counts what is new to each member', async () => {
    const lena = await member(server.app, 'Lena Feed', 'Orchard');
    const ventureId = (await lena.request('GET', '/api/workspace')).json<{ currentVentureId: string }>()
      .currentVentureId;
    const plan = (await lena.generate('business-plan', { idea: 'Cider for Lisbon cafés' }, ventureId)).done.data.saved!;
    const eve = await joined(server.app, lena, 'Eve Feed', 'editor');
    expect((await eve.request('PUT', `/api/ventures/${ventureId}/activity/seen`)).statusCode).toBe(204);

    const { result } = (await eve.request('GET', `/api/documents/${plan.id}`)).json<{ result: object }>();
    await eve.request('PUT', `/api/documents/${plan.id}`, {
      version: 1,
      result: { ...result, executiveSummary: 'Eve’s summary.' },
    });
    await lena.request('POST', `/api/documents/${plan.id}/comments`, {
      path: ['executiveSummary'],
      body: 'Good, @Eve Feed.',
    });
    await lena.request('POST', `/api/documents/${plan.id}/versions/1/restore`);
    await lena.request('POST', `/api/documents/${plan.id}/share-links`, { conflictsAccepted: true });

    const forEve = await activityOf(eve, ventureId);
    expect(lines(forEve)).toEqual([
      '— shared business-plan',
      'Lena Feed restored business-plan',
      'Lena Feed commented business-plan',
      'Eve Feed edited business-plan (mine)',
      'Eve Feed joined editor (mine)',
      'Lena Feed invited editor',
      'Lena Feed generated business-plan',
    ]);
    expect(forEve.items[0]).toMatchObject({ documentId: plan.id, documentTitle: expect.any(String), anchor: null });
    // The comment's line names its thread's part, so it opens there.
    expect(forEve.items[2]).toMatchObject({ kind: 'commented', documentId: plan.id, anchor: 'executiveSummary' });
    // Eve looked before Lena's comment and restore: two new to her (her own edit is not, nor the
    // share link, whose maker is not kept).
    expect(forEve.newCount).toBe(2);
    // Lena never looked: everything by others is new to her (Eve joining, and her edit).
    expect((await activityOf(lena, ventureId)).newCount).toBe(2);
    await eve.request('PUT', `/api/ventures/${ventureId}/activity/seen`);
    expect((await activityOf(eve, ventureId)).newCount).toBe(0);
  });

  it('shows nothing of another workspace, and a guest their own feed with nothing new', async () => {
    const lena = await member(server.app, 'Lena Private', 'Orchard');
    const ventureId = (await lena.request('GET', '/api/workspace')).json<{ currentVentureId: string }>()
      .currentVentureId;
    await lena.generate('business-plan', { idea: 'Cider for Lisbon cafés' }, ventureId);
    const otto = await member(server.app, 'Otto Outside', 'Otto’s venture');
    expect((await otto.request('GET', `/api/ventures/${ventureId}/activity`)).statusCode).toBe(404);
    expect((await otto.request('PUT', `/api/ventures/${ventureId}/activity/seen`)).statusCode).toBe(404);

    const guest = browser(server.app);
    const saved = (await guest.generate('business-plan', { idea: 'A guest’s plan' })).done.data.saved!;
    const own = await activityOf(guest, saved.ventureId);
    expect(lines(own)).toEqual(['— generated business-plan']);
    expect(own.newCount).toBe(0);
  });

  it('tells what happened to the team, in each venture’s feed: invitations, who joined, role changes, removals and departures', async () => {
    const lena = await member(server.app, 'Lena Team', 'Orchard');
    const sam = await joined(server.app, lena, 'Sam Team', 'commenter');
    const samId = (await lena.request('GET', '/api/team'))
      .json<{ members: { accountId: string; name: string }[] }>()
      .members.find((one) => one.name === 'Sam Team')!.accountId;
    expect((await lena.request('PUT', `/api/team/members/${samId}`, { role: 'editor' })).statusCode).toBe(200);
    // Choosing the role a member has already changes nothing, and tells nothing.
    expect((await lena.request('PUT', `/api/team/members/${samId}`, { role: 'editor' })).statusCode).toBe(200);
    const pat = await joined(server.app, lena, 'Pat Team', 'viewer');
    expect((await pat.request('POST', '/api/team/leave')).statusCode).toBe(204);
    expect((await lena.request('DELETE', `/api/team/members/${samId}`)).statusCode).toBe(200);

    const feed = lines(await activityOf(lena, await ventureOf(lena)));
    expect(feed).toEqual([
      'Lena Team removed Sam Team (mine)',
      'Pat Team left',
      'Pat Team joined viewer',
      'Lena Team invited viewer (mine)',
      'Lena Team role changed Sam Team editor (mine)',
      'Sam Team joined commenter',
      'Lena Team invited commenter (mine)',
    ]);
    // Every venture of the workspace tells it; each line leads to the team, not a result.
    const second = (await lena.request('POST', '/api/ventures', { name: 'Second' })).json<{ id: string }>().id;
    const other = await activityOf(lena, second);
    expect(other.items).toHaveLength(7);
    expect(other.items[0]).toMatchObject({ tool: null, documentId: null, subject: 'Sam Team', role: null });
    // What others did counts as new: Sam and Pat joining, Pat leaving.
    expect(other.newCount).toBe(3);
    // A removed member reads nothing of it any more.
    expect((await sam.request('GET', `/api/ventures/${second}/activity`)).statusCode).toBe(404);
  });

  it('tells a comment on one of the venture’s facts by the fact’s name', async () => {
    const lena = await member(server.app, 'Lena Facts', 'Orchard');
    const ventureId = await ventureOf(lena);
    const sam = await joined(server.app, lena, 'Sam Facts', 'commenter');
    const answer = await sam.request('POST', `/api/ventures/${ventureId}/comments`, {
      path: ['price'],
      body: 'Tested with five cafés?',
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const activity = await activityOf(lena, ventureId);
    expect(lines(activity)[0]).toBe('Sam Facts commented Monthly price per customer');
    expect(activity.items[0]).toMatchObject({ tool: null, documentId: null, anchor: 'price' });
  });

  it('tells a Use Fact and an accepted rewrite apart from an edit typed by hand', async () => {
    const lena = await member(server.app, 'Lena Causes', 'Orchard');
    const ventureId = await ventureOf(lena);
    const plan = (await lena.generate('business-plan', { idea: 'Cider for Lisbon cafés' }, ventureId)).done.data.saved!;
    const save = async (version: number, summary: string, cause?: string) => {
      const { result } = (await lena.request('GET', `/api/documents/${plan.id}`)).json<{ result: object }>();
      const answer = await lena.request('PUT', `/api/documents/${plan.id}`, {
        version,
        result: { ...result, executiveSummary: summary },
        ...(cause && { cause }),
      });
      expect(answer.statusCode, answer.body).toBe(200);
    };
    await save(1, 'Typed by hand.');
    await save(2, 'With the venture’s price.', 'use fact');
    await save(3, 'Shorter, by the model.', 'rewrite');
    expect(
      (await lena.request('PUT', `/api/documents/${plan.id}`, { version: 4, result: {}, cause: 'guess' })).statusCode,
    ).toBe(400);
    expect(lines(await activityOf(lena, ventureId)).slice(0, 4)).toEqual([
      'Lena Causes rewrote business-plan (mine)',
      'Lena Causes used a fact business-plan (mine)',
      'Lena Causes edited business-plan (mine)',
      'Lena Causes generated business-plan (mine)',
    ]);

    // The workspace file carries why, and by whom: the imported venture's Activity tells it the same.
    const file = (await lena.request('GET', '/api/workspace/export')).json<{ ventures: { name: string }[] }>();
    const orchard = { ...file, ventures: file.ventures.filter((venture) => venture.name === 'Orchard') };
    const bob = await member(server.app, 'Bob Imports');
    expect((await bob.request('POST', '/api/workspace/import', orchard)).statusCode).toBe(200);
    const { ventures } = (await bob.request('GET', '/api/workspace')).json<{
      ventures: { id: string; name: string }[];
    }>();
    const imported = ventures.find((venture) => venture.name === 'Orchard')!;
    expect(lines(await activityOf(bob, imported.id)).slice(0, 4)).toEqual([
      'Lena Causes rewrote business-plan',
      'Lena Causes used a fact business-plan',
      'Lena Causes edited business-plan',
      'Lena Causes generated business-plan',
    ]);
  });
});
