import type { CommentView, ThreadView } from '@/core/comments/schema';
import { COMMENT_LIMITS } from '@/core/comments/schema';
import type { Database } from '../database';
import { NotFound, QuotaExceeded } from '../errors';
import { iso, json, newId } from '../rows';

interface CommentRow {
  id: string;
  reply_to: string | null;
  path: (string | number)[];
  part_hash: string;
  author_id: string | null;
  author_name: string;
  body: string;
  resolved_at: Date | null;
  resolved_by: string | null;
  created_at: Date;
}

export interface NewComment {
  path: (string | number)[];
  /** The part's hash as it stands now (a reply takes its thread's). */
  partHash: string;
  authorId: string;
  authorName: string;
  body: string;
  /** The members it mentions (@Name). */
  mentions: string[];
  replyTo?: string;
}

/**
 * What a thread is on: a part of a saved result (its path in the result), or one of a venture's facts
 * (the fact's id as its path; migration 28).
 */
export type CommentAnchor = { documentId: string } | { ventureId: string };

const anchorColumn = (anchor: CommentAnchor) => ('documentId' in anchor ? 'document_id' : 'venture_id');
const anchorId = (anchor: CommentAnchor) => ('documentId' in anchor ? anchor.documentId : anchor.ventureId);

/** What the reader needs to show threads: who reads, and each part's hash as it stands now. */
export interface ThreadReader {
  accountId: string;
  partHashNow: (path: (string | number)[]) => string;
}

const COLUMNS = 'id, reply_to, path, part_hash, author_id, author_name, body, resolved_at, resolved_by, created_at';

/** Threads from their comments, oldest first: each root with its replies. */
function threadsOf(rows: CommentRow[], reader: ThreadReader): ThreadView[] {
  const replies = new Map<string, CommentView[]>();
  const view = (row: CommentRow): CommentView => ({
    id: row.id,
    author: row.author_name,
    body: row.body,
    createdAt: iso(row.created_at),
    mine: row.author_id === reader.accountId,
  });
  for (const row of rows)
    if (row.reply_to) replies.set(row.reply_to, [...(replies.get(row.reply_to) ?? []), view(row)]);
  return rows
    .filter((row) => !row.reply_to)
    .map((root) => ({
      id: root.id,
      path: root.path,
      resolved: root.resolved_at !== null,
      resolvedBy: root.resolved_by,
      earlierVersion: reader.partHashNow(root.path) !== root.part_hash,
      comments: [view(root), ...(replies.get(root.id) ?? [])],
    }));
}

/** A new comment's id, and its thread's (its root's id: its own when it begins the thread). */
export interface AddedComment {
  threadId: string;
  commentId: string;
}

/** A new thread on a part or a fact, or a reply to one of the anchor's threads, in one transaction. */
async function addComment(
  db: Database,
  workspaceId: string,
  anchor: CommentAnchor,
  comment: NewComment,
): Promise<AddedComment> {
  const column = anchorColumn(anchor);
  const id = anchorId(anchor);
  return db.transaction(async (tx) => {
    // One writer at a time per result or venture: the count below holds.
    await tx.query(
      `select id from ${'documentId' in anchor ? 'documents' : 'ventures'} where id = $1 and workspace_id = $2 for update`,
      [id, workspaceId],
    );
    const [{ count } = { count: 0 }] = await tx.query<{ count: number }>(
      `select count(*)::int as count from comments where ${column} = $1`,
      [id],
    );
    if (count >= COMMENT_LIMITS.perDocument)
      throw new QuotaExceeded(
        'documentId' in anchor
          ? `A result holds at most ${COMMENT_LIMITS.perDocument} comments. Resolve and start afresh in a new version.`
          : `A venture's facts hold at most ${COMMENT_LIMITS.perDocument} comments.`,
      );
    let { path, partHash } = comment;
    if (comment.replyTo) {
      const [root] = await tx.query<{ path: (string | number)[]; part_hash: string }>(
        `select path, part_hash from comments where id = $1 and ${column} = $2 and workspace_id = $3 and reply_to is null`,
        [comment.replyTo, id, workspaceId],
      );
      if (!root) throw new NotFound('No such comment');
      ({ path, part_hash: partHash } = root);
    }
    const commentId = newId();
    await tx.query(
      `insert into comments (id, workspace_id, ${column}, reply_to, path, part_hash, author_id, author_name, body, mentions)
           values ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9, $10::jsonb)`,
      [
        commentId,
        workspaceId,
        id,
        comment.replyTo ?? null,
        json(path),
        partHash,
        comment.authorId,
        comment.authorName,
        comment.body,
        json(comment.mentions),
      ],
    );
    return { threadId: comment.replyTo ?? commentId, commentId };
  });
}

/** Comments on the parts of a workspace's results and on its ventures' facts (docs/product.md §16 "Comments"). */
export function commentRepository(db: Database) {
  async function rowsOf(workspaceId: string, anchor: CommentAnchor): Promise<CommentRow[]> {
    return db.query<CommentRow>(
      `select ${COLUMNS} from comments where workspace_id = $1 and ${anchorColumn(anchor)} = $2 order by created_at, id`,
      [workspaceId, anchorId(anchor)],
    );
  }

  return {
    async threads(workspaceId: string, anchor: CommentAnchor, reader: ThreadReader): Promise<ThreadView[]> {
      return threadsOf(await rowsOf(workspaceId, anchor), reader);
    },

    /** What a thread is on, by its first comment's id; NotFound when the workspace has none such. */
    async anchorOf(workspaceId: string, rootId: string): Promise<CommentAnchor> {
      const [root] = await db.query<{ document_id: string | null; venture_id: string | null }>(
        'select document_id, venture_id from comments where id = $1 and workspace_id = $2 and reply_to is null',
        [rootId, workspaceId],
      );
      if (!root) throw new NotFound('No such comment');
      return root.document_id ? { documentId: root.document_id } : { ventureId: root.venture_id ?? '' };
    },

    /** One thread of a result or a venture's facts, by its first comment's id. */
    async thread(
      workspaceId: string,
      anchor: CommentAnchor,
      rootId: string,
      reader: ThreadReader,
    ): Promise<ThreadView> {
      const rows = (await rowsOf(workspaceId, anchor)).filter((row) => row.id === rootId || row.reply_to === rootId);
      const [thread] = threadsOf(rows, reader);
      if (!thread) throw new NotFound('No such comment');
      return thread;
    },

    /** A new thread on a part or a fact, or a reply to one of the anchor's threads: its id and its thread's. */
    add: (workspaceId: string, anchor: CommentAnchor, comment: NewComment) =>
      addComment(db, workspaceId, anchor, comment),

    /** Resolves (or reopens) a thread by its first comment's id. */
    async resolve(workspaceId: string, rootId: string, resolvedBy: string | null): Promise<void> {
      const rows = await db.query(
        `update comments set resolved_at = case when $3::text is null then null else now() end, resolved_by = $3
          where id = $1 and workspace_id = $2 and reply_to is null returning id`,
        [rootId, workspaceId, resolvedBy],
      );
      if (rows.length === 0) throw new NotFound('No such comment');
    },
  };
}

export type CommentRepository = ReturnType<typeof commentRepository>;
