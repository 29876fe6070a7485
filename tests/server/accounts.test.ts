/**
 * Accounts through HTTP (issue 36; docs/product.md §16): Sign Up keeps the guest's workspace whole
 * and retires its cookie, Sign In from a second device finds the work, sessions are listed and ended
 * on the server, and sign-in answers never tell whether an email has an account.
 */
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_TOO_SHORT, SIGN_IN_FAILED } from '@/core/account/schema';
import { PASSWORD_TOO_COMMON } from '@/server/accounts/passwords';
import { SIGN_IN_REQUIRED } from '@/server/accounts/authorise';
import { ACCOUNT_LIMITS, EMAIL_TAKEN } from '@/server/routes/account';
import { browser } from '../support/server/browser';
import { useTestApp } from '../support/server/test-app';

const PASSWORD = 'correct horse battery staple';
const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const profile = (name: string) => ({
  name,
  description: 'Fresh pet food by subscription.',
  industry: 'Pet care',
  targetMarket: 'Dog owners',
  region: 'Berlin',
});

let app: FastifyInstance;
const testApp = useTestApp({ RATE_LIMIT_MAX: '0', WRITE_RATE_LIMIT_MAX: '0', NEW_WORKSPACES_MAX: '0' });
beforeAll(() => {
  app = testApp.app;
});

/** A guest with one venture, signed up as `email`. */
async function signedUp(email: string, agent = CHROME_MAC) {
  const lena = browser(app, { 'user-agent': agent });
  expect((await lena.request('POST', '/api/ventures', profile(`Venture of ${email}`))).statusCode).toBe(201);
  const answer = await lena.request('POST', '/api/account/sign-up', { name: 'Lena Park', email, password: PASSWORD });
  expect(answer.statusCode).toBe(201);
  return { lena, answer };
}

const ventureNames = async (who: ReturnType<typeof browser>) =>
  ((await who.request('GET', '/api/workspace')).json() as { ventures: { name: string }[] }).ventures.map(
    (venture) => venture.name,
  );
const accountOf = async (who: ReturnType<typeof browser>) =>
  ((await who.request('GET', '/api/account')).json() as { account: { name: string; email: string } | null }).account;

describe('Sign Up', () => {
  it('keeps the guest’s workspace whole, signs the browser in and retires the guest cookie', async () => {
    const lena = browser(app, { 'user-agent': CHROME_MAC });
    await lena.request('POST', '/api/ventures', profile('PawPantry'));
    const guestCookie = lena.cookie;
    expect(await accountOf(lena)).toBeNull();

    const answer = await lena.request('POST', '/api/account/sign-up', {
      name: 'Lena Park',
      email: 'Lena@Example.com',
      password: PASSWORD,
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ account: { name: 'Lena Park', email: 'Lena@Example.com' } });
    const cookies = [answer.headers['set-cookie']].flat().join('\n');
    expect(cookies).toMatch(/vk_session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax/);
    expect(cookies).toMatch(/vk_workspace=; Path=\/; Max-Age=0/);
    expect(lena.cookieNamed('vk_workspace')).toBeUndefined();
    expect(await accountOf(lena)).toMatchObject({ name: 'Lena Park' });
    expect(await ventureNames(lena)).toEqual(['PawPantry']);

    // A copy of the old guest cookie opens nothing now, and its browser forgets it.
    const copy = browser(app);
    const read = await copy.request('GET', '/api/workspace', undefined, { cookie: guestCookie });
    expect(read.json()).toEqual({ ventures: [], currentVentureId: null });
    expect(String(read.headers['set-cookie'])).toMatch(/vk_workspace=; Path=\/; Max-Age=0/);
  });

  it('refuses a short password, a common one, one that is the email, and a taken email', async () => {
    const guest = browser(app);
    const tryPassword = async (password: string, email = 'new@example.com') =>
      guest.request('POST', '/api/account/sign-up', { name: 'Sam Lee', email, password });
    expect((await tryPassword('short')).json()).toEqual({ error: `password: ${PASSWORD_TOO_SHORT}` });
    expect((await tryPassword('Qwerty123456')).json()).toEqual({ error: `password: ${PASSWORD_TOO_COMMON}` });
    expect((await tryPassword('sam.lee.12345@example.com', 'sam.lee.12345@example.com')).statusCode).toBe(400);
    await signedUp('taken@example.com');
    const taken = await browser(app).request('POST', '/api/account/sign-up', {
      name: 'Someone',
      email: 'TAKEN@example.com',
      password: PASSWORD,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: EMAIL_TAKEN });
  });

  it('gives a browser with no guest work a new workspace, where its next write goes', async () => {
    const sam = browser(app);
    const answer = await sam.request('POST', '/api/account/sign-up', {
      name: 'Sam',
      email: 'sam@example.com',
      password: PASSWORD,
    });
    expect(answer.statusCode).toBe(201);
    expect((await sam.request('POST', '/api/ventures', profile('Harvest Table'))).statusCode).toBe(201);
    expect(await ventureNames(sam)).toEqual(['Harvest Table']);
    expect(sam.cookieNamed('vk_workspace')).toBeUndefined();
  });
});

