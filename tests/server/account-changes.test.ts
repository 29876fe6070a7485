/**
 * The account screen's changes through HTTP (issue 36; docs/product.md §16): the name and email (the
 * current password asked when the email changes, a taken email refused whatever its case), the
 * password (changed or set; every other session ended; wrong tries counted as sign-in's), and Delete
 * My Account, which deletes the workspaces the account owns alone, with every row they held, and
 * keeps those it shares with another owner.
 */
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_TOO_COMMON } from '@/server/accounts/passwords';
import { ACCOUNT_LIMITS } from '@/server/accounts/password-tries';
import {
  CURRENT_PASSWORD_NEEDED,
  CURRENT_PASSWORD_WRONG,
  DELETE_NOT_CONFIRMED,
  EMAIL_IN_USE,
  SIGN_IN_NEEDED,
} from '@/server/routes/account-texts';
import { browser } from '../support/server/browser';
import { softAuthenticator } from '../support/server/soft-authenticator';
import { useTestApp } from '../support/server/test-app';

const PASSWORD = 'correct horse battery staple';
const NEW_PASSWORD = 'seven lanterns over quiet harbours';
const HOST = 'localhost:3000';
const headers = { host: HOST };

let app: FastifyInstance;
// Each browser's address is its X-Forwarded-For: one test's wrong passwords lock out its address only.
const testApp = useTestApp({
  RATE_LIMIT_MAX: '0',
  WRITE_RATE_LIMIT_MAX: '0',
  NEW_WORKSPACES_MAX: '0',
  TRUST_PROXY: 'true',
});
beforeAll(() => {
  app = testApp.app;
});

type Browser = ReturnType<typeof browser>;

/** A founder signed up with a password, with ventures of these names made as a guest first. */
async function signedUp(email: string, ventures: string[] = [], address = '192.0.2.1') {
  const lena = browser(app, { ...headers, 'x-forwarded-for': address });
  for (const name of ventures) expect((await lena.request('POST', '/api/ventures', { name })).statusCode).toBe(201);
  const answer = await lena.request('POST', '/api/account/sign-up', { name: 'Lena Park', email, password: PASSWORD });
  expect(answer.statusCode).toBe(201);
  return lena;
}

/** A founder signed up with a passkey: the account has no password. */
async function signedUpWithPasskey(email: string) {
  const sam = browser(app, headers);
  const key = softAuthenticator(`http://${HOST}`);
  const options = (await sam.request('POST', '/api/account/passkey-sign-up/options', { name: 'Sam Lee', email })).json<{
    options: { challenge: string };
  }>().options;
  expect(
    (await sam.request('POST', '/api/account/passkey-sign-up', { response: key.register(options) })).statusCode,
  ).toBe(201);
  return sam;
}

const signIn = (who: Browser, email: string, password = PASSWORD) =>
  who.request('POST', '/api/account/sign-in', { email, password });
const accountOf = async (who: Browser) =>
  (await who.request('GET', '/api/account')).json<{ account: { name: string; email: string } | null }>().account;
const ventureNames = async (who: Browser) =>
  (await who.request('GET', '/api/workspace')).json<{ ventures: { name: string }[] }>().ventures.map((v) => v.name);

const rows = async (sql: string, params: unknown[]) =>
  Number((await testApp.database.query<{ n: number | string }>(`select count(*) as n from ${sql}`, params))[0]!.n);
const workspaceOf = async (email: string) =>
  (
    await testApp.database.query<{ workspace_id: string }>(
      `select m.workspace_id from workspace_members m join accounts a on a.id = m.account_id
        where a.email_key = $1 and m.role = 'owner' order by m.joined_at limit 1`,
      [email],
    )
  )[0]!.workspace_id;
const accountIdOf = async (email: string) =>
  (await testApp.database.query<{ id: string }>('select id from accounts where email_key = $1', [email]))[0]?.id;

