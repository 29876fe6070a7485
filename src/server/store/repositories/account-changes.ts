import type { AccountDeletionPreview, AccountView } from '@/core/account/schema';
import type { Database, Queryable } from '../database';
import { emailKey } from './email-key';
import { workspaceRepository } from './workspaces';

/** SQLSTATE 23505: a unique index refused the row (two accounts changing to one email at once). */
const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

/** The workspaces the account owns with no other owner: Delete My Account deletes them. */
async function soleOwned(db: Queryable, accountId: string): Promise<string[]> {
  const rows = await db.query<{ workspace_id: string }>(
    `select m.workspace_id from workspace_members m
      where m.account_id = $1 and m.role = 'owner'
        and not exists (select 1 from workspace_members o
                         where o.workspace_id = m.workspace_id and o.role = 'owner' and o.account_id <> $1)
      order by m.joined_at, m.workspace_id`,
    [accountId],
  );
  return rows.map((row) => row.workspace_id);
}

/**
 * The account screen's changes (docs/product.md §16): the name and email, the password, and Delete My
 * Account. Emails are keyed as at sign-up (`emailKey`).
 */
export function accountChanges(db: Database) {
  return {
    /** The account's password's slow hash; null for an account without one (made with a passkey). */
    async passwordHash(accountId: string): Promise<string | null | undefined> {
      const [row] = await db.query<{ password_hash: string | null }>(
        'select password_hash from accounts where id = $1',
        [accountId],
      );
      return row?.password_hash;
    },

    /** A new name and email; 'taken' when another account has the email (whatever its case). */
    async changeProfile(accountId: string, change: { name: string; email: string }): Promise<AccountView | 'taken'> {
      const key = emailKey(change.email);
      try {
        const [row] = await db.query<{ id: string; name: string; email: string }>(
          // A new address is not verified yet (its links were sent to the old one).
          `update accounts set name = $2, email = $3, email_key = $4,
                  email_verified_at = case when email_key = $4 then email_verified_at end
            where id = $1 and not exists (select 1 from accounts where email_key = $4 and id <> $1)
            returning id, name, email`,
          [accountId, change.name, change.email.trim(), key],
        );
        return row ?? 'taken';
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },

    /** Sets the password's hash and ends every other session of the account, in one transaction: how many ended. */
    async setPassword(accountId: string, passwordHash: string, keptSessionId: string): Promise<number> {
      return db.transaction(async (tx) => {
        await tx.query('update accounts set password_hash = $2 where id = $1', [accountId, passwordHash]);
        const ended = await tx.query('delete from sessions where account_id = $1 and id <> $2 returning id', [
          accountId,
          keptSessionId,
        ]);
        return ended.length;
      });
    },

    /** What Delete My Account would delete: the workspaces owned alone, by their ventures' names; how many are kept. */
    async deletionPreview(accountId: string): Promise<Omit<AccountDeletionPreview, 'hasPassword'>> {
      const sole = await soleOwned(db, accountId);
      const ventures = await db.query<{ workspace_id: string; name: string }>(
        `select workspace_id, name from ventures
          where workspace_id in (select jsonb_array_elements_text($1::jsonb)) order by created_at, seq`,
        [JSON.stringify(sole)],
      );
      const members = await db.query<{ workspace_id: string; n: number | string }>(
        'select workspace_id, count(*) as n from workspace_members where account_id <> $1 group by workspace_id',
        [accountId],
      );
      const [belongs] = await db.query<{ n: number | string }>(
        'select count(*) as n from workspace_members where account_id = $1',
        [accountId],
      );
      return {
        workspaces: sole.map((id) => ({
          ventures: ventures.filter((venture) => venture.workspace_id === id).map((venture) => venture.name),
          otherMembers: Number(members.find((row) => row.workspace_id === id)?.n ?? 0),
        })),
        keptWorkspaces: Number(belongs?.n ?? 0) - sole.length,
      };
    },

    /**
     * Deletes the account and, in the same transaction, every workspace it owns alone, with all it
     * holds (the same deletion as Delete All My Data: workspaces.ts' `remove`, whose foreign keys
     * cascade through erase.ts' tables). Its sessions, passkeys, challenges and memberships cascade
     * with it; workspaces with another owner are kept. The ids of the workspaces deleted.
     */
    async deleteAccount(accountId: string): Promise<string[]> {
      return db.transaction(async (tx) => {
        const sole = await soleOwned(tx, accountId);
        const workspaces = workspaceRepository(tx);
        for (const workspaceId of sole) await workspaces.remove(workspaceId);
        await tx.query('delete from accounts where id = $1', [accountId]);
        return sole;
      });
    },
  };
}
