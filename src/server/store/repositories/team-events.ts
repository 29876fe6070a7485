import type { Role } from '@/core/account/roles';
import type { TeamEventKind } from '@/core/activity/schema';
import type { Queryable } from '../database';
import { newId } from '../rows';

export interface TeamEvent {
  workspaceId: string;
  kind: TeamEventKind;
  /** The member who did it (who joined or left, for those). */
  actorId: string;
  /** The member it was done to, for a role change or a removal. */
  subjectId?: string;
  /** The role granted: by an invitation, on joining, by a change. */
  role?: Role;
}

/** Writes what happened to the team, in the caller's transaction, with the names as they are now. */
export async function recordTeamEvent(tx: Queryable, event: TeamEvent): Promise<void> {
  await tx.query(
    `insert into team_events (id, workspace_id, kind, actor_id, actor_name, subject_name, role)
     select $1, $2, $3, $4, (select name from accounts where id = $4), (select name from accounts where id = $5), $6`,
    [newId(), event.workspaceId, event.kind, event.actorId, event.subjectId ?? null, event.role ?? null],
  );
}
