import type { Migration } from './migration';

/**
 * Who made each version of a result (issue 36): the member's account and their name as it was
 * (kept when the account is deleted, as comments keep theirs); none for a guest's. History names
 * them, and a save refused because the same part changed says who changed it first.
 */
export const versionAuthors: Migration = {
  version: 25,
  name: 'who made each version',
  sql: `alter table document_versions
          add column author_id text references accounts (id) on delete set null,
          add column author_name text;`,
};
