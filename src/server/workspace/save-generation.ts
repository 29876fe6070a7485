import type { FastifyBaseLogger } from 'fastify';
import type { AnyToolDefinition } from '@/core/tools/define-tool';
import type { BuiltOn } from '@/core/venture/sources';
import type { SaveOutcome, TokenUsage } from '@/core/workspace/schema';
import { QuotaExceeded, StoreFull, TransactionAborted } from '../store/errors';
import type { Store } from '../store/store';
import type { GenerationPlace } from './generation-place';

/** Longest a save may hold back `done`; past it the founder gets the result and a "not saved" notice. */
export const SAVE_TIMEOUT_MS = 5000;

/** What the founder reads when a result could not be stored; the result itself is still shown. */
export const NOT_SAVED = 'Your result could not be saved. Download it to keep a copy.';

/** What was generated: by which tool, from which inputs. */
export interface Generated {
  tool: AnyToolDefinition;
  inputs: Record<string, string>;
}

/** How a result was made: what it was built on, what the call cost, and its generation's row (durable.ts) if it has one. */
export interface Made {
  builtOn: BuiltOn[];
  usage?: TokenUsage;
  generationId?: string | undefined;
}

/** What `done` says when a result was not saved: the reason where the founder can act on it. */
function saveErrorOf(error: unknown): string {
  if (error instanceof QuotaExceeded) return `${error.message} ${NOT_SAVED}`;
  if (error instanceof StoreFull) return `The server has no room left to save your work. ${NOT_SAVED}`;
  return NOT_SAVED;
}

/**
 * The `onResult` of one generation: saves within SAVE_TIMEOUT_MS and turns any failure into
 * `saveError`. At the deadline the transaction is abandoned (it runs no further statement and
 * rolls back), and its outcome is awaited, so a save reported as failed never commits later.
 */
export function saveGeneration(
  store: Store,
  log: FastifyBaseLogger,
  place: GenerationPlace,
  generated: Generated,
  timeoutMs = SAVE_TIMEOUT_MS,
) {
  return async (result: unknown, made: Made = { builtOn: [] }): Promise<SaveOutcome> => {
    // No workspace to save in: the reason, when the founder can act on it.
    if (place.kind === 'unsaved') return { saveError: place.reason ? `${place.reason} ${NOT_SAVED}` : NOT_SAVED };
    const { workspaceId, ventureId, accountId, author } = place;
    try {
      return await store.saveGenerated({
        workspaceId,
        ventureId,
        accountId,
        author,
        toolId: generated.tool.id,
        inputs: generated.inputs,
        result,
        builtOn: made.builtOn,
        usage: made.usage,
        generationId: made.generationId,
        deadline: Date.now() + timeoutMs,
      });
    } catch (error) {
      const reason = error instanceof TransactionAborted ? new Error(`saving took over ${timeoutMs} ms`) : error;
      log.warn({ tool: generated.tool.id, err: reason }, 'generation result not saved');
      return { saveError: saveErrorOf(error) };
    }
  };
}
