import type { PasskeyView } from '@/core/account/schema';
import type { Queryable } from '../database';
import { iso, newId } from '../rows';

/** A passkey as WebAuthn checks a signature with it: `credentialId` is the authenticator's, `id` ours. */
export interface StoredPasskey {
  id: string;
  credentialId: string;
  accountId: string;
  publicKey: Uint8Array<ArrayBuffer>;
  counter: number;
  transports: string[];
}

export type ChallengePurpose = 'add-passkey' | 'sign-in' | 'sign-up';

/** What a passkey sign-up's ceremony was started for: the account it will make. */
export interface SignUpDetails {
  accountId: string;
  name: string;
  email: string;
}

interface PasskeyRow {
  id: string;
  credential_id: string;
  account_id: string;
  public_key: Uint8Array;
  counter: string | number;
  transports: string;
}

/** A ceremony's challenge is answered within this, or never. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

export function passkeyRepository(db: Queryable) {
  return {
    /** Keeps a new passkey; false when its credential is kept already (on any account). */
    async add(
      passkey: Omit<StoredPasskey, 'accountId' | 'id'> & { name: string },
      accountId: string,
      tx: Queryable = db,
    ): Promise<boolean> {
      const rows = await tx.query(
        `insert into passkeys (id, credential_id, account_id, public_key, counter, transports, name)
           values ($1, $2, $3, $4, $5, $6, $7)
           on conflict (credential_id) do nothing returning id`,
        [
          newId(),
          passkey.credentialId,
          accountId,
          passkey.publicKey,
          passkey.counter,
          passkey.transports.join(','),
          passkey.name,
        ],
      );
      return rows.length > 0;
    },

    async byCredential(credentialId: string): Promise<StoredPasskey | undefined> {
      const [row] = await db.query<PasskeyRow>(
        'select id, credential_id, account_id, public_key, counter, transports from passkeys where credential_id = $1',
        [credentialId],
      );
      return (
        row && {
          id: row.id,
          credentialId: row.credential_id,
          accountId: row.account_id,
          publicKey: new Uint8Array(row.public_key),
          counter: Number(row.counter),
          transports: row.transports ? row.transports.split(',') : [],
        }
      );
    },

    /** Ids and transports of the account's passkeys, so an authenticator does not register one twice. */
    async credentialsOf(accountId: string): Promise<{ id: string; transports: string[] }[]> {
      const rows = await db.query<{ credential_id: string; transports: string }>(
        'select credential_id, transports from passkeys where account_id = $1',
        [accountId],
      );
      return rows.map((row) => ({
        id: row.credential_id,
        transports: row.transports ? row.transports.split(',') : [],
      }));
    },

    async list(accountId: string): Promise<PasskeyView[]> {
      const rows = await db.query<{ id: string; name: string; created_at: Date; last_used_at: Date | null }>(
        'select id, name, created_at, last_used_at from passkeys where account_id = $1 order by created_at, id',
        [accountId],
      );
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        createdAt: iso(row.created_at),
        lastUsedAt: row.last_used_at ? iso(row.last_used_at) : null,
      }));
    },

    async rename(accountId: string, id: string, name: string): Promise<boolean> {
      const rows = await db.query('update passkeys set name = $3 where id = $1 and account_id = $2 returning id', [
        id,
        accountId,
        name,
      ]);
      return rows.length > 0;
    },

    /**
     * Removes one of the account's passkeys unless it is the account's only way to sign in (no
     * password, no other passkey): 'removed', 'last' or 'missing'.
     */
    async remove(accountId: string, id: string): Promise<'removed' | 'last' | 'missing'> {
      const rows = await db.query<{ removed: boolean; last: boolean }>(
        `with target as (select id from passkeys where id = $1 and account_id = $2),
              others as (select count(*)::int as n from passkeys where account_id = $2 and id <> $1),
              password as (select password_hash is not null as has from accounts where id = $2),
              gone as (delete from passkeys where id in (select id from target)
                         and ((select n from others) > 0 or (select has from password))
                       returning id)
         select exists (select 1 from gone) as removed, exists (select 1 from target) as last`,
        [id, accountId],
      );
      const [row] = rows;
      return row?.removed ? 'removed' : row?.last ? 'last' : 'missing';
    },

    /** The signature counter after a sign-in, and when it was used. */
    async used(id: string, counter: number): Promise<void> {
      await db.query('update passkeys set counter = $2, last_used_at = now() where id = $1', [id, counter]);
    },

    /** Keeps a ceremony's challenge; answers its id, which the browser holds in a cookie. */
    async newChallenge(
      challenge: string,
      purpose: ChallengePurpose,
      accountId: string | null,
      details?: SignUpDetails,
    ): Promise<string> {
      const id = newId();
      await db.query(
        `insert into auth_challenges (id, challenge, purpose, account_id, details, expires_at)
           values ($1, $2, $3, $4, $5::jsonb, $6)`,
        [
          id,
          challenge,
          purpose,
          accountId,
          details ? JSON.stringify(details) : null,
          new Date(Date.now() + CHALLENGE_TTL_MS),
        ],
      );
      return id;
    },

    /** The challenge of `id` for `purpose`, deleted as it is read (each is answered once), unless expired. */
    async takeChallenge(
      id: string,
      purpose: ChallengePurpose,
    ): Promise<{ challenge: string; accountId: string | null; details: SignUpDetails | null } | undefined> {
      const [row] = await db.query<{
        challenge: string;
        account_id: string | null;
        details: SignUpDetails | null;
        live: boolean;
      }>(
        `delete from auth_challenges where id = $1 and purpose = $2
           returning challenge, account_id, details, expires_at > now() as live`,
        [id, purpose],
      );
      return row?.live ? { challenge: row.challenge, accountId: row.account_id, details: row.details } : undefined;
    },

    /** Deletes challenges nobody answered (housekeeping). */
    async pruneChallenges(): Promise<number> {
      return (await db.query('delete from auth_challenges where expires_at <= now() returning id')).length;
    },
  };
}

export type PasskeyRepository = ReturnType<typeof passkeyRepository>;
