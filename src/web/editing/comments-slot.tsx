/**
 * Where a part's comments show (docs/product.md §16 "Comments"): for a member, its Comment button
 * and count beside its controls, and its threads' panel after it; nothing for a guest, whose
 * browser never fetches their code (comments/part-comments.tsx, loaded as a member's part shows).
 */
import { Suspense } from 'react';
import type { PartPath } from '@/core/venture/document-figures';
import { preloadable } from '@/web/lib/preloadable';
import { useMemberMay } from '@/web/workspace/use-can';

const { Component: PartComments } = preloadable(() =>
  import('@/web/comments/part-comments').then((module) => module.default),
);

interface CommentsSlotProps {
  place: 'controls' | 'panel';
  documentId: string | null;
  path: PartPath;
  label: string;
}

export function CommentsSlot({ documentId, ...props }: CommentsSlotProps) {
  const may = useMemberMay();
  if (!may || !documentId) return null;
  return (
    <Suspense fallback={null}>
      <PartComments on={documentId} mayComment={may.includes('comment')} {...props} />
    </Suspense>
  );
}
