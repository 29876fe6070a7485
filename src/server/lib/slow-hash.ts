import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt's cost: N = 2^14, r = 8, p = 1 is about 16 MB and tens of milliseconds a try; 2^15 twice that. */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}
const KEY_LENGTH = 32;

function derive(secret: string, salt: Buffer, { N, r, p }: ScryptCost): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    // In libuv's thread pool: the event loop goes on while it works.
    scrypt(secret.normalize('NFC'), salt, KEY_LENGTH, { N, r, p, maxmem: 128 * N * r * 2 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** "scrypt$N$r$p$salt$hash": a secret's memory-hard hash with its own random salt and its cost. */
export async function slowHash(secret: string, cost: ScryptCost): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(secret, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether `secret` is the one `stored` was made from (at the cost stored with it), compared in constant time. */
export async function matchesSlowHash(secret: string, stored: string): Promise<boolean> {
  const [kind, N, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(secret, Buffer.from(salt, 'base64url'), { N: Number(N), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