describe('the profile: name and email', () => {
  it('changes the name at once, and the email with the current password', async () => {
    const lena = await signedUp('profile@example.com');
    const renamed = await lena.request('PUT', '/api/account/profile', {
      name: 'Lena Park-Ito',
      email: 'profile@example.com',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ account: { name: 'Lena Park-Ito', email: 'profile@example.com' } });
    // Only the case: the same account's key, no password asked.
    const cased = await lena.request('PUT', '/api/account/profile', {
      name: 'Lena Park-Ito',
      email: 'Profile@Example.com',
    });
    expect(cased.statusCode).toBe(200);

    const change = { name: 'Lena Park-Ito', email: 'lena.new@example.com' };
    const none = await lena.request('PUT', '/api/account/profile', change);
    expect([none.statusCode, none.json()]).toEqual([400, { error: CURRENT_PASSWORD_NEEDED }]);
    const wrong = await lena.request('PUT', '/api/account/profile', { ...change, currentPassword: 'not my password' });
    expect([wrong.statusCode, wrong.json()]).toEqual([403, { error: CURRENT_PASSWORD_WRONG }]);
    expect(await accountOf(lena)).toMatchObject({ email: 'Profile@Example.com' });

    const right = await lena.request('PUT', '/api/account/profile', { ...change, currentPassword: PASSWORD });
    expect(right.statusCode).toBe(200);
    expect(await accountOf(lena)).toEqual(expect.objectContaining(change));
    expect((await signIn(browser(app), 'LENA.NEW@example.com')).statusCode).toBe(200);
    expect((await signIn(browser(app), 'profile@example.com')).statusCode).toBe(401);
  });

  it('refuses an email another account has, whatever its case, with a sentence', async () => {
    await signedUp('first-owner@example.com');
    const lena = await signedUp('second@example.com');
    const taken = await lena.request('PUT', '/api/account/profile', {
      name: 'Lena Park',
      email: 'First-Owner@EXAMPLE.com',
      currentPassword: PASSWORD,
    });
    expect([taken.statusCode, taken.json()]).toEqual([409, { error: EMAIL_IN_USE }]);
    expect(await accountOf(lena)).toMatchObject({ email: 'second@example.com' });
  });

  it('lets a passkey-only account change its email with no password to ask', async () => {
    const sam = await signedUpWithPasskey('passkey-only@example.com');
    const changed = await sam.request('PUT', '/api/account/profile', { name: 'Sam Lee', email: 'sam.lee@example.com' });
    expect(changed.statusCode).toBe(200);
    expect(await accountOf(sam)).toMatchObject({ email: 'sam.lee@example.com' });
  });

  it('answers a guest 401 on every change and read', async () => {
    const guest = browser(app);
    for (const [method, url, body] of [
      ['PUT', '/api/account/profile', { name: 'X', email: 'x@example.com' }],
      ['GET', '/api/account/password', undefined],
      ['PUT', '/api/account/password', { newPassword: NEW_PASSWORD }],
      ['GET', '/api/account/deletion', undefined],
      ['POST', '/api/account/delete', { confirmation: 'DELETE' }],
    ] as const) {
      const answer = await guest.request(method, url, body);
      expect([answer.statusCode, answer.json()], `${method} ${url}`).toEqual([401, { error: SIGN_IN_NEEDED }]);
    }
  });
});

