import type { Migration } from './migration';

/**
 * What each model call that made a saved result, or rewrote one of its parts, cost: the model that
 * answered and its tokens as the provider reported them (null where it gave none; the offline
 * provider gives none). A row of its own per call, so a rewrite is recorded without writing its
 * document (which would bump the venture's revision: migration 12), and one query over the table
 * sums a workspace's, a model's or a day's tokens (README, "Token usage"). Deleted with its
 * document, and so with its venture and workspace.
 */
export const tokenUsage: Migration = {
  version: 15,
  name: 'token usage of each model call, with the result it made or rewrote',
  sql: `create table token_usage (
          id bigint generated always as identity primary key,
          workspace_id text not null references workspaces (id) on delete cascade,
          document_id text not null references documents (id) on delete cascade,
          kind text not null check (kind in ('generation', 'rewrite')),
          model text not null,
          prompt_tokens integer check (prompt_tokens >= 0),
          completion_tokens integer check (completion_tokens >= 0),
          total_tokens integer check (total_tokens >= 0),
          created_at timestamptz not null default now()
        );
        create index token_usage_by_document on token_usage (document_id, kind);
        create index token_usage_by_workspace on token_usage (workspace_id, created_at);`,
};
