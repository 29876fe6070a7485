import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sha256 } from '../store/rows';
import type { GuestIdentity } from '../workspace/identity';

/** What a sign-up with an email that has an account reads. Without email, sign-up cannot hide it (docs/decisions.md). */
export const EMAIL_TAKEN = 'An account with that email exists. Sign in instead.';
export const SIGNED_IN_ALREADY = 'You are signed in. Log out first to make another account.';
export const SIGN_IN_NEEDED = 'Sign in to see this.';

/**
 * A new workspace for a sign-up from a browser with no guest work: no cookie names it. It counts
 * against the client's cap on new workspaces (NEW_WORKSPACES_MAX), as a guest's first write does.
 */
export async function newWorkspaceId(guest: GuestIdentity, request: FastifyRequest): Promise<string> {
  await guest.admitNew(request);
  return sha256(randomBytes(32).toString('base64url'));
}
