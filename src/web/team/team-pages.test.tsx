// @vitest-environment jsdom
/**
 * A workspace's team as founders use it (docs/product.md §16 "A team"), against the fake server: an
 * owner invites by link, changes a role and hears a refusal; a viewer sees roles and leaves; an
 * invitation's page leads a guest through Sign In and back to Join; a viewer is told what they can do.
 */
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '@/core/account/roles';
import type { MemberView, TeamView } from '@/core/account/team';
import { routes } from '@/web/router';
import { renderRoutes } from '../../../tests/support/web/render';
import { allowSlowScreens, preloadScreens, stubFetchPerTest } from '../../../tests/support/web/screen-test';
import { jsonResponse } from '../../../tests/support/web/sse-fetch';
import '../../../tests/support/web/jsdom-gaps';
import { savedDocument, serveWorkspace, type WorkspaceState } from '../../../tests/support/web/workspace-fetch';
import { offlineResult } from '../../../tests/support/fixtures';

const LENA = { id: 'a1', name: 'Lena Park', email: 'lena@example.com' };
const SAM = { id: 'a2', name: 'Sam Lee', email: 'sam@example.com' };
const WORKSPACE = { id: 'w1', name: 'PawPantry founders' };
const TOKEN = 'T'.repeat(43);
const HEALTH = { status: 'ok', provider: 'offline', model: 'offline', database: { kind: 'embedded', up: true } };
/** A JSON answer made when the call comes, from the state at that moment. */
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

allowSlowScreens();
preloadScreens(
  () => import('./team-page'),
  () => import('./invite-page'),
  () => import('@/web/account/sign-in-page'),
  () => import('@/web/dashboard/dashboard-layout'),
);
const fetch = stubFetchPerTest();
let state: WorkspaceState;

const member = (account: typeof LENA, role: Role, you: boolean): MemberView => ({
  accountId: account.id,
  name: account.name,
  email: account.email,
  role,
  joinedAt: '2026-11-01T10:00:00.000Z',
  you,
});
const teamAs = (role: Role, invites: TeamView['invites'] = []): TeamView => ({
  workspace: { ...WORKSPACE, role },
  members: [member(LENA, role, true), member(SAM, 'editor', false)],
  invites,
});

