import type { Migration } from './migration';
import { CHANGES_CHANNEL } from './0022-live-changes';

/**
 * Comments on a venture's facts (issue 36): a thread is on a result's part (`document_id`, as
 * migration 21 made them) or on one of its venture's facts (`venture_id`, the fact's id as its
 * path), never both. A fact is worked out afresh from the newest results and the pins on every read,
 * so its thread is anchored to the venture and the fact's id, which a regenerated result leaves as
 * they are (docs/decisions.md, "Comments on facts"); deleted with the venture. The live trigger
 * (migration 22) tells the fact threads' venture, with no document.
 */
export const factComments: Migration = {
  version: 28,
  name: "comments on a venture's facts",
  sql: `alter table comments alter column document_id drop not null;
        alter table comments add column venture_id text references ventures (id) on delete cascade;
        alter table comments add constraint comments_one_anchor check ((document_id is null) <> (venture_id is null));
        create index comments_by_venture on comments (venture_id, created_at) where venture_id is not null;

        create or replace function notify_comment_change() returns trigger language plpgsql as $$
        declare changed comments;
        declare venture text;
        begin
          if tg_op = 'DELETE' then changed := old; else changed := new; end if;
          venture := changed.venture_id;
          if venture is null then
            select venture_id into venture from documents where id = changed.document_id;
          end if;
          perform pg_notify('${CHANGES_CHANNEL}',
            json_build_object('k', 'comments', 'w', changed.workspace_id, 'v', venture, 'd', changed.document_id)::text);
          return null;
        end $$;`,
};
