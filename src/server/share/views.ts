import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { toolDefinition } from '@/core/tools/registry';
import type { SavedDocument } from '@/core/workspace/schema';
import { clientIdentity } from '../guards/rate-limit';
import type { LiveLink } from '../store/repositories/share-links';
import type { Store } from '../store/store';
import { SHARE_ANALYTICS } from './limits';
import { viewerHash } from './secrets';
import type { DailySalts } from './viewer-salts';

/** The slides a shared document has: those of a tool shared as slides, none for a document (it sends no beacons). */
export const slideCount = (document: Pick<SavedDocument, 'tool' | 'result'>): number => {
  const share = toolDefinition(document.tool)?.share;
  return share?.page === 'slides' ? share.slides(document.result).length : 0;
};

/**
 * Records a view of the link's page as it is served (a GET or the passcode form's post; a HEAD
 * is no view): its UTC day, the viewer's hash (the address, an IPv6 one by its /64, under the
 * day's salt) and the deck's slides. Answers the view's id for the page's beacons: a random one,
 * stored nowhere, once the workspace's analytics are full (limits.ts, SHARE_ANALYTICS), so the page
 * opens as ever and its beacons count nothing.
 */
export async function recordShareView(
  store: Store,
  salts: DailySalts,
  request: FastifyRequest,
  link: LiveLink,
  slides: number,
): Promise<string> {
  const { day, salt } = await salts.today();
  const viewer = viewerHash(salt, clientIdentity(request));
  const id = await store.shareLinks.recordView({ linkId: link.id, day, viewer, slides }, SHARE_ANALYTICS.maxBytes);
  return id ?? randomUUID();
}
