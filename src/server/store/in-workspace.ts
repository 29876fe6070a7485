import type { Database, Queryable, TransactionOptions } from './database';
import { designRepository } from './repositories/designs';
import { documentRepository } from './repositories/documents';
import { generationRepository } from './repositories/generations';
import { pinRepository } from './repositories/pins';
import { lockWorkspace } from './repositories/quota';
import { savedIdeaRepository } from './repositories/saved-ideas';
import { shareLinkRepository } from './repositories/share-links';
import { ventureReadRepository } from './repositories/venture-reads';
import { ventureRepository } from './repositories/ventures';
import { workspaceRepository } from './repositories/workspaces';

/** Every repository over one connection or transaction. */
export function repositories(db: Queryable) {
  return {
    workspaces: workspaceRepository(db),
    ventures: ventureRepository(db),
    documents: documentRepository(db),
    savedIdeas: savedIdeaRepository(db),
    pins: pinRepository(db),
    generations: generationRepository(db),
    shareLinks: shareLinkRepository(db),
    designs: designRepository(db),
    ventureReads: ventureReadRepository(db),
  };
}
export type Repositories = ReturnType<typeof repositories>;

/** Runs `work` in one transaction under the workspace's lock (createStore's `inWorkspace`). */
export type InWorkspace = <T>(
  workspaceId: string,
  work: (repos: Repositories, tx: Queryable) => Promise<T>,
  options?: TransactionOptions,
) => Promise<T>;

/**
 * Runs `work` in one transaction under the workspace's lock, creating the workspace on its first
 * write: every write a quota guards goes through it, so requests in parallel take turns at the
 * check, on both engines.
 */
export const inWorkspaceOf =
  (db: Database): InWorkspace =>
  (workspaceId, work, options) =>
    db.transaction(async (tx) => {
      await lockWorkspace(tx, workspaceId);
      return work(repositories(tx), tx);
    }, options);