describe('Sign In', () => {
  it('finds the work from a second device, and lists both sessions with their devices', async () => {
    await signedUp('two-devices@example.com');
    const laptop = browser(app, { 'user-agent': FIREFOX_LINUX });
    const answer = await laptop.request('POST', '/api/account/sign-in', {
      email: 'TWO-devices@example.com ',
      password: PASSWORD,
    });
    expect(answer.statusCode).toBe(200);
    expect(await ventureNames(laptop)).toEqual(['Venture of two-devices@example.com']);
    const { sessions } = (await laptop.request('GET', '/api/account/sessions')).json() as {
      sessions: { device: string; current: boolean }[];
    };
    expect(
      sessions.map(({ device, current }) => ({ device, current })).sort((a, b) => a.device.localeCompare(b.device)),
    ).toEqual([
      { device: 'Chrome on macOS', current: false },
      { device: 'Firefox on Linux', current: true },
    ]);
  });

  it('answers a wrong password and an unknown email alike', async () => {
    await signedUp('known@example.com');
    const guest = browser(app);
    const wrong = await guest.request('POST', '/api/account/sign-in', {
      email: 'known@example.com',
      password: 'not it at all',
    });
    const unknown = await guest.request('POST', '/api/account/sign-in', {
      email: 'nobody@example.com',
      password: PASSWORD,
    });
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.json()).toEqual({ error: SIGN_IN_FAILED });
    expect(unknown.json()).toEqual({ error: SIGN_IN_FAILED });
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('locks an address out after its wrong passwords, with the time to wait', async () => {
    const guesser = browser(app, { 'x-forwarded-for': '203.0.113.9' });
    const guess = () =>
      app.inject({
        method: 'POST',
        url: '/api/account/sign-in',
        remoteAddress: '198.51.100.77',
        payload: { email: 'victim@example.com', password: 'guess guess guess' },
      });
    for (let i = 0; i < ACCOUNT_LIMITS.signIn.perAddress.max; i++) expect((await guess()).statusCode).toBe(401);
    const locked = await guess();
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toMatch(
      /^Too many wrong passwords from your address\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not locked out of the same account.
    expect(
      (await guesser.request('POST', '/api/account/sign-in', { email: 'victim@example.com', password: PASSWORD }))
        .statusCode,
    ).toBe(401);
  });
});

describe('sessions', () => {
  it('Log Out ends the session on the server: its cookie, sent again, is a guest’s', async () => {
    const { lena } = await signedUp('log-out@example.com');
    const cookie = lena.cookie;
    expect((await lena.request('POST', '/api/account/sign-out')).statusCode).toBe(204);
    expect(lena.cookieNamed('vk_session')).toBeUndefined();
    const replay = browser(app);
    const read = await replay.request('GET', '/api/account', undefined, { cookie });
    expect(read.json()).toEqual({ account: null, workspace: null });
    expect(await ventureNames(lena)).toEqual([]);
  });

  it('ends another device’s session, and every session with Sign Out Everywhere', async () => {
    const { lena } = await signedUp('everywhere@example.com');
    const laptop = browser(app, { 'user-agent': FIREFOX_LINUX });
    await laptop.request('POST', '/api/account/sign-in', { email: 'everywhere@example.com', password: PASSWORD });
    const phone = browser(app);
    await phone.request('POST', '/api/account/sign-in', { email: 'everywhere@example.com', password: PASSWORD });
    const listed = (await lena.request('GET', '/api/account/sessions')).json() as {
      sessions: { id: string; device: string }[];
    };
    const laptopSession = listed.sessions.find((session) => session.device === 'Firefox on Linux')!;
    expect((await lena.request('DELETE', `/api/account/sessions/${laptopSession.id}`)).statusCode).toBe(204);
    expect(await accountOf(laptop)).toBeNull();
    expect(await accountOf(phone)).not.toBeNull();
    // Another account's session is no session of this one.
    const { lena: other } = await signedUp('other@example.com');
    const phoneSession = listed.sessions.find((session) => session.device === 'Unknown device')!;
    expect((await other.request('DELETE', `/api/account/sessions/${phoneSession.id}`)).statusCode).toBe(404);

    expect((await lena.request('POST', '/api/account/sign-out-everywhere')).statusCode).toBe(204);
    expect(await accountOf(phone)).toBeNull();
    expect(await accountOf(lena)).toBeNull();
    expect((await lena.request('GET', '/api/account/sessions')).statusCode).toBe(401);
  });

  it('starts a new session at every sign-in, ending the one the browser had', async () => {
    const { lena } = await signedUp('rotate@example.com');
    const before = lena.cookieNamed('vk_session');
    await lena.request('POST', '/api/account/sign-in', { email: 'rotate@example.com', password: PASSWORD });
    expect(lena.cookieNamed('vk_session')).not.toBe(before);
    const replay = await browser(app).request('GET', '/api/account', undefined, { cookie: `vk_session=${before}` });
    expect(replay.json()).toEqual({ account: null, workspace: null });
    const { sessions } = (await lena.request('GET', '/api/account/sessions')).json() as { sessions: unknown[] };
    expect(sessions).toHaveLength(1);
  });

  it('Delete All My Data empties a member’s workspace and keeps them signed in', async () => {
    const { lena } = await signedUp('erase@example.com');
    expect((await lena.request('DELETE', '/api/workspace')).statusCode).toBe(204);
    expect(await accountOf(lena)).toMatchObject({ email: 'erase@example.com' });
    expect(await ventureNames(lena)).toEqual([]);
    expect((await lena.request('POST', '/api/ventures', profile('Second Start'))).statusCode).toBe(201);
    const laptop = browser(app);
    await laptop.request('POST', '/api/account/sign-in', { email: 'erase@example.com', password: PASSWORD });
    expect(await ventureNames(laptop)).toEqual(['Second Start']);
  });
});

describe('REQUIRE_SIGN_IN', () => {
  const required = useTestApp({ REQUIRE_SIGN_IN: 'true', NEW_WORKSPACES_MAX: '0' });

  it('answers 401 to a guest on every route but signing in, before anything runs, and opens to a member', async () => {
    const guest = browser(required.app);
    expect((await guest.request('GET', '/api/health')).statusCode).toBe(200);
    expect((await guest.request('GET', '/api/account')).json()).toEqual({ account: null, workspace: null });
    for (const [method, url] of [
      ['GET', '/api/workspace'],
      ['POST', '/api/ventures'],
      ['POST', '/api/generate/ideas'],
      ['GET', '/api/account/sessions'],
      ['GET', '/api/workspace/export'],
    ] as const) {
      const answer = await guest.request(method, url, method === 'POST' ? { name: 'x' } : undefined);
      expect(answer.statusCode, `${method} ${url}`).toBe(401);
      expect(answer.json(), `${method} ${url}`).toEqual({ error: SIGN_IN_REQUIRED });
    }
    expect(guest.cookieNamed('vk_workspace')).toBeUndefined();

    const answer = await guest.request('POST', '/api/account/sign-up', {
      name: 'Team Member',
      email: 'team@example.com',
      password: PASSWORD,
    });
    expect(answer.statusCode).toBe(201);
    expect((await guest.request('POST', '/api/ventures', profile('Team Venture'))).statusCode).toBe(201);
    expect(await ventureNames(guest)).toEqual(['Team Venture']);
  });
});
