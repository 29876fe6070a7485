import { resultSchema } from '@/core/tools/define-tool';
import { toolDefinition } from '@/core/tools/registry';
import {
  WORKSPACE_QUOTAS,
  type DocumentSummary,
  type SavedDocument,
  type ToolDocuments,
} from '@/core/workspace/schema';
import { changedSources, type BuiltOn, type CurrentSources } from '@/core/venture/sources';
import type { Queryable } from '../database';
import { NotFound, QuotaExceeded, VersionConflict } from '../errors';
import { iso, json, newId } from '../rows';

interface DocumentRow {
  id: string;
  venture_id: string;
  tool: string;
  title: string;
  version: number;
  created_at: Date | string;
  updated_at: Date | string;
  inputs?: Record<string, string>;
  result?: unknown;
  built_on?: BuiltOn[];
}

const SUMMARY_COLUMNS = 'id, venture_id, tool, title, version, created_at, updated_at';

const summary = (row: DocumentRow): DocumentSummary => ({
  id: row.id,
  ventureId: row.venture_id,
  tool: row.tool,
  title: row.title,
  version: row.version,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

/** The tool's own result schema checks a result on its way in and out: a stored result never reaches a screen unchecked. */
export function checkResult(tool: string, result: unknown): unknown {
  const definition = toolDefinition(tool);
  if (!definition) throw new NotFound(`Unknown tool: ${tool}`);
  return resultSchema(definition).parse(result);
}

/** A stored result that no longer passes its schema is left out rather than shown. */
function whole(row: DocumentRow): SavedDocument | null {
  try {
    return {
      ...summary(row),
      inputs: row.inputs ?? {},
      result: checkResult(row.tool, row.result),
      builtOn: row.built_on ?? [],
      changedSince: [],
    };
  } catch {
    return null;
  }
}

export interface NewDocument {
  tool: string;
  title: string;
  inputs: Record<string, string>;
  result: unknown;
  /** The venture's results it was built on; none for one made from the form alone (or imported). */
  builtOn?: BuiltOn[];
}

/** QuotaExceeded when the workspace holds all the saved results it may. */
async function assertRoomForDocument(db: Queryable, workspaceId: string): Promise<void> {
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
    'select count(*)::int as count from documents where workspace_id = $1',
    [workspaceId],
  );
  if (count >= WORKSPACE_QUOTAS.documents)
    throw new QuotaExceeded(`A workspace holds at most ${WORKSPACE_QUOTAS.documents} saved results.`);
}

/** The document with the sources it was built on that were regenerated or edited since. */
async function withChanges(db: Queryable, workspaceId: string, document: SavedDocument): Promise<SavedDocument> {
  if (document.builtOn.length === 0) return document;
  // The newest result of each source tool in the venture: the same order as `forTool`'s latest.
  const rows = await db.query<{ tool: string; id: string; updated_at: Date | string }>(
    `select distinct on (tool) tool, id, updated_at from documents
      where workspace_id = $1 and venture_id = $2 and tool in (select jsonb_array_elements_text($3::jsonb))
      order by tool, created_at desc, seq desc`,
    [workspaceId, document.ventureId, json(document.builtOn.map((source) => source.tool))],
  );
  const current: CurrentSources = Object.fromEntries(
    rows.map((row) => [row.tool, { documentId: row.id, savedAt: iso(row.updated_at) }]),
  );
  return { ...document, changedSince: changedSources(document.builtOn, current) };
}

export function documentRepository(db: Queryable) {
  return {
    async create(workspaceId: string, ventureId: string, document: NewDocument): Promise<DocumentSummary> {
      await assertRoomForDocument(db, workspaceId);
      const result = checkResult(document.tool, document.result);
      const [row] = await db.query<DocumentRow>(
        `insert into documents (id, workspace_id, venture_id, tool, title, inputs, result, built_on)
         values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8::jsonb) returning ${SUMMARY_COLUMNS}`,
        [
          newId(),
          workspaceId,
          ventureId,
          document.tool,
          document.title,
          json(document.inputs),
          json(result),
          json(document.builtOn ?? []),
        ],
      );
      return summary(row!);
    },

    /** The tool's results in a venture, newest first, and the newest one whole. */
    async forTool(workspaceId: string, ventureId: string | null, tool: string): Promise<ToolDocuments> {
      if (!ventureId) return { ventureId: null, documents: [], latest: null };
      const rows = await db.query<DocumentRow>(
        `select ${SUMMARY_COLUMNS} from documents where workspace_id = $1 and venture_id = $2 and tool = $3 order by created_at desc, seq desc`,
        [workspaceId, ventureId, tool],
      );
      for (const row of rows) {
        const latest = await this.get(workspaceId, row.id).catch(() => null);
        if (latest) return { ventureId, documents: rows.map(summary), latest };
      }
      return { ventureId, documents: rows.map(summary), latest: null };
    },

    async get(workspaceId: string, id: string): Promise<SavedDocument> {
      const [row] = await db.query<DocumentRow>(
        `select ${SUMMARY_COLUMNS}, inputs, result, built_on from documents where id = $1 and workspace_id = $2`,
        [id, workspaceId],
      );
      const document = row && whole(row);
      if (!document) throw new NotFound('No such document');
      return withChanges(db, workspaceId, document);
    },

    /** Stores an edited result if `version` is still the stored one; otherwise VersionConflict with what is stored. */
    async update(workspaceId: string, id: string, version: number, result: unknown): Promise<SavedDocument> {
      const current = await this.get(workspaceId, id);
      const checked = checkResult(current.tool, result);
      const [row] = await db.query<DocumentRow>(
        `update documents set result = $4::jsonb, version = version + 1, updated_at = now()
          where id = $1 and workspace_id = $2 and version = $3 returning ${SUMMARY_COLUMNS}, inputs, result, built_on`,
        [id, workspaceId, version, json(checked)],
      );
      if (!row) throw new VersionConflict(await this.get(workspaceId, id));
      return withChanges(db, workspaceId, whole(row)!);
    },

    async remove(workspaceId: string, id: string): Promise<void> {
      const deleted = await db.query('delete from documents where id = $1 and workspace_id = $2 returning id', [
        id,
        workspaceId,
      ]);
      if (deleted.length === 0) throw new NotFound('No such document');
    },
  };
}
