import type { Migration } from './migration';

/**
 * Generations in flight and how they ended, so one outlives its browser's connection and any
 * instance can show it, stop it, or mark it failed when the instance running it is gone.
 */
export const generations: Migration = {
  version: 8,
  name: 'durable generations',
  sql: `create table generations (
          id text primary key,
          workspace_id text not null references workspaces (id) on delete cascade,
          -- null: a first generation, which makes the venture when it is saved
          venture_id text references ventures (id) on delete cascade,
          tool text not null,
          inputs jsonb not null,
          status text not null default 'running' check (status in ('running', 'done', 'failed', 'stopped')),
          -- the model's text so far (bounded by the provider), written at most every few hundred ms
          text text not null default '',
          document_id text references documents (id) on delete set null,
          error text,
          stop_requested boolean not null default false,
          instance_id text not null,
          heartbeat_at timestamptz not null default now(),
          created_at timestamptz not null default now(),
          updated_at timestamptz not null default now()
        );
        create index generations_by_tool on generations (workspace_id, tool, created_at desc);
        create index generations_running on generations (heartbeat_at) where status = 'running';`,
};
