/**
 * Live together (issue 36): what one member saves reaches the open tabs of the workspace's other
 * members, through the event stream (routes/live.ts) fed by PostgreSQL's NOTIFY (migration 22), here
 * on the embedded database; tests/server/postgres-instances.test.ts has it across two instances.
 */
import { get } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { WorkspaceChange } from '@/core/api/changes';
import { MAX_LIVE_STREAMS_PER_MEMBER, TOO_MANY_LIVE_STREAMS } from '@/server/routes/live';
import { browser } from '../support/server/browser';
import { followChanges } from '../support/server/live';
import { joined, member } from '../support/server/team';
import { useTestApp } from '../support/server/test-app';

const server = useTestApp(
  { RATE_LIMIT_MAX: '0', WRITE_RATE_LIMIT_MAX: '0', NEW_WORKSPACES_MAX: '0' },
  // A real socket too: a tab closed is a connection closed.
  { listen: true },
);
const planInputs = { idea: 'A cider subscription for Lisbon cafés' };

const is =
  <K extends WorkspaceChange['kind']>(kind: K, fields: Partial<Extract<WorkspaceChange, { kind: K }>> = {}) =>
  (change: WorkspaceChange) =>
    change.kind === kind &&
    Object.entries(fields).every(([key, value]) => change[key as keyof typeof change] === value);

async function team() {
  const lena = await member(server.app, `Lena ${Math.random().toString(36).slice(2, 7)}`, 'Orchard');
  const ventureId = (await lena.request('GET', '/api/workspace')).json<{ currentVentureId: string }>().currentVentureId;
  const plan = (await lena.generate('business-plan', planInputs, ventureId)).done.data.saved!;
  const eve = await joined(server.app, lena, `Eve ${Math.random().toString(36).slice(2, 7)}`, 'editor');
  const accountIdOf = async (name: string) =>
    (await lena.request('GET', '/api/team'))
      .json<{ members: { accountId: string; name: string }[] }>()
      .members.find((one) => one.name === name)!.accountId;
  return { lena, eve, ventureId, plan, accountIdOf };
}

