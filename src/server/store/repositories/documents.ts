import type { EditCause } from '@/core/workspace/versions';
import { type DocumentSummary, type SavedDocument, type TokenUsage, type ToolDocuments } from '@/core/workspace/schema';
import { changedSources, type BuiltOn, type CurrentSources } from '@/core/venture/sources';
import type { Queryable } from '../database';
import { NotFound, VersionConflict } from '../errors';
import { iso, json, newId } from '../rows';
import { assertRoom, bytesOf } from './quota';
import { sameValue } from '@/core/tools/result-parts';
import { checkResult } from './check-result';
import { eraseDocuments } from './erase';
import { DOCUMENT_USAGE, newDocumentUsage, recordUsage } from './token-usage';
import {
  CHOSEN_FIRST,
  NEWEST_FIRST,
  NEWEST_MADE_BY,
  SUMMARY_COLUMNS,
  summary,
  whole,
  type DocumentRow,
} from './document-rows';
import {
  insertVersion,
  listVersions,
  mergeStale,
  versionResult,
  type VersionAuthor,
  type VersionMaker,
} from './versions';

export interface NewDocument {
  tool: string;
  title: string;
  inputs: Record<string, string>;
  result: unknown;
  /** The venture's results it was built on; none for one made from the form alone (or imported). */
  builtOn?: BuiltOn[];
  /** What the generation that made it cost (none for an imported result), recorded with it (token-usage.ts). */
  usage?: TokenUsage;
  /** The member who generated it; none for a guest. */
  author?: VersionAuthor;
}

/** The document with the sources it was built on that were regenerated or edited since. */
async function withChanges(db: Queryable, workspaceId: string, document: SavedDocument): Promise<SavedDocument> {
  if (document.builtOn.length === 0) return document;
  // Each source tool's current result in the venture: the same order as `currentDocument`.
  const rows = await db.query<{ tool: string; id: string; updated_at: Date | string }>(
    `select distinct on (tool) tool, id, updated_at from documents
      where workspace_id = $1 and venture_id = $2 and tool in (select jsonb_array_elements_text($3::jsonb))
      order by tool, ${CHOSEN_FIRST}`,
    [workspaceId, document.ventureId, json(document.builtOn.map((source) => source.tool))],
  );
  const current: CurrentSources = Object.fromEntries(
    rows.map((row) => [row.tool, { documentId: row.id, savedAt: iso(row.updated_at) }]),
  );
  return { ...document, changedSince: changedSources(document.builtOn, current) };
}

async function getDocument(db: Queryable, workspaceId: string, id: string): Promise<SavedDocument> {
  const [row] = await db.query<DocumentRow>(
    `select ${SUMMARY_COLUMNS}, ${NEWEST_MADE_BY}, ${DOCUMENT_USAGE}, inputs, result, built_on
      from documents where id = $1 and workspace_id = $2`,
    [id, workspaceId],
  );
  const document = row && whole(row);
  if (!document) throw new NotFound('No such document');
  return withChanges(db, workspaceId, document);
}

async function createDocument(
  db: Queryable,
  workspaceId: string,
  ventureId: string,
  document: NewDocument,
): Promise<DocumentSummary> {
  const result = checkResult(document.tool, document.result);
  const bytes = bytesOf(document.title, document.inputs, result);
  await assertRoom(db, workspaceId, { documents: 1, bytes });
  const [row] = await db.query<DocumentRow>(
    `insert into documents (id, workspace_id, venture_id, tool, title, inputs, result, built_on, bytes)
     values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8::jsonb, $9) returning ${SUMMARY_COLUMNS}`,
    [
      newId(),
      workspaceId,
      ventureId,
      document.tool,
      document.title,
      json(document.inputs),
      json(result),
      json(document.builtOn ?? []),
      bytes,
    ],
  );
  await insertVersion(db, row!.id, 1, result, { madeBy: 'generated', author: document.author });
  if (document.usage) await recordUsage(db, workspaceId, row!.id, 'generation', document.usage);
  return { ...summary(row!), usage: newDocumentUsage(document.usage) };
}

/**
 * The tool's result the founder last chose in the venture (CHOSEN_FIRST), whole; the next one when
 * it no longer passes its schema; null when there is none.
 */
