import type { Role } from '@/core/account/roles';
import type { InvitationView, InviteView, MemberView, MemberWorkspace, WorkspaceChoices } from '@/core/account/team';
import type { Database, Queryable } from '../database';
import { NotFound, Refused } from '../errors';
import { iso, newId } from '../rows';
import { recordTeamEvent } from './team-events';

/** What the team's rules refuse, each said once. */
export const TEAM_TEXTS = {
  lastOwner: 'A workspace keeps at least one owner. Make another member an owner first.',
  inviteUsed: 'This invitation was used already. Ask the workspace’s owner for a new link.',
  inviteRevoked: 'This invitation was revoked. Ask the workspace’s owner for a new link.',
  inviteExpired: 'This invitation has expired. Ask the workspace’s owner for a new link.',
  noInvite: 'There is no such invitation. Check the link, or ask the workspace’s owner for a new one.',
  noMember: 'No such member in this workspace.',
} as const;

interface InviteRow {
  id: string;
  workspace_id: string;
  role: Role;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
  created_by: string | null;
  maker: string | null;
  email: string | null;
}

const inviteOf = (row: InviteRow): InviteView => ({
  id: row.id,
  role: row.role,
  createdAt: iso(row.created_at),
  expiresAt: iso(row.expires_at),
  createdBy: row.maker,
  email: row.email,
});

/** Why an invitation opens nothing, if it does not. */
function inviteProblem(row: InviteRow | undefined): string | undefined {
  if (!row) return TEAM_TEXTS.noInvite;
  if (row.used_at) return TEAM_TEXTS.inviteUsed;
  if (row.revoked_at) return TEAM_TEXTS.inviteRevoked;
  if (new Date(row.expires_at).getTime() <= Date.now()) return TEAM_TEXTS.inviteExpired;
  return undefined;
}

/** A workspace's name: its own, else its first owner's ("Lena's workspace"). */
async function nameOf(db: Queryable, workspaceId: string): Promise<string> {
  const [row] = await db.query<{ name: string | null; owner: string | null }>(
    `select w.name, (select a.name from workspace_members m join accounts a on a.id = m.account_id
                      where m.workspace_id = w.id and m.role = 'owner' order by m.joined_at, a.id limit 1) as owner
       from workspaces w where w.id = $1`,
    [workspaceId],
  );
  return row?.name ?? (row?.owner ? `${row.owner}'s workspace` : 'Your workspace');
}

/** Refuses a change that would leave the workspace without an owner. Locks the workspace's row first, so two owners demoting each other at once cannot both pass. */
async function keepAnOwner(tx: Queryable, workspaceId: string, accountId: string, nextRole: Role | null) {
  await tx.query('select id from workspaces where id = $1 for update', [workspaceId]);
  const [member] = await tx.query<{ role: Role }>(
    'select role from workspace_members where workspace_id = $1 and account_id = $2',
    [workspaceId, accountId],
  );
  if (!member) throw new NotFound(TEAM_TEXTS.noMember);
  if (member.role !== 'owner' || nextRole === 'owner') return;
  const [{ owners } = { owners: 0 }] = await tx.query<{ owners: number }>(
    `select count(*)::int as owners from workspace_members where workspace_id = $1 and role = 'owner'`,
    [workspaceId],
  );
  if (owners <= 1) throw new Refused(TEAM_TEXTS.lastOwner);
}

const INVITE_COLUMNS = `i.id, i.workspace_id, i.role, i.created_at, i.expires_at, i.used_at, i.revoked_at, i.created_by, i.email,
  (select name from accounts where id = i.created_by) as maker`;