describe('the workspace’s event stream', () => {
  it('tells a member’s open tab of another member’s edit, comment and new result, with ids only', async () => {
    const { lena, eve, ventureId, plan } = await team();
    const tab = await followChanges(server.app, lena);
    expect(tab.statusCode).toBe(200);

    const { version, result } = (await eve.request('GET', `/api/documents/${plan.id}`)).json<{
      version: number;
      result: { executiveSummary: string };
    }>();
    const edited = await eve.request('PUT', `/api/documents/${plan.id}`, {
      version,
      result: { ...result, executiveSummary: 'Eve’s sharper summary.' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await tab.next(is('venture'))).toEqual({ kind: 'venture', ventureId });

    const commented = await eve.request('POST', `/api/documents/${plan.id}/comments`, {
      path: ['executiveSummary'],
      body: '@Lena is the market figure right?',
    });
    expect(commented.statusCode, commented.body).toBe(201);
    expect(await tab.next(is('comments'))).toEqual({ kind: 'comments', ventureId, documentId: plan.id });

    const before = tab.changes.length;
    await eve.generate('ideas', { industry: 'Cider', targetMarket: 'Cafés', region: 'Lisbon' }, ventureId);
    await tab.next((change) => tab.changes.indexOf(change) >= before && change.kind === 'venture');
    // Ids and kinds only: what changed is read through the API, with the reader's own rights.
    expect(JSON.stringify(tab.changes)).not.toMatch(/summary|market|Cider/i);
    tab.close();
  });

  it('tells a member their role changed, and ends the stream of a member removed', async () => {
    const { lena, eve, accountIdOf } = await team();
    const eveId = await accountIdOf(
      (await eve.request('GET', '/api/account')).json<{ account: { name: string } }>().account.name,
    );
    const lenaTab = await followChanges(server.app, lena);
    const eveTab = await followChanges(server.app, eve);

    expect((await lena.request('PUT', `/api/team/members/${eveId}`, { role: 'viewer' })).statusCode).toBe(200);
    expect(await eveTab.next(is('access'))).toEqual({ kind: 'access', removed: false });
    await lenaTab.next(is('team'));

    expect((await lena.request('DELETE', `/api/team/members/${eveId}`)).statusCode).toBe(200);
    expect(await eveTab.next(is('access', { removed: true }))).toEqual({ kind: 'access', removed: true });
    await eveTab.ended;
    lenaTab.close();
  });

  it('tells no one outside the workspace, and opens no stream to a guest', async () => {
    const { eve, plan } = await team();
    const otto = await member(server.app, `Otto ${Math.random().toString(36).slice(2, 7)}`, 'Otto’s venture');
    const ottoVenture = (await otto.request('GET', '/api/workspace')).json<{ currentVentureId: string }>()
      .currentVentureId;
    const outside = await followChanges(server.app, otto);
    await eve.request('POST', `/api/documents/${plan.id}/comments`, { path: ['executiveSummary'], body: 'Mine.' });
    // Otto's own change arrives; the team's, made before it, never did.
    await otto.request('PUT', `/api/ventures/${ottoVenture}`, { name: 'Otto renamed', description: '' });
    await outside.next(is('venture', { ventureId: ottoVenture }));
    expect(outside.changes).toEqual([{ kind: 'venture', ventureId: ottoVenture }]);
    outside.close();

    const guest = browser(server.app);
    await guest.request('POST', '/api/ventures', { name: 'Guest venture' });
    const refused = await guest.openStream('/api/workspace/events');
    expect(refused.statusCode).toBe(401);
  });

  it('tells a member’s tab in one of their workspaces that a thread changed in another (their Inbox counts both)', async () => {
    const { lena, eve, plan } = await team();
    // Eve belongs to Lena's workspace and her own, and works in her own.
    const choices = (await eve.request('GET', '/api/account/workspaces')).json<{
      workspaces: { id: string; role: string }[];
    }>().workspaces;
    const own = choices.find((one) => one.role === 'owner')!;
    expect((await eve.request('PUT', '/api/account/workspace', { workspaceId: own.id })).statusCode).toBe(200);
    const tab = await followChanges(server.app, eve);
    const outsider = await member(server.app, `Otto ${Math.random().toString(36).slice(2, 7)}`, 'Elsewhere');
    const outside = await followChanges(server.app, outsider);

    const commented = await lena.request('POST', `/api/documents/${plan.id}/comments`, {
      path: ['executiveSummary'],
      body: 'Over to you.',
    });
    expect(commented.statusCode, commented.body).toBe(201);
    expect(await tab.next(is('inbox'))).toEqual({ kind: 'inbox' });
    // Only a nudge: nothing of Lena's workspace itself reaches a tab on Eve's.
    expect(tab.changes).toEqual([{ kind: 'inbox' }]);
    tab.close();
    // Someone in neither workspace hears nothing: their own change arrives, and only it.
    const venture = (await outsider.request('GET', '/api/workspace')).json<{ currentVentureId: string }>()
      .currentVentureId;
    await outsider.request('PUT', `/api/ventures/${venture}`, { name: 'Renamed', description: '' });
    await outside.next(is('venture'));
    expect(outside.changes).toEqual([{ kind: 'venture', ventureId: venture }]);
    outside.close();
  });

  it(`lets one member follow from at most ${MAX_LIVE_STREAMS_PER_MEMBER} tabs at once, and another member still from theirs`, async () => {
    const { lena, eve } = await team();
    const tabs = [];
    for (let index = 1; index < MAX_LIVE_STREAMS_PER_MEMBER; index++) tabs.push(await followChanges(server.app, lena));
    expect(tabs.map((tab) => tab.statusCode)).toEqual(tabs.map(() => 200));
    // The last tab over a real socket, to close it as a browser closes a tab.
    const overSocket = await new Promise<{ status: number; close: () => void }>((resolve) => {
      const opened = get(`${server.url}/api/workspace/events`, { headers: { cookie: lena.cookie } }, (answer) =>
        resolve({ status: answer.statusCode ?? 0, close: () => opened.destroy() }),
      );
    });
    expect(overSocket.status).toBe(200);
    const refused = await lena.openStream('/api/workspace/events');
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain(TOO_MANY_LIVE_STREAMS);
    const eveTab = await followChanges(server.app, eve);
    expect(eveTab.statusCode).toBe(200);

    // The tab closed makes room.
    overSocket.close();
    await expect
      .poll(async () => {
        const again = await lena.openStream('/api/workspace/events');
        again.close();
        return again.statusCode;
      })
      .toBe(200);
    for (const tab of [...tabs, eveTab]) tab.close();
  });

  it('ends every open stream when the server closes, so the close does not wait on them', async () => {
    const { lena } = await team();
    const tab = await followChanges(server.app, lena);
    expect(server.app.live.size).toBeGreaterThan(0);
    await server.app.live.close();
    await tab.ended;
    expect(server.app.live.size).toBe(0);
  });
});
