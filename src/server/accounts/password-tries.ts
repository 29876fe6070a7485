import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CounterStore } from '../guards/rate-limit';
import { wrongTries, type WrongTryLimits } from '../guards/wrong-tries';
import { emailKey } from '../store/repositories/accounts';

const MINUTE = 60_000;

/** Sign-in limits (docs/operations.md, "Accounts"). */
export const ACCOUNT_LIMITS = {
  /** Wrong passwords from one address, then its sign-ins wait out the window; per account, each try then waits a little more. */
  signIn: { perAddress: { max: 10, windowMs: 15 * MINUTE }, perTarget: { max: 20, windowMs: 15 * MINUTE } },
} as const satisfies { signIn: WrongTryLimits };

/**
 * Checks a password behind the sign-in's wrong-tries guard (guards/wrong-tries.ts): one count per
 * address and per account, whether the password is tried at Sign In or as the current password of
 * a change (a stolen session then guesses no faster than a stranger). An address past its wrong
 * tries gets a 429, sent here; a wrong password is counted. `right` is the check's own answer.
 */
export async function triedPassword(
  counters: CounterStore,
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
  check: () => Promise<boolean>,
): Promise<'locked' | 'wrong' | 'right'> {
  const tries = wrongTries(counters, request, 'sign-in', emailKey(email), ACCOUNT_LIMITS.signIn);
  const locked = await tries.locked();
  if (locked) {
    await reply
      .code(429)
      .header('retry-after', locked.seconds)
      .send({ error: `Too many wrong passwords from your address. Please try again in ${locked.wait}.` });
    return 'locked';
  }
  await tries.backOff();
  if (await check()) return 'right';
  await tries.wrong();
  return 'wrong';
}
