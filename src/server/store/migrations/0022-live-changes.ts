import type { Migration } from './migration';

/** The channel every instance listens on for what changed in a workspace (server/live/live-changes.ts). */
export const CHANGES_CHANNEL = 'venturekit_changes';

/**
 * What changed, told to every instance on the database (issue 36, "Live together"): triggers send a
 * NOTIFY in the writing transaction, so PostgreSQL delivers it only at commit (never for a rolled
 * back write) and no write path can forget. A venture's row changes with everything a read of it
 * holds (migration 12 bumps its revision), so one trigger there covers results, edits, restores,
 * pins and designs; comments and memberships have their own. Payloads name ids only, never content;
 * PostgreSQL sends one of identical payloads per transaction, so an import of many rows tells once.
 */
export const liveChanges: Migration = {
  version: 22,
  name: 'a notification for every change other members should see',
  sql: `create function notify_venture_change() returns trigger language plpgsql as $$
        declare changed ventures;
        begin
          if tg_op = 'DELETE' then changed := old; else changed := new; end if;
          perform pg_notify('${CHANGES_CHANNEL}',
            json_build_object('k', 'venture', 'w', changed.workspace_id, 'v', changed.id)::text);
          return null;
        end $$;
        create trigger ventures_notify after insert or update or delete on ventures
          for each row execute function notify_venture_change();

        create function notify_comment_change() returns trigger language plpgsql as $$
        declare changed comments;
        declare venture text;
        begin
          if tg_op = 'DELETE' then changed := old; else changed := new; end if;
          select venture_id into venture from documents where id = changed.document_id;
          perform pg_notify('${CHANGES_CHANNEL}',
            json_build_object('k', 'comments', 'w', changed.workspace_id, 'v', venture, 'd', changed.document_id)::text);
          return null;
        end $$;
        create trigger comments_notify after insert or update or delete on comments
          for each row execute function notify_comment_change();

        create function notify_member_change() returns trigger language plpgsql as $$
        declare changed workspace_members;
        begin
          if tg_op = 'DELETE' then changed := old; else changed := new; end if;
          perform pg_notify('${CHANGES_CHANNEL}',
            json_build_object('k', 'members', 'w', changed.workspace_id, 'a', changed.account_id,
                              'gone', tg_op = 'DELETE')::text);
          return null;
        end $$;
        create trigger workspace_members_notify after insert or update or delete on workspace_members
          for each row execute function notify_member_change();`,
};
