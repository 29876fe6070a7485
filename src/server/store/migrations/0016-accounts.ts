import type { Migration } from './migration';

/**
 * Accounts (issue 36): a member's name, email and password's slow hash (none for an account made
 * with a passkey); their passkeys (the credential's id, public key and signature counter), and each
 * WebAuthn ceremony's challenge, kept until it is answered once or expires; the workspaces each belongs
 * to, with a role; and their signed-in sessions, each kept by its token's sha256 only (a copy of the
 * database signs no one in). A workspace with a member is claimed: the guest cookie that made it no
 * longer opens it (`claimed_at`, read with the guest's every request). A session works in one of
 * its member's workspaces; when that one is deleted (Delete All My Data), in their first one, or in a
 * new one made with their next write. Deleting an account deletes its sessions, passkeys and
 * memberships.
 */
export const accounts: Migration = {
  version: 16,
  name: 'accounts, workspace members, sessions, passkeys and their challenges',
  sql: `create table accounts (
          id text primary key,
          name text not null,
          email text not null,
          email_key text not null unique,
          password_hash text,
          created_at timestamptz not null default now()
        );
        create table workspace_members (
          workspace_id text not null references workspaces (id) on delete cascade,
          account_id text not null references accounts (id) on delete cascade,
          role text not null check (role in ('owner', 'editor', 'commenter', 'viewer')),
          joined_at timestamptz not null default now(),
          primary key (workspace_id, account_id)
        );
        create index workspace_members_by_account on workspace_members (account_id);
        create table sessions (
          id text primary key,
          token_hash text not null unique,
          account_id text not null references accounts (id) on delete cascade,
          workspace_id text references workspaces (id) on delete set null,
          device text not null,
          created_at timestamptz not null default now(),
          last_used_at timestamptz not null default now(),
          expires_at timestamptz not null
        );
        create index sessions_by_account on sessions (account_id);
        create table passkeys (
          id text primary key,
          credential_id text not null unique,
          account_id text not null references accounts (id) on delete cascade,
          public_key bytea not null,
          counter bigint not null default 0,
          transports text not null default '',
          name text not null,
          created_at timestamptz not null default now(),
          last_used_at timestamptz
        );
        create index passkeys_by_account on passkeys (account_id);
        create table auth_challenges (
          id text primary key,
          challenge text not null,
          purpose text not null check (purpose in ('add-passkey', 'sign-in', 'sign-up')),
          account_id text references accounts (id) on delete cascade,
          details jsonb,
          expires_at timestamptz not null
        );
        alter table workspaces add column claimed_at timestamptz;`,
};
