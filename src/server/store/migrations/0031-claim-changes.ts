import { CHANGES_CHANNEL } from './0022-live-changes';
import type { Migration } from './migration';

/**
 * A workspace claimed by an account, or a claimed one deleted, is told on the changes channel
 * (migration 22), as a venture's change is: an instance that keeps whether a guest's workspace is
 * claimed (read with every guest request) asks the database again only when it hears of it
 * (store/heard-changes.ts). Triggers, so no write path can forget: a sign-up, an import, an erasure.
 */
export const claimChanges: Migration = {
  version: 31,
  name: 'a notification when a workspace is claimed or a claimed one deleted',
  sql: `create function notify_workspace_claim() returns trigger language plpgsql as $$
        declare changed workspaces;
        begin
          if tg_op = 'DELETE' then changed := old; else changed := new; end if;
          perform pg_notify('${CHANGES_CHANNEL}', json_build_object('k', 'workspace', 'w', changed.id)::text);
          return null;
        end $$;
        create trigger workspaces_claimed_notify after insert on workspaces
          for each row when (new.claimed_at is not null) execute function notify_workspace_claim();
        create trigger workspaces_claim_changed_notify after update of claimed_at on workspaces
          for each row when (old.claimed_at is distinct from new.claimed_at) execute function notify_workspace_claim();
        create trigger workspaces_claimed_deleted_notify after delete on workspaces
          for each row when (old.claimed_at is not null) execute function notify_workspace_claim();`,
};
