import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { contract } from '@/core/api/contract';
import { DELETE_CONFIRMATION } from '@/core/account/schema';
import { checkPassword, hashPassword, passwordProblem } from '../accounts/passwords';
import { triedPassword } from '../accounts/password-tries';
import type { SessionCookies } from '../accounts/sessions';
import type { CounterStore } from '../guards/rate-limit';
import { emailKey, type AccountRepository, type SignedIn } from '../store/repositories/accounts';
import type { HandoverLinkRepository } from '../store/repositories/handover-links';
import { signedInMember } from './account-member';
import { CURRENT_PASSWORD_NEEDED, CURRENT_PASSWORD_WRONG, DELETE_NOT_CONFIRMED, EMAIL_IN_USE } from './account-texts';
import { serve } from './serve';

export interface AccountChangeOptions {
  accounts: AccountRepository;
  handoverLinks: HandoverLinkRepository;
  sessions: SessionCookies;
  counters: CounterStore;
  write: RouteShorthandOptions;
}

/**
 * Proves the member knows the account's password, when it has one: `given` is checked behind the
 * sign-in's wrong-tries guard. True to go on; false when a refusal was sent (none given: 400,
 * wrong: 403, too many wrong: 429). An account without a password (made with a passkey) goes on:
 * the member proved a passkey to get the session.
 */
async function provePassword(
  { accounts, counters }: AccountChangeOptions,
  member: SignedIn,
  given: string | undefined,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  const hash = await accounts.passwordHash(member.account.id);
  if (!hash) return true;
  if (!given) {
    void reply.code(400).send({ error: CURRENT_PASSWORD_NEEDED });
    return false;
  }
  const outcome = await triedPassword(counters, request, reply, member.account.email, () => checkPassword(given, hash));
  if (outcome === 'wrong') void reply.code(403).send({ error: CURRENT_PASSWORD_WRONG });
  return outcome === 'right';
}

/**
 * The account screen's changes (docs/product.md §16): the name and email, the password (changed, or
 * set on a passkey-made account), and Delete My Account with what it would delete.
 */
export function accountChangeRoutes(app: FastifyInstance, options: AccountChangeOptions) {
  const { accounts, handoverLinks, sessions, write } = options;
  const member = signedInMember(sessions);

  serve(app, contract.changeProfile, write, async ({ body, request, reply }) => {
    const found = await member(request, reply);
    if (!found) return;
    // A passkey-only account changes its email as the signed-in member, with no password to ask:
    // checking that the new address receives mail comes with SMTP (issue 36's email step, another branch).
    const newEmail = emailKey(body.email) !== emailKey(found.account.email);
    if (newEmail && !(await provePassword(options, found, body.currentPassword, request, reply))) return;
    const changed = await accounts.changeProfile(found.account.id, body);
    if (changed === 'taken') return reply.code(409).send({ error: EMAIL_IN_USE });
    return { account: changed };
  });

  serve(app, contract.passwordStatus, {}, async ({ request, reply }) => {
    const found = await member(request, reply);
    return (
      found && {
        hasPassword: Boolean(await accounts.passwordHash(found.account.id)),
        resetting: await handoverLinks.resetOpen(found.sessionId),
      }
    );
  });

  serve(app, contract.changePassword, write, async ({ body, request, reply }) => {
    const found = await member(request, reply);
    if (!found) return;
    // A session an owner's one-time link opened sets a new password without the old one, once, for a while.
    const resetting = await handoverLinks.resetOpen(found.sessionId);
    if (!resetting && !(await provePassword(options, found, body.currentPassword, request, reply))) return;
    const problem = await passwordProblem(body.newPassword, found.account);
    if (problem) return reply.code(400).send({ error: `newPassword: ${problem}` });
    // Whoever else holds a session (a stolen cookie, a forgotten laptop) is signed out; this browser stays.
    const ended = await accounts.setPassword(found.account.id, await hashPassword(body.newPassword), found.sessionId);
    if (resetting) await handoverLinks.takeReset(found.sessionId);
    return { endedSessions: ended };
  });

  serve(app, contract.accountDeletion, {}, async ({ request, reply }) => {
    const found = await member(request, reply);
    if (!found) return;
    const hasPassword = Boolean(await accounts.passwordHash(found.account.id));
    return { hasPassword, ...(await accounts.deletionPreview(found.account.id)) };
  });

  serve(app, contract.deleteAccount, write, async ({ body, request, reply }) => {
    const found = await member(request, reply);
    if (!found) return;
    const hasPassword = Boolean(await accounts.passwordHash(found.account.id));
    if (!hasPassword && body.confirmation?.trim() !== DELETE_CONFIRMATION)
      return reply.code(400).send({ error: DELETE_NOT_CONFIRMED });
    if (!(await provePassword(options, found, body.password, request, reply))) return;
    await accounts.deleteAccount(found.account.id);
    sessions.forget(request, reply);
  });
}