/** A workspace's members and invitations (docs/product.md §16 "A team"). */
export function teamRepository(db: Database) {
  return {
    async workspace(workspaceId: string, role: Role): Promise<MemberWorkspace> {
      return { id: workspaceId, name: await nameOf(db, workspaceId), role };
    },

    async rename(workspaceId: string, name: string): Promise<void> {
      await db.query('update workspaces set name = $2 where id = $1', [workspaceId, name]);
    },

    async members(workspaceId: string, accountId: string): Promise<MemberView[]> {
      const rows = await db.query<{ account_id: string; name: string; email: string; role: Role; joined_at: Date }>(
        `select m.account_id, a.name, a.email, m.role, m.joined_at from workspace_members m
           join accounts a on a.id = m.account_id where m.workspace_id = $1 order by m.joined_at, a.id`,
        [workspaceId],
      );
      return rows.map((row) => ({
        accountId: row.account_id,
        name: row.name,
        email: row.email,
        role: row.role,
        joinedAt: iso(row.joined_at),
        you: row.account_id === accountId,
      }));
    },

    /** The invitations still open: neither used, revoked nor expired. */
    async openInvites(workspaceId: string): Promise<InviteView[]> {
      const rows = await db.query<InviteRow>(
        `select ${INVITE_COLUMNS} from workspace_invites i
          where i.workspace_id = $1 and i.used_at is null and i.revoked_at is null and i.expires_at > now()
          order by i.created_at, i.id`,
        [workspaceId],
      );
      return rows.map(inviteOf);
    },

    async createInvite(invite: {
      workspaceId: string;
      accountId: string;
      role: Role;
      tokenHash: string;
      expiresAt: Date;
      /** Where it is mailed, if it is. */
      email?: string;
    }): Promise<InviteView> {
      const id = newId();
      await db.transaction(async (tx) => {
        await tx.query(
          `insert into workspace_invites (id, workspace_id, token_hash, role, created_by, expires_at, email)
             values ($1, $2, $3, $4, $5, $6, $7)`,
          [
            id,
            invite.workspaceId,
            invite.tokenHash,
            invite.role,
            invite.accountId,
            invite.expiresAt,
            invite.email ?? null,
          ],
        );
        const { workspaceId, accountId: actorId, role } = invite;
        await recordTeamEvent(tx, { workspaceId, kind: 'invited', actorId, role });
      });
      const [row] = await db.query<InviteRow>(`select ${INVITE_COLUMNS} from workspace_invites i where i.id = $1`, [
        id,
      ]);
      return inviteOf(row!);
    },

    /** Revokes one of the workspace's open invitations; false when it has no such one. */
    async revokeInvite(workspaceId: string, inviteId: string): Promise<boolean> {
      const rows = await db.query(
        `update workspace_invites set revoked_at = now()
          where id = $1 and workspace_id = $2 and used_at is null and revoked_at is null returning id`,
        [inviteId, workspaceId],
      );
      return rows.length > 0;
    },

    /** What an invitation grants, or NotFound with why it opens nothing. */
    async invitation(tokenHash: string): Promise<InvitationView> {
      const [row] = await db.query<InviteRow>(
        `select ${INVITE_COLUMNS} from workspace_invites i where i.token_hash = $1`,
        [tokenHash],
      );
      const problem = inviteProblem(row);
      if (problem || !row) throw new NotFound(problem);
      return {
        workspaceName: await nameOf(db, row.workspace_id),
        role: row.role,
        invitedBy: row.maker,
        expiresAt: iso(row.expires_at),
      };
    },

    /**
     * Uses an invitation: the account joins its workspace with its role (a member already there keeps
     * their role), and the session works there from now on. Once only, in one transaction.
     */
    async accept(tokenHash: string, accountId: string, sessionId: string): Promise<MemberWorkspace> {
      return db.transaction(async (tx) => {
        const [row] = await tx.query<InviteRow>(
          `select ${INVITE_COLUMNS} from workspace_invites i where i.token_hash = $1 for update`,
          [tokenHash],
        );
        const problem = inviteProblem(row);
        if (problem || !row) throw new NotFound(problem);
        await tx.query('update workspace_invites set used_at = now(), used_by = $2 where id = $1', [row.id, accountId]);
        const added = await tx.query(
          `insert into workspace_members (workspace_id, account_id, role) values ($1, $2, $3)
             on conflict (workspace_id, account_id) do nothing returning account_id`,
          [row.workspace_id, accountId, row.role],
        );
        if (added.length > 0)
          await recordTeamEvent(tx, {
            workspaceId: row.workspace_id,
            kind: 'joined',
            actorId: accountId,
            role: row.role,
          });
        await tx.query('update sessions set workspace_id = $1 where id = $2', [row.workspace_id, sessionId]);
        const [member] = await tx.query<{ role: Role }>(
          'select role from workspace_members where workspace_id = $1 and account_id = $2',
          [row.workspace_id, accountId],
        );
        return { id: row.workspace_id, name: await nameOf(tx, row.workspace_id), role: member!.role };
      });
    },

    /** Gives a member another role, as `actorId` chose; the last owner keeps theirs (Refused). */
    async changeRole(workspaceId: string, accountId: string, role: Role, actorId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await keepAnOwner(tx, workspaceId, accountId, role);
        const changed = await tx.query(
          'update workspace_members set role = $3 where workspace_id = $1 and account_id = $2 and role <> $3 returning role',
          [workspaceId, accountId, role],
        );
        if (changed.length > 0)
          await recordTeamEvent(tx, { workspaceId, kind: 'role changed', actorId, subjectId: accountId, role });
      });
    },

    /**
     * Ends a membership: removed by an owner (`actorId`), or leaving (the member themselves); the
     * last owner stays (Refused). Their sessions lose the workspace at their next request.
     */
    async removeMember(workspaceId: string, accountId: string, actorId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await keepAnOwner(tx, workspaceId, accountId, null);
        const removed = await tx.query(
          'delete from workspace_members where workspace_id = $1 and account_id = $2 returning account_id',
          [workspaceId, accountId],
        );
        if (removed.length === 0) return;
        const left = actorId === accountId;
        await recordTeamEvent(tx, {
          workspaceId,
          kind: left ? 'left' : 'removed',
          actorId,
          ...(!left && { subjectId: accountId }),
        });
      });
    },

    /** The workspaces an account belongs to, the session's marked current. */
    async workspaces(accountId: string, currentId: string | null): Promise<WorkspaceChoices['workspaces']> {
      const rows = await db.query<{ workspace_id: string; role: Role }>(
        'select workspace_id, role from workspace_members where account_id = $1 order by joined_at, workspace_id',
        [accountId],
      );
      return Promise.all(
        rows.map(async (row) => ({
          id: row.workspace_id,
          name: await nameOf(db, row.workspace_id),
          role: row.role,
          current: row.workspace_id === currentId,
        })),
      );
    },

    /** The session works in another of its account's workspaces; false when the account is no member of it. */
    async switchTo(sessionId: string, accountId: string, workspaceId: string): Promise<boolean> {
      const rows = await db.query(
        `update sessions set workspace_id = $3 where id = $1 and account_id = $2
            and exists (select 1 from workspace_members where workspace_id = $3 and account_id = $2) returning id`,
        [sessionId, accountId, workspaceId],
      );
      return rows.length > 0;
    },

    /** Deletes invitations a week past their end, used or not (housekeeping). */
    async pruneInvites(): Promise<number> {
      const rows = await db.query(
        `delete from workspace_invites where expires_at <= now() - interval '7 days' returning id`,
      );
      return rows.length;
    },
  };
}

export type TeamRepository = ReturnType<typeof teamRepository>;
