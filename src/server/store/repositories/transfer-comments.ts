/**
 * A saved result's comment threads, and a venture's on its facts, in the workspace file (docs/product.md §16 "Comments"): written
 * by export, restored by import (transfer.ts) with new ids, each reply on its thread's new root,
 * no author account (one means nothing in another workspace; the author's name is kept, as for a
 * deleted account) and no mentions (docs/decisions.md).
 */
import { takesComments } from '@/core/comments/parts';
import type { AnyToolDefinition } from '@/core/tools/define-tool';
import type { WorkspaceFile } from '@/core/workspace/file';
import type { Queryable } from '../database';
import type { CommentAnchor } from './comments';
import { iso, json, newId } from '../rows';

type FileVenture = WorkspaceFile['ventures'][number];
type FileDocument = FileVenture['documents'][number];
type FileThread = NonNullable<FileDocument['threads']>[number];

interface CommentRow {
  id: string;
  document_id: string | null;
  venture_id: string | null;
  reply_to: string | null;
  path: (string | number)[];
  part_hash: string;
  author_name: string;
  body: string;
  resolved_at: Date | string | null;
  resolved_by: string | null;
  created_at: Date | string;
}

const fileThread = (root: CommentRow, replies: CommentRow[]): FileThread => ({
  path: root.path,
  partHash: root.part_hash,
  ...(root.resolved_at ? { resolved: { by: root.resolved_by, at: iso(root.resolved_at) } } : {}),
  comments: [root, ...replies].map((row) => ({
    author: row.author_name,
    body: row.body,
    createdAt: iso(row.created_at),
  })),
});

/**
 * Each document's threads in the workspace, and each venture's on its facts, oldest first, as the
 * file holds them (`threads` and `factThreads`, only where there are any).
 */
export async function fileThreadsOf(db: Queryable, workspaceId: string) {
  const rows = await db.query<CommentRow>(
    `select id, document_id, venture_id, reply_to, path, part_hash, author_name, body, resolved_at, resolved_by, created_at
       from comments where workspace_id = $1 order by created_at, id`,
    [workspaceId],
  );
  const replies = new Map<string, CommentRow[]>();
  for (const row of rows) if (row.reply_to) replies.set(row.reply_to, [...(replies.get(row.reply_to) ?? []), row]);
  const on = (matches: (row: CommentRow) => boolean) =>
    rows.filter((row) => matches(row) && !row.reply_to).map((root) => fileThread(root, replies.get(root.id) ?? []));
  return {
    ofDocument(documentId: string): { threads?: FileThread[] } {
      const threads = on((row) => row.document_id === documentId);
      return threads.length > 0 ? { threads } : {};
    },
    ofVenture(ventureId: string): { factThreads?: FileVenture['factThreads'] } {
      const threads = on((row) => row.venture_id === ventureId);
      return threads.length > 0 ? { factThreads: threads as FileVenture['factThreads'] } : {};
    },
  };
}

/**
 * What is wrong with a document's threads in a file, or null: each is on a kind of part its tool
 * lets founders edit, as a new thread must be (the part itself may be gone since: threads outlive
 * their part's edits).
 */
export function threadsProblem(document: FileDocument, tool: AnyToolDefinition): string | null {
  const at = (document.threads ?? []).findIndex((thread) => !takesComments(tool, thread.path));
  return at < 0 ? null : `a comment thread on a part that cannot carry one (threads.${at}.path)`;
}

/** Writes a document's threads, or a venture's on its facts, from the file (in the import's transaction), each comment with a new id. */
export async function insertFileThreads(
  tx: Queryable,
  workspaceId: string,
  anchor: CommentAnchor,
  threads: readonly FileThread[] = [],
): Promise<void> {
  const column = 'documentId' in anchor ? 'document_id' : 'venture_id';
  for (const thread of threads) {
    const rootId = newId();
    for (const [at, comment] of thread.comments.entries()) {
      const root = at === 0;
      await tx.query(
        `insert into comments (id, workspace_id, ${column}, reply_to, path, part_hash, author_id, author_name, body,
                               mentions, resolved_at, resolved_by, created_at)
              values ($1, $2, $3, $4, $5::jsonb, $6, null, $7, $8, '[]'::jsonb, $9, $10, $11)`,
        [
          root ? rootId : newId(),
          workspaceId,
          'documentId' in anchor ? anchor.documentId : anchor.ventureId,
          root ? null : rootId,
          json(thread.path),
          thread.partHash,
          comment.author,
          comment.body,
          root ? (thread.resolved?.at ?? null) : null,
          root ? (thread.resolved?.by ?? null) : null,
          comment.createdAt,
        ],
      );
    }
  }
}
