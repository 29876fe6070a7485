import { CHANGES_CHANNEL } from './0022-live-changes';
import type { Migration } from './migration';

/**
 * What happened to a team (issue 36, "See what changed"): invitations made, members who joined, role
 * changes, removals and departures, for the activity feed. A membership keeps only its present role,
 * so these are written as they happen, with the names as they were (as versions and comments keep
 * their authors'). Gone with the workspace; a deleted account leaves its name unlinked.
 * Each insert tells open tabs, as a membership change does.
 */
export const teamEvents: Migration = {
  version: 29,
  name: "what happened to a workspace's team",
  sql: `create table team_events (
          id text primary key,
          workspace_id text not null references workspaces (id) on delete cascade,
          kind text not null check (kind in ('invited', 'joined', 'role changed', 'removed', 'left')),
          actor_id text references accounts (id) on delete set null,
          actor_name text,
          subject_name text,
          role text check (role in ('owner', 'editor', 'commenter', 'viewer')),
          created_at timestamptz not null default now()
        );
        create index team_events_by_workspace on team_events (workspace_id, created_at);
        create function notify_team_event() returns trigger language plpgsql as $$
        begin
          perform pg_notify('${CHANGES_CHANNEL}', json_build_object('k', 'members', 'w', new.workspace_id)::text);
          return null;
        end $$;
        create trigger team_events_notify after insert on team_events
          for each row execute function notify_team_event();`,
};
