import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { contract } from '@/core/api/contract';
import { mailedPlace } from '@/core/inbox/place';
import type { SessionCookies } from '../accounts/sessions';
import type { LimitHooks } from '../guards/rate-limit';
import { sameOriginLimited } from '../guards/same-origin';
import type { MailOutbox } from '../mail/mailer';
import { mailTexts } from '../mail/texts';
import type { InboxRepository } from '../store/repositories/inbox';
import { BODY_LIMITS } from './route-deps';
import { serve } from './serve';

export interface InboxRouteOptions {
  inbox: InboxRepository;
  sessions: SessionCookies;
  writeLimit: LimitHooks['write'];
}

/** The signed-in account's id; core/api/access.ts has already refused a guest (401). */
async function accountOf(sessions: SessionCookies, request: FastifyRequest): Promise<string> {
  const member = await sessions.signedIn(request);
  if (!member) throw new Error('The inbox was reached without an account.');
  return member.account.id;
}

/**
 * A member's inbox across their workspaces (docs/product.md §16 "Inbox"), their mark of what they have
 * read, and whether such comments are mailed to them: all the account's own ('self').
 */
export async function inboxRoutes(app: FastifyInstance, { inbox, sessions, writeLimit }: InboxRouteOptions) {
  const write: RouteShorthandOptions = { onRequest: sameOriginLimited(writeLimit), bodyLimit: BODY_LIMITS.small };

  serve(app, contract.inbox, {}, async ({ request }) => inbox.read(await accountOf(sessions, request)));

  serve(app, contract.markInboxRead, write, async ({ body, request }) => {
    await inbox.markRead(await accountOf(sessions, request), body.until);
  });

  serve(app, contract.notificationSettings, {}, async ({ request }) => ({
    emailMentions: await inbox.emailMentions(await accountOf(sessions, request)),
  }));

  serve(app, contract.changeNotifications, write, async ({ body, request }) => {
    const accountId = await accountOf(sessions, request);
    await inbox.setEmailMentions(accountId, body.emailMentions);
    return { emailMentions: await inbox.emailMentions(accountId) };
  });
}

/**
 * Mails a new comment to the members it mentions or answers, after the answer has left (a failure is
 * logged, never the request's): each who has not turned it off, never its author. No SMTP, no email.
 */
export function mentionMailer(inbox: InboxRepository, mail: MailOutbox | undefined) {
  return (request: FastifyRequest, commentId: string): void => {
    // The request's origin, as the links by email build theirs (docs/decisions.md, "Links by email").
    const origin = `${request.protocol}://${request.host}`;
    mail?.later('mention', async () =>
      (await inbox.notices(commentId)).map(({ to, item }) =>
        mailTexts.mention(to.email, item, `${origin}${mailedPlace(item)}`),
      ),
    );
  };
}
