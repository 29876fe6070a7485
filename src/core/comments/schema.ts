/**
 * Comments (issue 36, docs/product.md §16 "Comments"): a thread on one part of a saved result, named
 * by the part's path as edits name it, begun by a comment and answered by replies, resolved and
 * reopened as a whole.
 */
import * as z from 'zod/mini';

export const COMMENT_LIMITS = {
  /** Characters in one comment. */
  body: 2000,
  /** Comments on one result, replies included: past it, a 409. */
  perDocument: 500,
} as const;

/** A part's path in a result: names and list positions, as the tool's editable parts declare them. */
export const partPath = z
  .array(z.union([z.string().check(z.maxLength(60)), z.int().check(z.gte(0))]))
  .check(z.minLength(1), z.maxLength(6));

export const commentDraft = z.strictObject({
  path: partPath,
  body: z.string().check(z.trim(), z.minLength(1, 'Write a comment first.'), z.maxLength(COMMENT_LIMITS.body)),
  /** The thread's first comment, to answer it. */
  replyTo: z.optional(z.string().check(z.maxLength(100))),
});
export type CommentDraft = z.infer<typeof commentDraft>;

export const commentView = z.object({
  id: z.string(),
  /** The author's name when they wrote it. */
  author: z.string(),
  body: z.string(),
  createdAt: z.string(),
  /** Written by the member reading. */
  mine: z.boolean(),
});
export type CommentView = z.infer<typeof commentView>;

export const threadView = z.object({
  /** Its first comment's id. */
  id: z.string(),
  path: partPath,
  resolved: z.boolean(),
  resolvedBy: z.nullable(z.string()),
  /** The part has changed since the thread began: its comments are on an earlier version. */
  earlierVersion: z.boolean(),
  comments: z.array(commentView),
});
export type ThreadView = z.infer<typeof threadView>;

export const documentComments = z.object({ threads: z.array(threadView) });
export type DocumentComments = z.infer<typeof documentComments>;

/** The key of a part's path, as threads are grouped by it. */
export const pathKey = (path: readonly (string | number)[]): string => path.join('.');
