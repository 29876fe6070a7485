import type { Database } from '../database';
import { emailKey } from './accounts';

export type EmailLinkPurpose = 'sign-in' | 'verify';

export interface NewEmailToken {
  tokenHash: string;
  purpose: EmailLinkPurpose;
  accountId: string;
  /** The address the link is mailed to: the account's, as it is now. */
  email: string;
  expiresAt: Date;
}

/**
 * The tokens of links sent by email (migration 18), kept by their sha256: taken once, and only while
 * unexpired and while the account still has the address the link went to. Opening one proves the
 * founder receives that address's mail, so it verifies the email too.
 */
export function emailTokenRepository(db: Database) {
  return {
    async issue(token: NewEmailToken): Promise<void> {
      await db.query(
        `insert into email_tokens (token_hash, purpose, account_id, email_key, expires_at)
           values ($1, $2, $3, $4, $5)`,
        [token.tokenHash, token.purpose, token.accountId, emailKey(token.email), token.expiresAt],
      );
    },

    /**
     * The token's account, once: the token is deleted whatever it proves, and the account's email is
     * verified when it still proves something. Undefined for a token unknown, used, expired, or sent
     * to an address the account has since changed.
     */
    async take(tokenHash: string, purpose: EmailLinkPurpose): Promise<string | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx.query<{ account_id: string; valid: boolean }>(
          `delete from email_tokens t using accounts a
            where t.token_hash = $1 and t.purpose = $2 and a.id = t.account_id
            returning t.account_id, t.expires_at > now() and t.email_key = a.email_key as valid`,
          [tokenHash, purpose],
        );
        if (!row?.valid) return undefined;
        await tx.query('update accounts set email_verified_at = coalesce(email_verified_at, now()) where id = $1', [
          row.account_id,
        ]);
        return row.account_id;
      });
    },

    async isVerified(accountId: string): Promise<boolean> {
      const rows = await db.query('select 1 from accounts where id = $1 and email_verified_at is not null', [
        accountId,
      ]);
      return rows.length > 0;
    },

    /** Deletes tokens past their expiry (housekeeping). */
    async prune(): Promise<number> {
      return (await db.query('delete from email_tokens where expires_at <= now() returning token_hash')).length;
    },
  };
}

export type EmailTokenRepository = ReturnType<typeof emailTokenRepository>;
