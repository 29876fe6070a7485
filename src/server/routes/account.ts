import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { contract } from '@/core/api/contract';
import { accessOf } from '@/core/account/team';
import { SIGN_IN_FAILED, type AccountView } from '@/core/account/schema';
import { checkAgainstDecoy, checkPassword, hashPassword, passwordProblem } from '../accounts/passwords';
import { ACCOUNT_LIMITS, triedPassword } from '../accounts/password-tries';
import type { SessionCookies } from '../accounts/sessions';
import type { HandoverLinkRepository } from '../store/repositories/handover-links';
import type { memberIdentity } from '../accounts/member-identity';
import type { CounterStore, LimitHooks } from '../guards/rate-limit';
import { sameOriginLimited } from '../guards/same-origin';
import type { AccountRepository } from '../store/repositories/accounts';
import type { PasskeyRepository } from '../store/repositories/passkeys';
import type { TeamRepository } from '../store/repositories/team';
import type { GuestIdentity } from '../workspace/identity';
import { BODY_LIMITS } from './route-deps';
import { EMAIL_TAKEN, SIGNED_IN_ALREADY, SIGN_IN_NEEDED } from './account-texts';
import { accountChangeRoutes } from './account-changes';
import { passkeyRoutes } from './passkeys';
import { serve } from './serve';
import { workspaceErrors } from './workspace';

export { EMAIL_TAKEN };
export { ACCOUNT_LIMITS };

export interface AccountRouteOptions {
  accounts: AccountRepository;
  passkeys: PasskeyRepository;
  sessions: SessionCookies;
  guest: GuestIdentity;
  identity: ReturnType<typeof memberIdentity>;
  /** The workspace a member works in, named, with their role. */
  team: TeamRepository;
  /** The password reset a one-time link an owner handed over opens (docs/decisions.md, "Links an owner hands over"). */
  handoverLinks: HandoverLinkRepository;
  counters: CounterStore;
  /** The write rate limit, if configured. */
  writeLimit: LimitHooks['write'];
  /** After a sign-up by password or passkey (the email's verification link, when SMTP_URL is set). */
  afterSignUp?: (request: FastifyRequest, account: AccountView) => void;
}

/**
 * Accounts (docs/product.md §16): Sign Up keeps the guest's workspace, Sign In, Log Out, the account's
 * sessions and Sign Out Everywhere; passkeys (passkeys.ts) and the account screen's changes
 * (account-changes.ts). Sessions are our own (accounts/sessions.ts).
 */
export async function accountRoutes(app: FastifyInstance, options: AccountRouteOptions) {
  const { accounts, sessions } = options;
  app.setErrorHandler(workspaceErrors);
  const write: RouteShorthandOptions = {
    onRequest: sameOriginLimited(options.writeLimit),
    bodyLimit: BODY_LIMITS.small,
  };

  serve(app, contract.account, {}, async ({ request }) => {
    const member = await sessions.signedIn(request);
    return {
      account: member?.account ?? null,
      workspace: member?.workspaceId
        ? accessOf(await options.team.workspace(member.workspaceId, member.role ?? 'owner'))
        : null,
    };
  });

  signUpRoute(app, options, write);
  signInRoute(app, options, write);
  passkeyRoutes(app, { ...options, write });
  accountChangeRoutes(app, { ...options, write });

  serve(app, contract.signOut, write, async ({ request, reply }) => {
    const member = await sessions.signedIn(request);
    if (member) await accounts.endSession(member.account.id, member.sessionId);
    sessions.forget(request, reply);
  });

  serve(app, contract.sessions, {}, async ({ request, reply }) => {
    const member = await sessions.signedIn(request);
    if (!member) return reply.code(401).send({ error: SIGN_IN_NEEDED });
    return { sessions: await accounts.sessions(member.account.id, member.sessionId) };
  });

  serve(app, contract.endSession, write, async ({ params, request, reply }) => {
    const member = await sessions.signedIn(request);
    if (!member || !(await accounts.endSession(member.account.id, params.id)))
      return reply.code(404).send({ error: 'No such session' });
    if (params.id === member.sessionId) sessions.forget(request, reply);
  });

  serve(app, contract.signOutEverywhere, write, async ({ request, reply }) => {
    const member = await sessions.signedIn(request);
    if (member) await accounts.endAllSessions(member.account.id);
    sessions.forget(request, reply);
  });
}

function signUpRoute(app: FastifyInstance, options: AccountRouteOptions, write: RouteShorthandOptions) {
  const { accounts, sessions, guest, identity } = options;
  serve(app, contract.signUp, write, async ({ body, request, reply }) => {
    if (await sessions.signedIn(request)) return reply.code(409).send({ error: SIGNED_IN_ALREADY });
    const problem = await passwordProblem(body.password, body);
    if (problem) return reply.code(400).send({ error: `password: ${problem}` });
    const workspaceId = await identity.forSignUp(request, reply);
    const account = await accounts.create({ ...body, passwordHash: await hashPassword(body.password) }, workspaceId);
    if (!account) return reply.code(409).send({ error: EMAIL_TAKEN });
    await sessions.start(request, reply, account.id, workspaceId);
    // The guest cookie is retired: the workspace is the account's now (member-identity.ts).
    guest.clear(request, reply);
    options.afterSignUp?.(request, account);
    return { account };
  });
}

function signInRoute(app: FastifyInstance, options: AccountRouteOptions, write: RouteShorthandOptions) {
  const { accounts, sessions, counters } = options;
  serve(app, contract.signIn, write, async ({ body, request, reply }) => {
    const found = await accounts.byEmail(body.email);
    // An unknown email is checked against a decoy hash: the same answer, in the same time.
    const outcome = await triedPassword(counters, request, reply, body.email, () =>
      found?.passwordHash ? checkPassword(body.password, found.passwordHash) : checkAgainstDecoy(body.password),
    );
    if (outcome === 'locked') return reply;
    if (outcome === 'wrong' || !found) return reply.code(401).send({ error: SIGN_IN_FAILED });
    await sessions.start(request, reply, found.id, (await accounts.firstWorkspace(found.id)) ?? null);
    return { account: { id: found.id, name: found.name, email: found.email } };
  });
}
