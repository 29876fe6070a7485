import type { Migration } from './migration';

/** The founder's pinned facts: a value per fact and venture, overriding what a tool's result says. */
export const venturePins: Migration = {
  version: 6,
  name: "a venture's pinned facts",
  sql: `create table venture_pins (
          venture_id text not null references ventures (id) on delete cascade,
          fact text not null,
          value double precision not null,
          pinned_at timestamptz not null default now(),
          primary key (venture_id, fact)
        );`,
};
