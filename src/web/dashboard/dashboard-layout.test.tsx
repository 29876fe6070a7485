// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DASHBOARD_PATH, readsVenture, toolPath, tools } from '@/core/tools/listings';
import { routes } from '@/web/router';
import { VENTURE_PATH } from '@/web/venture/venture-path';
import { views } from '@/web/routes';
import { renderRoutes } from '../../../tests/support/web/render';
import { allowSlowScreens, preloadScreens, stubFetchPerTest } from '../../../tests/support/web/screen-test';
import { jsonResponse } from '../../../tests/support/web/sse-fetch';
import '../../../tests/support/web/jsdom-gaps';
import { serveWorkspace } from '../../../tests/support/web/workspace-fetch';

// Home, one entry per tool in the listings' order (registry.test.ts checks the spec's names), then Venture.
// The tools that make the venture's documents, Venture, then those that read it whole (`afterVenture`).
const entries = [
  ['Home', DASHBOARD_PATH],
  ...tools.filter((tool) => !readsVenture(tool)).map((tool) => [tool.navLabel, toolPath(tool.id)]),
  ['Venture', VENTURE_PATH],
  ...tools.filter(readsVenture).map((tool) => [tool.navLabel, toolPath(tool.id)]),
];

allowSlowScreens();
preloadScreens(() => import('./dashboard-layout'), ...Object.values(views));
const fetch = stubFetchPerTest();

beforeEach(() => {
  serveWorkspace(fetch);
  fetch.on('/api/health', jsonResponse(200, { status: 'ok', provider: 'openai-compatible', model: 'gpt-4o-mini' }));
});

/** Renders the app's own routes at `path` and waits for the dashboard shell to load. */
async function openAt(path: string) {
  const user = userEvent.setup();
  const utils = renderRoutes(routes, [path]);
  const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
  return { user, nav, ...utils };
}

/**
 * Waits until the shell shows what /api/health answered. The dashboard is a data route: its shell
 * renders only once its loader has read the answer, and the offline note renders with it.
 */
async function healthAnswered() {
  await screen.findByRole('navigation', { name: 'Dashboard' });
  expect(fetch.callsTo('/api/health')).toHaveLength(1);
}

function activeLinks(nav: HTMLElement) {
  return within(nav)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);
}

describe('DashboardLayout', () => {
  it('shows the idea generator on /dashboard, in the main area', async () => {
    await openAt('/dashboard');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Idea Generator' });
    expect(screen.getByRole('main')).toContainElement(heading);
    // The form comes once the saved work has been asked for, which can be after the heading.
    expect(await screen.findByRole('textbox', { name: 'Industry' })).toBeInTheDocument();
  });

  it('lists every entry in the sidebar, in order, with its path', async () => {
    const { nav } = await openAt('/dashboard');
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(entries);
    for (const link of links) expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('marks exactly Home as current on /dashboard', async () => {
    const { nav } = await openAt('/dashboard');
    expect(activeLinks(nav)).toEqual(['Home']);
  });

  it('marks exactly Idea Generator as current on /dashboard/idea-generator', async () => {
    const { nav } = await openAt('/dashboard/idea-generator');
    await screen.findByRole('heading', { level: 1, name: 'Idea Generator' });
    expect(activeLinks(nav)).toEqual(['Idea Generator']);
  });

  it('moves the current mark when an entry is followed', async () => {
    const { user, nav, router } = await openAt('/dashboard');
    await user.click(within(nav).getByRole('link', { name: 'Market Research' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Market Research' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/market-research');
    expect(activeLinks(nav)).toEqual(['Market Research']);
  });

  it('collapses and expands the sidebar, keeping link names accessible', async () => {
    const { user, nav } = await openAt('/dashboard');
    const collapse = screen.getByRole('button', { name: 'Collapse sidebar' });
    expect(collapse).toHaveAttribute('aria-expanded', 'true');

    await user.click(collapse);
    const expand = screen.getByRole('button', { name: 'Expand sidebar' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Collapse sidebar' })).not.toBeInTheDocument();
    for (const [name, href] of entries) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(activeLinks(nav)).toEqual(['Home']);

    await user.click(expand);
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getAllByRole('link')).toHaveLength(entries.length);
  });

  it('shows a guest “Guest” and Sign In, in the top bar', async () => {
    const { user, router } = await openAt('/dashboard');
    // The top bar is the page's first header; Testing Library also counts the screen's own header
    // inside main as a banner, which browsers do not.
    const [topBar] = screen.getAllByRole('banner');
    expect(within(topBar as HTMLElement).getByText('Guest')).toBeInTheDocument();
    expect(within(topBar as HTMLElement).queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    await user.click(within(topBar as HTMLElement).getByRole('link', { name: 'Sign In' }));
    // The page's code is loaded on the way.
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
  });

  it('shows a member’s name, initials and Log Out, which ends the session and leaves for the landing page', async () => {
    serveWorkspace(fetch, { account: { id: 'a1', name: 'Lena Park', email: 'lena@example.com' } });
    const { user, router } = await openAt('/dashboard');
    const [topBar] = screen.getAllByRole('banner');
    const bar = within(topBar as HTMLElement);
    expect(bar.getByRole('link', { name: 'Account: Lena Park' })).toHaveAttribute('href', '/dashboard/account');
    // The avatar: the initials, beside the name.
    expect(bar.getByText('LP', { exact: true })).toHaveAttribute('aria-hidden', 'true');
    const logOut = bar.getByRole('button', { name: 'Log out' });
    expect(screen.getByRole('main')).not.toContainElement(logOut);

    await user.click(logOut);
    expect(
      await screen.findByRole('heading', { level: 1, name: /transform your business ideas with ai/i }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(fetch.callsTo('/api/account/sign-out').map((call) => call.method)).toEqual(['POST']);
  });

  it.each(tools.slice(1).map((tool) => [toolPath(tool.id), tool.title]))(
    'shows the screen title at %s',
    async (path, title) => {
      await openAt(path);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    },
  );

  it('says plainly when the server runs the offline generator', async () => {
    fetch.on('/api/health', jsonResponse(200, { status: 'ok', provider: 'offline', model: 'offline-sample' }));
    await openAt('/dashboard');
    const note = await screen.findByRole('note', { name: 'Offline mode' });
    expect(note).toHaveTextContent(/offline sample content/i);
    expect(fetch.callsTo('/api/health')).toHaveLength(1);
  });

  it('shows no offline note when a model is connected', async () => {
    await openAt('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Idea Generator' });
    await healthAnswered();
    expect(screen.queryByRole('note', { name: 'Offline mode' })).not.toBeInTheDocument();
  });

  it('shows no offline note when the health check fails', async () => {
    fetch.on('/api/health', jsonResponse(503, { error: 'down' }));
    await openAt('/dashboard');
    await healthAnswered();
    expect(screen.queryByRole('note', { name: 'Offline mode' })).not.toBeInTheDocument();
  });

  it.each([
    ['/idea-generator', '/dashboard/idea-generator', 'Idea Generator'],
    ['/pitch-deck', '/dashboard/pitch-deck', 'Pitch Deck Builder'],
    ['/financials', '/dashboard/financials', 'Financial Model Generator'],
  ])('redirects the short path %s to %s', async (from, to, title) => {
    const { router } = renderRoutes(routes, [from]);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(to);
  });
});
