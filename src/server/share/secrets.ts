import { createHash, createHmac, randomBytes } from 'node:crypto';
import { matchesSlowHash, slowHash } from '../lib/slow-hash';

/** A link's token: 20 random bytes, 160 bits, as 27 base64url characters. */
export const TOKEN_BYTES = 20;
/** How many of the token's characters the founder's list shows (24 bits: the token keeps 136 unknown). */
export const HINT_LENGTH = 4;
/** What a token looks like: anything else is no link, without a lookup. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{27}$/;

/** A new token and what is stored of it: its sha256 and its hint. */
export function newToken(): { token: string; hash: string; hint: string } {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, hash: tokenHash(token), hint: token.slice(0, HINT_LENGTH) };
}

export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** scrypt's cost for passcodes: N = 2^14, r = 8, p = 1 (about 16 MB and tens of milliseconds a try). */
const PASSCODE_COST = { N: 16_384, r: 8, p: 1 } as const;

/** The passcode's slow hash with its own random salt and its cost (lib/slow-hash.ts). */
export const hashPasscode = (passcode: string): Promise<string> => slowHash(passcode, PASSCODE_COST);

/** Whether `passcode` is the one `stored` was made from, compared in constant time. */
export const checkPasscode = matchesSlowHash;

/** The UTC day of `at`, as YYYY-MM-DD: each has its own viewer salt (viewer-salts.ts). */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/**
 * A viewer's hash: HMAC-SHA256 over the client's address (an IPv6 one by its /64: guards/address.ts),
 * keyed by the day's random salt, cut to 22 base64url characters (132 bits). The same viewer
 * hashes alike all day, whatever browser or User-Agent it sends (a changed User-Agent is no new
 * viewer); once the day's salt is deleted, no one (the database's holder included) can recompute
 * that day's hash from a guess. The address is not stored.
 */
export function viewerHash(salt: Buffer, address: string): string {
  return createHmac('sha256', salt).update(address).digest('base64url').slice(0, 22);
}
