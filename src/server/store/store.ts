import type { Database } from './database';
import { documentRepository } from './repositories/documents';
import { savedIdeaRepository } from './repositories/saved-ideas';
import { exportWorkspace, importWorkspace } from './repositories/transfer';
import { ventureRepository } from './repositories/ventures';
import { workspaceRepository } from './repositories/workspaces';

/** The repositories over one database: the only code that sends SQL. */
export function createStore(db: Database) {
  return {
    db,
    workspaces: workspaceRepository(db),
    ventures: ventureRepository(db),
    documents: documentRepository(db),
    savedIdeas: savedIdeaRepository(db),
    exportWorkspace: (workspaceId: string) => exportWorkspace(db, workspaceId),
    importWorkspace: (workspaceId: string, data: unknown) => importWorkspace(db, workspaceId, data),
  };
}

export type Store = ReturnType<typeof createStore>;
