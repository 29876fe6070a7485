// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WorkspaceChange } from '@/core/api/changes';
import { InboxButton } from '@/web/inbox/inbox-button';
import { LiveUpdates } from '@/web/live/live-updates';
import { WorkspaceProvider } from '@/web/workspace/workspace-context';
import { planStating } from '../../../tests/support/venture-facts';
import { renderRoutes } from '../../../tests/support/web/render';
import { allowSlowScreens, findDialog, findToast, stubFetchPerTest } from '../../../tests/support/web/screen-test';
import '../../../tests/support/web/jsdom-gaps';
import { inboxItem } from '../../../tests/support/web/inbox-fetch';
import { savedDocument, serveWorkspace, toolRoute } from '../../../tests/support/web/workspace-fetch';

/** The browser's EventSource, as the tests drive it: each opened stream, and a way to send it a change. */
class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  change(change: WorkspaceChange) {
    this.dispatchEvent(new MessageEvent('change', { data: JSON.stringify(change) }));
  }
  close() {
    this.closed = true;
  }
}

const LENA = { id: 'a1', name: 'Lena Park', email: 'lena@example.com' };

allowSlowScreens();
const fetch = stubFetchPerTest();
beforeEach(() => {
  FakeEventSource.opened = [];
  globalThis.EventSource = FakeEventSource as unknown as typeof EventSource;
});
afterEach(() => {
  delete (globalThis as { EventSource?: unknown }).EventSource;
});

/** The business plan's screen in the dashboard's route, with the live updates the dashboard layout mounts (and the Inbox, `withInbox`). */
async function renderPlan(withInbox = false) {
  const route = toolRoute('business-plan');
  renderRoutes(
    [
      {
        ...route,
        element: (
          <WorkspaceProvider>
            {withInbox && <InboxButton />}
            <Outlet />
            <LiveUpdates />
          </WorkspaceProvider>
        ),
      },
    ],
    ['/dashboard/business-plan'],
    { screenFrame: true },
  );
  await screen.findByRole('heading', { level: 1, name: /Business Plan/ }, { timeout: 10_000 });
}

describe('live updates', () => {
  it('show another member’s edit of the result on screen, with the form as it was', async () => {
    const state = serveWorkspace(fetch, {
      account: LENA,
      documents: [
        savedDocument('business-plan', { idea: 'LedgerLoop for freelancers' }, planStating('Lena’s summary.')),
      ],
    });
    await renderPlan();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const stream = FakeEventSource.opened[0]!;
    expect(stream.url).toBe('/api/workspace/events');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Lena’s summary.');

    // Sam saves an edit: the server has version 2.
    state.documents[0] = { ...state.documents[0]!, version: 2, result: planStating('Sam’s sharper summary.') };
    stream.change({ kind: 'venture', ventureId: state.documents[0].ventureId });
    await waitFor(() => expect(screen.getByRole('tabpanel')).toHaveTextContent('Sam’s sharper summary.'));
    expect(screen.getByRole('textbox', { name: 'Business Idea' })).toHaveValue('LedgerLoop for freelancers');
  });

  it('show a new result another member made in place of the current one, but leave an older one History opened', async () => {
    const plan = (id: string, idea: string, summary: string) =>
      savedDocument('business-plan', { idea }, planStating(summary), { id, title: `${id} plan` });
    const state = serveWorkspace(fetch, {
      account: LENA,
      documents: [plan('Lena’s', 'LedgerLoop for freelancers', 'Lena’s summary.')],
    });
    const user = userEvent.setup();
    await renderPlan();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const stream = FakeEventSource.opened[0]!;
    const ventureId = state.documents[0]!.ventureId;

    // Sam generates a new plan: it becomes the venture's current one, and Lena's screen shows it.
    state.documents.unshift(plan('Sam’s', 'LedgerLoop for studios', 'Sam’s new plan.'));
    stream.change({ kind: 'venture', ventureId });
    await waitFor(() => expect(screen.getByRole('tabpanel')).toHaveTextContent('Sam’s new plan.'));
    // The form keeps what Lena had.
    expect(screen.getByRole('textbox', { name: 'Business Idea' })).toHaveValue('LedgerLoop for freelancers');

    // Lena opens her plan from History; Sam's third plan then waits in History, not on her screen.
    await user.click(screen.getByRole('button', { name: 'History' }));
    const dialog = await findDialog('Business Plan Generator history');
    await user.click(await within(dialog).findByRole('button', { name: /^Lena’s plan/ }));
    await waitFor(() => expect(screen.getByRole('tabpanel')).toHaveTextContent('Lena’s summary.'));
    state.documents.unshift(plan('Third', 'LedgerLoop for agencies', 'Sam’s third plan.'));
    stream.change({ kind: 'venture', ventureId });
    await user.click(screen.getByRole('button', { name: 'History' }));
    const again = await findDialog('Business Plan Generator history');
    await waitFor(() => expect(within(again).getAllByRole('listitem')).toHaveLength(3));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Lena’s summary.');
  });

  it('tell a member removed from the workspace why its work closed', async () => {
    serveWorkspace(fetch, { account: LENA });
    await renderPlan();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    FakeEventSource.opened[0]!.change({ kind: 'access', removed: true });
    expect(
      await findToast('Removed From Workspace', /You are no longer a member of this workspace/, 'error'),
    ).toBeInTheDocument();
  });

  it('count a comment for the member in another of their workspaces in the Inbox, reading nothing of this page again', async () => {
    const state = serveWorkspace(fetch, { account: LENA, inbox: { items: [], unread: 0 } });
    await renderPlan(true);
    await screen.findByRole('button', { name: 'Inbox' });
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const reads = fetch.calls.length;

    // Sam mentions Lena in the other workspace: its stream tells this tab only that.
    state.inbox.inbox = { items: [inboxItem({ workspaceId: 'workspace-2' })], unread: 1 };
    FakeEventSource.opened[0]!.change({ kind: 'inbox' });
    expect(await screen.findByRole('button', { name: 'Inbox 1 unread' })).toBeInTheDocument();
    expect(fetch.calls.slice(reads).map((call) => call.url)).toEqual(['/api/account/inbox']);
  });

  it('open no stream for a guest, whose workspace has no one else', async () => {
    serveWorkspace(fetch, {
      documents: [savedDocument('business-plan', { idea: 'LedgerLoop' }, planStating('A guest’s summary.'))],
    });
    await renderPlan();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('A guest’s summary.');
    // The live module would have loaded by the time the screen's own reads are answered.
    await import('@/web/live/live-changes');
    expect(FakeEventSource.opened).toHaveLength(0);
  });
});
