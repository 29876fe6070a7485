import { HANDOVER_LINK as HANDOVER } from '@/core/account/email-links';
import type { Database, Queryable } from '../database';
import { NotFound, Refused } from '../errors';

/** Whom an owner may make a sign-in link for, each refusal said once (docs/decisions.md, "Links an owner hands over"). */
export const HANDOVER_TEXTS = {
  noMember: 'No such member in this workspace.',
  owner: 'An owner’s account cannot be opened by a link from another owner. They sign in by email or passkey.',
  yourself: 'You are signed in already: change your password on your account screen.',
  otherWorkspaces: (name: string) =>
    `${name} has work in another workspace too, which a sign-in link made here would open. They sign in by email or passkey.`,
} as const;

/**
 * Another workspace `o` of the member's that a link would open something in: one with work (ventures,
 * documents, saved ideas) or other members. The empty workspace every account gets at sign-up is not.
 */
const HOLDS_SOMETHING = `exists (select 1 from ventures where workspace_id = o.workspace_id)
  or exists (select 1 from documents where workspace_id = o.workspace_id)
  or exists (select 1 from saved_ideas where workspace_id = o.workspace_id)
  or exists (select 1 from workspace_members p where p.workspace_id = o.workspace_id and p.account_id <> o.account_id)`;

/** Why `accountId` may not be signed in by a link of `workspaceId`'s owner `ownerId`, if they may not. */
async function refusal(db: Queryable, workspaceId: string, accountId: string, ownerId: string) {
  if (accountId === ownerId) return HANDOVER_TEXTS.yourself;
  const [member] = await db.query<{ role: string; name: string; elsewhere: number }>(
    `select m.role, a.name,
            (select count(*)::int from workspace_members o
              where o.account_id = m.account_id and o.workspace_id <> m.workspace_id and (${HOLDS_SOMETHING})) as elsewhere
       from workspace_members m join accounts a on a.id = m.account_id
      where m.workspace_id = $1 and m.account_id = $2`,
    [workspaceId, accountId],
  );
  if (!member) return HANDOVER_TEXTS.noMember;
  if (member.role === 'owner') return HANDOVER_TEXTS.owner;
  if (member.elsewhere > 0) return HANDOVER_TEXTS.otherWorkspaces(member.name);
  return undefined;
}

/** Whether the link's maker is still an owner of its workspace: a link outlives no owner's removal or demotion. */
async function isOwner(db: Queryable, workspaceId: string, accountId: string): Promise<boolean> {
  const rows = await db.query(
    `select 1 from workspace_members where workspace_id = $1 and account_id = $2 and role = 'owner'`,
    [workspaceId, accountId],
  );
  return rows.length > 0;
}

/**
 * One-time sign-in links an owner hands over (docs/product.md §16 "A team"): for a member of their
 * workspace only (not an owner, not one with work or members in another workspace), kept by the token's
 * sha256, once within HANDOVER.linkHours; the session one opens may set a new password without the
 * old one for HANDOVER.resetMinutes.
 */
export function handoverLinkRepository(db: Database) {
  return {
    /** A new link for the member (their older ones end); NotFound or Refused when the owner may not. */
    async issue(link: { tokenHash: string; workspaceId: string; accountId: string; ownerId: string }): Promise<Date> {
      const problem = await refusal(db, link.workspaceId, link.accountId, link.ownerId);
      if (problem === HANDOVER_TEXTS.noMember) throw new NotFound(problem);
      if (problem) throw new Refused(problem);
      const expiresAt = new Date(Date.now() + HANDOVER.linkHours * 3_600_000);
      await db.transaction(async (tx) => {
        await tx.query('delete from handover_links where account_id = $1', [link.accountId]);
        await tx.query(
          `insert into handover_links (token_hash, account_id, workspace_id, created_by, expires_at)
             values ($1, $2, $3, $4, $5)`,
          [link.tokenHash, link.accountId, link.workspaceId, link.ownerId, expiresAt],
        );
      });
      return expiresAt;
    },

    /**
     * Uses a link once: its account and workspace, while the link is unexpired, its maker still an
     * owner there, and the member still one it may open (not made an owner, no work elsewhere since).
     */
    async take(tokenHash: string): Promise<{ accountId: string; workspaceId: string } | undefined> {
      const [row] = await db.query<{ account_id: string; workspace_id: string; created_by: string | null }>(
        'delete from handover_links where token_hash = $1 and expires_at > now() returning account_id, workspace_id, created_by',
        [tokenHash],
      );
      if (!row?.created_by || !(await isOwner(db, row.workspace_id, row.created_by))) return undefined;
      if (await refusal(db, row.workspace_id, row.account_id, row.created_by)) return undefined;
      return { accountId: row.account_id, workspaceId: row.workspace_id };
    },

    /** Opens the session's window to set a new password without the old one. */
    async openReset(sessionId: string): Promise<void> {
      await db.query('update sessions set reset_until = $2 where id = $1', [
        sessionId,
        new Date(Date.now() + HANDOVER.resetMinutes * 60_000),
      ]);
    },

    /** Whether the session may set a new password without the old one now; it may once (the window closes). */
    async takeReset(sessionId: string): Promise<boolean> {
      const rows = await db.query(
        'update sessions set reset_until = null where id = $1 and reset_until > now() returning id',
        [sessionId],
      );
      return rows.length > 0;
    },

    /** Whether the session's window is open, without closing it (the account screen asks no old password then). */
    async resetOpen(sessionId: string): Promise<boolean> {
      const rows = await db.query('select id from sessions where id = $1 and reset_until > now()', [sessionId]);
      return rows.length > 0;
    },

    /** Deletes links past their end (housekeeping). */
    async prune(): Promise<number> {
      return (await db.query('delete from handover_links where expires_at <= now() returning token_hash')).length;
    },
  };
}

export type HandoverLinkRepository = ReturnType<typeof handoverLinkRepository>;
