import type { CommentDraft } from '@/core/comments/schema';
import { call } from '@/web/api/client';

/** Comments on a result's parts, each call one endpoint of the contract (core/api/contract.ts). */
export const commentsApi = {
  threads: (documentId: string, signal?: AbortSignal) => call('comments', { params: { id: documentId }, signal }),
  add: (documentId: string, draft: CommentDraft) => call('addComment', { params: { id: documentId }, body: draft }),
  resolve: (threadId: string, resolved: boolean) =>
    call('resolveComment', { params: { id: threadId }, body: { resolved } }),
};
