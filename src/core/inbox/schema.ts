/**
 * A member's inbox (issue 36, docs/product.md §16 "Inbox"): the comments that mention them, and the
 * replies in threads they started or answered, in every workspace they belong to, newest first, with
 * what is unread; and whether such a comment is mailed to them too (when the server sends email).
 */
import * as z from 'zod/mini';

/** How many items the inbox lists, newest first. */
export const INBOX_LIMIT = 50;
/** Characters of a comment the inbox shows (the place shows it whole). */
export const EXCERPT_LENGTH = 140;

export const inboxItem = z.object({
  /** The comment's id. */
  id: z.string(),
  /** Why it is in the inbox: it names the member, or it answers a thread they are in. */
  reason: z.enum(['mention', 'reply']),
  /** The author's name when they wrote it. */
  author: z.string(),
  /** The comment's first words. */
  excerpt: z.string(),
  workspaceId: z.string(),
  ventureId: z.string(),
  ventureName: z.string(),
  /** The result's tool and id; null for a thread on one of the venture's facts (the Venture screen). */
  tool: z.nullable(z.string()),
  documentId: z.nullable(z.string()),
  /** The part or fact the thread is on, by its label ("Executive Summary", "Market size"); null when the tool no longer has it. */
  part: z.nullable(z.string()),
  /**
   * Where its link opens the thread: the part's path joined with dots ("slides.5", as the screens
   * key a part's threads), or the fact's id; null with `part`, when the part is gone.
   */
  anchor: z.nullable(z.string()),
  createdAt: z.string(),
  unread: z.boolean(),
});
export type InboxItem = z.infer<typeof inboxItem>;

export const inboxView = z.object({
  items: z.array(inboxItem),
  /** Unread items in all (beyond the listed ones too). */
  unread: z.number(),
});
export type InboxView = z.infer<typeof inboxView>;

/** Mark read everything up to `until` (an ISO date-time), or everything there is now. */
export const inboxRead = z.strictObject({
  until: z.optional(z.iso.datetime({ offset: true })),
});

export const notificationSettings = z.strictObject({
  /** Email the member a mention or a reply to them (when the server sends email). */
  emailMentions: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettings>;
