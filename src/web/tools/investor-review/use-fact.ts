/**
 * Use Fact from a finding: the finding's document (the venture's newest of its tool) states the
 * venture's fact at the finding's part, saved as an edit of that document like Use Fact on its own
 * screen (core/venture/document-figures.ts). Loaded on the first press: the checker is large.
 */
import { applyFact, documentChecks } from '@/core/venture/document-figures';
import type { FindingFix } from '@/core/review/types';
import type { VentureFact } from '@/core/venture/facts';
import { workspaceApi } from '@/web/workspace/api';

type UseFactFix = Extract<FindingFix, { kind: 'useFact' }>;

/** 'used' once saved; 'gone' when the document no longer states another value there. */
export async function applyFactTo(documentId: string, fix: UseFactFix, facts: readonly VentureFact[]) {
  const document = await workspaceApi.document(documentId);
  const part = documentChecks(document.result, facts).find((checks) => checks.path.join('.') === fix.path.join('.'));
  const check = part?.checks.find(
    (item) => item.fact.id === fix.factId && item.status === 'conflict' && !item.outOfOrder,
  );
  if (!check) return 'gone' as const;
  await workspaceApi.updateDocument(
    document.id,
    document.version,
    applyFact(document.result, fix.path, check),
    'use fact',
  );
  return 'used' as const;
}
