/** The comments' words on screen (docs/product.md §16 "Comments"), typed once. */
const count = (comments: number) => (comments === 1 ? '1 comment' : `${comments} comments`);

export const COMMENT_TEXTS = {
  /** The part's button that opens its threads with a new comment's field. */
  commentOn: (label: string) => `Comment on ${label}`,
  comment: 'Comment',
  /** Beside Edit, when the part has open threads: the comments in them. */
  count,
  countOn: (comments: number, label: string) => `${count(comments)} on ${label}`,
  panel: (label: string) => `Comments on ${label}`,
  none: 'No comments on this part yet.',
  field: 'New comment',
  hint: 'Mention a member with @ and their name.',
  /** The list of members that opens as an @ and the start of a name are typed. */
  mentionList: 'Members to mention',
  reply: 'Reply',
  replyTo: (author: string) => `Reply to ${author}`,
  resolve: 'Resolve',
  reopen: 'Reopen',
  close: 'Close',
  cancel: 'Cancel',
  sending: 'Sending…',
  earlierVersion: 'on an earlier version',
  resolvedBy: (name: string | null) => (name ? `Resolved by ${name}` : 'Resolved'),
  thread: (author: string) => `Thread begun by ${author}`,
  notSent: (reason: string) => `Your comment was not sent: ${reason}`,
  notChanged: (reason: string) => `The thread was not changed: ${reason}`,
  notLoaded: (reason: string) => `The comments could not be loaded: ${reason}`,
} as const;
