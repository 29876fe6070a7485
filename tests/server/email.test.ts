/**
 * Links by email through HTTP (issue 36; docs/product.md §16, "Links by email"), against a real SMTP
 * server on 127.0.0.1 that the app's real transport speaks to: a sign-in link mailed, working once
 * and for 15 minutes; the same answer for an email without an account, and no mail; the limits; a
 * sign-up's verification; and nothing of it on a server without SMTP_URL.
 */
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_LINK_FAILED, EMAIL_LINKS } from '@/core/account/email-links';
import { EMAIL_LINK_LIMITS, EMAIL_TEXTS } from '@/server/routes/email-links';
import { browser } from '../support/server/browser';
import { linkIn } from '../support/server/fake-smtp';
import { useFakeSmtp } from '../support/server/use-fake-smtp';
import { useTestApp } from '../support/server/test-app';

const PASSWORD = 'correct horse battery staple';
const smtp = useFakeSmtp();

const served = useTestApp(() => ({
  RATE_LIMIT_MAX: '0',
  WRITE_RATE_LIMIT_MAX: '0',
  NEW_WORKSPACES_MAX: '0',
  SMTP_URL: smtp.url,
  MAIL_FROM: 'Venturekit <hello@venturekit.test>',
  // Each test asks from its own addresses (X-Forwarded-For), so the per-address limit is one test's.
  TRUST_PROXY: 'true',
}));
let app: FastifyInstance;
beforeAll(() => {
  app = served.app;
});

/** A new account for `email`, signed in in its own browser; its verification email taken. */
async function member(email: string) {
  const who = browser(app);
  const answer = await who.request('POST', '/api/account/sign-up', { name: 'Lena Park', email, password: PASSWORD });
  expect(answer.statusCode).toBe(201);
  const verification = await smtp.next(email);
  return { who, verification };
}

/** Asks for a sign-in link from a fresh browser (its own client address unless `from` is given). */
const askLink = (email: string, from = '198.51.100.1') =>
  browser(app).request('POST', '/api/account/email-link', { email }, { 'x-forwarded-for': from });
const tokenOf = (url: URL) => url.hash.slice(1);
const accountOf = async (who: ReturnType<typeof browser>) =>
  ((await who.request('GET', '/api/account')).json() as { account: { email: string } | null }).account;