async function currentDocument(
  db: Queryable,
  workspaceId: string,
  ventureId: string,
  tool: string,
): Promise<SavedDocument | null> {
  const rows = await db.query<{ id: string }>(
    `select id from documents where workspace_id = $1 and venture_id = $2 and tool = $3 order by ${CHOSEN_FIRST}`,
    [workspaceId, ventureId, tool],
  );
  for (const row of rows) {
    const current = await getDocument(db, workspaceId, row.id).catch(() => null);
    if (current) return current;
  }
  return null;
}

/** The tool's results in a venture for History, newest made first, and its current one (`currentDocument`) whole. */
async function documentsForTool(
  db: Queryable,
  workspaceId: string,
  ventureId: string | null,
  tool: string,
): Promise<ToolDocuments> {
  if (!ventureId) return { ventureId: null, documents: [], latest: null };
  const rows = await db.query<DocumentRow>(
    `select ${SUMMARY_COLUMNS}, ${NEWEST_MADE_BY}, ${DOCUMENT_USAGE} from documents
      where workspace_id = $1 and venture_id = $2 and tool = $3 order by ${NEWEST_FIRST}`,
    [workspaceId, ventureId, tool],
  );
  const latest = rows.length > 0 ? await currentDocument(db, workspaceId, ventureId, tool) : null;
  return { ventureId, documents: rows.map(summary), latest };
}

/** The newest result of each tool in a venture, whole, and the bytes they hold (a cache's measure). */
export interface NewestDocuments {
  documents: SavedDocument[];
  bytes: number;
}

/** A document at a version, as `newestOfEach` is told which it already holds. */
const atVersion = (document: { id: string; version: number }) => `${document.id}@${document.version}`;

/**
 * Each tool's current result in the venture (the founder's last choice, CHOSEN_FIRST, that still passes its schema), whole, with the sources
 * it was built on that changed since: one statement, where `forTool` for each tool takes three.
 * `known`: results the caller already holds (an older read of the venture); those at the same
 * version are taken from it, not read, parsed and checked again (a version's result never changes),
 * so a change of the design or a pin does not read every result again.
 */
async function newestOfEach(
  db: Queryable,
  workspaceId: string,
  ventureId: string,
  known: readonly SavedDocument[] = [],
): Promise<NewestDocuments> {
  const held = new Map(known.map((document) => [atVersion(document), document]));
  const unlessHeld = (column: string) => `case when known then null else ${column} end as ${column}`;
  const rows = await db.query<DocumentRow & { known: boolean }>(
    `select * from (select distinct on (tool) ${SUMMARY_COLUMNS}, ${NEWEST_MADE_BY},
        id || '@' || version = any($3::text[]) as known, bytes from documents
        where workspace_id = $1 and venture_id = $2 order by tool, ${CHOSEN_FIRST}) newest,
      lateral (select ${['inputs', 'result', 'built_on'].map(unlessHeld).join(', ')}
        from documents d where d.id = newest.id) wide`,
    [workspaceId, ventureId, [...held.keys()]],
  );
  const current: CurrentSources = Object.fromEntries(
    rows.map((row) => [row.tool, { documentId: row.id, savedAt: iso(row.updated_at) }]),
  );
  const documents: SavedDocument[] = [];
  let bytes = 0;
  for (const row of rows) {
    const kept = row.known ? held.get(atVersion(row)) : undefined;
    const document = kept
      ? { ...summary(row), inputs: kept.inputs, result: kept.result, builtOn: kept.builtOn }
      : whole(row);
    bytes += Number(row.bytes ?? 0);
    // A newest result that no longer passes its schema gives way to the newest that does, as in `forTool`.
    const latest = document
      ? { ...document, changedSince: changedSources(document.builtOn, current) }
      : (await documentsForTool(db, workspaceId, ventureId, row.tool)).latest;
    if (latest) documents.push(latest);
  }
  return { documents, bytes };
}

/** A saved document, and whether the save was merged onto a newer version than the one it was made on. */
export type UpdatedDocument = SavedDocument & { merged?: true };

/**
 * Stores an edited result as the next version. Made on an older version than the stored one, it is
 * merged by parts onto the newest (versions.ts), or refused with VersionConflict and the newest.
 * The document and its version are written together: call it in one transaction (store.ts does).
 * A saved edit or restore makes it the tool's current result (CHOSEN_FIRST): the one worked on last.
 */
