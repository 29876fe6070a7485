import { toolDefinition } from '@/core/tools/registry';
import { diffResults } from '@/core/tools/result-diff';
import { mergeResults } from '@/core/tools/result-merge';
import { comparable, sameValue } from '@/core/tools/result-parts';
import { VERSIONS_PAGE, type DocumentVersions, type EditCause, type MadeBy } from '@/core/workspace/versions';
import type { SavedDocument } from '@/core/workspace/schema';
import type { Queryable } from '../database';
import { NotFound, VersionConflict } from '../errors';
import { iso, json } from '../rows';
import { readVersion } from './check-result';
import { bytesOf } from './quota';

/** Who made a version: the generation, an edit (or a merged one), or a restore of an earlier version. */
/** A member who made a version: their account and their name as it is now. */
export interface VersionAuthor {
  /** Null for a name with no account here (an imported version's author). */
  id: string | null;
  name: string;
}

export type VersionMaker = ({ madeBy: Exclude<MadeBy, 'restored'> } | { madeBy: 'restored'; restoredFrom: number }) & {
  author?: VersionAuthor;
  /** Why an edit was made, when the screen said (Use Fact, Rewrite with AI). */
  cause?: EditCause;
};

/** A version's author as the API carries it, from its row's columns. */
export const authorOf = (row: { author_id?: string | null; author_name?: string | null }) =>
  row.author_name ? { author: { id: row.author_id ?? null, name: row.author_name } } : {};

interface VersionRow {
  version: number;
  result: unknown;
  made_by: MadeBy;
  restored_from: number | null;
  created_at: Date | string;
  author_id: string | null;
  author_name: string | null;
}

/** Writes a document's version (in the transaction that wrote the document). */
export async function insertVersion(
  db: Queryable,
  documentId: string,
  version: number,
  result: unknown,
  maker: VersionMaker,
  createdAt?: string,
): Promise<void> {
  await db.query(
    `insert into document_versions (document_id, version, result, made_by, restored_from, bytes, created_at, author_id, author_name, cause)
     values ($1, $2, $3::jsonb, $4, $5, $6, coalesce($7::timestamptz, now()), $8, $9, $10)`,
    [
      documentId,
      version,
      json(result),
      maker.madeBy,
      maker.madeBy === 'restored' ? maker.restoredFrom : null,
      bytesOf(result),
      createdAt ?? null,
      maker.author?.id ?? null,
      maker.author?.name ?? null,
      maker.madeBy === 'edited' ? (maker.cause ?? null) : null,
    ],
  );
}

/** One version's result, of a document in this workspace; NotFound when there is no such version. */
export async function versionResult(db: Queryable, workspaceId: string, documentId: string, version: number) {
  const [row] = await db.query<{ result: unknown }>(
    `select v.result from document_versions v join documents d on d.id = v.document_id
      where v.document_id = $1 and d.workspace_id = $2 and v.version = $3`,
    [documentId, workspaceId, version],
  );
  if (!row) throw new NotFound('No such version');
  return row.result;
}

/**
 * Up to `count` versions of a document, newest first: the newest, or those older than `before`.
 */
async function versionRows(
  db: Queryable,
  workspaceId: string,
  documentId: string,
  before: number | undefined,
  count: number,
): Promise<VersionRow[]> {
  return db.query<VersionRow>(
    `select v.version, v.result, v.made_by, v.restored_from, v.created_at, v.author_id, v.author_name
       from document_versions v join documents d on d.id = v.document_id
      where v.document_id = $1 and d.workspace_id = $2 and ($3::int is null or v.version < $3)
      order by v.version desc limit $4`,
    [documentId, workspaceId, before ?? null, count],
  );
}

/**
 * A page of a document's versions (VERSIONS_PAGE), newest first, each with what changed from the
 * one before (computed here, never stored): one more row is read than is listed, the one the
 * oldest listed is compared with, and whether there are older versions to ask for.
 */
export async function listVersions(
  db: Queryable,
  workspaceId: string,
  document: Pick<SavedDocument, 'id' | 'tool'>,
  before?: number,
): Promise<DocumentVersions> {
  const tool = toolDefinition(document.tool) ?? {};
  const rows = await versionRows(db, workspaceId, document.id, before, VERSIONS_PAGE + 1);
  const results = rows.map((row) => readVersion(document.tool, row.result));
  const versions = rows.slice(0, VERSIONS_PAGE).map((row, at) => {
    const previous = results[at + 1];
    return {
      version: row.version,
      madeBy: row.made_by,
      ...(row.restored_from ? { restoredFrom: row.restored_from } : {}),
      ...authorOf(row),
      createdAt: iso(row.created_at),
      changes: previous === undefined ? [] : diffResults(tool, previous, results[at]),
    };
  });
  return { versions, more: rows.length > VERSIONS_PAGE };
}

/**
 * The result to store for a save made on `version` when `current` is newer: the save's parts merged
 * onto the newest (docs/product.md §13), or VersionConflict with the newest and the parts both changed.
 */
export async function mergeStale(
  db: Queryable,
  workspaceId: string,
  current: SavedDocument,
  version: number,
  result: unknown,
): Promise<unknown> {
  if (version > current.version) throw new VersionConflict(current);
  const stored = await versionResult(db, workspaceId, current.id, version).catch((error: unknown) => {
    if (error instanceof NotFound) throw new VersionConflict(current);
    throw error;
  });
  // Read as the save and the newest were, so an older version's shape is no change of the founder's.
  const base = readVersion(current.tool, stored);
  const tool = toolDefinition(current.tool) ?? {};
  // Nothing changed on its version: nothing to merge, and the newest is what the tab should see.
  if (sameValue(comparable(tool, base), comparable(tool, result))) throw new VersionConflict(current);
  const outcome = mergeResults(tool, base, result, current.result);
  if (!outcome.merged) throw new VersionConflict(current, { conflicts: outcome.conflicts, yours: outcome.yours });
  return outcome.result;
}
