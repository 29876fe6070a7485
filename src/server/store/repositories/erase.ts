import type { Queryable } from '../database';
import { NotFound } from '../errors';
import { json } from '../rows';

/** The ids as one JSON parameter: both drivers pass it alike (an array parameter they do not). */
const IN_IDS = 'in (select jsonb_array_elements_text($2::jsonb))';

/**
 * Deleting removes everything made of what is deleted (README, "Your saved work"): a result's generation rows (their inputs and the model's text), its share links with
 * their views and time per slide, and its versions; a venture's results with all of that, its
 * generations still running or failed, its pins and its design. The foreign keys cascade the same
 * way (migration 13); these statements say it where the deletion is asked, and call them in one
 * transaction (store.ts does).
 */
async function eraseOfDocuments(db: Queryable, workspaceId: string, documentIds: readonly string[]) {
  const ids = json(documentIds);
  await db.query(`delete from generations where workspace_id = $1 and document_id ${IN_IDS}`, [workspaceId, ids]);
  // Their views and time per slide cascade with them.
  await db.query(`delete from share_links where workspace_id = $1 and document_id ${IN_IDS}`, [workspaceId, ids]);
  // Their versions cascade with them.
  return db.query<{ id: string }>(`delete from documents where workspace_id = $1 and id ${IN_IDS} returning id`, [
    workspaceId,
    ids,
  ]);
}

/** Deletes the workspace's documents among `documentIds` and everything of them; how many there were. */
export async function eraseDocuments(
  db: Queryable,
  workspaceId: string,
  documentIds: readonly string[],
): Promise<number> {
  if (documentIds.length === 0) return 0;
  return (await eraseOfDocuments(db, workspaceId, documentIds)).length;
}

/** Deletes one of the workspace's ventures and everything of it; NotFound for none (or another workspace's). */
export async function eraseVenture(db: Queryable, workspaceId: string, ventureId: string): Promise<void> {
  const documents = await db.query<{ id: string }>(
    'select id from documents where workspace_id = $1 and venture_id = $2',
    [workspaceId, ventureId],
  );
  await eraseOfDocuments(
    db,
    workspaceId,
    documents.map((document) => document.id),
  );
  // Its generations that made no result: running, failed or stopped.
  await db.query('delete from generations where workspace_id = $1 and venture_id = $2', [workspaceId, ventureId]);
  // Its pins and design cascade with it.
  const deleted = await db.query('delete from ventures where id = $1 and workspace_id = $2 returning id', [
    ventureId,
    workspaceId,
  ]);
  if (deleted.length === 0) throw new NotFound('No such venture');
  // The current venture, if it was this one, becomes the newest other venture (none without one).
  await db.query(
    `update workspaces set current_venture_id =
       (select id from ventures where workspace_id = $1 order by created_at desc, seq desc limit 1)
      where id = $1 and (current_venture_id = $2 or current_venture_id is null)`,
    [workspaceId, ventureId],
  );
}
