import type { AccountView, SessionView } from '@/core/account/schema';
import type { Role } from '@/core/account/roles';
import type { Database, Queryable } from '../database';
import { iso, newId } from '../rows';
import { accountChanges } from './account-changes';
import { emailKey } from './email-key';

/** What a session's cookie proves, read in one query with every request that carries one. */
export interface SignedIn {
  sessionId: string;
  account: AccountView;
  /** The workspace the session works in; null when the member has none left (Delete All My Data). */
  workspaceId: string | null;
  /** The member's role there; null with no workspace (their next write makes one they own). */
  role: Role | null;
  /** Whether the session is due a new `last_used_at` and expiry (sessions.ts). */
  lastUsedAt: Date;
}

interface SignedInRow {
  session_id: string;
  account_id: string;
  name: string;
  email: string;
  workspace_id: string | null;
  role: Role | null;
  last_used_at: Date | string;
}

export interface NewSession {
  tokenHash: string;
  accountId: string;
  workspaceId: string | null;
  device: string;
  expiresAt: Date;
}

export { emailKey };

const accountOf = (row: { account_id: string; name: string; email: string }): AccountView => ({
  id: row.account_id,
  name: row.name,
  email: row.email,
});

/** Marks the workspace claimed (its guest cookie opens it no more) and makes the account its owner. */
async function claimWorkspace(tx: Queryable, workspaceId: string, accountId: string): Promise<void> {
  await tx.query(
    `insert into workspaces (id, claimed_at) values ($1, now())
       on conflict (id) do update set claimed_at = coalesce(workspaces.claimed_at, now())`,
    [workspaceId],
  );
  await tx.query(
    `insert into workspace_members (workspace_id, account_id, role) values ($1, $2, 'owner')
       on conflict (workspace_id, account_id) do nothing`,
    [workspaceId, accountId],
  );
}

