// @vitest-environment jsdom
/**
 * The account screen's changes as a founder makes them (docs/product.md §16), against the fake
 * server: Profile's name and email (the current password asked for a new email), the password
 * changed or set (other sessions ended, said on screen), and Delete My Account's confirmation,
 * naming what goes.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@/web/router';
import { renderRoutes } from '../../../tests/support/web/render';
import { allowSlowScreens, findDialog, preloadScreens, stubFetchPerTest } from '../../../tests/support/web/screen-test';
import { jsonResponse } from '../../../tests/support/web/sse-fetch';
import '../../../tests/support/web/jsdom-gaps';
import { serveWorkspace, type WorkspaceState } from '../../../tests/support/web/workspace-fetch';
import { ACCOUNT_TEXTS } from './account-texts';

const LENA = { id: 'a1', name: 'Lena Park', email: 'lena@example.com' };
allowSlowScreens();
preloadScreens(
  () => import('./account-view'),
  () => import('./delete-account-section'),
  () => import('@/web/dashboard/dashboard-layout'),
);
const fetch = stubFetchPerTest();
let state: WorkspaceState;
beforeEach(() => {
  state = serveWorkspace(fetch, { account: LENA });
  fetch.on('/api/account/sessions', jsonResponse(200, { sessions: [] }));
});

/** The account screen of an account with a password, or of one made with a passkey. */
async function openAccount({ hasPassword = true } = {}) {
  fetch.on('/api/account/password', (call) =>
    call.method === 'GET' ? jsonResponse(200, { hasPassword })(call) : jsonResponse(200, { endedSessions: 2 })(call),
  );
  const rendered = renderRoutes(routes, ['/dashboard/account']);
  await screen.findByRole('heading', { level: 1, name: 'Account' });
  return rendered;
}

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('Profile', () => {
  it('saves a new name, which the top bar then shows', async () => {
    const user = userEvent.setup();
    fetch.on('/api/account/profile', (call) => {
      state.account = { ...LENA, ...(call.body as { name: string; email: string }) };
      return jsonResponse(200, { account: state.account })(call);
    });
    await openAccount();
    const profile = section('Profile');
    const name = profile.getByLabelText('Name');
    expect(name).toHaveValue('Lena Park');
    await user.clear(name);
    await user.type(name, 'Lena Park-Ito');
    // The email is unchanged: no password asked.
    expect(profile.queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.click(profile.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('link', { name: 'Account: Lena Park-Ito' })).toBeInTheDocument();
    expect(fetch.callsTo('/api/account/profile')[0]).toMatchObject({
      method: 'PUT',
      body: { name: 'Lena Park-Ito', email: 'lena@example.com' },
    });
  });

  it('asks for the current password with a new email, and says why one was refused, keeping what was typed', async () => {
    const user = userEvent.setup();
    fetch.on('/api/account/profile', jsonResponse(409, { error: 'Another account uses that email.' }));
    await openAccount();
    const profile = section('Profile');
    await user.clear(profile.getByLabelText('Email'));
    await user.type(profile.getByLabelText('Email'), 'sam@example.com');
    const current = profile.getByLabelText('Current password');
    expect(current).toHaveAttribute('autocomplete', 'current-password');
    await user.type(current, 'correct horse battery staple');
    await user.click(profile.getByRole('button', { name: 'Save' }));
    expect(await profile.findByRole('alert')).toHaveTextContent('Another account uses that email.');
    expect(profile.getByLabelText('Email')).toHaveValue('sam@example.com');
    expect(fetch.callsTo('/api/account/profile')[0]?.body).toEqual({
      name: 'Lena Park',
      email: 'sam@example.com',
      currentPassword: 'correct horse battery staple',
    });
  });

  it('asks a passkey-only account for no password with a new email', async () => {
    const user = userEvent.setup();
    await openAccount({ hasPassword: false });
    const profile = section('Profile');
    await screen.findByRole('button', { name: 'Set Password' });
    await user.type(profile.getByLabelText('Email'), '.uk');
    expect(profile.queryByLabelText('Current password')).not.toBeInTheDocument();
  });
});

describe('Password', () => {
  it('changes it with the current one, says other sessions ended, and reads the sessions again', async () => {
    const user = userEvent.setup();
    await openAccount();
    const password = section('Password');
    expect(await password.findByText(ACCOUNT_TEXTS.passwordNote)).toBeInTheDocument();
    await user.type(password.getByLabelText('Current password'), 'correct horse battery staple');
    const fresh = password.getByLabelText('New password');
    expect(fresh).toHaveAccessibleDescription(/At least 12 characters/);
    await user.type(fresh, 'seven lanterns over quiet harbours');
    const readsBefore = fetch.callsTo('/api/account/sessions').length;
    await user.click(password.getByRole('button', { name: 'Change Password' }));
    expect(await password.findByRole('status')).toHaveTextContent('Password Changed. 2 other sessions were ended.');
    expect(fetch.callsTo('/api/account/password').at(-1)).toMatchObject({
      method: 'PUT',
      body: { currentPassword: 'correct horse battery staple', newPassword: 'seven lanterns over quiet harbours' },
    });
    expect(password.getByLabelText('New password')).toHaveValue('');
    expect(fetch.callsTo('/api/account/sessions').length).toBeGreaterThan(readsBefore);
  });

  it('says a wrong current password, and keeps the fields', async () => {
    const user = userEvent.setup();
    await openAccount();
    // The change is refused, whenever the screen's first read of the status comes (under load, after this line).
    fetch.on('/api/account/password', (call) =>
      call.method === 'GET'
        ? jsonResponse(200, { hasPassword: true, resetting: false })(call)
        : jsonResponse(403, { error: 'That is not your current password.' })(call),
    );
    const password = section('Password');
    await user.type(await password.findByLabelText('Current password'), 'not it');
    await user.type(password.getByLabelText('New password'), 'seven lanterns over quiet harbours');
    await user.click(password.getByRole('button', { name: 'Change Password' }));
    expect(await password.findByRole('alert')).toHaveTextContent('That is not your current password.');
    expect(password.getByLabelText('Current password')).toHaveValue('not it');
  });

  it('sets one on a passkey-only account, with no current password', async () => {
    const user = userEvent.setup();
    await openAccount({ hasPassword: false });
    const password = section('Password');
    expect(await password.findByText(ACCOUNT_TEXTS.noPassword)).toBeInTheDocument();
    expect(password.queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.type(password.getByLabelText('New password'), 'seven lanterns over quiet harbours');
    await user.click(password.getByRole('button', { name: 'Set Password' }));
    expect(await password.findByRole('status')).toHaveTextContent('Password Set.');
    expect(fetch.callsTo('/api/account/password').at(-1)?.body).toEqual({
      newPassword: 'seven lanterns over quiet harbours',
    });
    // Now it has one: the next change asks for it.
    expect(password.getByRole('button', { name: 'Change Password' })).toBeInTheDocument();
  });
});

describe('Delete My Account', () => {
  const preview = {
    hasPassword: true,
    workspaces: [{ ventures: ['Pet care', 'Bakery Box'], otherMembers: 1 }],
    keptWorkspaces: 1,
  };

  it('names what goes, asks for the password, and opens the landing page once deleted', async () => {
    const user = userEvent.setup();
    fetch.on('/api/account/deletion', jsonResponse(200, preview));
    fetch.once('/api/account/delete', jsonResponse(403, { error: 'That is not your current password.' }));
    fetch.on('/api/account/delete', () => {
      state.account = null;
      return new Response(null, { status: 204 });
    });
    const { router } = await openAccount();
    const opener = section('Delete My Account').getByRole('button', { name: 'Delete My Account' });
    await user.click(opener);
    const dialog = await findDialog(ACCOUNT_TEXTS.deleteTitle);
    const gone = await within(dialog).findByRole('list', { name: 'What is deleted' });
    expect(
      within(gone).getByText('Your workspace with Pet care and Bakery Box: 1 other member loses access to it.'),
    ).toBeInTheDocument();
    expect(within(gone).getByText('You leave 1 workspace that another owner keeps.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Current password'), 'not it');
    await user.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That is not your current password.');

    await user.clear(within(dialog).getByLabelText('Current password'));
    await user.type(within(dialog).getByLabelText('Current password'), 'correct horse battery staple{Enter}');
    expect(
      await screen.findByRole('heading', { level: 1, name: /transform your business ideas with ai/i }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByText(ACCOUNT_TEXTS.accountDeleted.title)).toBeInTheDocument();
    expect(fetch.callsTo('/api/account/delete').map((call) => call.body)).toEqual([
      { password: 'not it' },
      { password: 'correct horse battery staple' },
    ]);
  });

  it('asks a passkey-only account to type DELETE; Cancel deletes nothing and gives focus back', async () => {
    const user = userEvent.setup();
    fetch.on(
      '/api/account/deletion',
      jsonResponse(200, { hasPassword: false, workspaces: [{ ventures: [], otherMembers: 0 }], keptWorkspaces: 0 }),
    );
    fetch.on('/api/account/delete', () => new Response(null, { status: 204 }));
    await openAccount({ hasPassword: false });
    const opener = section('Delete My Account').getByRole('button', { name: 'Delete My Account' });
    await screen.findByRole('button', { name: 'Set Password' });
    await user.click(opener);
    const dialog = await findDialog(ACCOUNT_TEXTS.deleteTitle);
    expect(await within(dialog).findByText('Your workspace, with no ventures yet.')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(fetch.callsTo('/api/account/delete')).toHaveLength(0);

    await user.click(opener);
    const again = await findDialog(ACCOUNT_TEXTS.deleteTitle);
    await user.type(await within(again).findByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(within(again).getByRole('button', { name: 'Delete My Account' }));
    await screen.findByRole('heading', { level: 1, name: /transform your business ideas with ai/i });
    expect(fetch.callsTo('/api/account/delete')[0]?.body).toEqual({ confirmation: 'DELETE' });
  });
});
