/**
 * Invitations by email through HTTP (issue 36; docs/product.md §16 "A team"), against a real SMTP
 * server on 127.0.0.1: the invitation mailed with who invites, where, and what the role allows; its
 * link working once; the mails limited per workspace and per client address; on a server without
 * SMTP_URL, a link only. And the one-time sign-in links an owner hands over (no email needed): once,
 * for 24 hours, for a member of this workspace only and never an owner; the reset they open.
 */
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TeamView } from '@/core/account/team';
import { INVITE_MAIL_LIMITS, INVITE_MAIL_TEXTS } from '@/server/routes/invite-mail';
import { EMAIL_TEXTS } from '@/server/routes/email-links';
import { TEAM_TEXTS } from '@/server/store/repositories/team';
import { HANDOVER_TEXTS } from '@/server/store/repositories/handover-links';
import { HANDOVER_FAILED } from '@/server/routes/handover-links';
import { CURRENT_PASSWORD_NEEDED } from '@/server/routes/account-texts';
import { browser } from '../support/server/browser';
import type { ReceivedMail } from '../support/server/fake-smtp';
import { useFakeSmtp } from '../support/server/use-fake-smtp';
import { accept, joined, member, type Browser } from '../support/server/team';
import { useTestApp } from '../support/server/test-app';

const LIMITS_OFF = { RATE_LIMIT_MAX: '0', WRITE_RATE_LIMIT_MAX: '0', NEW_WORKSPACES_MAX: '0' };
const smtp = useFakeSmtp();

const teamOf = async (who: Browser) => (await who.request('GET', '/api/team')).json<TeamView>();
/** Invites `email` as `role` from `owner`, asking from the client address `from`. */
const mailInvite = (owner: Browser, email: string, role = 'editor', from = '198.51.100.1') =>
  owner.request('POST', '/api/team/invites', { role, email }, { 'x-forwarded-for': from });
/** The invitation's link in a mail: its path (`/invite/<token>`). */
function invitePathIn(mail: ReceivedMail): string {
  const found = /https?:\/\/[^\s"<>]+(\/invite\/[A-Za-z0-9_-]{43})(?=\s|$)/.exec(mail.text);
  if (!found?.[1]) throw new Error(`No invitation link in: ${mail.text}`);
  return found[1];
}

describe('an invitation by email', () => {
  const served = useTestApp(() => ({ ...LIMITS_OFF, SMTP_URL: smtp.url, TRUST_PROXY: 'true' }));
  let app: FastifyInstance;
  beforeAll(() => {
    app = served.app;
  });

  it('is mailed with who invites, where and what the role allows, and its link works once', async () => {
    const lena = await member(app, 'Lena Park', 'PawPantry');
    const answer = await mailInvite(lena, 'sam@example.com');
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({ invite: { role: 'editor', email: 'sam@example.com' } });
    expect((await teamOf(lena)).invites.map((one) => [one.role, one.email])).toEqual([['editor', 'sam@example.com']]);

    const mail = await smtp.next('sam@example.com');
    expect(mail.subject).toBe("Lena Park invited you to Lena Park's workspace on Venturekit");
    expect(mail.text).toContain(
      "Lena Park invited you to join Lena Park's workspace on Venturekit as an editor: generate, edit, export and share.",
    );
    expect(mail.text).toContain('The link below works once, within 7 days.');
    const path = invitePathIn(mail);
    expect(mail.text).toContain("Join Lena Park's workspace: http://localhost");
    // The link in the answer is the one mailed: the owner may hand it over too.
    expect(answer.json<{ path: string }>().path).toBe(path);

    const sam = await member(app, 'Sam Lee');
    expect((await accept(sam, path)).json()).toMatchObject({ workspace: { role: 'editor' } });
    const again = await accept(await member(app, 'Ada Moss'), path);
    expect([again.statusCode, again.json()]).toEqual([404, { error: TEAM_TEXTS.inviteUsed }]);
    expect((await teamOf(lena)).invites).toEqual([]);
  });

  it('refuses an email that is not one, and mails nothing', async () => {
    const lena = await member(app, 'Lena Bad');
    const before = smtp.received.length;
    expect((await mailInvite(lena, 'not an email')).statusCode).toBe(400);
    expect((await teamOf(lena)).invites).toEqual([]);
    expect(smtp.received.length).toBe(before);
  });

  it(`mails at most ${INVITE_MAIL_LIMITS.perWorkspace.max} a day from a workspace and ${INVITE_MAIL_LIMITS.perAddress.max} an hour from an address; links stay free`, async () => {
    const owner = await member(app, 'Busy Owner');
    const { perWorkspace, perAddress } = INVITE_MAIL_LIMITS;
    for (let n = 0; n < perWorkspace.max; n += 1)
      expect((await mailInvite(owner, `one${n}@example.com`, 'viewer', '203.0.113.1')).statusCode).toBe(201);
    // From another address, the workspace's own limit still holds.
    const refused = await mailInvite(owner, 'over@example.com', 'viewer', '203.0.113.2');
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ error: string }>().error).toBe(INVITE_MAIL_TEXTS.perWorkspace('24 hours'));
    expect((await teamOf(owner)).invites.filter((one) => one.email === 'over@example.com')).toEqual([]);
    const link = await owner.request('POST', '/api/team/invites', { role: 'viewer' });
    expect(link.statusCode).toBe(201);

    // Another workspace asking from the first address fills the address's hour.
    const other = await member(app, 'Other Owner');
    for (let n = perWorkspace.max; n < perAddress.max; n += 1)
      expect((await mailInvite(other, `two${n}@example.com`, 'viewer', '203.0.113.1')).statusCode).toBe(201);
    const fromAddress = await mailInvite(other, 'last@example.com', 'viewer', '203.0.113.1');
    expect(fromAddress.statusCode).toBe(429);
    expect(fromAddress.json<{ error: string }>().error).toBe(INVITE_MAIL_TEXTS.perAddress('60 minutes'));
    expect((await mailInvite(other, 'elsewhere@example.com', 'viewer', '203.0.113.3')).statusCode).toBe(201);
  });
});