describe('a sign-in link by email', () => {
  it('is mailed, signs a new browser in once, and verifies the email', async () => {
    const { who: first } = await member('mira@example.com');
    expect((await first.request('GET', '/api/account/email-verification')).json()).toEqual({ verified: false });

    const asked = await askLink('Mira@Example.com');
    expect(asked.statusCode).toBe(202);
    expect(asked.body).toBe('');
    const mail = await smtp.next('mira@example.com');
    expect(mail.from).toBe('hello@venturekit.test');
    expect(mail.subject).toBe('Your Venturekit sign-in link');
    expect(mail.text).toContain(`It works once, within ${EMAIL_LINKS.signInMinutes} minutes.`);
    const link = linkIn(mail, EMAIL_LINKS.signInPath);
    expect(link.origin).toBe('http://localhost'); // the request's own origin (inject's Host)
    // The HTML part carries the same link, escaped, and nothing unescaped.
    expect(mail.html).toContain(`${link.pathname}${link.hash}">Sign in to Venturekit</a>`);

    // The token is the fragment, which no GET carries (a mail scanner's included): only its POST signs in.
    const phone = browser(app);
    const signedIn = await phone.request('POST', '/api/account/email-link/sign-in', { token: tokenOf(link) });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ account: { email: 'mira@example.com' } });
    expect(String(signedIn.headers['set-cookie'])).toMatch(/vk_session=[A-Za-z0-9_-]{43}/);
    expect(await accountOf(phone)).toMatchObject({ email: 'mira@example.com' });
    expect((await phone.request('GET', '/api/account/email-verification')).json()).toEqual({ verified: true });

    const again = await browser(app).request('POST', '/api/account/email-link/sign-in', { token: tokenOf(link) });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: EMAIL_LINK_FAILED });
  });

  it('works for 15 minutes only', async () => {
    await member('kai@example.com');
    await askLink('kai@example.com');
    const link = linkIn(await smtp.next('kai@example.com'), EMAIL_LINKS.signInPath);
    const [row] = await served.database.query<{ minutes: number }>(
      `select extract(epoch from expires_at - now()) / 60 as minutes from email_tokens
        where account_id = (select id from accounts where email_key = 'kai@example.com') and purpose = 'sign-in'`,
    );
    expect(Number(row?.minutes)).toBeGreaterThan(14);
    expect(Number(row?.minutes)).toBeLessThanOrEqual(15);
    await served.database.query(
      `update email_tokens set expires_at = now() - interval '1 second'
        where account_id = (select id from accounts where email_key = 'kai@example.com') and purpose = 'sign-in'`,
    );
    const late = await browser(app).request('POST', '/api/account/email-link/sign-in', { token: tokenOf(link) });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ error: EMAIL_LINK_FAILED });
  });

  it('answers an email without an account the same, and mails nothing to it', async () => {
    await member('noor@example.com');
    const unknown = await askLink('nobody@example.com', '198.51.100.2');
    const known = await askLink('noor@example.com', '198.51.100.2');
    expect([unknown.statusCode, unknown.body, unknown.headers['content-type']]).toEqual([
      known.statusCode,
      known.body,
      known.headers['content-type'],
    ]);
    await smtp.next('noor@example.com');
    expect(smtp.received.filter((mail) => mail.to.includes('nobody@example.com'))).toEqual([]);
    const [row] = await served.database.query<{ count: number }>(
      "select count(*)::int as count from email_tokens t join accounts a on a.id = t.account_id where a.email_key = 'nobody@example.com'",
    );
    expect(row?.count).toBe(0);
  });

  it('is limited per email from anywhere, and per client address whatever the email', async () => {
    const { max } = EMAIL_LINK_LIMITS.perEmail;
    for (let sent = 0; sent < max; sent++)
      expect((await askLink('ana@example.com', `203.0.113.${sent + 1}`)).statusCode).toBe(202);
    const tooMany = await askLink('ana@example.com', '203.0.113.99');
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json().error).toMatch(
      /^Too many links were sent to this email\. Please try again in \d+ minutes?\.$/,
    );

    const address = '192.0.2.7';
    for (let sent = 0; sent < EMAIL_LINK_LIMITS.perAddress.max; sent++)
      expect((await askLink(`person${sent}@example.com`, address)).statusCode).toBe(202);
    const refused = await askLink('someone-else@example.com', address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeTruthy();
    expect(refused.json().error).toMatch(/^Too many links asked for from your address\./);
  });

  it('refuses a token that is not one, without a lookup', async () => {
    const answer = await browser(app).request('POST', '/api/account/email-link/sign-in', { token: 'short' });
    expect(answer.statusCode).toBe(400);
  });
});

describe('verifying an email', () => {
  it('mails a link at sign-up that verifies the email once, without signing in', async () => {
    const { who, verification } = await member('sam@example.com');
    expect(verification.subject).toBe('Verify your email for Venturekit');
    expect(verification.text).toContain('Hello Lena Park,');
    const link = linkIn(verification, EMAIL_LINKS.verifyPath);

    const elsewhere = browser(app);
    const verified = await elsewhere.request('POST', '/api/account/email-verification/verify', {
      token: tokenOf(link),
    });
    expect(verified.json()).toEqual({ verified: true });
    expect(await accountOf(elsewhere)).toBeNull();
    expect((await who.request('GET', '/api/account/email-verification')).json()).toEqual({ verified: true });
    const reused = await elsewhere.request('POST', '/api/account/email-verification/verify', { token: tokenOf(link) });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ error: EMAIL_LINK_FAILED });

    const sendAgain = await who.request('POST', '/api/account/email-verification');
    expect(sendAgain.statusCode).toBe(409);
    expect(sendAgain.json()).toEqual({ error: EMAIL_TEXTS.verifiedAlready });

    // A new address is not verified by the old one's link.
    const moved = await who.request('PUT', '/api/account/profile', {
      name: 'Lena Park',
      email: 'sam.new@example.com',
      currentPassword: PASSWORD,
    });
    expect(moved.statusCode).toBe(200);
    expect((await who.request('GET', '/api/account/email-verification')).json()).toEqual({ verified: false });
  });

  it('sends again on asking, the newest link working as well, within the per-email limit', async () => {
    const { who, verification } = await member('lee@example.com');
    expect((await who.request('POST', '/api/account/email-verification')).statusCode).toBe(202);
    const second = linkIn(await smtp.next('lee@example.com'), EMAIL_LINKS.verifyPath);
    expect(tokenOf(second)).not.toBe(tokenOf(linkIn(verification, EMAIL_LINKS.verifyPath)));
    for (let sent = 1; sent < EMAIL_LINK_LIMITS.perEmail.max; sent++)
      expect((await who.request('POST', '/api/account/email-verification')).statusCode).toBe(202);
    expect((await who.request('POST', '/api/account/email-verification')).statusCode).toBe(429);

    const verified = await who.request('POST', '/api/account/email-verification/verify', { token: tokenOf(second) });
    expect(verified.json()).toEqual({ verified: true });
  });

  it('verifies nothing once the account has another email', async () => {
    const { who, verification } = await member('old@example.com');
    // As a change of email will: the link went to the old address.
    await served.database.query(
      "update accounts set email = 'new@example.com', email_key = 'new@example.com' where email_key = 'old@example.com'",
    );
    const token = tokenOf(linkIn(verification, EMAIL_LINKS.verifyPath));
    const answer = await who.request('POST', '/api/account/email-verification/verify', { token });
    expect(answer.statusCode).toBe(400);
    expect((await who.request('GET', '/api/account/email-verification')).json()).toEqual({ verified: false });
  });

  it('is for members only', async () => {
    const guest = browser(app);
    expect((await guest.request('GET', '/api/account/email-verification')).statusCode).toBe(401);
    expect((await guest.request('POST', '/api/account/email-verification')).statusCode).toBe(401);
  });

  it('says the server sends email in the health check', async () => {
    expect((await app.inject('/api/health')).json()).toMatchObject({ mail: true });
  });
});

