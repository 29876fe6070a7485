/**
 * Invitations by email through HTTP (issue 36; docs/product.md §16 "A team"), against a real SMTP
 * server on 127.0.0.1: the invitation mailed with who invites, where, and what the role allows; its
 * link working once; the mails limited per workspace and per client address; and, on a server
 * without SMTP_URL, a link only.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamView } from '@/core/account/team';
import { INVITE_MAIL_LIMITS, INVITE_MAIL_TEXTS } from '@/server/routes/invite-mail';
import { EMAIL_TEXTS } from '@/server/routes/email-links';
import { TEAM_TEXTS } from '@/server/store/repositories/team';
import { startFakeSmtp, type FakeSmtp, type ReceivedMail } from '../support/server/fake-smtp';
import { accept, member, type Browser } from '../support/server/team';
import { useTestApp } from '../support/server/test-app';

const LIMITS_OFF = { RATE_LIMIT_MAX: '0', WRITE_RATE_LIMIT_MAX: '0', NEW_WORKSPACES_MAX: '0' };
let smtp: FakeSmtp;
beforeAll(async () => {
  smtp = await startFakeSmtp();
});
afterAll(async () => {
  await smtp.close();
});

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
