import type { Migration } from './migration';

/**
 * Teams (issue 36): a workspace's name, chosen by an owner (else it is named after its first owner),
 * and the invitation links its owners make: each kept by its token's sha256 only, granting one role,
 * used once, revocable, and working for 7 days. An invitation goes with its workspace; its maker's
 * deleted account leaves it unsigned.
 */
export const teams: Migration = {
  version: 17,
  name: 'workspace names and invitations',
  sql: `alter table workspaces add column name text;
        create table workspace_invites (
          id text primary key,
          workspace_id text not null references workspaces (id) on delete cascade,
          token_hash text not null unique,
          role text not null check (role in ('owner', 'editor', 'commenter', 'viewer')),
          created_by text references accounts (id) on delete set null,
          created_at timestamptz not null default now(),
          expires_at timestamptz not null,
          used_at timestamptz,
          used_by text references accounts (id) on delete set null,
          revoked_at timestamptz
        );
        create index workspace_invites_by_workspace on workspace_invites (workspace_id);`,
};
