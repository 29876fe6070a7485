/**
 * One rewrite streamed from POST /api/rewrite/:tool (loaded with the panel, never with the page):
 * the same events as a generation, the preview as the model's `{ part }` grows, and the part the
 * server validated, checked again against the part's schema before it can be accepted.
 */
import type { RewriteStyle } from '@/core/rewrite/rewrite';
import type { EditablePart } from '@/core/tools/editable-parts';
import type { PartPath } from '@/core/venture/document-figures';
import { send } from '@/web/api/client';
import { streamCall, type GenerationResponse } from '@/web/generator/stream-client';

export interface RewriteCall {
  toolId: string;
  documentId: string;
  path: PartPath;
  style: RewriteStyle;
  instruction?: string;
}

/** The rewritten part, or the response that failed (its message and any wait the server asked for). */
export type RewriteOutcome = { ok: true; value: unknown } | { ok: false; response: GenerationResponse };

/** Streams one rewrite; `onPreview` gets the part as it grows. Rejects only when `signal` aborts. */
export async function streamRewrite(
  part: EditablePart,
  { toolId, documentId, path, style, instruction }: RewriteCall,
  { signal, onPreview }: { signal: AbortSignal; onPreview: (preview: unknown) => void },
): Promise<RewriteOutcome> {
  const response = await streamCall(
    () =>
      send('rewrite', {
        params: { tool: toolId },
        body: { documentId, path, style, ...(instruction && { instruction }) },
        headers: { accept: 'text/event-stream' },
        signal,
      }),
    { signal, onPartial: (partial) => onPreview((partial as { part?: unknown } | undefined)?.part) },
  );
  const checked = response.success ? part.schema.safeParse(response.data) : undefined;
  if (checked?.success) return { ok: true, value: checked.data };
  // A `done` whose part fails the schema is a parse failure to failureOf (generator/failure.ts).
  return { ok: false, response };
}
