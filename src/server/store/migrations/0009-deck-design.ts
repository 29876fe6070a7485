import type { Migration } from './migration';

/** A venture's deck design: its theme, its brand colour and its logo (PNG or JPEG, at most 1 MB, checked by its bytes). */
export const deckDesign: Migration = {
  version: 9,
  name: "a venture's deck design and logo",
  sql: `create table venture_designs (
          venture_id text primary key references ventures (id) on delete cascade,
          theme text not null default 'light',
          brand text not null default '4F46E5',
          logo bytea,
          logo_type text,
          updated_at timestamptz not null default now()
        );`,
};