describe('a server without SMTP_URL', () => {
  const plain = useTestApp({ RATE_LIMIT_MAX: '0', WRITE_RATE_LIMIT_MAX: '0', NEW_WORKSPACES_MAX: '0' });

  it('says it sends no email, offers no link and sends no verification', async () => {
    expect((await plain.app.inject('/api/health')).json()).toMatchObject({ mail: false });
    const who = browser(plain.app);
    await who.request('POST', '/api/account/sign-up', {
      name: 'Ida Berg',
      email: 'ida@example.com',
      password: PASSWORD,
    });
    const asked = await who.request('POST', '/api/account/email-link', { email: 'ida@example.com' });
    expect(asked.statusCode).toBe(404);
    expect(asked.json()).toEqual({ error: EMAIL_TEXTS.noMail });
    expect((await who.request('POST', '/api/account/email-verification')).statusCode).toBe(404);
    expect((await who.request('GET', '/api/account/email-verification')).json()).toEqual({ verified: false });
    const [row] = await plain.database.query<{ count: number }>('select count(*)::int as count from email_tokens');
    expect(row?.count).toBe(0);
  });
});

describe('a server that requires sign-in', () => {
  const team = useTestApp(() => ({
    RATE_LIMIT_MAX: '0',
    WRITE_RATE_LIMIT_MAX: '0',
    REQUIRE_SIGN_IN: 'true',
    SMTP_URL: smtp.url,
  }));

  it('lets a browser without a session ask for a link and use one, but not read a verification', async () => {
    const guest = browser(team.app);
    expect((await guest.request('POST', '/api/account/email-link', { email: 'ida@example.com' })).statusCode).toBe(202);
    const token = 'A'.repeat(43);
    expect((await guest.request('POST', '/api/account/email-link/sign-in', { token })).statusCode).toBe(400);
    expect((await guest.request('POST', '/api/account/email-verification/verify', { token })).statusCode).toBe(400);
    expect((await guest.request('GET', '/api/account/email-verification')).statusCode).toBe(401);
  });
});

describe('a mail server that cannot be reached', () => {
  const unreachable = useTestApp(() => ({
    RATE_LIMIT_MAX: '0',
    WRITE_RATE_LIMIT_MAX: '0',
    NEW_WORKSPACES_MAX: '0',
    SMTP_URL: smtp.unreachableUrl,
  }));

  it('still signs up, and still answers an ask for a link the same', async () => {
    const who = browser(unreachable.app);
    const signedUp = await who.request('POST', '/api/account/sign-up', {
      name: 'Ida Berg',
      email: 'ida@example.com',
      password: PASSWORD,
    });
    expect(signedUp.statusCode).toBe(201);
    expect((await who.request('POST', '/api/account/email-link', { email: 'ida@example.com' })).statusCode).toBe(202);
  });
});
