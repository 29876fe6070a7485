import type { Migration } from './migration';

/**
 * Each member's own current venture in a workspace (issue 36): the venture the tool screens work in
 * was the workspace's, so one member switching ventures moved every other member's screens at their
 * next load. A member's choice is theirs now; until they make one, they work in the workspace's (a
 * guest's, and the one a sign-up claimed). A venture deleted leaves the member on the workspace's.
 */
export const memberVentures: Migration = {
  version: 24,
  name: "each member's own current venture",
  sql: `alter table workspace_members
          add column current_venture_id text references ventures (id) on delete set null;`,
};
