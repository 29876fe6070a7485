import type { Migration } from './migration';

/** What a result was built on: the venture's saved results whose work went into its prompt (provenance). */
export const builtOn: Migration = {
  version: 3,
  name: 'the sources each result was built on',
  sql: `alter table documents add column built_on jsonb not null default '[]'::jsonb;`,
};
