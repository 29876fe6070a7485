import type { Migration } from './migration';

/**
 * Every version of each saved result, whole (docs/decisions.md "Versions: whole results, computed
 * diffs, merged by parts"): the generation writes version 1, each saved edit, merge or restore the
 * next, in the transaction that updates the document. A result saved before this migration gets
 * its current result as its one version. Deleted with its document (and so with its workspace).
 */
export const documentVersions: Migration = {
  version: 7,
  name: 'document versions',
  sql: `create table document_versions (
          document_id text not null references documents (id) on delete cascade,
          version integer not null,
          result jsonb not null,
          made_by text not null check (made_by in ('generated', 'edited', 'restored')),
          -- the version a restore brought back
          restored_from integer,
          -- counted in the workspace's byte quota once it is no longer the document's current version
          bytes integer not null default 0,
          created_at timestamptz not null default now(),
          primary key (document_id, version)
        );
        insert into document_versions (document_id, version, result, made_by, bytes, created_at)
          select id, version, result, case when version = 1 then 'generated' else 'edited' end,
                 octet_length(result::text), updated_at
            from documents;`,
};
