import { contract } from '@/core/api/contract';
import type { ShareLinkDraft } from '@/core/share/schema';
import { call } from '@/web/api/client';

/** A document's share links, each call one endpoint of the contract. */
export const shareApi = {
  links: (documentId: string) => call(contract.shareLinks, { params: { id: documentId } }),
  create: (documentId: string, draft: ShareLinkDraft) =>
    call(contract.createShareLink, { params: { id: documentId }, body: draft }),
  revoke: (id: string) => call(contract.revokeShareLink, { params: { id } }),
  analytics: (id: string) => call(contract.shareLinkAnalytics, { params: { id } }),
};
