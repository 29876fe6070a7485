// @vitest-environment jsdom
/**
 * The top bar's Inbox as a member uses it (docs/product.md §16 "Inbox"), against the fake server: a
 * button naming the unread count; the list it opens, each item a link to its place, marking what it
 * shows read; Escape closing it with focus back on the button; an item of another workspace switched
 * to first; and no Inbox for a guest.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mailedPlace } from '@/core/inbox/place';
import { routes } from '@/web/router';
import { offlineResult } from '../../../tests/support/fixtures';
import { samThread } from '../../../tests/support/web/comments-fetch';
import { inboxItem } from '../../../tests/support/web/inbox-fetch';
import { renderRoutes } from '../../../tests/support/web/render';
import { allowSlowScreens, preloadScreens, stubFetchPerTest } from '../../../tests/support/web/screen-test';
import { jsonResponse } from '../../../tests/support/web/sse-fetch';
import '../../../tests/support/web/jsdom-gaps';
import {
  SAMPLE_VENTURE,
  savedDocument,
  serveWorkspace,
  type WorkspaceState,
} from '../../../tests/support/web/workspace-fetch';
import { VENTURE_PATH } from '@/web/venture/venture-path';

const LENA = { id: 'a1', name: 'Lena Park', email: 'lena@example.com' };
allowSlowScreens();
preloadScreens(
  () => import('@/web/account/account-view'),
  () => import('@/web/dashboard/dashboard-layout'),
  () => import('@/web/live/member-extras'),
  () => import('./inbox-panel'),
);
const fetch = stubFetchPerTest();
let state: WorkspaceState;
const OLDER = inboxItem({
  id: 'comment-0',
  reason: 'reply',
  author: 'Ada Quinn',
  excerpt: 'Agreed.',
  tool: 'financials',
  documentId: 'model-doc-1',
  part: null,
  anchor: null,
  createdAt: '2026-11-30T08:00:00.000Z',
  unread: false,
});
/** A reply in a thread on one of the venture's facts. */
const ON_A_FACT = inboxItem({
  id: 'comment-f',
  reason: 'reply',
  author: 'Cam Ito',
  excerpt: 'With five cafés.',
  tool: null,
  documentId: null,
  part: 'Monthly price per customer',
  anchor: 'price',
  createdAt: '2026-11-30T07:00:00.000Z',
  unread: false,
});
beforeEach(() => {
  state = serveWorkspace(fetch, {
    account: LENA,
    venture: SAMPLE_VENTURE,
    inbox: { items: [inboxItem(), OLDER, ON_A_FACT], unread: 1 },
  });
  fetch.on('/api/account/sessions', jsonResponse(200, { sessions: [] }));
});

async function openDashboard() {
  const rendered = renderRoutes(routes, ['/dashboard/account']);
  await screen.findByRole('heading', { level: 1, name: 'Account' });
  return rendered;
}

