/**
 * A workspace's team through HTTP (issue 36; docs/product.md §16 "A team"): invitation links that
 * grant a role once, the roles in force from the next request, the last owner kept, a removed member
 * out at once, and a member's switch between their workspaces.
 */
import { describe, expect, it } from 'vitest';
import { refusedFor } from '@/core/account/role-texts';
import type { TeamView, WorkspaceChoices } from '@/core/account/team';
import { TEAM_TEXTS } from '@/server/store/repositories/team';
import { TEAM_NEEDS_ACCOUNT } from '@/server/routes/team';
import { browser } from '../support/server/browser';
import { accept, invite, joined, member, type Browser } from '../support/server/team';
import { useTestApp } from '../support/server/test-app';

const server = useTestApp({ RATE_LIMIT_MAX: '0', WRITE_RATE_LIMIT_MAX: '0', NEW_WORKSPACES_MAX: '0' });
const ventureNames = async (who: Browser) =>
  (await who.request('GET', '/api/workspace')).json<{ ventures: { name: string }[] }>().ventures.map((v) => v.name);
const teamOf = async (who: Browser) => (await who.request('GET', '/api/team')).json<TeamView>();

describe('invitations', () => {
  it('grant their role once: the invited founder works in the workspace and can switch back to their own', async () => {
    const lena = await member(server.app, 'Lena Park', 'PawPantry');
    const path = await invite(lena, 'editor');
    expect(path).toMatch(/^\/invite\/[A-Za-z0-9_-]{43}$/);

    // What it grants is shown before signing in.
    const token = path.split('/').at(-1)!;
    const preview = await browser(server.app).request('GET', `/api/invitations/${token}`);
    expect(preview.json()).toMatchObject({
      workspaceName: "Lena Park's workspace",
      role: 'editor',
      invitedBy: 'Lena Park',
    });

    const sam = await member(server.app, 'Sam Lee', 'Sam’s bakery');
    expect((await accept(sam, path)).json()).toEqual({
      workspace: { id: expect.any(String), name: "Lena Park's workspace", role: 'editor' },
    });
    expect(await ventureNames(sam)).toEqual(['PawPantry']);
    expect((await teamOf(lena)).members.map((one) => [one.name, one.role, one.you])).toEqual([
      ['Lena Park', 'owner', true],
      ['Sam Lee', 'editor', false],
    ]);

    const choices = (await sam.request('GET', '/api/account/workspaces')).json<WorkspaceChoices>().workspaces;
    expect(choices.map((one) => [one.name, one.role, one.current])).toEqual([
      ["Sam Lee's workspace", 'owner', false],
      ["Lena Park's workspace", 'editor', true],
    ]);
    const own = choices.find((one) => one.role === 'owner')!;
    expect((await sam.request('PUT', '/api/account/workspace', { workspaceId: own.id })).statusCode).toBe(200);
    expect(await ventureNames(sam)).toEqual(['Sam’s bakery']);

    // Used once: a second use, by anyone, says so.
    const again = await accept(await member(server.app, 'Ana Diaz'), path);
    expect([again.statusCode, again.json()]).toEqual([404, { error: TEAM_TEXTS.inviteUsed }]);
  });

  it('a revoked link opens nothing, a guest cannot accept, and a workspace one is no member of cannot be switched to', async () => {
    const lena = await member(server.app, 'Lena Revoke', 'Venture R');
    const path = await invite(lena, 'viewer');
    const [open] = (await teamOf(lena)).invites;
    expect(open).toMatchObject({ role: 'viewer', createdBy: 'Lena Revoke' });

    expect((await accept(browser(server.app), path)).statusCode).toBe(401);
    expect((await lena.request('DELETE', `/api/team/invites/${open!.id}`)).statusCode).toBe(204);
    const late = await accept(await member(server.app, 'Ana Late'), path);
    expect([late.statusCode, late.json()]).toEqual([404, { error: TEAM_TEXTS.inviteRevoked }]);
    expect((await teamOf(lena)).invites).toEqual([]);

    const stranger = await member(server.app, 'Stranger Danger');
    const lenaWorkspace = (await teamOf(lena)).workspace!.id;
    expect((await stranger.request('PUT', '/api/account/workspace', { workspaceId: lenaWorkspace })).statusCode).toBe(
      404,
    );
    expect((await accept(stranger, '/invite/not-a-token')).statusCode).toBe(404);
  });

  it('are an account’s: a guest has no team and cannot invite', async () => {
    const guest = browser(server.app);
    expect(await teamOf(guest)).toEqual({ workspace: null, members: [], invites: [] });
    const answer = await guest.request('POST', '/api/team/invites', { role: 'editor' });
    expect([answer.statusCode, answer.json()]).toEqual([401, { error: TEAM_NEEDS_ACCOUNT }]);
  });
});

