import type { Migration } from './migration';

/** A venture's profile beyond its name and description: what the tools' forms start from. */
export const ventureProfile: Migration = {
  version: 4,
  name: "a venture's industry, target market and region",
  sql: `alter table ventures
          add column industry text not null default '',
          add column target_market text not null default '',
          add column region text not null default '';`,
};
