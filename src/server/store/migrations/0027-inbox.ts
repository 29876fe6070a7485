import type { Migration } from './migration';

/**
 * A member's inbox (issue 36, "See what changed"): when they last read it, and whether a mention or a
 * reply is mailed to them too. The items themselves are read from the comments (their mentions, their
 * threads), so nothing is written twice. A member who never set anything reads everything as unread
 * and gets the emails (when the server sends any).
 */
export const inbox: Migration = {
  version: 27,
  name: "each member's inbox mark and email setting",
  sql: `create table inbox_settings (
          account_id text primary key references accounts (id) on delete cascade,
          read_until timestamptz,
          email_mentions boolean not null default true
        );
        create index comments_by_reply on comments (reply_to) where reply_to is not null;`,
};
