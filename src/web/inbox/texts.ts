/** The Inbox's words on screen (docs/product.md §16 "Inbox"), typed once. */
export const INBOX_TEXTS = {
  inbox: 'Inbox',
  /** The button's name when some are unread. */
  named: (unread: number) => `Inbox ${unread} unread`,
  heading: 'Inbox',
  loading: 'Loading your inbox…',
  none: 'Nothing yet. When someone mentions you or replies to you in a comment, it shows here.',
  notLoaded: (reason: string) => `Your inbox could not be loaded: ${reason}`,
  notOpened: (reason: string) => `That comment could not be opened: ${reason}`,
  /** The page an emailed link opens while it switches to the comment's workspace and venture. */
  opening: 'Opening the comment…',
  openDashboard: 'Open the Dashboard',
  /** One item, as its link reads: who did what, where. */
  line: (author: string, reason: 'mention' | 'reply', place: string) =>
    `${author} ${reason === 'mention' ? 'mentioned you' : 'replied to you'} on ${place}`,
  newItem: 'New',
  close: 'Close',
} as const;