async function updateDocument(
  db: Queryable,
  workspaceId: string,
  id: string,
  version: number,
  result: unknown,
  maker: VersionMaker = { madeBy: 'edited' },
): Promise<UpdatedDocument> {
  const current = await getDocument(db, workspaceId, id);
  const stale = version !== current.version;
  const checked = checkResult(
    current.tool,
    stale ? await mergeStale(db, workspaceId, current, version, result) : result,
  );
  // Saved with nothing changed (Save Changes on an untouched editor): no version records nothing.
  if (!stale && maker.madeBy === 'edited' && sameValue(checked, current.result)) return current;
  const bytes = bytesOf(current.title, current.inputs, checked);
  // The result it replaces stays, as a version: it now counts against the quota too.
  const replaced = bytesOf(current.result);
  await assertRoom(db, workspaceId, {
    bytes: replaced + bytes - bytesOf(current.title, current.inputs, current.result),
  });
  const [row] = await db.query<DocumentRow>(
    `update documents set result = $4::jsonb, bytes = $5, version = version + 1, updated_at = now(),
        chosen = nextval('documents_chosen')
      where id = $1 and workspace_id = $2 and version = $3
      returning ${SUMMARY_COLUMNS}, ${DOCUMENT_USAGE}, inputs, result, built_on`,
    [id, workspaceId, current.version, json(checked), bytes],
  );
  if (!row) throw new VersionConflict(await getDocument(db, workspaceId, id));
  await insertVersion(db, id, row.version, checked, maker);
  const author = { author_id: maker.author?.id ?? null, author_name: maker.author?.name ?? null };
  const saved = await withChanges(db, workspaceId, whole({ ...row, made_by: maker.madeBy, ...author })!);
  return stale ? { ...saved, merged: true } : saved;
}

/** Brings an earlier version back as the newest (a new version; nothing is deleted). */
async function restoreVersion(db: Queryable, workspaceId: string, id: string, version: number, author?: VersionAuthor) {
  const result = await versionResult(db, workspaceId, id, version);
  const current = await getDocument(db, workspaceId, id);
  const maker = { madeBy: 'restored', restoredFrom: version, author } as const;
  return updateDocument(db, workspaceId, id, current.version, result, maker);
}

/** Deletes the document and everything of it (erase.ts): its generations, share links and their analytics, its versions. */
async function removeDocument(db: Queryable, workspaceId: string, id: string): Promise<void> {
  if ((await eraseDocuments(db, workspaceId, [id])) === 0) throw new NotFound('No such document');
}

/**
 * Saved results. `create` and `update` check the workspace's quotas: call them under the
 * workspace's lock (the store does, see store.ts).
 */
export function documentRepository(db: Queryable) {
  return {
    get: (workspaceId: string, id: string) => getDocument(db, workspaceId, id),
    create: (workspaceId: string, ventureId: string, document: NewDocument) =>
      createDocument(db, workspaceId, ventureId, document),
    forTool: (workspaceId: string, ventureId: string | null, tool: string) =>
      documentsForTool(db, workspaceId, ventureId, tool),
    /** The tool's result the founder last made, edited or restored in the venture: the one it opens on. */
    current: (workspaceId: string, ventureId: string, tool: string) =>
      currentDocument(db, workspaceId, ventureId, tool),
    newestOfEach: (workspaceId: string, ventureId: string, known?: readonly SavedDocument[]) =>
      newestOfEach(db, workspaceId, ventureId, known),
    update: (
      workspaceId: string,
      id: string,
      version: number,
      result: unknown,
      author?: VersionAuthor,
      cause?: EditCause,
    ) => updateDocument(db, workspaceId, id, version, result, { madeBy: 'edited', author, cause }),
    restore: (workspaceId: string, id: string, version: number, author?: VersionAuthor) =>
      restoreVersion(db, workspaceId, id, version, author),
    /** A page of a document's versions, newest first: the newest, or those before `before`. */
    versions: async (workspaceId: string, id: string, before?: number) =>
      listVersions(db, workspaceId, await getDocument(db, workspaceId, id), before),
    remove: (workspaceId: string, id: string) => removeDocument(db, workspaceId, id),
    /** Records what a rewrite of one of its parts cost (token-usage.ts). */
    recordRewrite: (workspaceId: string, id: string, usage: TokenUsage) =>
      recordUsage(db, workspaceId, id, 'rewrite', usage),
  };
}
