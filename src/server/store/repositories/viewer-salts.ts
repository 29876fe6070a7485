import type { Queryable } from '../database';

/**
 * The share pages' daily viewer salts (migration 0011): one random salt per UTC day, made by the
 * first instance that needs it and shared by all. Past days' salts are deleted, so a past day's
 * viewer hashes cannot be recomputed from what is stored.
 */
export function viewerSaltRepository(db: Queryable) {
  return {
    /**
     * The salt of `day` (YYYY-MM-DD): `fresh` if this call made it, else the one stored first.
     * Two instances asking at once both insert; one wins, and both read the winner's.
     */
    async salt(day: string, fresh: Buffer): Promise<Buffer> {
      await db.query('insert into share_salts (day, salt) values ($1::date, $2) on conflict (day) do nothing', [
        day,
        fresh,
      ]);
      const [row] = await db.query<{ salt: Uint8Array }>('select salt from share_salts where day = $1::date', [day]);
      if (!row) throw new Error(`viewer salt of ${day} missing after it was made`);
      return Buffer.from(row.salt);
    },

    /** Deletes the salts of days before `day`; answers how many went. */
    async forgetBefore(day: string): Promise<number> {
      const rows = await db.query('delete from share_salts where day < $1::date returning day', [day]);
      return rows.length;
    },

    /** The days whose salts are stored, oldest first (for tests and operators; never the salts). */
    async days(): Promise<string[]> {
      const rows = await db.query<{ day: string }>(
        "select to_char(day, 'YYYY-MM-DD') as day from share_salts order by day",
      );
      return rows.map((row) => row.day);
    },
  };
}
export type ViewerSaltRepository = ReturnType<typeof viewerSaltRepository>;
