import type { Migration } from './migration';

/**
 * Comments (issue 36): a thread on one part of a saved result (its path, as edits name it), begun by
 * a root comment and answered by replies; resolved and reopened as a whole. Each comment keeps its
 * author's name as it was (an account deleted later leaves the words, unsigned), the accounts it
 * mentions, and, on the root, a hash of the part as it stood, so the thread can say once the part has
 * changed since. Deleted with their document, venture or workspace.
 */
export const comments: Migration = {
  version: 21,
  name: 'comments on the parts of results',
  sql: `create table comments (
          id text primary key,
          workspace_id text not null references workspaces (id) on delete cascade,
          document_id text not null references documents (id) on delete cascade,
          reply_to text references comments (id) on delete cascade,
          path jsonb not null,
          part_hash text not null,
          author_id text references accounts (id) on delete set null,
          author_name text not null,
          body text not null,
          mentions jsonb not null default '[]',
          resolved_at timestamptz,
          resolved_by text,
          created_at timestamptz not null default now()
        );
        create index comments_by_document on comments (document_id, created_at);`,
};