describe('the Team screen', () => {
  beforeEach(() => {
    state = serveWorkspace(fetch, { account: LENA, membership: { ...WORKSPACE, role: 'owner' } });
  });

  it('lets an owner make an invitation link for a role, see it open, and revoke it', async () => {
    const user = userEvent.setup();
    const invite = {
      id: 'i1',
      role: 'commenter' as const,
      createdAt: '2026-11-30T09:00:00.000Z',
      expiresAt: '2026-12-07T09:00:00.000Z',
      createdBy: 'Lena Park',
      email: null,
    };
    let invites: TeamView['invites'] = [];
    fetch.on('/api/team', () => answer(200, teamAs('owner', invites)));
    fetch.on('/api/team/invites', () => {
      invites = [invite];
      return answer(201, { invite, path: `/invite/${TOKEN}` });
    });
    fetch.on('/api/team/invites/i1', () => {
      invites = [];
      return new Response(null, { status: 204 });
    });
    renderRoutes(routes, ['/dashboard/team']);

    await user.selectOptions(await screen.findByLabelText('Role'), 'commenter');
    // A server that sends no email offers no email field.
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send Invitation' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create Invite Link' }));
    expect(await screen.findByLabelText('Invitation link')).toHaveValue(`http://localhost:3000/invite/${TOKEN}`);
    expect(fetch.callsTo('/api/team/invites')[0]?.body).toEqual({ role: 'commenter' });
    const open = screen.getByRole('list', { name: 'Open invitations' });
    expect(within(open).getByText(/^Commenter · made/)).toBeInTheDocument();

    await user.click(within(open).getByRole('button', { name: /^Revoke the commenter invitation/ }));
    expect(await screen.findByRole('button', { name: 'Create Invite Link' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Open invitations' })).toBeNull();
    expect(fetch.callsTo('/api/team/invites/i1')[0]?.method).toBe('DELETE');
  });

  it('mails an invitation when the server sends email, and lists it with the address', async () => {
    const user = userEvent.setup();
    fetch.on('/api/health', jsonResponse(200, { ...HEALTH, mail: true }));
    const invite = {
      id: 'i2',
      role: 'viewer' as const,
      createdAt: '2026-11-30T09:00:00.000Z',
      expiresAt: '2026-12-07T09:00:00.000Z',
      createdBy: 'Lena Park',
      email: 'sam@example.com',
    };
    let invites: TeamView['invites'] = [];
    fetch.on('/api/team', () => answer(200, teamAs('owner', invites)));
    fetch.on('/api/team/invites', () => {
      invites = [invite];
      return answer(201, { invite, path: `/invite/${TOKEN}` });
    });
    renderRoutes(routes, ['/dashboard/team']);

    await user.click(await screen.findByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Enter the email to send the invitation to.')).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter the email to send the invitation to.');
    expect(fetch.callsTo('/api/team/invites')).toEqual([]);

    await user.selectOptions(screen.getByLabelText('Role'), 'viewer');
    await user.type(screen.getByLabelText('Email'), 'sam@example.com{Enter}');
    const open = await screen.findByRole('list', { name: 'Open invitations' });
    expect(within(open).getByText(/^Sent to sam@example.com · Viewer · made/)).toBeInTheDocument();
    expect(fetch.callsTo('/api/team/invites')[0]?.body).toEqual({ role: 'viewer', email: 'sam@example.com' });
    expect(await screen.findByText('Invitation sent to sam@example.com.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('makes a one-time sign-in link for a member, not for the owner themselves', async () => {
    const user = userEvent.setup();
    fetch.on('/api/team', () => answer(200, teamAs('owner')));
    fetch.on('/api/team/members/a2/sign-in-link', () =>
      answer(201, { path: `/sign-in/handover#${TOKEN}`, expiresAt: '2026-12-01T09:00:00.000Z' }),
    );
    renderRoutes(routes, ['/dashboard/team']);

    await user.click(await screen.findByRole('button', { name: 'Make a sign-in link for Sam Lee' }));
    expect(await screen.findByLabelText('Sign-in link for Sam Lee')).toHaveValue(
      `http://localhost:3000/sign-in/handover#${TOKEN}`,
    );
    expect(screen.getByText(/^It signs Sam Lee in once, until/)).toBeInTheDocument();
    expect(fetch.callsTo('/api/team/members/a2/sign-in-link')[0]?.method).toBe('POST');
    expect(screen.queryByRole('button', { name: 'Make a sign-in link for Lena Park' })).toBeNull();
  });

  it('changes a member’s role, and says so when the server refuses, keeping the role shown', async () => {
    const user = userEvent.setup();
    fetch.on('/api/team', () => answer(200, teamAs('owner')));
    fetch.once(
      '/api/team/members/a2',
      jsonResponse(200, { ...teamAs('owner'), members: [member(LENA, 'owner', true), member(SAM, 'viewer', false)] }),
    );
    fetch.once(
      '/api/team/members/a1',
      jsonResponse(409, { error: 'A workspace keeps at least one owner. Make another member an owner first.' }),
    );
    renderRoutes(routes, ['/dashboard/team']);

    const samRole = await screen.findByRole('combobox', { name: 'Role of Sam Lee' });
    await user.selectOptions(samRole, 'viewer');
    expect(fetch.callsTo('/api/team/members/a2')[0]?.body).toEqual({ role: 'viewer' });
    expect(await screen.findByRole('combobox', { name: 'Role of Sam Lee' })).toHaveValue('viewer');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Role of Lena Park' }), 'editor');
    expect(await screen.findByRole('alert')).toHaveTextContent('A workspace keeps at least one owner.');
    expect(screen.getByRole('combobox', { name: 'Role of Lena Park' })).toHaveValue('owner');
  });

  it('shows a viewer the roles without changing them, and lets them leave', async () => {
    const user = userEvent.setup();
    state.membership = { ...WORKSPACE, role: 'viewer' };
    fetch.on('/api/team', () => answer(200, teamAs('viewer')));
    fetch.on('/api/team/leave', () => new Response(null, { status: 204 }));
    const { router } = renderRoutes(routes, ['/dashboard/team']);

    const members = await screen.findByRole('list', { name: 'Members' });
    expect(within(members).getByText('Editor')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Sam Lee' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Invite' })).toBeNull();
    expect(screen.getByRole('note')).toHaveTextContent(
      'You are a viewer in PawPantry founders: read only. Ask an owner for another role to change its work.',
    );

    await user.click(screen.getByRole('button', { name: 'Leave Workspace' }));
    expect(await screen.findByText('You left PawPantry founders.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('gives a viewer the plan to read, with no Edit or Rewrite to start and Generate disabled', async () => {
    state = serveWorkspace(fetch, {
      account: SAM,
      membership: { ...WORKSPACE, role: 'viewer' },
      documents: [savedDocument('business-plan', { idea: 'WagBox' }, offlineResult('business-plan'))],
    });
    renderRoutes(routes, ['/dashboard/business-plan']);
    expect(await screen.findByRole('heading', { name: 'Your Business Plan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Business Plan' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Rewrite with AI/ })).toBeNull();

    state.membership = { ...WORKSPACE, role: 'editor' };
    cleanup();
    renderRoutes(routes, ['/dashboard/business-plan']);
    expect(await screen.findByRole('button', { name: 'Edit Executive Summary' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Business Plan' })).toBeEnabled();
  });

  it('tells a guest that a team needs an account', async () => {
    state.account = null;
    state.membership = null;
    renderRoutes(routes, ['/dashboard/team']);
    expect(await screen.findByText(/Sign up to invite co-founders and advisors/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/sign-up');
  });
});

describe('an invitation’s page', () => {
  const invitation = {
    workspaceName: 'PawPantry founders',
    role: 'editor',
    invitedBy: 'Lena Park',
    expiresAt: '2026-12-07T09:00:00.000Z',
  };

  it('leads a guest through Sign In and back, then joins the workspace', async () => {
    const user = userEvent.setup();
    state = serveWorkspace(fetch);
    fetch.on(`/api/invitations/${TOKEN}`, jsonResponse(200, invitation));
    fetch.on('/api/account/sign-in', () => {
      state.account = SAM;
      state.membership = { id: 'w2', name: "Sam Lee's workspace", role: 'owner' };
      return answer(200, { account: SAM });
    });
    fetch.on(`/api/invitations/${TOKEN}/accept`, () => {
      state.membership = { ...WORKSPACE, role: 'editor' };
      return answer(200, { workspace: state.membership });
    });
    const { router } = renderRoutes(routes, [`/invite/${TOKEN}`]);

    const workspaceName = await screen.findByText('PawPantry founders');
    expect(workspaceName.closest('p')).toHaveTextContent(
      'Lena Park invites you to PawPantry founders as an editor: generate, edit, export and share.',
    );
    await user.click(screen.getByRole('link', { name: 'Sign In to Join' }));
    await user.type(await screen.findByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery staple');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await user.click(await screen.findByRole('button', { name: 'Join PawPantry founders' }));
    expect(await screen.findByRole('link', { name: 'Account: Sam Lee' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(fetch.callsTo(`/api/invitations/${TOKEN}/accept`)).toHaveLength(1);
  });

  it('says why a used invitation opens nothing', async () => {
    state = serveWorkspace(fetch, { account: SAM });
    const used = 'This invitation was used already. Ask the workspace’s owner for a new link.';
    fetch.on(`/api/invitations/${TOKEN}`, jsonResponse(404, { error: used }));
    renderRoutes(routes, [`/invite/${TOKEN}`]);
    expect(await screen.findByRole('alert')).toHaveTextContent(used);
    expect(screen.queryByRole('button', { name: /^Join/ })).toBeNull();
  });
});
