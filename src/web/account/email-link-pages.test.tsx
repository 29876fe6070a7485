// @vitest-environment jsdom
/**
 * Links by email as a founder meets them (docs/product.md §16, "Links by email"), against the fake
 * server: Sign In offers a link only when the server sends email, the link's page signs in on a press,
 * the verification page verifies as it opens, and the account screen says "Not verified" with Send Again.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_LINK_FAILED } from '@/core/account/email-links';
import { routes } from '@/web/router';
import { renderRoutes } from '../../../tests/support/web/render';
import { allowSlowScreens, preloadScreens, stubFetchPerTest } from '../../../tests/support/web/screen-test';
import { jsonResponse } from '../../../tests/support/web/sse-fetch';
import '../../../tests/support/web/jsdom-gaps';
import { serveWorkspace, type WorkspaceState } from '../../../tests/support/web/workspace-fetch';
import { LINK_ON_ITS_WAY } from './email-link-request';
import { LINK_NOT_WHOLE } from './email-link-pages';

const LENA = { id: 'a1', name: 'Lena Park', email: 'lena@example.com' };
const TOKEN = 'EdDMEbQeSVFnS3q7JM1UK8tFvqlQGk-7T7YepZP2tBI';
const HEALTH = { status: 'ok', provider: 'offline', model: 'offline', database: { kind: 'embedded', up: true } };
allowSlowScreens();
preloadScreens(
  () => import('./sign-in-page'),
  () => import('./email-link-pages'),
  () => import('./account-view'),
  () => import('@/web/dashboard/dashboard-layout'),
);
const fetch = stubFetchPerTest();
let state: WorkspaceState;
beforeEach(() => {
  state = serveWorkspace(fetch);
});
const mailOn = () => fetch.on('/api/health', jsonResponse(200, { ...HEALTH, mail: true }));
const LINK_BUTTON = 'Email Me a Sign-In Link';

describe('Sign In’s link by email', () => {
  it('is not offered by a server that sends no email', async () => {
    renderRoutes(routes, ['/sign-in']);
    expect(await screen.findByRole('button', { name: 'Sign In with a Passkey' })).toBeInTheDocument();
    await vi.waitFor(() => expect(fetch.callsTo('/api/health')).toHaveLength(1));
    await act(async () => {});
    expect(screen.queryByRole('button', { name: LINK_BUTTON })).toBeNull();
  });

  it('mails a link to the email typed, saying the same whether it has an account or not', async () => {
    const user = userEvent.setup();
    mailOn();
    fetch.on('/api/account/email-link', () => new Response(null, { status: 202 }));
    renderRoutes(routes, ['/sign-in']);
    const button = await screen.findByRole('button', { name: LINK_BUTTON });
    await user.click(button);
    expect(await screen.findByText('Enter your email first.')).toHaveAttribute('role', 'alert');
    expect(fetch.callsTo('/api/account/email-link')).toHaveLength(0);

    await user.type(screen.getByLabelText('Email'), 'lena@example.com');
    await user.click(button);
    expect(await screen.findByText(LINK_ON_ITS_WAY)).toHaveAttribute('role', 'status');
    expect(fetch.callsTo('/api/account/email-link')[0]?.body).toEqual({ email: 'lena@example.com' });
    expect(screen.queryByText('Enter your email first.')).toBeNull();
  });

  it('says when too many links were asked for', async () => {
    const user = userEvent.setup();
    mailOn();
    const refusal = 'Too many links were sent to this email. Please try again in 12 minutes.';
    fetch.on('/api/account/email-link', jsonResponse(429, { error: refusal }));
    renderRoutes(routes, ['/sign-in']);
    await user.type(await screen.findByLabelText('Email'), 'lena@example.com');
    await user.click(await screen.findByRole('button', { name: LINK_BUTTON }));
    expect(await screen.findByText(refusal)).toHaveAttribute('role', 'alert');
    expect(screen.queryByText(LINK_ON_ITS_WAY)).toBeNull();
  });
});

describe('the page of a sign-in link an owner handed over', () => {
  it('signs in on Sign In, then opens the account screen to set a new password without the current one', async () => {
    const user = userEvent.setup();
    fetch.on('/api/account/handover-link/sign-in', (call) => {
      state.account = LENA;
      return jsonResponse(200, { account: LENA })(call);
    });
    fetch.on('/api/account/password', (call) =>
      call.method === 'PUT'
        ? jsonResponse(200, { endedSessions: 2 })(call)
        : jsonResponse(200, { hasPassword: true, resetting: true })(call),
    );
    const { router } = renderRoutes(routes, [`/sign-in/handover#${TOKEN}`]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In with a Link' })).toBeInTheDocument();
    await vi.waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(fetch.callsTo('/api/account/handover-link/sign-in')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(fetch.callsTo('/api/account/handover-link/sign-in')[0]?.body).toEqual({ token: TOKEN });
    expect(await screen.findByText(/^You signed in with a link an owner of your workspace made/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/account');
    expect(screen.queryByLabelText('Current password')).toBeNull();
    await user.type(screen.getByLabelText(/^New password/), 'a brand new passphrase here');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect((await screen.findAllByText('Password Changed. 2 other sessions were ended.')).length).toBeGreaterThan(0);
    const put = fetch.callsTo('/api/account/password').find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ newPassword: 'a brand new passphrase here' });
  });
});

describe('the sign-in link’s page', () => {
  it('signs in with the link’s token on Sign In, takes it out of the address, and opens the dashboard', async () => {
    const user = userEvent.setup();
    fetch.on('/api/account/email-link/sign-in', (call) => {
      state.account = LENA;
      return jsonResponse(200, { account: LENA })(call);
    });
    const { router } = renderRoutes(routes, [`/sign-in/link#${TOKEN}`]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In by Email' })).toBeInTheDocument();
    await vi.waitFor(() => expect(router.state.location.hash).toBe(''));
    // Opening the page sends nothing: a mail scanner that opens the link does not use it up.
    expect(fetch.callsTo('/api/account/email-link/sign-in')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('link', { name: 'Account: Lena Park' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(fetch.callsTo('/api/account/email-link/sign-in')[0]?.body).toEqual({ token: TOKEN });
  });

  it('says a used or expired link is, and leads to a new one', async () => {
    const user = userEvent.setup();
    fetch.on('/api/account/email-link/sign-in', jsonResponse(400, { error: EMAIL_LINK_FAILED }));
    renderRoutes(routes, [`/sign-in/link#${TOKEN}`]);
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EMAIL_LINK_FAILED);
    expect(screen.getByRole('link', { name: 'Ask for a new one' })).toHaveAttribute('href', '/sign-in');
  });

  it('says a link without its token is not whole', async () => {
    renderRoutes(routes, ['/sign-in/link']);
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_NOT_WHOLE);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeDisabled();
  });
});

describe('the verification link’s page', () => {
  it('verifies the email once as it opens', async () => {
    fetch.on('/api/account/email-verification/verify', jsonResponse(200, { verified: true }));
    renderRoutes(routes, [`/verify-email#${TOKEN}`]);
    expect(await screen.findByText('Your email is verified.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(fetch.callsTo('/api/account/email-verification/verify').map((call) => call.body)).toEqual([
      { token: TOKEN },
    ]);
  });

  it('says a used link is', async () => {
    fetch.on('/api/account/email-verification/verify', jsonResponse(400, { error: EMAIL_LINK_FAILED }));
    renderRoutes(routes, [`/verify-email#${TOKEN}`]);
    expect(await screen.findByRole('alert')).toHaveTextContent(EMAIL_LINK_FAILED);
  });
});

describe('the account screen’s verification', () => {
  beforeEach(() => {
    state.account = LENA;
    fetch.on('/api/account/sessions', jsonResponse(200, { sessions: [] }));
  });

  it('says Not verified and sends the link again', async () => {
    const user = userEvent.setup();
    mailOn();
    fetch.on('/api/account/email-verification', (call) =>
      call.method === 'GET' ? jsonResponse(200, { verified: false })(call) : new Response(null, { status: 202 }),
    );
    renderRoutes(routes, ['/dashboard/account']);
    const section = await screen.findByRole('region', { name: 'Email verification' });
    expect(section).toHaveTextContent('Not verified');
    await user.click(screen.getByRole('button', { name: 'Send Again' }));
    expect(
      await screen.findByText(/^Sent\. Open the link in the email to lena@example\.com within 24 hours\.$/),
    ).toBeInTheDocument();
    expect(fetch.callsTo('/api/account/email-verification').map((call) => call.method)).toEqual(['GET', 'POST']);
  });

  it('says Verified, without Send Again', async () => {
    mailOn();
    fetch.on('/api/account/email-verification', jsonResponse(200, { verified: true }));
    renderRoutes(routes, ['/dashboard/account']);
    expect(await screen.findByRole('region', { name: 'Email verification' })).toHaveTextContent('Verified');
    expect(screen.queryByRole('button', { name: 'Send Again' })).toBeNull();
  });

  it('shows nothing of it on a server that sends no email', async () => {
    renderRoutes(routes, ['/dashboard/account']);
    expect(await screen.findByRole('heading', { level: 2, name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Email verification' })).toBeNull();
    expect(fetch.callsTo('/api/account/email-verification')).toHaveLength(0);
  });
});
