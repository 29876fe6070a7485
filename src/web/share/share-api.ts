import type { ShareLinkDraft } from '@/core/share/schema';
import { call } from '@/web/api/client';

/** A document's share links, each call one endpoint of the contract. */
export const shareApi = {
  links: (documentId: string) => call('shareLinks', { params: { id: documentId } }),
  create: (documentId: string, draft: ShareLinkDraft) =>
    call('createShareLink', { params: { id: documentId }, body: draft }),
  revoke: (id: string) => call('revokeShareLink', { params: { id } }),
  analytics: (id: string) => call('shareLinkAnalytics', { params: { id } }),
};
