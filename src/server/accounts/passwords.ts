import { matchesSlowHash, slowHash } from '../lib/slow-hash';

/** Passwords are worth more than passcodes: twice the memory, about 32 MB a try (lib/slow-hash.ts). */
const PASSWORD_COST = { N: 32_768, r: 8, p: 1 } as const;

/** What the API answers for a password on the list of common ones. */
export const PASSWORD_TOO_COMMON = 'That password is on a list of common passwords. Please choose another.';

let common: Promise<Set<string>> | undefined;

/**
 * The 49,000 most common passwords of zxcvbn's list (shipped with the app as a package: no outside
 * service is asked), read once, on the first sign-up.
 */
function commonPasswords(): Promise<Set<string>> {
  // Imported when first needed: the package decompresses its lists as it loads (about 0.1 s).
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((password) => password.toLowerCase())),
  );
  return common;
}

/**
 * Why a new password is refused beyond its length (core/account/schema.ts), or undefined: one on the
 * list, or one that is the member's own email or name, whatever the case.
 */
export async function passwordProblem(
  password: string,
  own: { email: string; name: string },
): Promise<string | undefined> {
  const folded = password.trim().toLowerCase();
  if ((await commonPasswords()).has(folded)) return PASSWORD_TOO_COMMON;
  const mine = [own.email, own.email.split('@')[0] ?? '', own.name].map((text) => text.trim().toLowerCase());
  if (mine.includes(folded)) return 'A password cannot be your email or your name.';
  return undefined;
}

export const hashPassword = (password: string): Promise<string> => slowHash(password, PASSWORD_COST);

export const checkPassword = matchesSlowHash;

let decoy: Promise<string> | undefined;

/**
 * Checks a password against a hash nobody's password made, so a sign-in for an email without an
 * account takes as long as one with: the time does not tell which emails have accounts.
 */
export async function checkAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword('decoy password that no account has');
  await checkPassword(password, await decoy);
  return false;
}
