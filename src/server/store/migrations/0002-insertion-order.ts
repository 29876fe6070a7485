import type { Migration } from './migration';

/**
 * Rows made in the same millisecond (the embedded database's clock resolution) had no order of
 * their own: a tie on created_at fell back to random ids. An identity column records insertion
 * order, and breaks those ties.
 */
export const insertionOrder: Migration = {
  version: 2,
  name: 'insertion order for ventures, documents and saved ideas',
  sql: `
alter table ventures add column seq bigint generated always as identity;
alter table documents add column seq bigint generated always as identity;
alter table saved_ideas add column seq bigint generated always as identity;
`,
};
