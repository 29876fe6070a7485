/** A saved result's versions in the workspace file: written by export, checked and restored by import (transfer.ts). */
import type { WorkspaceFile } from '@/core/workspace/file';
import type { EditCause, MadeBy } from '@/core/workspace/versions';
import type { Queryable } from '../database';
import { iso } from '../rows';
import { checkResult } from './check-result';
import { bytesOf } from './quota';
import { insertVersion, type VersionMaker } from './versions';

type FileDocument = WorkspaceFile['ventures'][number]['documents'][number];
type FileVersion = NonNullable<FileDocument['versions']>[number];

/** Each document's versions in the workspace, oldest first, as the file holds them. */
export async function versionsByDocument(db: Queryable, workspaceId: string) {
  const rows = await db.query<{
    document_id: string;
    version: number;
    made_by: MadeBy;
    restored_from: number | null;
    cause: EditCause | null;
    author_name: string | null;
    result: Record<string, unknown>;
    created_at: Date | string;
  }>(
    `select v.document_id, v.version, v.made_by, v.restored_from, v.cause, v.author_name, v.result, v.created_at
       from document_versions v join documents d on d.id = v.document_id
      where d.workspace_id = $1 order by v.document_id, v.version`,
    [workspaceId],
  );
  return (documentId: string): FileVersion[] =>
    rows
      .filter((row) => row.document_id === documentId)
      .map((row) => ({
        version: row.version,
        madeBy: row.made_by,
        ...(row.restored_from ? { restoredFrom: row.restored_from } : {}),
        ...(row.cause ? { cause: row.cause } : {}),
        ...(row.author_name ? { author: row.author_name } : {}),
        result: row.result,
        createdAt: iso(row.created_at),
      }));
}

/**
 * What is wrong with a document's versions in a file, or null: each is a version up to the
 * document's own, once, with a result that fits its tool (stored as the tool's schema reads it).
 */
export function versionsProblem(document: FileDocument): string | null {
  const seen = new Set<number>();
  for (const [at, entry] of (document.versions ?? []).entries()) {
    if (entry.version > document.version || seen.has(entry.version))
      return `a version numbered past the result's own, or twice (versions.${at})`;
    seen.add(entry.version);
    try {
      entry.result = checkResult(document.tool, entry.result) as Record<string, unknown>;
    } catch {
      return `a version that does not fit its tool (versions.${at})`;
    }
  }
  return null;
}

/** The versions a document brings, its current result as its own version when the file lacks it (an older file). */
export function versionsOf(document: FileDocument): FileVersion[] {
  const listed = (document.versions ?? []).filter((entry) => entry.version !== document.version);
  const madeBy: MadeBy = document.version === 1 ? 'generated' : 'edited';
  const own = document.versions?.find((entry) => entry.version === document.version);
  return [
    ...listed,
    {
      ...own,
      version: document.version,
      madeBy: own?.madeBy ?? madeBy,
      result: document.result,
      createdAt: own?.createdAt ?? document.updatedAt,
    },
  ];
}

/** What a document's earlier versions add to the workspace's byte quota. */
export const earlierVersionBytes = (document: FileDocument) =>
  versionsOf(document).reduce(
    (sum, entry) => sum + (entry.version === document.version ? 0 : bytesOf(entry.result)),
    0,
  );

/** How a file's version was made, as the store keeps it: its author by name only (no account), a cause only on an edit. */
function makerOf(entry: FileVersion): VersionMaker {
  const author = entry.author ? { author: { id: null, name: entry.author } } : {};
  if (entry.madeBy === 'restored' && entry.restoredFrom)
    return { madeBy: 'restored', restoredFrom: entry.restoredFrom, ...author };
  return { madeBy: entry.madeBy === 'restored' ? 'edited' : entry.madeBy, cause: entry.cause, ...author };
}

/** Writes a document's versions from the file (in the import's transaction). */
export async function insertFileVersions(tx: Queryable, documentId: string, document: FileDocument): Promise<void> {
  for (const entry of versionsOf(document))
    await insertVersion(tx, documentId, entry.version, entry.result, makerOf(entry), entry.createdAt);
}
