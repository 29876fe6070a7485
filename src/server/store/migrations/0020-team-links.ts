import type { Migration } from './migration';

/**
 * A team's links (issue 36): the address an invitation was mailed to (null for a link the owner
 * hands over themselves); the one-time sign-in links an owner makes for a member who lost their way
 * in, each kept by its sha256 only, for the workspace it was made in; and the window in which a
 * session those links opened may set a new password without the old one.
 */
export const teamLinks: Migration = {
  version: 20,
  name: 'invitations by email, and one-time sign-in links an owner hands over',
  sql: `alter table workspace_invites add column email text;
        create table handover_links (
          token_hash text primary key,
          account_id text not null references accounts (id) on delete cascade,
          workspace_id text not null references workspaces (id) on delete cascade,
          created_by text references accounts (id) on delete set null,
          expires_at timestamptz not null
        );
        create index handover_links_by_account on handover_links (account_id);
        alter table sessions add column reset_until timestamptz;`,
};
