/**
 * A document's row as the repositories read it, the columns and orders they read it by, and what the
 * API answers from it (documents.ts).
 */
import type { DocumentSummary, SavedDocument } from '@/core/workspace/schema';
import type { MadeBy } from '@/core/workspace/versions';
import type { BuiltOn } from '@/core/venture/sources';
import { iso } from '../rows';
import { checkResult } from './check-result';
import { documentUsageOf } from './token-usage';
import { authorOf } from './versions';

export interface DocumentRow {
  id: string;
  venture_id: string;
  tool: string;
  title: string;
  version: number;
  created_at: Date | string;
  updated_at: Date | string;
  made_by?: MadeBy | null;
  author_id?: string | null;
  author_name?: string | null;
  inputs?: Record<string, string>;
  result?: unknown;
  built_on?: BuiltOn[];
  bytes?: number | string;
  /** DOCUMENT_USAGE, where the query read it. */
  usage?: unknown;
}

export const SUMMARY_COLUMNS = 'id, venture_id, tool, title, version, created_at, updated_at';
/**
 * The order of a tool's results in a venture by the founder's last choice (made, edited or
 * restored: migration 14), the one the tool opens on first. Every reader of "the tool's result"
 * (its screen, the Venture screen, the facts, sources, exports, the share page) goes by it through
 * `currentDocument`; History lists them by when they were made.
 */
export const CHOSEN_FIRST = 'chosen desc';
/** A tool's results in a venture by when they were made, newest first: History's order. */
export const NEWEST_FIRST = 'created_at desc, seq desc';
/** How the newest version was made, read with a summary for History (migration 7 keeps it per version). */
export const NEWEST_MADE_BY = `(select v.made_by from document_versions v
  where v.document_id = documents.id and v.version = documents.version) as made_by,
  (select v.author_id from document_versions v
  where v.document_id = documents.id and v.version = documents.version) as author_id,
  (select v.author_name from document_versions v
  where v.document_id = documents.id and v.version = documents.version) as author_name`;

export const summary = (row: DocumentRow): DocumentSummary => ({
  id: row.id,
  ventureId: row.venture_id,
  tool: row.tool,
  title: row.title,
  version: row.version,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
  ...(row.made_by ? { madeBy: row.made_by } : {}),
  ...authorOf(row),
  ...withUsage(row.usage),
});

const withUsage = (value: unknown) => {
  const usage = documentUsageOf(value);
  return usage ? { usage } : {};
};

/** A stored result that no longer passes its schema is left out rather than shown. */
export function whole(row: DocumentRow): SavedDocument | null {
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
