import type { Migration } from './migration';

/**
 * Viewer hashes keyed by a random salt per UTC day instead of one permanent server key: with the
 * day's salt deleted once the day is over, nothing stored lets anyone recompute a past day's hash
 * for a guessed address and browser. The old key is deleted; views already counted keep their
 * day and hash, so their counts stay as they were (README, "Share links").
 */
export const dailyViewerSalts: Migration = {
  version: 11,
  name: 'a random viewer salt per day, the permanent share key deleted',
  sql: `create table share_salts (
          day date primary key,
          salt bytea not null check (octet_length(salt) >= 16),
          created_at timestamptz not null default now()
        );
        delete from server_keys where name = 'share-viewer';`,
};