describe('the password', () => {
  it('changes with the current one and ends every other session, keeping this one', async () => {
    const lena = await signedUp('password@example.com');
    const laptop = browser(app);
    const phone = browser(app);
    expect((await signIn(laptop, 'password@example.com')).statusCode).toBe(200);
    expect((await signIn(phone, 'password@example.com')).statusCode).toBe(200);
    expect(await lena.request('GET', '/api/account/password').then((answer) => answer.json())).toEqual({
      hasPassword: true,
      resetting: false,
    });

    const common = await lena.request('PUT', '/api/account/password', {
      currentPassword: PASSWORD,
      newPassword: 'Qwerty123456',
    });
    expect([common.statusCode, common.json()]).toEqual([400, { error: `newPassword: ${PASSWORD_TOO_COMMON}` }]);
    const short = await lena.request('PUT', '/api/account/password', {
      currentPassword: PASSWORD,
      newPassword: 'short',
    });
    expect(short.statusCode).toBe(400);
    const none = await lena.request('PUT', '/api/account/password', { newPassword: NEW_PASSWORD });
    expect([none.statusCode, none.json()]).toEqual([400, { error: CURRENT_PASSWORD_NEEDED }]);
    // Refused changes end nothing.
    expect(await accountOf(laptop)).not.toBeNull();

    const changed = await lena.request('PUT', '/api/account/password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect([changed.statusCode, changed.json()]).toEqual([200, { endedSessions: 2 }]);
    expect(await accountOf(laptop)).toBeNull();
    expect(await accountOf(phone)).toBeNull();
    expect(await accountOf(lena)).toMatchObject({ email: 'password@example.com' });
    expect((await signIn(browser(app), 'password@example.com')).statusCode).toBe(401);
    expect((await signIn(browser(app), 'password@example.com', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('counts a wrong current password as a wrong sign-in: the address is then locked out of both', async () => {
    const lena = await signedUp('guessed@example.com', [], '198.51.100.23');
    const guess = () =>
      lena.request('PUT', '/api/account/password', { currentPassword: 'a wrong guess', newPassword: NEW_PASSWORD });
    for (let i = 0; i < ACCOUNT_LIMITS.signIn.perAddress.max; i++) {
      const answer = await guess();
      expect([answer.statusCode, answer.json()]).toEqual([403, { error: CURRENT_PASSWORD_WRONG }]);
    }
    const locked = await guess();
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toMatch(/^Too many wrong passwords from your address\. Please try again in /);
    // Even the right one waits now, from this address, and so does signing in.
    const right = await lena.request('PUT', '/api/account/password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(right.statusCode).toBe(429);
    expect((await signIn(lena, 'guessed@example.com')).statusCode).toBe(429);
  });

  it('is set on a passkey-only account without a current one', async () => {
    const sam = await signedUpWithPasskey('set-password@example.com');
    expect((await sam.request('GET', '/api/account/password')).json()).toEqual({
      hasPassword: false,
      resetting: false,
    });
    const set = await sam.request('PUT', '/api/account/password', { newPassword: NEW_PASSWORD });
    expect([set.statusCode, set.json()]).toEqual([200, { endedSessions: 0 }]);
    expect((await sam.request('GET', '/api/account/password')).json()).toEqual({ hasPassword: true, resetting: false });
    expect((await signIn(browser(app), 'set-password@example.com', NEW_PASSWORD)).statusCode).toBe(200);
    // From now on the password is asked, as for any account that has one.
    const again = await sam.request('PUT', '/api/account/password', { newPassword: PASSWORD });
    expect([again.statusCode, again.json()]).toEqual([400, { error: CURRENT_PASSWORD_NEEDED }]);
  });
});

/** The ids a workspace's rows are found by: its own, its ventures', documents', share links' and their views'. */
async function idsOf(workspaceId: string): Promise<Record<string, string[]>> {
  const ids = async (sql: string) =>
    (await testApp.database.query<{ id: string }>(sql, [workspaceId])).map((row) => row.id);
  return {
    workspace_id: [workspaceId],
    venture_id: await ids('select id from ventures where workspace_id = $1'),
    document_id: await ids('select id from documents where workspace_id = $1'),
    link_id: await ids('select id from share_links where workspace_id = $1'),
    view_id: await ids(
      'select v.id from share_views v join share_links l on l.id = v.link_id where l.workspace_id = $1',
    ),
  };
}

/** Every row of any table that names one of `ids` (found by its columns, so a new table is counted too). */
async function rowsNaming(ids: Record<string, string[]>) {
  const columns = await testApp.database.query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and column_name = any($1::text[])`,
    [`{${Object.keys(ids).join(',')}}`],
  );
  const counts: Record<string, number> = {
    workspaces: await rows('workspaces where id in (select jsonb_array_elements_text($1::jsonb))', [
      JSON.stringify(ids.workspace_id),
    ]),
  };
  for (const { table_name, column_name } of columns)
    counts[`${table_name}.${column_name}`] = await rows(
      `${table_name} where ${column_name} in (select jsonb_array_elements_text($1::jsonb))`,
      [JSON.stringify(ids[column_name])],
    );
  return counts;
}

const total = (counts: Record<string, number>) => Object.values(counts).reduce((sum, n) => sum + n, 0);

describe('Delete My Account', () => {
  /** Lena, with two ventures, a deck shared by a link, and an editor; Sam owns a workspace with her too. */
  async function lenaWithTeams(tag: string) {
    const [lenaEmail, samEmail] = [`delete-me-${tag}@example.com`, `co-owner-${tag}@example.com`];
    const lena = await signedUp(lenaEmail, ['Pet care', 'Bakery Box']);
    const deck = await lena.generate('pitch-deck', {
      businessName: 'Bakery Box',
      businessDescription: 'Bread by post.',
    });
    const deckId = deck.done.data.saved!.id;
    expect((await lena.request('POST', `/api/documents/${deckId}/share-links`, {})).statusCode).toBe(201);
    const own = await workspaceOf(lenaEmail);

    const sam = await signedUp(samEmail, ['Shared venture'], '192.0.2.2');
    const shared = await workspaceOf(samEmail);
    const [lenaId, samId] = [await accountIdOf(lenaEmail), await accountIdOf(samEmail)];
    // No invitations yet: the memberships are written as an invitation would.
    await testApp.database.query(
      `insert into workspace_members (workspace_id, account_id, role) values ($1, $2, 'owner'), ($3, $4, 'editor')`,
      [shared, lenaId, own, samId],
    );
    return { lena, sam, own, shared, lenaId: lenaId!, lenaEmail };
  }

  it('previews what goes: the workspaces owned alone by their ventures, their other members, and what is kept', async () => {
    const { lena } = await lenaWithTeams('preview');
    expect((await lena.request('GET', '/api/account/deletion')).json()).toEqual({
      hasPassword: true,
      workspaces: [{ ventures: ['Pet care', 'Bakery Box'], otherMembers: 1 }],
      keptWorkspaces: 1,
    });
  });

  it('deletes the account and its sole-owned workspace with every row of it; the shared one is kept', async () => {
    const { lena, sam, own, shared, lenaId, lenaEmail } = await lenaWithTeams('delete');
    const ids = await idsOf(own);
    expect(total(await rowsNaming(ids))).toBeGreaterThan(8);
    const wrong = await lena.request('POST', '/api/account/delete', { password: 'not my password' });
    expect([wrong.statusCode, wrong.json()]).toEqual([403, { error: CURRENT_PASSWORD_WRONG }]);
    const none = await lena.request('POST', '/api/account/delete', { confirmation: 'DELETE' });
    expect([none.statusCode, none.json()]).toEqual([400, { error: CURRENT_PASSWORD_NEEDED }]);
    expect(await accountOf(lena)).not.toBeNull();

    const deleted = await lena.request('POST', '/api/account/delete', { password: PASSWORD });
    expect(deleted.statusCode).toBe(204);
    expect(String(deleted.headers['set-cookie'])).toMatch(/vk_session=; Path=\/; Max-Age=0/);
    expect(await accountOf(lena)).toBeNull();
    expect(await ventureNames(lena)).toEqual([]);
    expect((await signIn(browser(app), lenaEmail)).statusCode).toBe(401);

    const left = await rowsNaming(ids);
    expect(Object.entries(left).filter(([, n]) => n > 0)).toEqual([]);
    for (const table of ['accounts where id', 'sessions where account_id', 'workspace_members where account_id'])
      expect(await rows(`${table} = $1`, [lenaId]), table).toBe(0);
    // Sam's workspace, which Lena co-owned, is kept whole; Sam is still signed in to it.
    expect(await rows('workspaces where id = $1', [shared])).toBe(1);
    expect(await ventureNames(sam)).toEqual(['Shared venture']);
    expect(await rows('workspace_members where workspace_id = $1', [shared])).toBe(1);
  });

  it('asks a passkey-only account to type DELETE', async () => {
    const sam = await signedUpWithPasskey('passkey-delete@example.com');
    const ids = await idsOf(await workspaceOf('passkey-delete@example.com'));
    const unconfirmed = await sam.request('POST', '/api/account/delete', { confirmation: 'delete it' });
    expect([unconfirmed.statusCode, unconfirmed.json()]).toEqual([400, { error: DELETE_NOT_CONFIRMED }]);
    expect((await sam.request('POST', '/api/account/delete', { confirmation: 'DELETE' })).statusCode).toBe(204);
    expect(await accountIdOf('passkey-delete@example.com')).toBeUndefined();
    expect(await rows('passkeys where account_id not in (select id from accounts)', [])).toBe(0);
    expect(total(await rowsNaming(ids))).toBe(0);
  });
});