describe('a server without SMTP_URL', () => {
  const plain = useTestApp(LIMITS_OFF);

  it('makes invitation links only: an email is refused and no invitation is made', async () => {
    const lena = await member(plain.app, 'Lena Park');
    const refused = await mailInvite(lena, 'sam@example.com');
    expect([refused.statusCode, refused.json()]).toEqual([404, { error: EMAIL_TEXTS.noMail }]);
    expect((await teamOf(lena)).invites).toEqual([]);
    const link = await lena.request('POST', '/api/team/invites', { role: 'viewer' });
    expect(link.json()).toMatchObject({ invite: { role: 'viewer', email: null } });
  });
});

describe('a sign-in link an owner hands over', () => {
  const plain = useTestApp(LIMITS_OFF);
  const idOf = async (owner: Browser, name: string) =>
    (await teamOf(owner)).members.find((one) => one.name === name)!.accountId;
  const makeLink = (owner: Browser, accountId: string) =>
    owner.request('POST', `/api/team/members/${accountId}/sign-in-link`);
  /** Opens the link at `path` (`/sign-in/handover#<token>`) in a new browser, as its page does. */
  async function open(path: string) {
    const who = browser(plain.app);
    const answer = await who.request('POST', '/api/account/handover-link/sign-in', { token: path.split('#')[1] });
    return { who, answer };
  }

  it('signs the member in once, lets that session set a new password without the old one, and ends their other sessions', async () => {
    const lena = await member(plain.app, 'Lena Park', 'PawPantry');
    const sam = await joined(plain.app, lena, 'Sam Lee', 'editor');
    const made = await makeLink(lena, await idOf(lena, 'Sam Lee'));
    expect(made.statusCode, made.body).toBe(201);
    const { path, expiresAt } = made.json<{ path: string; expiresAt: string }>();
    expect(path).toMatch(/^\/sign-in\/handover#[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(23.9 * 3_600_000);

    const { who, answer } = await open(path);
    expect([answer.statusCode, answer.json()]).toEqual([
      200,
      { account: expect.objectContaining({ name: 'Sam Lee' }) },
    ]);
    expect((await teamOf(who)).workspace).toMatchObject({ name: "Lena Park's workspace", role: 'editor' });
    const again = await open(path);
    expect([again.answer.statusCode, again.answer.json()]).toEqual([400, { error: HANDOVER_FAILED }]);

    expect((await who.request('GET', '/api/account/password')).json()).toEqual({ hasPassword: true, resetting: true });
    const reset = await who.request('PUT', '/api/account/password', { newPassword: 'a brand new passphrase here' });
    expect([reset.statusCode, reset.json()]).toEqual([200, { endedSessions: 1 }]);
    // The old browser is signed out; the reset is spent: the next change asks the current password.
    expect((await sam.request('GET', '/api/account')).json()).toMatchObject({ account: null });
    expect((await who.request('GET', '/api/account/password')).json()).toEqual({ hasPassword: true, resetting: false });
    const second = await who.request('PUT', '/api/account/password', { newPassword: 'yet another passphrase here' });
    expect([second.statusCode, second.json()]).toEqual([400, { error: CURRENT_PASSWORD_NEEDED }]);
    const signIn = await browser(plain.app).request('POST', '/api/account/sign-in', {
      email: 'sam.lee@example.com',
      password: 'a brand new passphrase here',
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('expires, and a newer link replaces an older one', async () => {
    const lena = await member(plain.app, 'Lena Expiry', 'Expiring');
    await joined(plain.app, lena, 'Mo Chen', 'viewer');
    const mo = await idOf(lena, 'Mo Chen');
    const first = (await makeLink(lena, mo)).json<{ path: string }>().path;
    const second = (await makeLink(lena, mo)).json<{ path: string }>().path;
    expect((await open(first)).answer.statusCode).toBe(400);
    await plain.database.query(`update handover_links set expires_at = now() - interval '1 second'`);
    expect((await open(second)).answer.json()).toEqual({ error: HANDOVER_FAILED });
  });

  it('is refused to non-owners, for owners, for oneself, for non-members, and for members of other workspaces', async () => {
    const lena = await member(plain.app, 'Lena Owner', 'Refusals');
    await joined(plain.app, lena, 'Ed Editor', 'editor');
    const ed = await idOf(lena, 'Ed Editor');
    const coOwner = await joined(plain.app, lena, 'Co Owner', 'owner');
    const refusedEditor = await makeLink(await joined(plain.app, lena, 'Other Editor', 'editor'), ed);
    expect(refusedEditor.statusCode).toBe(403);

    const forOwner = await makeLink(coOwner, await idOf(lena, 'Lena Owner'));
    expect([forOwner.statusCode, forOwner.json()]).toEqual([409, { error: HANDOVER_TEXTS.owner }]);
    const forSelf = await makeLink(lena, await idOf(lena, 'Lena Owner'));
    expect([forSelf.statusCode, forSelf.json()]).toEqual([409, { error: HANDOVER_TEXTS.yourself }]);

    const stranger = await member(plain.app, 'Stranger Elsewhere', 'Their own');
    const strangerId = (await stranger.request('GET', '/api/account')).json<{ account: { id: string } }>().account.id;
    expect((await makeLink(lena, strangerId)).statusCode).toBe(404);
    // A member with a workspace of their own: a link made here would open it too.
    await accept(
      stranger,
      await (async () => {
        const made = await lena.request('POST', '/api/team/invites', { role: 'viewer' });
        return made.json<{ path: string }>().path;
      })(),
    );
    const forTwoWorkspaces = await makeLink(lena, strangerId);
    expect([forTwoWorkspaces.statusCode, forTwoWorkspaces.json()]).toEqual([
      409,
      { error: HANDOVER_TEXTS.otherWorkspaces('Stranger Elsewhere') },
    ]);
  });

  it('opens nothing once the member was made an owner, or its maker is no owner any more', async () => {
    const lena = await member(plain.app, 'Lena Later', 'Later');
    await joined(plain.app, lena, 'Pat Promoted', 'viewer');
    const pat = await idOf(lena, 'Pat Promoted');
    const { path } = (await makeLink(lena, pat)).json<{ path: string }>();
    expect((await lena.request('PUT', `/api/team/members/${pat}`, { role: 'owner' })).statusCode).toBe(200);
    expect((await open(path)).answer.json()).toEqual({ error: HANDOVER_FAILED });

    // Pat, now an owner, makes a link for Vi; Lena makes Pat an editor before Vi opens it.
    const patOwner = await member(plain.app, 'Pat Second');
    await accept(
      patOwner,
      (await lena.request('POST', '/api/team/invites', { role: 'owner' })).json<{ path: string }>().path,
    );
    await joined(plain.app, lena, 'Vi Viewer', 'viewer');
    const made = await makeLink(patOwner, await idOf(lena, 'Vi Viewer'));
    expect(made.statusCode).toBe(201);
    const second = await idOf(lena, 'Pat Second');
    expect((await lena.request('PUT', `/api/team/members/${second}`, { role: 'editor' })).statusCode).toBe(200);
    expect((await open(made.json<{ path: string }>().path)).answer.json()).toEqual({ error: HANDOVER_FAILED });
  });
});
