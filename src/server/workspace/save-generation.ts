import type { FastifyBaseLogger } from 'fastify';
import type { AnyToolDefinition } from '@/core/tools/define-tool';
import type { BuiltOn } from '@/core/venture/sources';
import type { SaveOutcome, VentureSummary } from '@/core/workspace/schema';
import { QuotaExceeded, StoreFull, TransactionAborted } from '../store/errors';
import type { Store } from '../store/store';

/** Longest a save may hold back `done`; past it the founder gets the result and a "not saved" notice. */
export const SAVE_TIMEOUT_MS = 5000;

/** What the founder reads when a result could not be stored; the result itself is still shown. */
export const NOT_SAVED = 'Your result could not be saved. Download it to keep a copy.';

export interface GenerationTarget {
  workspaceId: string;
  /** The venture the screen showed; without one, the current venture, or a new one named after the result. */
  ventureId?: string;
  tool: AnyToolDefinition;
  inputs: Record<string, string>;
}

/**
 * Stores a finished generation in one transaction under the workspace's lock: the workspace row
 * on its first write, a venture named after the result when the workspace has none, then the document.
 */
async function save(
  store: Store,
  { workspaceId, ventureId, tool, inputs }: GenerationTarget,
  result: unknown,
  builtOn: BuiltOn[],
  signal: AbortSignal,
): Promise<SaveOutcome> {
  return store.inWorkspace(
    workspaceId,
    async ({ ventures, documents }) => {
      const title = tool.documentTitle(result, inputs);
      let venture = await ventures.resolve(workspaceId, ventureId);
      let ventureCreated: VentureSummary | undefined;
      if (!venture) {
        // The first generation names the venture and tells its profile what the form said.
        ventureCreated = await ventures.create(workspaceId, { ...tool.profile?.fromForm?.(inputs), name: title });
        venture = ventureCreated.id;
      }
      const saved = await documents.create(workspaceId, venture, { tool: tool.id, title, inputs, result, builtOn });
      return ventureCreated ? { saved, ventureCreated } : { saved };
    },
    { signal },
  );
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
  target: GenerationTarget,
  timeoutMs = SAVE_TIMEOUT_MS,
) {
  return async (result: unknown, builtOn: BuiltOn[] = []): Promise<SaveOutcome> => {
    const deadline = AbortSignal.timeout(timeoutMs);
    try {
      return await save(store, target, result, builtOn, deadline);
    } catch (error) {
      const reason = error instanceof TransactionAborted ? new Error(`saving took over ${timeoutMs} ms`) : error;
      log.warn({ tool: target.tool.id, err: reason }, 'generation result not saved');
      return { saveError: saveErrorOf(error) };
    }
  };
}

/** The `onResult` of a generation with no workspace to save in: `reason` says why, when the founder can act on it. */
export function unsaved(reason: string | undefined) {
  return async (): Promise<SaveOutcome> => ({ saveError: reason ? `${reason} ${NOT_SAVED}` : NOT_SAVED });
}
