// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WorkspaceChange } from '@/core/api/changes';
import { LiveUpdates } from '@/web/live/live-updates';
import { WorkspaceProvider } from '@/web/workspace/workspace-context';
import { planStating } from '../../../tests/support/venture-facts';
import { renderRoutes } from '../../../tests/support/web/render';
import { allowSlowScreens, findToast, stubFetchPerTest } from '../../../tests/support/web/screen-test';
import '../../../tests/support/web/jsdom-gaps';
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

/** The business plan's screen in the dashboard's route, with the live updates the dashboard layout mounts. */
async function renderPlan() {
  const route = toolRoute('business-plan');
  renderRoutes(
    [
      {
        ...route,
        element: (
          <WorkspaceProvider>
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

  it('tell a member removed from the workspace why its work closed', async () => {
    serveWorkspace(fetch, { account: LENA });
    await renderPlan();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    FakeEventSource.opened[0]!.change({ kind: 'access', removed: true });
    expect(
      await findToast('Removed From Workspace', /You are no longer a member of this workspace/, 'error'),
    ).toBeInTheDocument();
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