export function accountRepository(db: Database) {
  return {
    ...accountChanges(db),
    /**
     * A new account owning `workspaceId` (the guest's, with all it holds, or a new empty one), in one
     * transaction; undefined when the email already has an account.
     */
    async create(
      draft: { id?: string; name: string; email: string; passwordHash: string | null },
      workspaceId: string,
      /** More to store in the same transaction (a passkey-made account's passkey). */
      alsoStore?: (tx: Queryable, accountId: string) => Promise<void>,
    ): Promise<AccountView | undefined> {
      return db.transaction(async (tx) => {
        const id = draft.id ?? newId();
        const [row] = await tx.query<{ account_id: string; name: string; email: string }>(
          `insert into accounts (id, name, email, email_key, password_hash) values ($1, $2, $3, $4, $5)
             on conflict (email_key) do nothing
             returning id as account_id, name, email`,
          [id, draft.name, draft.email.trim(), emailKey(draft.email), draft.passwordHash],
        );
        if (!row) return undefined;
        await claimWorkspace(tx, workspaceId, id);
        await alsoStore?.(tx, id);
        return accountOf(row);
      });
    },

    /** The account of an email with its password's hash, to check a sign-in. */
    async byEmail(email: string): Promise<(AccountView & { passwordHash: string | null }) | undefined> {
      const [row] = await db.query<{ account_id: string; name: string; email: string; password_hash: string | null }>(
        'select id as account_id, name, email, password_hash from accounts where email_key = $1',
        [emailKey(email)],
      );
      return row && { ...accountOf(row), passwordHash: row.password_hash };
    },

    /** Whether an email has an account (a passkey sign-up asks before the ceremony). */
    async emailTaken(email: string): Promise<boolean> {
      return (await db.query('select 1 from accounts where email_key = $1', [emailKey(email)])).length > 0;
    },

    async byId(accountId: string): Promise<AccountView | undefined> {
      const [row] = await db.query<{ account_id: string; name: string; email: string }>(
        'select id as account_id, name, email from accounts where id = $1',
        [accountId],
      );
      return row && accountOf(row);
    },

    /** Whether a guest's workspace was claimed by an account (its cookie then opens nothing). */
    async isClaimed(workspaceId: string): Promise<boolean> {
      const rows = await db.query('select 1 from workspaces where id = $1 and claimed_at is not null', [workspaceId]);
      return rows.length > 0;
    },

    /** The member's first workspace (the one they signed up with), if any is left. */
    async firstWorkspace(accountId: string): Promise<string | undefined> {
      const [row] = await db.query<{ workspace_id: string }>(
        'select workspace_id from workspace_members where account_id = $1 order by joined_at, workspace_id limit 1',
        [accountId],
      );
      return row?.workspace_id;
    },

    /** A new workspace for a member who has none left, owned by them and worked in by the session. */
    async newWorkspace(accountId: string, sessionId: string, workspaceId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await claimWorkspace(tx, workspaceId, accountId);
        await tx.query('update sessions set workspace_id = $1 where id = $2', [workspaceId, sessionId]);
      });
    },

    async createSession(session: NewSession): Promise<string> {
      const id = newId();
      await db.query(
        `insert into sessions (id, token_hash, account_id, workspace_id, device, expires_at)
           values ($1, $2, $3, $4, $5, $6)`,
        [id, session.tokenHash, session.accountId, session.workspaceId, session.device, session.expiresAt],
      );
      return id;
    },

    /**
     * The session of a token's hash, unexpired, with its account, and the workspace it works in with
     * the member's role there: the session's own while the account is still its member (a member
     * removed from it is back in their first one at their next request), else the account's first.
     */
    async signedIn(tokenHash: string): Promise<SignedIn | undefined> {
      const [row] = await db.query<SignedInRow>(
        `select s.id as session_id, s.account_id, a.name, a.email, s.last_used_at, m.workspace_id, m.role
           from sessions s
           join accounts a on a.id = s.account_id
           left join lateral (
             select f.workspace_id, f.role from workspace_members f
              where f.account_id = s.account_id
              order by coalesce(f.workspace_id = s.workspace_id, false) desc, f.joined_at, f.workspace_id
              limit 1
           ) m on true
          where s.token_hash = $1 and s.expires_at > now()`,
        [tokenHash],
      );
      return (
        row && {
          sessionId: row.session_id,
          account: accountOf(row),
          workspaceId: row.workspace_id,
          role: row.role,
          lastUsedAt: new Date(row.last_used_at),
        }
      );
    },

    /** Marks the session used now and moves its expiry on. */
    async touchSession(sessionId: string, expiresAt: Date): Promise<void> {
      await db.query('update sessions set last_used_at = now(), expires_at = $2 where id = $1', [sessionId, expiresAt]);
    },

    async sessions(accountId: string, currentId: string): Promise<SessionView[]> {
      const rows = await db.query<{ id: string; device: string; created_at: Date; last_used_at: Date }>(
        `select id, device, created_at, last_used_at from sessions
          where account_id = $1 and expires_at > now() order by last_used_at desc, id`,
        [accountId],
      );
      return rows.map((row) => ({
        id: row.id,
        device: row.device,
        createdAt: iso(row.created_at),
        lastUsedAt: iso(row.last_used_at),
        current: row.id === currentId,
      }));
    },

    /** Ends one of the account's sessions; false when it has no such session. */
    async endSession(accountId: string, sessionId: string): Promise<boolean> {
      const rows = await db.query('delete from sessions where id = $1 and account_id = $2 returning id', [
        sessionId,
        accountId,
      ]);
      return rows.length > 0;
    },

    /** Ends every session of the account (Sign Out Everywhere). */
    async endAllSessions(accountId: string): Promise<void> {
      await db.query('delete from sessions where account_id = $1', [accountId]);
    },

    /** Deletes sessions past their expiry (housekeeping). */
    async pruneSessions(): Promise<number> {
      return (await db.query('delete from sessions where expires_at <= now() returning id')).length;
    },
  };
}

export type AccountRepository = ReturnType<typeof accountRepository>;
