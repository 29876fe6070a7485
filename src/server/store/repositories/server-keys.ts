import { randomBytes } from 'node:crypto';
import type { Queryable } from '../database';

/**
 * The server's own secret keys, one per purpose, made by the first instance that needs one and
 * then shared by every instance on the database (no operator setting to keep in step).
 */
export function serverKeyRepository(db: Queryable) {
  return {
    async key(name: string): Promise<Buffer> {
      await db.query('insert into server_keys (name, key) values ($1, $2) on conflict (name) do nothing', [
        name,
        randomBytes(32),
      ]);
      const [row] = await db.query<{ key: Uint8Array }>('select key from server_keys where name = $1', [name]);
      if (!row) throw new Error(`server key ${name} missing after it was made`);
      return Buffer.from(row.key);
    },
  };
}
