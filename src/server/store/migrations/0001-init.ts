import type { Migration } from './migration';

/** Workspaces hold ventures; ventures hold one document per generated result; saved ideas belong to the workspace. */
export const init: Migration = {
  version: 1,
  name: 'workspaces, ventures, documents, saved ideas',
  sql: `
create table workspaces (
  -- sha256 of the cookie's token: a copy of the database does not hand out working cookies
  id text primary key,
  current_venture_id text,
  created_at timestamptz not null default now()
);

create table ventures (
  id text primary key,
  workspace_id text not null references workspaces (id) on delete cascade,
  name text not null,
  description text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index ventures_by_workspace on ventures (workspace_id, created_at);

create table documents (
  id text primary key,
  workspace_id text not null references workspaces (id) on delete cascade,
  venture_id text not null references ventures (id) on delete cascade,
  tool text not null,
  title text not null,
  inputs jsonb not null,
  result jsonb not null,
  -- bumped on every edit: a save based on an older version is refused (optimistic concurrency)
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index documents_by_venture_tool on documents (venture_id, tool, created_at desc);
create index documents_by_workspace on documents (workspace_id);

create table saved_ideas (
  id text primary key,
  workspace_id text not null references workspaces (id) on delete cascade,
  -- sha256 of name and description: saving the same idea twice keeps one
  fingerprint text not null,
  name text not null,
  description text not null,
  idea jsonb not null,
  created_at timestamptz not null default now(),
  unique (workspace_id, fingerprint)
);
`,
};
