import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountRepository } from '../store/repositories/accounts';
import { unnamedWorkspaceId, type GuestIdentity, type WorkspaceIdentity } from '../workspace/identity';
import type { SessionCookies } from './sessions';

/**
 * Which workspace a request works in: a signed-in member's (the session's), else the guest cookie's,
 * unless an account claimed that workspace at sign-up: the guest cookie then opens nothing, and the
 * browser that still sends it forgets it.
 */
export function memberIdentity(guest: GuestIdentity, sessions: SessionCookies, accounts: AccountRepository) {
  /** The guest's workspace while no account has claimed it. */
  async function guestWorkspace(request: FastifyRequest, reply: FastifyReply): Promise<string | undefined> {
    const workspaceId = await guest.existing(request, reply);
    if (!workspaceId || !(await accounts.isClaimed(workspaceId))) return workspaceId;
    guest.clear(request, reply);
    return undefined;
  }

  /**
   * The workspace a sign-up claims: the guest's, with everything in it, or a new one no cookie names,
   * within the client's cap on new workspaces (NEW_WORKSPACES_MAX), as a guest's first write. A guest's
   * workspace can be claimed once.
   */
  async function forSignUp(request: FastifyRequest, reply: FastifyReply): Promise<string> {
    const own = await guestWorkspace(request, reply);
    if (own) return own;
    await guest.admitNew(request);
    return unnamedWorkspaceId();
  }

  const identity: WorkspaceIdentity & { forSignUp: typeof forSignUp } = {
    forSignUp,

    async author(request) {
      const member = await sessions.signedIn(request);
      return member && { id: member.account.id, name: member.account.name };
    },

    member: async (request) => (await identity.author(request))?.id,

    async existing(request, reply) {
      const member = await sessions.signedIn(request);
      if (member) return member.workspaceId ?? undefined;
      return guestWorkspace(request, reply);
    },

    async claim(request, reply) {
      const member = await sessions.signedIn(request);
      if (!member) return (await guestWorkspace(request, reply)) ?? guest.fresh(request, reply);
      if (member.workspaceId) return member.workspaceId;
      // The member deleted all their data: their next write starts a new workspace.
      const workspaceId = unnamedWorkspaceId();
      await accounts.newWorkspace(member.account.id, member.sessionId, workspaceId);
      return workspaceId;
    },

    /** Delete All My Data: a guest's browser forgets its workspace; a member's session stays. */
    async clear(request, reply) {
      if (!(await sessions.signedIn(request))) guest.clear(request, reply);
    },
  };
  return identity;
}