describe('the Inbox', () => {
  it('names its unread count, lists each item as a link to its place, and marks what it shows read', async () => {
    const user = userEvent.setup();
    await openDashboard();
    const button = await screen.findByRole('button', { name: 'Inbox 1 unread' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = within(await screen.findByRole('region', { name: 'Inbox' }));
    const links = panel.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'NewSam Lee mentioned you on Executive Summary in Ledger Loop',
      'Ada Quinn replied to you on Financial Model in Ledger Loop',
      'Cam Ito replied to you on Monthly price per customer in Ledger Loop',
    ]);
    // Each leads to its thread: its result opened on its part, the thread open there.
    expect(links[0]).toHaveAttribute(
      'href',
      '/dashboard/business-plan?document=business-plan-doc-1&part=executiveSummary',
    );
    // A part no longer there: its result, nothing opened.
    expect(links[1]).toHaveAttribute('href', '/dashboard/financials?document=model-doc-1');
    // A fact's thread leads to the Venture screen, where the facts are.
    expect(links[2]).toHaveAttribute('href', `${VENTURE_PATH}?part=price`);
    expect(panel.getByText('“Is the price right, @Lena Park?”')).toBeInTheDocument();
    // Read up to the newest item shown; the count goes.
    await waitFor(() => expect(state.inbox.marked).toEqual(['2026-11-30T09:00:00.000Z']));
    expect(await screen.findByRole('button', { name: 'Inbox' })).toBe(button);
  });

  it('closes with Escape, giving focus back to its button', async () => {
    const user = userEvent.setup();
    await openDashboard();
    const button = await screen.findByRole('button', { name: 'Inbox 1 unread' });
    button.focus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('region', { name: 'Inbox' });
    await user.tab();
    expect(panel).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Inbox' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('follows an item to its thread: its result opened on its part, the thread open with focus in it', async () => {
    const user = userEvent.setup();
    state.documents = [savedDocument('business-plan', { idea: 'LedgerLoop' }, offlineResult('business-plan'))];
    state.threads = { 'business-plan-doc-1': [samThread('Is the price right, @Lena Park?')] };
    const { router } = await openDashboard();
    await user.click(await screen.findByRole('button', { name: 'Inbox 1 unread' }));
    await user.click(await screen.findByRole('link', { name: /Sam Lee mentioned you on Executive Summary/ }));
    const thread = await screen.findByRole('region', { name: 'Comments on Executive Summary' }, { timeout: 10_000 });
    expect(router.state.location.search).toBe('?document=business-plan-doc-1&part=executiveSummary');
    expect(within(thread).getByText('Is the price right, @Lena Park?')).toBeInTheDocument();
    await waitFor(() => expect(within(thread).getByLabelText('New comment')).toHaveFocus());
  });

  it('opens an item of another workspace there: the workspace and venture switched to first', async () => {
    const user = userEvent.setup();
    state.inbox.inbox = {
      items: [inboxItem({ workspaceId: 'workspace-2', ventureId: 'venture-9', ventureName: 'Cider Club' })],
      unread: 1,
    };
    fetch.on('/api/account/workspace', jsonResponse(200, { workspaces: [], currentId: 'workspace-2' }));
    fetch.on('/api/workspace/current', jsonResponse(200, {}));
    const { router } = await openDashboard();
    await user.click(await screen.findByRole('button', { name: 'Inbox 1 unread' }));
    await user.click(
      await screen.findByRole('link', { name: /Sam Lee mentioned you on Executive Summary in Cider Club/ }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/business-plan'));
    expect(fetch.callsTo('/api/account/workspace').map((call) => call.body)).toEqual([{ workspaceId: 'workspace-2' }]);
    expect(fetch.callsTo('/api/workspace/current').map((call) => call.body)).toEqual([{ ventureId: 'venture-9' }]);
  });

  it('is not there for a guest, who never asks for one', async () => {
    state.account = null;
    state.membership = null;
    await openDashboard();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Inbox/ })).not.toBeInTheDocument();
    expect(fetch.callsTo('/api/account/inbox')).toEqual([]);
  });
});

describe('an emailed comment’s link', () => {
  const emailed = (workspace: string, venture: string) =>
    mailedPlace({ ...inboxItem({ workspaceId: workspace, ventureId: venture }), anchor: 'executiveSummary' });

  it('switches to the comment’s workspace and venture, then opens its place', async () => {
    fetch.on('/api/account/workspace', jsonResponse(200, { workspaces: [], currentId: 'workspace-2' }));
    fetch.on('/api/workspace/current', jsonResponse(200, {}));
    const { router } = renderRoutes(routes, [emailed('workspace-2', 'venture-9')]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/business-plan'));
    expect(router.state.location.search).toBe('?document=business-plan-doc-1&part=executiveSummary');
    expect(fetch.callsTo('/api/account/workspace').map((call) => call.body)).toEqual([{ workspaceId: 'workspace-2' }]);
    expect(fetch.callsTo('/api/workspace/current').map((call) => call.body)).toEqual([{ ventureId: 'venture-9' }]);
  });

  it('switches nothing when the member already works there', async () => {
    const { router } = renderRoutes(routes, [emailed(state.membership!.id, SAMPLE_VENTURE.id)]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/business-plan'));
    expect(fetch.callsTo('/api/account/workspace')).toEqual([]);
    expect(fetch.callsTo('/api/workspace/current')).toEqual([]);
  });

  it('asks a signed-out visitor to sign in first, and comes back to it', async () => {
    state.account = null;
    state.membership = null;
    const link = emailed('workspace-2', 'venture-9');
    const { router } = renderRoutes(routes, [link]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(link);
  });

  it('says why when the workspace is no longer the member’s, with a way on', async () => {
    fetch.on('/api/account/workspace', jsonResponse(404, { error: 'You are not a member of that workspace.' }));
    renderRoutes(routes, [emailed('workspace-2', 'venture-9')]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That comment could not be opened: You are not a member of that workspace.',
    );
    expect(screen.getByRole('link', { name: 'Open the Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('never leads out of the dashboard', async () => {
    const link = `/dashboard/open?workspace=${state.membership!.id}&to=${encodeURIComponent('https://evil.example/')}`;
    const { router } = renderRoutes(routes, [link]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});

describe('the account’s Notifications', () => {
  it('saves whether mentions and replies are mailed as the box is ticked, from the keyboard', async () => {
    const user = userEvent.setup();
    await openDashboard();
    const section = within(screen.getByRole('region', { name: 'Notifications' }));
    const box = section.getByRole('checkbox', { name: 'Email me when someone mentions me or replies to me' });
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).toBeChecked();
    box.focus();
    await user.keyboard(' ');
    expect(await section.findByRole('status')).toHaveTextContent('Saved.');
    expect(box).not.toBeChecked();
    expect(box).toHaveFocus();
    expect(state.inbox.emailMentions).toBe(false);
  });
});
