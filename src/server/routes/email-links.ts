import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { contract } from '@/core/api/contract';
import type { AccountView } from '@/core/account/schema';
import { EMAIL_LINK_FAILED, EMAIL_LINKS } from '@/core/account/email-links';
import type { SessionCookies } from '../accounts/sessions';
import { clientIdentity, countOne, waitText, type CounterStore } from '../guards/rate-limit';
import type { MailOutbox } from '../mail/mailer';
import { mailTexts } from '../mail/texts';
import { emailKey, type AccountRepository } from '../store/repositories/accounts';
import type { EmailLinkPurpose, EmailTokenRepository } from '../store/repositories/email-tokens';
import { sha256 } from '../store/rows';
import { SIGN_IN_NEEDED } from './account-texts';
import { serve } from './serve';

const MINUTE = 60_000;

/** Links asked for (docs/operations.md, "Email"): per client address, and per email from anywhere. */
export const EMAIL_LINK_LIMITS = {
  perAddress: { max: 10, windowMs: 15 * MINUTE },
  perEmail: { max: 3, windowMs: 15 * MINUTE },
} as const;

export const EMAIL_TEXTS = {
  noMail: 'This server sends no email.',
  tooManyFromAddress: (wait: string) => `Too many links asked for from your address. Please try again in ${wait}.`,
  tooManyForEmail: (wait: string) => `Too many links were sent to this email. Please try again in ${wait}.`,
  verifiedAlready: 'Your email is verified already.',
} as const;

const LIFETIMES: Record<EmailLinkPurpose, number> = {
  'sign-in': EMAIL_LINKS.signInMinutes * MINUTE,
  verify: EMAIL_LINKS.verifyHours * 60 * MINUTE,
};

export interface EmailLinkOptions {
  accounts: AccountRepository;
  emailTokens: EmailTokenRepository;
  sessions: SessionCookies;
  counters: CounterStore;
  /** Where email goes (SMTP_URL); without it every email route but the verification's status answers 404. */
  mail: MailOutbox | undefined;
  write: RouteShorthandOptions;
}

/**
 * The web app's page for `purpose`, to which a link's token is added in its fragment (never sent in a
 * request, so in no log). The origin is the request's, as TRUST_PROXY reads it, on a host
 * ALLOWED_HOSTS admits (docs/decisions.md, "Links by email").
 */
const pageOf = (request: FastifyRequest, purpose: EmailLinkPurpose): string =>
  `${request.protocol}://${request.host}${purpose === 'sign-in' ? EMAIL_LINKS.signInPath : EMAIL_LINKS.verifyPath}`;

/** A new link for `account` to `page`: its token stored as its sha256, for the account's email as it is now. */
async function newLink(
  emailTokens: EmailTokenRepository,
  page: string,
  purpose: EmailLinkPurpose,
  account: AccountView,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + LIFETIMES[purpose]);
  await emailTokens.issue({
    tokenHash: sha256(token),
    purpose,
    accountId: account.id,
    email: account.email,
    expiresAt,
  });
  return `${page}#${token}`;
}

const LIMIT_TEXT = { perAddress: EMAIL_TEXTS.tooManyFromAddress, perEmail: EMAIL_TEXTS.tooManyForEmail } as const;

/** Counts one link against `limit` for `subject` (an address, an email); answers 429 and true when its window is full. */
async function overLimit(
  counters: CounterStore,
  reply: FastifyReply,
  limit: keyof typeof EMAIL_LINK_LIMITS,
  subject: string,
): Promise<boolean> {
  const { allowed, retryAfterSeconds } = await countOne(
    counters,
    `email-link-${limit}:${subject}`,
    EMAIL_LINK_LIMITS[limit],
  );
  if (allowed) return false;
  await reply
    .code(429)
    .header('retry-after', retryAfterSeconds)
    .send({ error: LIMIT_TEXT[limit](waitText(retryAfterSeconds)) });
  return true;
}

/** Mails `account` a link to verify its email (at sign-up, and Send Again), after the answer; a no-op without mail. */
export function verificationMailer({ emailTokens, mail }: Pick<EmailLinkOptions, 'emailTokens' | 'mail'>) {
  return (request: FastifyRequest, account: AccountView): void => {
    const page = pageOf(request, 'verify');
    mail?.later('verification', async () =>
      mailTexts.verification(account.email, account.name, await newLink(emailTokens, page, 'verify', account)),
    );
  };
}

/** Links by email (docs/product.md §16): a sign-in link, and an email's verification. */
export async function emailLinkRoutes(app: FastifyInstance, options: EmailLinkOptions) {
  signInLinkRoutes(app, options);
  verificationRoutes(app, options);
}

/** Email Me a Sign-In Link, and the link's page signing in. */
function signInLinkRoutes(app: FastifyInstance, options: EmailLinkOptions) {
  const { accounts, emailTokens, sessions, counters, mail, write } = options;
  serve(app, contract.emailSignInLink, write, async ({ body, request, reply }) => {
    if (!mail) return reply.code(404).send({ error: EMAIL_TEXTS.noMail });
    if (await overLimit(counters, reply, 'perAddress', clientIdentity(request))) return reply;
    if (await overLimit(counters, reply, 'perEmail', emailKey(body.email))) return reply;
    // Whether the email has an account is looked up after the answer: the same answer, in the same time.
    const page = pageOf(request, 'sign-in');
    mail.later('sign-in link', async () => {
      const found = await accounts.byEmail(body.email);
      return found && mailTexts.signInLink(found.email, await newLink(emailTokens, page, 'sign-in', found));
    });
  });

  serve(app, contract.emailSignIn, write, async ({ body, request, reply }) => {
    if (!mail) return reply.code(404).send({ error: EMAIL_TEXTS.noMail });
    const accountId = await emailTokens.take(sha256(body.token), 'sign-in');
    const account = accountId && (await accounts.byId(accountId));
    if (!account) return reply.code(400).send({ error: EMAIL_LINK_FAILED });
    await sessions.start(request, reply, account.id, (await accounts.firstWorkspace(account.id)) ?? null);
    return { account };
  });
}

/** Whether the account's email is verified, Send Again, and the verification link's page. */
function verificationRoutes(app: FastifyInstance, options: EmailLinkOptions) {
  const { emailTokens, sessions, counters, mail, write } = options;
  const sendVerification = verificationMailer(options);

  serve(app, contract.emailVerification, {}, async ({ request, reply }) => {
    const member = await sessions.signedIn(request);
    if (!member) return reply.code(401).send({ error: SIGN_IN_NEEDED });
    return { verified: await emailTokens.isVerified(member.account.id) };
  });

  serve(app, contract.sendVerification, write, async ({ request, reply }) => {
    if (!mail) return reply.code(404).send({ error: EMAIL_TEXTS.noMail });
    const member = await sessions.signedIn(request);
    if (!member) return reply.code(401).send({ error: SIGN_IN_NEEDED });
    if (await emailTokens.isVerified(member.account.id))
      return reply.code(409).send({ error: EMAIL_TEXTS.verifiedAlready });
    if (await overLimit(counters, reply, 'perEmail', emailKey(member.account.email))) return reply;
    sendVerification(request, member.account);
  });

  serve(app, contract.verifyEmail, write, async ({ body, reply }) => {
    if (!mail) return reply.code(404).send({ error: EMAIL_TEXTS.noMail });
    if (!(await emailTokens.take(sha256(body.token), 'verify')))
      return reply.code(400).send({ error: EMAIL_LINK_FAILED });
    return { verified: true };
  });
}
