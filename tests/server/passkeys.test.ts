/**
 * Passkeys through HTTP (issue 36, docs/product.md §16), answered by a software authenticator and
 * checked by the server's real WebAuthn library: sign up with a passkey (the guest's work kept), sign
 * in with it from another browser, add, rename and remove passkeys, and every refusal: a replayed
 * answer, another relying party, a challenge of another ceremony, the last way to sign in.
 */
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { LAST_SIGN_IN_METHOD, PASSKEY_FAILED } from '@/server/routes/passkeys';
import { browser } from '../support/server/browser';
import { softAuthenticator } from '../support/server/soft-authenticator';
import { useTestApp } from '../support/server/test-app';

const HOST = 'localhost:3000';
const ORIGIN = `http://${HOST}`;
const headers = { host: HOST };

let app: FastifyInstance;
const testApp = useTestApp({ RATE_LIMIT_MAX: '0', WRITE_RATE_LIMIT_MAX: '0', NEW_WORKSPACES_MAX: '0' });
beforeAll(() => {
  app = testApp.app;
});

type Browser = ReturnType<typeof browser>;
const optionsOf = (answer: { json: () => unknown }) => (answer.json() as { options: { challenge: string } }).options;

/** A guest with a venture who signs up with a new passkey. */
async function signedUpWithPasskey(email: string) {
  const lena = browser(app, headers);
  await lena.request('POST', '/api/ventures', { name: `Venture of ${email}` });
  const key = softAuthenticator(ORIGIN);
  const options = optionsOf(
    await lena.request('POST', '/api/account/passkey-sign-up/options', { name: 'Lena Park', email }),
  );
  const answer = await lena.request('POST', '/api/account/passkey-sign-up', { response: key.register(options) });
  expect(answer.statusCode).toBe(201);
  return { lena, key };
}

async function signInWith(who: Browser, key: ReturnType<typeof softAuthenticator>) {
  const options = optionsOf(await who.request('POST', '/api/account/passkey-sign-in/options'));
  return who.request('POST', '/api/account/passkey-sign-in', { response: key.authenticate(options) });
}

const ventureNames = async (who: Browser) =>
  ((await who.request('GET', '/api/workspace')).json() as { ventures: { name: string }[] }).ventures.map(
    (venture) => venture.name,
  );

describe('passkeys', () => {
  it('sign up with a passkey keeps the guest’s work; the passkey signs in from another browser', async () => {
    const { lena, key } = await signedUpWithPasskey('passkey@example.com');
    expect(((await lena.request('GET', '/api/account')).json() as { account: { name: string } }).account.name).toBe(
      'Lena Park',
    );
    expect(await ventureNames(lena)).toEqual(['Venture of passkey@example.com']);

    const laptop = browser(app, headers);
    const signedIn = await signInWith(laptop, key);
    expect(signedIn.statusCode).toBe(200);
    expect(await ventureNames(laptop)).toEqual(['Venture of passkey@example.com']);
    // No password was set: a password sign-in fails as any wrong one.
    const password = await browser(app, headers).request('POST', '/api/account/sign-in', {
      email: 'passkey@example.com',
      password: 'anything at all here',
    });
    expect(password.statusCode).toBe(401);
  });

  it('refuses an answer given twice, one for another site, and one to another ceremony’s challenge', async () => {
    const { key } = await signedUpWithPasskey('refusals@example.com');
    const laptop = browser(app, headers);
    const options = optionsOf(await laptop.request('POST', '/api/account/passkey-sign-in/options'));
    const answer = key.authenticate(options);
    expect((await laptop.request('POST', '/api/account/passkey-sign-in', { response: answer })).statusCode).toBe(200);
    // The same answer again: its challenge was taken.
    const replay = await laptop.request('POST', '/api/account/passkey-sign-in', { response: answer });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ error: PASSKEY_FAILED });

    const phishing = softAuthenticator('https://venturekit.example.evil');
    const other = browser(app, headers);
    const signUp = optionsOf(
      await other.request('POST', '/api/account/passkey-sign-up/options', { name: 'Sam', email: 'sam.pk@example.com' }),
    );
    expect(
      (await other.request('POST', '/api/account/passkey-sign-up', { response: phishing.register(signUp) })).statusCode,
    ).toBe(400);

    // Sign-up options, answered to the sign-in endpoint.
    const third = browser(app, headers);
    const forSignUp = optionsOf(
      await third.request('POST', '/api/account/passkey-sign-up/options', { name: 'Kai', email: 'kai.pk@example.com' }),
    );
    const wrongCeremony = await third.request('POST', '/api/account/passkey-sign-in', {
      response: { ...key.authenticate({ challenge: forSignUp.challenge, rpId: 'localhost' }) },
    });
    expect(wrongCeremony.statusCode).toBe(401);
  });

  it('adds a second passkey on the account screen, renames it, and keeps the last way to sign in', async () => {
    const { lena, key } = await signedUpWithPasskey('second@example.com');
    const phone = softAuthenticator(ORIGIN);
    const options = optionsOf(await lena.request('POST', '/api/account/passkeys/options'));
    const added = await lena.request('POST', '/api/account/passkeys', {
      name: 'Phone',
      response: phone.register(options),
    });
    expect(added.statusCode).toBe(201);
    const { passkeys } = added.json() as { passkeys: { id: string; name: string }[] };
    expect(passkeys.map((passkey) => passkey.name)).toEqual(['Passkey', 'Phone']);

    const renamed = await lena.request('PUT', `/api/account/passkeys/${passkeys[0]!.id}`, { name: 'Laptop' });
    expect((renamed.json() as { passkeys: { name: string }[] }).passkeys.map((passkey) => passkey.name)).toEqual([
      'Laptop',
      'Phone',
    ]);
    expect((await signInWith(browser(app, headers), phone)).statusCode).toBe(200);

    expect((await lena.request('DELETE', `/api/account/passkeys/${passkeys[0]!.id}`)).statusCode).toBe(204);
    expect((await signInWith(browser(app, headers), key)).statusCode).toBe(401);
    const last = await lena.request('DELETE', `/api/account/passkeys/${passkeys[1]!.id}`);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({ error: LAST_SIGN_IN_METHOD });

    // Another account's passkey is no passkey of this one.
    const { lena: other } = await signedUpWithPasskey('other.pk@example.com');
    expect((await other.request('DELETE', `/api/account/passkeys/${passkeys[1]!.id}`)).statusCode).toBe(404);
  });

  it('asks a guest to sign in for the passkey list, and refuses a passkey sign-up for a taken email', async () => {
    expect((await browser(app, headers).request('GET', '/api/account/passkeys')).statusCode).toBe(401);
    await signedUpWithPasskey('taken.pk@example.com');
    const again = await browser(app, headers).request('POST', '/api/account/passkey-sign-up/options', {
      name: 'Someone',
      email: 'Taken.PK@example.com',
    });
    expect(again.statusCode).toBe(409);
  });
});
