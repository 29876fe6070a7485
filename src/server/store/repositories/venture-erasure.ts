import type { Queryable } from '../database';
import { NotFound } from '../errors';

/** The venture's saved results, as a subquery on `$1` (the workspace) and `$2` (the venture). */
const VENTURE_DOCUMENTS = 'select id from documents where workspace_id = $1 and venture_id = $2';

/**
 * What stays of documents beyond their own rows unless deleted by name: the generation rows that
 * made them (a venture's first generation has no venture of its own, and a document's deletion only
 * unlinks its row, which keeps the inputs and the model's text), their share links and the links'
 * views and time per slide. The statements name every table, rather than trusting the cascades, so
 * the guarantee reads here. (The branch load-share writes the same deletion for any set of
 * documents; the two are one function once merged.)
 */
async function eraseDocumentTraces(db: Queryable, workspaceId: string, ventureId: string): Promise<void> {
  const args = [workspaceId, ventureId];
  const links = `select id from share_links where workspace_id = $1 and document_id in (${VENTURE_DOCUMENTS})`;
  await db.query(
    `delete from share_slide_time where view_id in (select id from share_views where link_id in (${links}))`,
    args,
  );
  await db.query(`delete from share_views where link_id in (${links})`, args);
  await db.query(`delete from share_links where workspace_id = $1 and document_id in (${VENTURE_DOCUMENTS})`, args);
  await db.query(
    `delete from generations where workspace_id = $1 and (venture_id = $2 or document_id in (${VENTURE_DOCUMENTS}))`,
    args,
  );
}

/**
 * Delete Venture: the venture and everything it holds, as Delete All My Data leaves nothing of a
 * workspace (README, "Your saved work"): its saved results with every version, the generations that
 * made them, its pins, its deck design and logo, its share links with their views and time per
 * slide. Run it in one transaction under the workspace's lock (store.ts): all of it goes, or none.
 * The workspace's current venture, if it was this one, becomes its newest other venture, or none.
 */
export async function eraseVenture(db: Queryable, workspaceId: string, ventureId: string): Promise<void> {
  const args = [workspaceId, ventureId];
  const found = await db.query('select 1 from ventures where workspace_id = $1 and id = $2', args);
  if (found.length === 0) throw new NotFound('No such venture');
  await eraseDocumentTraces(db, workspaceId, ventureId);
  await db.query(`delete from document_versions where document_id in (${VENTURE_DOCUMENTS})`, args);
  await db.query('delete from documents where workspace_id = $1 and venture_id = $2', args);
  await db.query(
    'delete from venture_pins where venture_id in (select id from ventures where workspace_id = $1 and id = $2)',
    args,
  );
  await db.query(
    'delete from venture_designs where venture_id in (select id from ventures where workspace_id = $1 and id = $2)',
    args,
  );
  await db.query('delete from ventures where workspace_id = $1 and id = $2', args);
  await db.query(
    `update workspaces set current_venture_id =
       (select id from ventures where workspace_id = $1 order by created_at desc, seq desc limit 1)
      where id = $1 and (current_venture_id = $2 or current_venture_id is null)`,
    args,
  );
}
