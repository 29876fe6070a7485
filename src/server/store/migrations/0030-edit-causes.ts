import type { Migration } from './migration';

/**
 * Why an edit was made, when not typed by hand (issue 36, "See what changed"): a Use Fact or an
 * accepted Rewrite with AI, as the screen that saved it says; the activity feed names them.
 * Null for every other version, and for the versions from before.
 */
export const editCauses: Migration = {
  version: 30,
  name: 'why an edit was made',
  sql: `alter table document_versions add column cause text check (cause in ('use fact', 'rewrite'));`,
};