describe('roles', () => {
  it('hold from the next request: a viewer reads and cannot change, until an owner makes them an editor', async () => {
    const lena = await member(server.app, 'Lena Roles', 'Role venture');
    const vic = await joined(server.app, lena, 'Vic Viewer', 'viewer');
    expect(await ventureNames(vic)).toEqual(['Role venture']);
    const refused = await vic.request('POST', '/api/ventures', { name: 'Not allowed' });
    expect([refused.statusCode, refused.json()]).toEqual([403, { error: refusedFor('viewer', 'edit') }]);
    // A viewer sees the team but not its open invitations.
    await invite(lena, 'commenter');
    expect((await teamOf(vic)).invites).toEqual([]);
    expect((await teamOf(lena)).invites).toHaveLength(1);

    const vicId = (await teamOf(lena)).members.find((one) => one.name === 'Vic Viewer')!.accountId;
    expect((await lena.request('PUT', `/api/team/members/${vicId}`, { role: 'editor' })).statusCode).toBe(200);
    expect((await vic.request('POST', '/api/ventures', { name: 'Allowed now' })).statusCode).toBe(201);
    expect((await vic.request('PUT', `/api/team/members/${vicId}`, { role: 'owner' })).statusCode).toBe(403);
  });

  it('keep one owner: the last is neither demoted nor removed and cannot leave; with a second owner they can', async () => {
    const lena = await member(server.app, 'Lena Last', 'Last venture');
    const { members } = await teamOf(lena);
    const lenaId = members[0]!.accountId;
    for (const [method, url, body] of [
      ['PUT', `/api/team/members/${lenaId}`, { role: 'editor' }],
      ['DELETE', `/api/team/members/${lenaId}`, undefined],
      ['POST', '/api/team/leave', undefined],
    ] as const) {
      const answer = await lena.request(method, url, body);
      expect([answer.statusCode, answer.json()], `${method} ${url}`).toEqual([409, { error: TEAM_TEXTS.lastOwner }]);
    }
    const omar = await joined(server.app, lena, 'Omar Owner', 'owner');
    expect((await lena.request('POST', '/api/team/leave')).statusCode).toBe(204);
    expect((await teamOf(omar)).members.map((one) => one.name)).toEqual(['Omar Owner']);
    // Lena is back in a workspace of her own, empty.
    expect(await ventureNames(lena)).toEqual([]);
  });

  it('a removed member is out at their very next request, even in the middle of reading a document', async () => {
    const lena = await member(server.app, 'Lena Remove', 'Remove venture');
    const planId = (await lena.generate('business-plan', { idea: 'A dog food subscription in Berlin' })).done.data
      .saved!.id;
    const eve = await joined(server.app, lena, 'Eve Editor', 'editor');
    expect((await eve.request('GET', `/api/documents/${planId}`)).statusCode).toBe(200);

    const eveId = (await teamOf(lena)).members.find((one) => one.name === 'Eve Editor')!.accountId;
    const after = await lena.request('DELETE', `/api/team/members/${eveId}`);
    expect(after.json<TeamView>().members.map((one) => one.name)).toEqual(['Lena Remove']);
    expect((await eve.request('GET', `/api/documents/${planId}`)).statusCode).toBe(404);
    expect(await ventureNames(eve)).toEqual([]);
  });

  it('an owner names the workspace, and the name is what invitations and the switcher show', async () => {
    const lena = await member(server.app, 'Lena Name', 'Name venture');
    const renamed = await lena.request('PUT', '/api/team', { name: 'PawPantry founders' });
    expect(renamed.json<TeamView>().workspace).toMatchObject({ name: 'PawPantry founders', role: 'owner' });
    const path = await invite(lena, 'commenter');
    const preview = await browser(server.app).request('GET', `/api/invitations/${path.split('/').at(-1)}`);
    expect(preview.json()).toMatchObject({ workspaceName: 'PawPantry founders', role: 'commenter' });
    expect((await lena.request('GET', '/api/account')).json()).toMatchObject({
      workspace: { name: 'PawPantry founders', role: 'owner' },
    });
  });
});

