import type { FastifyBaseLogger } from 'fastify';
import type { AnyToolDefinition } from '@/core/tools/define-tool';
import type { BuiltOn } from '@/core/venture/sources';
import type { SaveOutcome, VentureSummary } from '@/core/workspace/schema';
import { QuotaExceeded } from '../store/errors';
import { documentRepository } from '../store/repositories/documents';
import { ventureRepository } from '../store/repositories/ventures';
import { workspaceRepository } from '../store/repositories/workspaces';
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
 * Stores a finished generation in one transaction: the workspace row on its first write, a venture
 * named after the result when the workspace has none, then the document.
 */
async function save(
  store: Store,
  { workspaceId, ventureId, tool, inputs }: GenerationTarget,
  result: unknown,
  builtOn: BuiltOn[],
): Promise<SaveOutcome> {
  return store.db.transaction(async (tx) => {
    await workspaceRepository(tx).create(workspaceId);
    const ventures = ventureRepository(tx);
    const title = tool.documentTitle(result, inputs);
    let venture = await ventures.resolve(workspaceId, ventureId);
    let ventureCreated: VentureSummary | undefined;
    if (!venture) {
      // The first generation names the venture and tells its profile what the form said.
      ventureCreated = await ventures.create(workspaceId, { ...tool.profile?.fromForm?.(inputs), name: title });
      venture = ventureCreated.id;
    }
    const saved = await documentRepository(tx).create(workspaceId, venture, {
      tool: tool.id,
      title,
      inputs,
      result,
      builtOn,
    });
    return ventureCreated ? { saved, ventureCreated } : { saved };
  });
}

/** The `onResult` of one generation: saves, bounded in time, and turns any failure into `saveError`. */
export function saveGeneration(store: Store, log: FastifyBaseLogger, target: GenerationTarget) {
  return async (result: unknown, builtOn: BuiltOn[] = []): Promise<SaveOutcome> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`saving took over ${SAVE_TIMEOUT_MS} ms`)), SAVE_TIMEOUT_MS);
    });
    try {
      return await Promise.race([save(store, target, result, builtOn), timeout]);
    } catch (error) {
      log.warn({ tool: target.tool.id, err: error }, 'generation result not saved');
      return { saveError: error instanceof QuotaExceeded ? `${error.message} ${NOT_SAVED}` : NOT_SAVED };
    } finally {
      clearTimeout(timer);
    }
  };
}
