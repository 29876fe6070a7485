// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/web/router';
import { renderRoutes } from '../../../tests/support/web/render';
import { allowSlowScreens, stubFetchPerTest } from '../../../tests/support/web/screen-test';
import { jsonResponse } from '../../../tests/support/web/sse-fetch';
import '../../../tests/support/web/jsdom-gaps';
import { serveWorkspace } from '../../../tests/support/web/workspace-fetch';

// One screen that fails while rendering, as a bug in a tool would.
// (A mocked module answers only what it declares: `preloadFor`, which the route's loader asks every view for, too.)
vi.mock('@/web/tools/market-research-view', () => ({
  default: function BrokenScreen(): never {
    throw new Error('market research exploded');
  },
  preloadFor: () => undefined,
}));

// One screen whose code cannot load at all: the panel shows in its place, never a blank main area.
vi.mock('@/web/tools/financials-view', async () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/financials-view-0ld.js');
});

allowSlowScreens();
const fetch = stubFetchPerTest();
beforeEach(() => {
  serveWorkspace(fetch);
  fetch.on('/api/health', jsonResponse(200, { status: 'ok', provider: 'offline', model: 'offline-sample' }));
});

describe('a screen that fails', () => {
  it('shows its error panel with Reload inside the dashboard, keeps the sidebar, and logs the error', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoutes(routes, ['/dashboard/market-research']);
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Reload' })).toBeEnabled();
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
    // Logged from an effect, which can run after the panel is first on screen.
    await waitFor(() =>
      expect(consoleError.mock.calls.some((call) => String(call[0]).includes('market research exploded'))).toBe(true),
    );

    // Another tool still works from the sidebar.
    await userEvent
      .setup()
      .click(
        within(screen.getByRole('navigation', { name: 'Dashboard' })).getByRole('link', { name: 'Business Plan' }),
      );
    expect(await screen.findByRole('heading', { level: 1, name: 'Business Plan Generator' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('shows the panel in place of a screen whose code cannot load, beside the sidebar', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoutes(routes, ['/dashboard/financials']);
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('button', { name: 'Reload' })).toBeEnabled();
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    consoleError.mockRestore();
  });
});
