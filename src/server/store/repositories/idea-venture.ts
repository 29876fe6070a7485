import type { VentureProfile } from '@/core/venture/sources';
import type { VentureSummary } from '@/core/workspace/schema';
import type { Queryable } from '../database';
import { NotFound } from '../errors';
import { ventureRepository } from './ventures';
import { workspaceRepository } from './workspaces';

/** What Use This Idea did: the venture the idea now is, and whether its ideas moved there. */
export interface IdeaVenture {
  venture: VentureSummary;
  /** The ideas moved to a new venture (theirs held other work); false: their venture became the idea's. */
  moved: boolean;
}

/**
 * Use This Idea (docs/product.md §10): one venture per idea, its ideas with it. `tool`: the tool
 * whose items become ventures (its `seedsVentures`), `documentId` its result's. The venture the
 * ideas were generated in becomes the idea's (its profile, from `profileOf` the ideas' inputs) when
 * it holds nothing but Idea Generator results; otherwise a new venture is made for the idea and the
 * saved ideas it was generated with (the whole result, its versions and its generation's row) move
 * there, so the Idea Generator and the Venture screen show them in it. Either way it becomes the
 * current venture. Run it in one transaction under the workspace's lock (store.ts): a new venture
 * counts against the quota.
 */
export async function ventureForIdea(
  db: Queryable,
  workspaceId: string,
  { documentId, tool }: { documentId: string; tool: string },
  profileOf: (inputs: Record<string, string>) => VentureProfile,
  accountId?: string,
): Promise<IdeaVenture> {
  const [ideas] = await db.query<{ venture_id: string; inputs: Record<string, string> }>(
    'select venture_id, inputs from documents where id = $1 and workspace_id = $2 and tool = $3',
    [documentId, workspaceId, tool],
  );
  if (!ideas) throw new NotFound('No such ideas');
  const profile = profileOf(ideas.inputs);
  const ventures = ventureRepository(db);
  const others = await db.query(
    'select 1 from documents where workspace_id = $1 and venture_id = $2 and tool <> $3 limit 1',
    [workspaceId, ideas.venture_id, tool],
  );
  if (others.length === 0) {
    const venture = await ventures.update(workspaceId, ideas.venture_id, profile);
    await workspaceRepository(db).setCurrent(workspaceId, venture.id, accountId);
    return { venture, moved: false };
  }
  const venture = await ventures.create(workspaceId, profile, accountId);
  await db.query('update documents set venture_id = $3 where id = $1 and workspace_id = $2', [
    documentId,
    workspaceId,
    venture.id,
  ]);
  await db.query('update generations set venture_id = $3 where document_id = $1 and workspace_id = $2', [
    documentId,
    workspaceId,
    venture.id,
  ]);
  return { venture, moved: true };
}