describe('each member’s current venture', () => {
  it('is their own: one member’s switch, new venture or generation moves no one else’s screens', async () => {
    const lena = await member(server.app, 'Lena Current', 'Orchard');
    const pawId = (await lena.request('POST', '/api/ventures', { name: 'PawPantry' })).json<{ id: string }>().id;
    const current = async (who: Browser) =>
      (await who.request('GET', '/api/workspace')).json<{
        currentVentureId: string;
        ventures: { id: string; name: string }[];
      }>();
    const orchardId = (await current(lena)).ventures.find((one) => one.name === 'Orchard')!.id;
    expect((await current(lena)).currentVentureId).toBe(pawId);

    // Eve starts in the workspace's own current venture (the first, made before Lena signed up),
    // whatever Lena chose since; each switch is the switcher's alone.
    const eve = await joined(server.app, lena, 'Eve Current', 'editor');
    expect((await current(eve)).currentVentureId).toBe(orchardId);
    const switched = await eve.request('PUT', '/api/workspace/current', { ventureId: pawId });
    expect(switched.json<{ currentVentureId: string }>().currentVentureId).toBe(pawId);
    await lena.request('PUT', '/api/workspace/current', { ventureId: orchardId });
    expect((await current(lena)).currentVentureId).toBe(orchardId);
    expect((await current(eve)).currentVentureId).toBe(pawId);

    // Eve's generation without a venture named goes to hers, and each tool screen opens on its own.
    await eve.generate('business-plan', { idea: 'Fresh dog food for Berlin' });
    const planOf = async (who: Browser) =>
      (await who.request('GET', '/api/tools/business-plan/documents')).json<{ ventureId: string; latest: unknown }>();
    expect(await planOf(eve)).toMatchObject({ ventureId: pawId, latest: expect.anything() });
    expect(await planOf(lena)).toMatchObject({ ventureId: orchardId, latest: null });

    // A venture Eve makes is current for her alone; deleted, she is back on the workspace's.
    const eveOwn = (await eve.request('POST', '/api/ventures', { name: 'Eve’s side project' })).json<{ id: string }>();
    expect((await current(eve)).currentVentureId).toBe(eveOwn.id);
    expect((await current(lena)).currentVentureId).toBe(orchardId);
    expect((await lena.request('DELETE', `/api/ventures/${eveOwn.id}`)).statusCode).toBe(200);
    expect((await current(eve)).currentVentureId).toBe(orchardId);
  });
});

describe('who made each version', () => {
  it('is named in History, and a save refused because the same part changed says who changed it first', async () => {
    const lena = await member(server.app, 'Lena Author', 'Orchard');
    const plan = (await lena.generate('business-plan', { idea: 'Cider for Lisbon cafés' })).done.data.saved!;
    const eve = await joined(server.app, lena, 'Eve Author', 'editor');
    const { result } = (await eve.request('GET', `/api/documents/${plan.id}`)).json<{
      result: { executiveSummary: string };
    }>();
    const edited = await eve.request('PUT', `/api/documents/${plan.id}`, {
      version: 1,
      result: { ...result, executiveSummary: 'Eve’s summary.' },
    });
    expect(edited.json()).toMatchObject({ version: 2, author: { name: 'Eve Author' } });

    // Lena, still on version 1, changes the same part: refused, naming Eve.
    const refused = await lena.request('PUT', `/api/documents/${plan.id}`, {
      version: 1,
      result: { ...result, executiveSummary: 'Lena’s summary.' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ current: { version: 2, author: { name: 'Eve Author' } } });

    const { versions } = (await lena.request('GET', `/api/documents/${plan.id}/versions`)).json<{
      versions: { version: number; madeBy: string; author?: { name: string } }[];
    }>();
    expect(versions.map(({ version, madeBy, author }) => [version, madeBy, author?.name])).toEqual([
      [2, 'edited', 'Eve Author'],
      [1, 'generated', 'Lena Author'],
    ]);
    // A guest's versions name no one.
    const guest = browser(server.app);
    const own = (await guest.generate('business-plan', { idea: 'A guest’s plan' })).done.data.saved!;
    const guestVersions = (await guest.request('GET', `/api/documents/${own.id}/versions`)).json<{
      versions: { author?: unknown }[];
    }>();
    expect(guestVersions.versions[0]).not.toHaveProperty('author');
  });
});
