// @vitest-environment jsdom
/**
 * Sign In, Sign Up and the account screen as a founder uses them (docs/product.md §16), against the
 * fake server: labelled fields, the server's refusal said and the fields kept, the dashboard after.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGN_IN_FAILED } from '@/core/account/schema';
import { routes } from '@/web/router';
import { renderRoutes } from '../../../tests/support/web/render';
import { allowSlowScreens, preloadScreens, stubFetchPerTest } from '../../../tests/support/web/screen-test';
import { jsonResponse } from '../../../tests/support/web/sse-fetch';
import '../../../tests/support/web/jsdom-gaps';
import { serveWorkspace, type WorkspaceState } from '../../../tests/support/web/workspace-fetch';

const LENA = { id: 'a1', name: 'Lena Park', email: 'lena@example.com' };
allowSlowScreens();
// The pages and the dashboard they open, loaded before the tests: the first import of each is slow on a busy machine.
preloadScreens(
  () => import('./sign-in-page'),
  () => import('./sign-up-page'),
  () => import('./account-view'),
  () => import('@/web/dashboard/dashboard-layout'),
);
const fetch = stubFetchPerTest();
let state: WorkspaceState;
beforeEach(() => {
  state = serveWorkspace(fetch);
});

describe('Sign In', () => {
  it('says why a sign-in failed, keeps the email, and opens the dashboard once it works', async () => {
    const user = userEvent.setup();
    fetch.on('/api/account/sign-in', jsonResponse(401, { error: SIGN_IN_FAILED }));
    const { router } = renderRoutes(routes, ['/sign-in']);
    await user.type(await screen.findByLabelText('Email'), 'lena@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SIGN_IN_FAILED);
    expect(screen.getByLabelText('Email')).toHaveValue('lena@example.com');
    expect(fetch.callsTo('/api/account/sign-in')[0]?.body).toEqual({
      email: 'lena@example.com',
      password: 'wrong password',
    });

    fetch.on('/api/account/sign-in', (call) => {
      state.account = LENA;
      return jsonResponse(200, { account: LENA })(call);
    });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('link', { name: 'Account: Lena Park' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('leads to Sign Up', async () => {
    renderRoutes(routes, ['/sign-in']);
    expect(await screen.findByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/sign-up');
  });
});

describe('a server that requires sign-in', () => {
  it('opens Sign In instead of the dashboard for a guest', async () => {
    fetch.on('/api/workspace', jsonResponse(401, { error: 'Sign in to use Venturekit on this server.' }));
    const { router } = renderRoutes(routes, ['/dashboard']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
  });
});

describe('Sign Up', () => {
  it('says the guest’s work is kept, asks for 12 characters, and opens the dashboard signed in', async () => {
    const user = userEvent.setup();
    fetch.on('/api/account/sign-up', (call) => {
      state.account = LENA;
      return jsonResponse(201, { account: LENA })(call);
    });
    const { router } = renderRoutes(routes, ['/sign-up']);
    expect(
      await screen.findByText(/What you made as a guest in this browser is kept with your account/),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Lena Park');
    await user.type(screen.getByLabelText('Email'), 'lena@example.com');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAccessibleDescription(/At least 12 characters/);
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    await user.type(password, 'correct horse battery staple');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('link', { name: 'Account: Lena Park' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(fetch.callsTo('/api/account/sign-up')[0]?.body).toEqual({
      name: 'Lena Park',
      email: 'lena@example.com',
      password: 'correct horse battery staple',
    });
  });
});

describe('the account screen', () => {
  const sessions = [
    {
      id: 's1',
      device: 'Chrome on macOS',
      createdAt: '2026-11-01T10:00:00Z',
      lastUsedAt: '2026-11-29T10:00:00Z',
      current: true,
    },
    {
      id: 's2',
      device: 'Firefox on Linux',
      createdAt: '2026-11-02T10:00:00Z',
      lastUsedAt: '2026-11-20T10:00:00Z',
      current: false,
    },
  ];

  it('lists the sessions, ends another device’s, and signs out everywhere', async () => {
    const user = userEvent.setup();
    state.account = LENA;
    fetch.on('/api/account/sessions', jsonResponse(200, { sessions }));
    fetch.on('/api/account/sessions/s2', () => new Response(null, { status: 204 }));
    fetch.on('/api/account/sign-out-everywhere', () => new Response(null, { status: 204 }));
    const { router } = renderRoutes(routes, ['/dashboard/account']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('lena@example.com');
    const list = await screen.findByRole('list', { name: 'Sessions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('This device')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'End session: Firefox on Linux' }));
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(fetch.callsTo('/api/account/sessions/s2').map((call) => call.method)).toEqual(['DELETE']);

    await user.click(screen.getByRole('button', { name: 'Sign Out Everywhere' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: /transform your business ideas with ai/i }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('tells a guest what an account adds', async () => {
    renderRoutes(routes, ['/dashboard/account']);
    expect(await screen.findByText(/You are working as a guest/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/sign-up');
  });
});
