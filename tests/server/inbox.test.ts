/**
 * A member's inbox through HTTP (issue 36, "See what changed"; docs/product.md §16 "Inbox"): the
 * comments that mention them and the replies in their threads, never their own, across the workspaces
 * they belong to; unread until marked read; and the same comments mailed (a real SMTP server on
 * 127.0.0.1) unless they turned it off, with the comment's request never waiting for or failing by it.
 */
import { describe, expect, it } from 'vitest';
import { EMAIL_LINKS } from '@/core/account/email-links';
import type { InboxView } from '@/core/inbox/schema';
import { browser } from '../support/server/browser';
import { linkIn, type ReceivedMail } from '../support/server/fake-smtp';
import { useFakeSmtp } from '../support/server/use-fake-smtp';
import { joined, member, type Browser } from '../support/server/team';
import { useTestApp, type TestApp } from '../support/server/test-app';

const smtp = useFakeSmtp();

const LIMITS = { RATE_LIMIT_MAX: '0', WRITE_RATE_LIMIT_MAX: '0', NEW_WORKSPACES_MAX: '0' };
const served = useTestApp(() => ({ ...LIMITS, SMTP_URL: smtp.url }));

const emailOf = (name: string) => `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`;
const inboxOf = async (who: Browser) => {
  const answer = await who.request('GET', '/api/account/inbox');
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<InboxView>();
};
const excerpts = (inbox: InboxView) => inbox.items.map((item) => `${item.reason}: ${item.excerpt}`);

/** Verifies `name`'s email by the link their sign-up mailed them (only a verified email is sent comments). */
async function verify(who: Browser, name: string) {
  const token = linkIn(await mailTo(name, /verify/i), EMAIL_LINKS.verifyPath).hash.slice(1);
  const answer = await who.request('POST', '/api/account/email-verification/verify', { token });
  expect(answer.json()).toEqual({ verified: true });
}

/**
 * An owner's workspace with a saved business plan, and its members by name, their emails verified
 * (on a server that sends email) except the `unverified` ones'.
 */
