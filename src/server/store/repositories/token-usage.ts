import type { DocumentUsage, TokenUsage } from '@/core/workspace/schema';
import type { Queryable } from '../database';

/** What a model call did to a saved result: made it, or rewrote one of its parts. */
export type UsageKind = 'generation' | 'rewrite';

/**
 * A document's usage (migration 15) read beside its columns, as one JSON value: the generation that
 * made it and its rewrites summed. Put in a select over `documents`.
 */
export const DOCUMENT_USAGE = `(select json_build_object(
    'generation', (select json_build_object('model', g.model, 'promptTokens', g.prompt_tokens,
        'completionTokens', g.completion_tokens, 'totalTokens', g.total_tokens)
      from token_usage g where g.document_id = documents.id and g.kind = 'generation' order by g.id limit 1),
    'rewrites', json_build_object('count', count(*), 'promptTokens', sum(r.prompt_tokens),
      'completionTokens', sum(r.completion_tokens), 'totalTokens', sum(r.total_tokens)))
  from token_usage r where r.document_id = documents.id and r.kind = 'rewrite') as usage`;

/** A document's usage as the column above reads it; JSON numbers either driver gives back as numbers. */
export function documentUsageOf(value: unknown): DocumentUsage | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const usage = value as DocumentUsage;
  return { generation: usage.generation ?? null, rewrites: usage.rewrites };
}

/** The usage of a result just made: its generation's, no rewrite yet. */
export const newDocumentUsage = (generation: TokenUsage | undefined): DocumentUsage => ({
  generation: generation ?? null,
  rewrites: { count: 0, promptTokens: null, completionTokens: null, totalTokens: null },
});

/** Records what one model call on the workspace's document cost; nothing when it is not the workspace's (or was deleted meanwhile). */
export async function recordUsage(
  db: Queryable,
  workspaceId: string,
  documentId: string,
  kind: UsageKind,
  usage: TokenUsage,
): Promise<void> {
  await db.query(
    `insert into token_usage (workspace_id, document_id, kind, model, prompt_tokens, completion_tokens, total_tokens)
     select workspace_id, id, $3, $4, $5, $6, $7 from documents where workspace_id = $1 and id = $2`,
    [workspaceId, documentId, kind, usage.model, usage.promptTokens, usage.completionTokens, usage.totalTokens],
  );
}
