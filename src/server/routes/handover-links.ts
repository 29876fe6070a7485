import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { contract } from '@/core/api/contract';
import { HANDOVER_LINK } from '@/core/account/email-links';
import type { SessionCookies } from '../accounts/sessions';
import type { AccountRepository } from '../store/repositories/accounts';
import type { HandoverLinkRepository } from '../store/repositories/handover-links';
import { sha256 } from '../store/rows';
import { serve } from './serve';

/** What a link an owner handed over reads when it opens nothing: never why. */
export const HANDOVER_FAILED =
  'This link has expired or was used already. Ask an owner of your workspace for a new one.';

export interface HandoverRouteOptions {
  handoverLinks: HandoverLinkRepository;
  accounts: AccountRepository;
  sessions: SessionCookies;
  /** The owner calling and the workspace they work in (checked 'manage' before the handler: core/api/access.ts). */
  ownerIn: (request: FastifyRequest, reply: FastifyReply) => Promise<{ account: { id: string }; workspaceId: string }>;
  write: RouteShorthandOptions;
}

/**
 * One-time sign-in links an owner hands over (docs/product.md §16 "A team"; docs/decisions.md,
 * "Links an owner hands over"): made for a member, used once on the link's page, which signs the
 * member in with a session that may set a new password without the old one for a while.
 */
export function handoverRoutes(app: FastifyInstance, options: HandoverRouteOptions) {
  const { handoverLinks, accounts, sessions, ownerIn, write } = options;
  serve(app, contract.memberSignInLink, write, async ({ params, request, reply }) => {
    const owner = await ownerIn(request, reply);
    const token = randomBytes(32).toString('base64url');
    const expiresAt = await handoverLinks.issue({
      tokenHash: sha256(token),
      workspaceId: owner.workspaceId,
      accountId: params.id,
      ownerId: owner.account.id,
    });
    // The token in the fragment, as the links by email carry theirs: no request sends it, no log keeps it.
    return { path: `${HANDOVER_LINK.path}#${token}`, expiresAt: expiresAt.toISOString() };
  });

  serve(app, contract.handoverSignIn, write, async ({ body, request, reply }) => {
    const taken = await handoverLinks.take(sha256(body.token));
    const account = taken && (await accounts.byId(taken.accountId));
    if (!taken || !account) return reply.code(400).send({ error: HANDOVER_FAILED });
    const sessionId = await sessions.start(request, reply, account.id, taken.workspaceId);
    await handoverLinks.openReset(sessionId);
    return { account };
  });
}
