import type { Migration } from './migration';

/**
 * When each member last looked at each venture's activity (issue 36, "See what changed"): the feed
 * counts what others did since. The feed itself is read from what is kept anyway (versions and their
 * authors, comments, share links), so nothing is written twice.
 */
export const activitySeen: Migration = {
  version: 26,
  name: "when each member last looked at a venture's activity",
  sql: `create table activity_seen (
          workspace_id text not null,
          account_id text not null,
          venture_id text not null references ventures (id) on delete cascade,
          seen_at timestamptz not null,
          primary key (workspace_id, account_id, venture_id),
          foreign key (workspace_id, account_id) references workspace_members (workspace_id, account_id) on delete cascade
        );`,
};
