import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { contract } from '@/core/api/contract';
import { INVITE_DAYS, type TeamView } from '@/core/account/team';
import type { SessionCookies } from '../accounts/sessions';
import type { LimitHooks } from '../guards/rate-limit';
import { sameOriginLimited } from '../guards/same-origin';
import type { SignedIn } from '../store/repositories/accounts';
import type { TeamRepository } from '../store/repositories/team';
import { NotFound } from '../store/errors';
import { sha256 } from '../store/rows';
import type { WorkspaceIdentity } from '../workspace/identity';
import { handoverRoutes, type HandoverRouteOptions } from './handover-links';
import { inviteMailer, type InviteMailOptions } from './invite-mail';
import { BODY_LIMITS } from './route-deps';
import { serve } from './serve';
import { workspaceErrors } from './workspace';

/** What a guest reads where a team needs an account. */
export const TEAM_NEEDS_ACCOUNT = 'Sign up to invite your team: a guest’s workspace has no members.';

export interface TeamRouteOptions extends InviteMailOptions, Pick<HandoverRouteOptions, 'handoverLinks' | 'accounts'> {
  team: TeamRepository;
  sessions: SessionCookies;
  identity: WorkspaceIdentity;
  writeLimit: LimitHooks['write'];
}

/** A team's (or comments') route called by a guest: a 401. */
export class NeedsAccount extends Error {
  override name = 'NeedsAccount';
}

type Member = SignedIn & { workspaceId: string };

/** The invitation's token: 32 random bytes in base64url; only its sha256 is stored. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const tokenHashOf = (token: string) => {
  if (!TOKEN.test(token)) throw new NotFound('There is no such invitation. Check the link.');
  return sha256(token);
};

/** What every team route works with: the member calling, their team, and the write's hooks. */
function teamContext({ team, sessions, identity, writeLimit, counters, mail }: TeamRouteOptions) {
  async function signedIn(request: FastifyRequest): Promise<SignedIn> {
    const member = await sessions.signedIn(request);
    if (!member) throw new NeedsAccount(TEAM_NEEDS_ACCOUNT);
    return member;
  }

  /** The signed-in member and the workspace they work in; a guest is refused (401). */
  async function memberIn(request: FastifyRequest, reply: FastifyReply): Promise<Member> {
    const member = await signedIn(request);
    // A member with no workspace left gets a new one of their own, as their next write would.
    const workspaceId = member.workspaceId ?? (await identity.claim(request, reply));
    return { ...member, workspaceId, role: member.role ?? 'owner' };
  }

  async function teamOf(member: Member): Promise<TeamView> {
    const members = await team.members(member.workspaceId, member.account.id);
    // After a change to their own role, the member's role is the one just stored.
    const role = members.find((one) => one.you)?.role ?? member.role ?? 'owner';
    return {
      workspace: await team.workspace(member.workspaceId, role),
      members,
      invites: role === 'owner' ? await team.openInvites(member.workspaceId) : [],
    };
  }

  const write: RouteShorthandOptions = { onRequest: sameOriginLimited(writeLimit), bodyLimit: BODY_LIMITS.small };
  return { team, sessions, signedIn, memberIn, teamOf, write, invitationMail: inviteMailer({ team, counters, mail }) };
}

type TeamContext = ReturnType<typeof teamContext>;

/**
 * A workspace's team (docs/product.md §16 "A team"): its members and their roles, invitation links,
 * leaving, and a member's switch between their workspaces. Who may call each: core/api/access.ts,
 * checked before these handlers run (accounts/authorise.ts).
 */
export async function teamRoutes(app: FastifyInstance, options: TeamRouteOptions) {
  app.setErrorHandler((error: Error, request, reply) =>
    error instanceof NeedsAccount
      ? reply.code(401).send({ error: error.message })
      : workspaceErrors(error, request, reply),
  );
  const context = teamContext(options);
  memberRoutes(app, context);
  invitationRoutes(app, context);
  workspaceChoiceRoutes(app, context);
  const { handoverLinks, accounts } = options;
  handoverRoutes(app, {
    handoverLinks,
    accounts,
    sessions: context.sessions,
    ownerIn: context.memberIn,
    write: context.write,
  });
}

function memberRoutes(app: FastifyInstance, { team, sessions, memberIn, teamOf, write }: TeamContext) {
  serve(app, contract.team, {}, async ({ request }) => {
    const member = await sessions.signedIn(request);
    if (!member?.workspaceId) return { workspace: null, members: [], invites: [] };
    return teamOf({ ...member, workspaceId: member.workspaceId });
  });

  serve(app, contract.renameWorkspace, write, async ({ body, request, reply }) => {
    const member = await memberIn(request, reply);
    await team.rename(member.workspaceId, body.name);
    return teamOf(member);
  });

  serve(app, contract.changeRole, write, async ({ params, body, request, reply }) => {
    const member = await memberIn(request, reply);
    await team.changeRole(member.workspaceId, params.id, body.role, member.account.id);
    return teamOf(member);
  });

  serve(app, contract.removeMember, write, async ({ params, request, reply }) => {
    const member = await memberIn(request, reply);
    await team.removeMember(member.workspaceId, params.id, member.account.id);
    return teamOf(member);
  });

  serve(app, contract.leaveWorkspace, write, async ({ request, reply }) => {
    const member = await memberIn(request, reply);
    await team.removeMember(member.workspaceId, member.account.id, member.account.id);
  });
}

function invitationRoutes(app: FastifyInstance, { team, signedIn, memberIn, write, invitationMail }: TeamContext) {
  serve(app, contract.createInvite, write, async ({ body, request, reply }) => {
    const member = await memberIn(request, reply);
    if (body.email && (await invitationMail.refused(request, reply, member.workspaceId))) return reply;
    const token = randomBytes(32).toString('base64url');
    const invite = await team.createInvite({
      workspaceId: member.workspaceId,
      accountId: member.account.id,
      role: body.role,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + INVITE_DAYS * 24 * 3_600_000),
      ...(body.email && { email: body.email }),
    });
    if (body.email) invitationMail.send(request, body.email, token, body.role);
    return { invite, path: `/invite/${token}` };
  });

  serve(app, contract.revokeInvite, write, async ({ params, request, reply }) => {
    const member = await memberIn(request, reply);
    if (!(await team.revokeInvite(member.workspaceId, params.id))) throw new NotFound('No such invitation');
  });

  serve(app, contract.invitation, {}, async ({ params }) => team.invitation(tokenHashOf(params.id)));

  serve(app, contract.acceptInvitation, write, async ({ params, request }) => {
    const member = await signedIn(request);
    return { workspace: await team.accept(tokenHashOf(params.id), member.account.id, member.sessionId) };
  });
}

function workspaceChoiceRoutes(app: FastifyInstance, { team, signedIn, write }: TeamContext) {
  serve(app, contract.workspaces, {}, async ({ request }) => {
    const member = await signedIn(request);
    return { workspaces: await team.workspaces(member.account.id, member.workspaceId) };
  });

  serve(app, contract.switchWorkspace, write, async ({ body, request }) => {
    const member = await signedIn(request);
    if (!(await team.switchTo(member.sessionId, member.account.id, body.workspaceId)))
      throw new NotFound('No such workspace');
    return { workspaces: await team.workspaces(member.account.id, body.workspaceId) };
  });
}
