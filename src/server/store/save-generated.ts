import { toolDefinition } from '@/core/tools/registry';
import type { BuiltOn } from '@/core/venture/sources';
import type { SaveOutcome, TokenUsage, VentureSummary } from '@/core/workspace/schema';
import type { Database } from './database';
import { NotFound } from './errors';
import { inWorkspaceOf } from './in-workspace';
import type { VersionAuthor } from './repositories/versions';

/**
 * A finished generation to store, as plain data: it crosses to the database's thread whole
 * (procedures.ts), so the tool goes by its id and the deadline as a time.
 */
export interface GeneratedSave {
  workspaceId: string;
  /** The venture placed at the start; null or gone: the member's current one, or a new one. */
  ventureId: string | null;
  accountId?: string | undefined;
  /** The member generating, as the result's first version names its author. */
  author?: VersionAuthor | undefined;
  toolId: string;
  inputs: Record<string, string>;
  result: unknown;
  builtOn: BuiltOn[];
  usage?: TokenUsage | undefined;
  /** Its generation's row (durable.ts), said done in the same transaction. */
  generationId?: string | undefined;
  /** Past this time (`Date.now()`'s clock) the transaction runs no further statement and rolls back. */
  deadline: number;
}

/**
 * Stores a finished generation in one transaction under the workspace's lock: the workspace row
 * on its first write, a venture named after the result when the workspace has none, then the
 * document with its token usage, and its generation's row says done: never done without its
 * document, nor the reverse.
 */
export async function saveGenerated(db: Database, save: GeneratedSave): Promise<SaveOutcome> {
  const { workspaceId, ventureId, accountId, author, inputs, result, generationId } = save;
  const tool = toolDefinition(save.toolId);
  if (!tool) throw new NotFound(`No such tool: ${save.toolId}`);
  const left = save.deadline - Date.now();
  // A timeout of 0 would fire only after a turn of timers, by which time a quick save has committed.
  const signal = left > 0 ? AbortSignal.timeout(left) : AbortSignal.abort();
  return inWorkspaceOf(db)(
    workspaceId,
    async ({ ventures, documents, generations }) => {
      const title = tool.documentTitle(result, inputs);
      // The venture placed at the start, if it is still there (deleted meanwhile: the current one, or a new one).
      let venture = await ventures.resolve(workspaceId, ventureId ?? undefined).catch((error: unknown) => {
        if (error instanceof NotFound) return ventures.resolve(workspaceId, undefined, accountId);
        throw error;
      });
      let ventureCreated: VentureSummary | undefined;
      if (!venture) {
        // The first generation names the venture and tells its profile what the form said.
        ventureCreated = await ventures.create(
          workspaceId,
          { ...tool.profile?.fromForm?.(inputs), name: title },
          accountId,
        );
        venture = ventureCreated.id;
      }
      const saved = await documents.create(workspaceId, venture, {
        tool: tool.id,
        title,
        inputs,
        result,
        builtOn: save.builtOn,
        ...(save.usage && { usage: save.usage }),
        ...(author && { author }),
      });
      if (generationId) await generations.finish(generationId, 'done', { documentId: saved.id });
      return ventureCreated ? { saved, ventureCreated } : { saved };
    },
    { signal },
  );
}
