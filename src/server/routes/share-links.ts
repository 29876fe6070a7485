import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { contract } from '@/core/api/contract';
import { sharePath } from '@/core/share/schema';
import { hashPasscode, newToken } from '../share/secrets';
import { serve } from './serve';
import type { RenderPool } from '../exports/render-pool';
import type { Store } from '../store/store';
import { toolDefinition } from '@/core/tools/registry';
import { figureConflictsOf, refuseConflicts } from '../workspace/venture-facts';

/** The saved result's figure conflicts against its venture's facts (404 for another workspace's). */
async function conflictsOfDocument(
  { store, pool }: Pick<ShareLinkDeps, 'store' | 'pool'>,
  workspaceId: string,
  documentId: string,
): Promise<number> {
  const document = await store.documents.get(workspaceId, documentId);
  const tool = toolDefinition(document.tool);
  return tool ? figureConflictsOf(store, pool, workspaceId, document.ventureId, tool, document.result) : 0;
}

export interface ShareLinkDeps {
  store: Store;
  /** The render threads the figure check runs in (a full queue: 503, as the Venture screen's). */
  pool: RenderPool;
  /** The request's workspace, or NotFound naming `what`. */
  owned: (request: FastifyRequest, reply: FastifyReply, what: string) => Promise<string>;
  /** A small write's options: same-origin only, the write rate limit, a small body. */
  write: RouteShorthandOptions;
}

/**
 * A founder's share links (README, "Share links"): made for one of their documents, listed with
 * their hint (the token is answered once, at creation), revoked, and their analytics. Another
 * workspace's links and documents answer 404 like missing ones.
 */
export function shareLinkRoutes(app: FastifyInstance, deps: ShareLinkDeps) {
  const { store, owned, write } = deps;
  serve(app, contract.shareLinks, {}, async ({ params, request, reply }) => {
    const workspaceId = await owned(request, reply, 'document');
    return { links: await store.shareLinks.list(workspaceId, params.id) };
  });

  serve(app, contract.createShareLink, write, async ({ params, body, request, reply }) => {
    const workspaceId = await owned(request, reply, 'document');
    // Nothing leaves with a known conflict unsaid: without Share Anyway, the screen is told to ask.
    const conflicts = body.conflictsAccepted ? 0 : await conflictsOfDocument(deps, workspaceId, params.id);
    if (conflicts > 0) return refuseConflicts(reply, conflicts);
    const { token, hash, hint } = newToken();
    const link = await store.shareLinks.create(workspaceId, params.id, {
      tokenHash: hash,
      hint,
      label: body.label ?? '',
      passcodeHash: body.passcode ? await hashPasscode(body.passcode) : null,
      expiresAt: body.expiresAt ?? null,
    });
    return { link, token, path: sharePath(token) };
  });

  serve(app, contract.revokeShareLink, write, async ({ params, request, reply }) =>
    store.shareLinks.revoke(await owned(request, reply, 'share link'), params.id),
  );

  serve(app, contract.shareLinkAnalytics, {}, async ({ params, request, reply }) => {
    const workspaceId = await owned(request, reply, 'share link');
    const link = await store.shareLinks.get(workspaceId, params.id);
    const { views, uniqueViewers, slideMs } = await store.shareLinks.analytics(workspaceId, params.id);
    const share = toolDefinition(link.tool)?.share;
    if (share?.page !== 'slides') return { views, uniqueViewers, slides: [] };
    const shared = await store.documents.get(workspaceId, link.documentId);
    const slides = share.slides(shared.result).map((slide, index) => ({
      index,
      title: slide.title,
      seconds: Math.round((slideMs.get(index) ?? 0) / 1000),
    }));
    return { views, uniqueViewers, slides };
  });
}
