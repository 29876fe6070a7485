import type { Migration } from './migration';

/**
 * What each row costs in bytes (the workspace's byte quota sums them), and the server's own keys
 * (the workspace cookie's signing key), kept in the database so every instance shares them.
 */
export const quotasAndKeys: Migration = {
  version: 5,
  name: 'bytes per saved row, server keys',
  sql: `alter table documents add column bytes integer not null default 0;
        update documents set bytes = octet_length(title) + octet_length(inputs::text) + octet_length(result::text);
        alter table saved_ideas add column bytes integer not null default 0;
        update saved_ideas set bytes = octet_length(idea::text);
        create table server_keys (
          name text primary key,
          key bytea not null,
          created_at timestamptz not null default now()
        );`,
};