async function team(
  server: TestApp,
  owner: string,
  others: Record<string, 'editor' | 'commenter' | 'viewer'>,
  unverified: string[] = [],
) {
  const lead = await member(server.app, owner, `${owner}’s venture`);
  const ventureId = (await lead.request('GET', '/api/workspace')).json<{ currentVentureId: string }>().currentVentureId;
  const plan = (await lead.generate('business-plan', { idea: 'Cider for Lisbon cafés' }, ventureId)).done.data.saved!;
  const members: Record<string, Browser> = { [owner]: lead };
  for (const [name, role] of Object.entries(others)) members[name] = await joined(server.app, lead, name, role);
  if (server === served)
    for (const [name, who] of Object.entries(members)) if (!unverified.includes(name)) await verify(who, name);
  const comment = async (who: string, body: string, replyTo?: string) => {
    const answer = await members[who]!.request('POST', `/api/documents/${plan.id}/comments`, {
      path: ['executiveSummary'],
      body,
      ...(replyTo ? { replyTo } : {}),
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json<{ id: string }>().id;
  };
  return { members, plan, ventureId, comment };
}

/** The place an inbox email's "Open it in Venturekit" leads to. */
const linkOf = (mail: ReceivedMail) => new URL(/Open it in Venturekit: (\S+)/.exec(mail.text)![1]!);

/** The next email to `name` whose subject matches (their verification email is passed over). */
async function mailTo(name: string, subject: RegExp): Promise<ReceivedMail> {
  for (;;) {
    const mail = await smtp.next(emailOf(name));
    if (subject.test(mail.subject)) return mail;
  }
}

describe('the inbox', () => {
  it('holds a mention for the one mentioned, a reply for those in the thread, and no one’s own comments', async () => {
    const { members, plan, ventureId, comment } = await team(served, 'Olga Inbox', {
      'Lena Inbox': 'commenter',
      'Sam Inbox': 'editor',
    });
    const thread = await comment('Sam Inbox', 'Is the price right, @Lena Inbox?');
    await comment('Lena Inbox', 'It is, the cafés said so.', thread);
    await comment('Olga Inbox', 'Agreed with both of you.', thread);

    const lena = await inboxOf(members['Lena Inbox']!);
    expect(excerpts(lena)).toEqual(['reply: Agreed with both of you.', 'mention: Is the price right, @Lena Inbox?']);
    expect(lena.items[1]).toMatchObject({
      author: 'Sam Inbox',
      tool: 'business-plan',
      documentId: plan.id,
      ventureId,
      ventureName: 'Olga Inbox’s venture',
      part: 'Executive Summary',
      // Where its link opens the thread: the part's path, as the screens key its threads.
      anchor: 'executiveSummary',
      unread: true,
    });
    // Sam began the thread: both answers are for him; the mention of Lena is not.
    expect(excerpts(await inboxOf(members['Sam Inbox']!))).toEqual([
      'reply: Agreed with both of you.',
      'reply: It is, the cafés said so.',
    ]);
    // Olga wrote only after the others: nothing came after her.
    expect((await inboxOf(members['Olga Inbox']!)).items).toEqual([]);
  });

  it('counts what is unread until it is marked read, all of it or up to a moment', async () => {
    const { members, comment } = await team(served, 'Olga Unread', { 'Lena Unread': 'commenter' });
    await comment('Olga Unread', 'First, @Lena Unread.');
    await comment('Olga Unread', 'Second, @Lena Unread.');
    const lena = members['Lena Unread']!;
    const before = await inboxOf(lena);
    expect(before.unread).toBe(2);
    // Read up to the older one: the newer stays unread.
    const older = before.items[1]!.createdAt;
    expect((await lena.request('PUT', '/api/account/inbox/read', { until: older })).statusCode).toBe(204);
    const partly = await inboxOf(lena);
    expect(partly.unread).toBe(1);
    expect(partly.items.map((item) => item.unread)).toEqual([true, false]);
    expect((await lena.request('PUT', '/api/account/inbox/read', {})).statusCode).toBe(204);
    expect((await inboxOf(lena)).unread).toBe(0);
    // A mark is never moved back.
    await lena.request('PUT', '/api/account/inbox/read', { until: older });
    expect((await inboxOf(lena)).unread).toBe(0);
    await comment('Olga Unread', 'Third, @Lena Unread.');
    expect((await inboxOf(lena)).unread).toBe(1);
    expect((await lena.request('PUT', '/api/account/inbox/read', { until: 'yesterday' })).statusCode).toBe(400);
  });

  it('shows a removed member nothing of that workspace, and a guest no inbox', async () => {
    const { members, comment } = await team(served, 'Olga Removes', { 'Lena Removed': 'commenter' });
    await comment('Olga Removes', 'Still there, @Lena Removed?');
    expect((await inboxOf(members['Lena Removed']!)).items).toHaveLength(1);
    const { members: list } = (await members['Olga Removes']!.request('GET', '/api/team')).json<{
      members: { accountId: string; name: string }[];
    }>();
    const lenaId = list.find((one) => one.name === 'Lena Removed')!.accountId;
    expect((await members['Olga Removes']!.request('DELETE', `/api/team/members/${lenaId}`)).statusCode).toBe(200);
    expect(await inboxOf(members['Lena Removed']!)).toEqual({ items: [], unread: 0 });

    const guest = browser(served.app);
    expect((await guest.request('GET', '/api/account/inbox')).statusCode).toBe(401);
    expect((await guest.request('PUT', '/api/account/notifications', { emailMentions: false })).statusCode).toBe(401);
  });

  it('drops what was on a deleted result', async () => {
    const { members, plan, comment } = await team(served, 'Olga Deletes', { 'Lena Deleted': 'commenter' });
    await comment('Olga Deletes', 'On a plan soon gone, @Lena Deleted.');
    expect((await members['Olga Deletes']!.request('DELETE', `/api/documents/${plan.id}`)).statusCode).toBe(204);
    expect((await inboxOf(members['Lena Deleted']!)).items).toEqual([]);
  });
});

describe('the inbox by email', () => {
  it('mails a mention and a reply, with a link to the place, never to the author', async () => {
    const { comment, plan, members, ventureId } = await team(served, 'Olga Mail', { 'Lena Mail': 'commenter' });
    const thread = await comment('Olga Mail', 'Can you check the margins, @Lena Mail?');
    const mention = await mailTo('Lena Mail', /mentioned you/);
    expect(mention.subject).toBe('Olga Mail mentioned you on Executive Summary in Olga Mail’s venture');
    expect(mention.text).toContain('“Can you check the margins, @Lena Mail?”');
    // The link switches to the comment's workspace and venture, then opens the plan on the thread's
    // part, as the inbox's own link does.
    const [item] = (await inboxOf(members['Lena Mail']!)).items;
    const link = linkOf(mention);
    expect(link.pathname).toBe('/dashboard/open');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      workspace: item!.workspaceId,
      venture: ventureId,
      to: `/dashboard/business-plan?document=${plan.id}&part=executiveSummary`,
    });
    expect(mention.html).toContain(`${link.pathname}${link.search}`.replaceAll('&', '&amp;'));

    await comment('Lena Mail', 'Done: 62% gross.', thread);
    const reply = await mailTo('Olga Mail', /replied to you/);
    expect(reply.subject).toBe('Lena Mail replied to you on Executive Summary in Olga Mail’s venture');
    expect(
      smtp.received.filter((mail) => mail.to.includes(emailOf('Lena Mail')) && /replied/.test(mail.subject)),
    ).toEqual([]);
  });

  it('holds and mails a mention in a thread on a venture’s fact, leading to the Venture screen', async () => {
    const { members, ventureId } = await team(served, 'Olga Fact', { 'Lena Fact': 'commenter' });
    const answer = await members['Lena Fact']!.request('POST', `/api/ventures/${ventureId}/comments`, {
      path: ['price'],
      body: 'Is this price tested, @Olga Fact?',
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const [item] = (await inboxOf(members['Olga Fact']!)).items;
    expect(item).toMatchObject({
      reason: 'mention',
      tool: null,
      documentId: null,
      ventureId,
      part: 'Monthly price per customer',
      anchor: 'price',
    });
    const mail = await mailTo('Olga Fact', /mentioned you/);
    expect(mail.subject).toBe('Lena Fact mentioned you on Monthly price per customer in Olga Fact’s venture');
    expect(linkOf(mail).searchParams.get('to')).toBe('/dashboard/venture?part=price');
  });

  it('sends none to a member who turned it off', async () => {
    // Ada's address sorts before Eve's, and one comment's emails go in that order: once Eve's has
    // arrived, Ada's would have.
    const { members, comment } = await team(served, 'Olga Quiet', { 'Ada Quiet': 'viewer', 'Eve Quiet': 'editor' });
    const ada = members['Ada Quiet']!;
    expect((await ada.request('GET', '/api/account/notifications')).json()).toEqual({ emailMentions: true });
    const off = await ada.request('PUT', '/api/account/notifications', { emailMentions: false });
    expect(off.json()).toEqual({ emailMentions: false });
    expect((await ada.request('GET', '/api/account/notifications')).json()).toEqual({ emailMentions: false });

    await comment('Olga Quiet', 'Thoughts, @Ada Quiet and @Eve Quiet?');
    await mailTo('Eve Quiet', /mentioned you/);
    expect(
      smtp.received.filter((mail) => mail.to.includes(emailOf('Ada Quiet')) && /mentioned/.test(mail.subject)),
    ).toEqual([]);
    // Still in her inbox.
    expect(excerpts(await inboxOf(ada))).toEqual(['mention: Thoughts, @Ada Quiet and @Eve Quiet?']);
  });

  it('sends none to an email not yet verified, which the inbox still lists', async () => {
    // As above: Ada's email would have gone before Eve's.
    const { members, comment } = await team(
      served,
      'Olga Unverified',
      { 'Ada Unverified': 'viewer', 'Eve Verified': 'editor' },
      ['Ada Unverified'],
    );
    await comment('Olga Unverified', 'Thoughts, @Ada Unverified and @Eve Verified?');
    await mailTo('Eve Verified', /mentioned you/);
    expect(
      smtp.received.filter((mail) => mail.to.includes(emailOf('Ada Unverified')) && /mentioned/.test(mail.subject)),
    ).toEqual([]);
    expect(excerpts(await inboxOf(members['Ada Unverified']!))).toEqual([
      'mention: Thoughts, @Ada Unverified and @Eve Verified?',
    ]);
  });
});

describe('a mail server that cannot be reached', () => {
  const unreachable = useTestApp(() => ({ ...LIMITS, SMTP_URL: smtp.unreachableUrl }));

  it('still saves and answers the comment, and lists it in the inbox', async () => {
    const { members, comment } = await team(unreachable, 'Olga Down', { 'Lena Down': 'commenter' });
    await comment('Olga Down', 'Mail is down, @Lena Down.');
    expect(excerpts(await inboxOf(members['Lena Down']!))).toEqual(['mention: Mail is down, @Lena Down.']);
  });
});
