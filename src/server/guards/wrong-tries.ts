import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyRequest } from 'fastify';
import type { RateLimitWindow } from '../config';
import { clientIdentity, countOne, readCount, waitText, type CounterStore } from './rate-limit';

/** The wrong tries a secret (a passcode, a password) allows: per client address, and per target from anywhere. */
export interface WrongTryLimits {
  /** Wrong tries from one address before it is locked out for the rest of the window. */
  perAddress: RateLimitWindow;
  /** Wrong tries on one target, from anywhere, before each try on it waits (`backOffMs`). */
  perTarget: RateLimitWindow;
}

/**
 * How long a try on a target waits, by its wrong tries in the window from anywhere: none up to
 * `perTarget.max`, then a tenth of a second more for each, at most 5 seconds. A wait, never a
 * refusal: whoever holds the right secret gets in, however many guessed wrong elsewhere.
 */
export const backOffMs = (wrong: number, limits: WrongTryLimits): number =>
  Math.min(5000, Math.max(0, wrong - limits.perTarget.max) * 100);

/**
 * Tries of a secret on one target (`kind:target`) from one request's address. Only wrong ones count: an
 * address past its wrong tries is locked out for the rest of its window (`locked`), and every try on a
 * target with many wrong ones from anywhere waits first (`backOff`).
 */
export function wrongTries(
  counters: CounterStore,
  request: FastifyRequest,
  kind: string,
  target: string,
  limits: WrongTryLimits,
) {
  const byAddress = `${kind}:${clientIdentity(request)}`;
  const byTarget = `${kind}-target:${target}`;
  return {
    async locked(): Promise<{ wait: string; seconds: number } | undefined> {
      const { count, retryAfterSeconds } = await readCount(counters, byAddress, limits.perAddress);
      if (count < limits.perAddress.max) return undefined;
      return { wait: waitText(retryAfterSeconds), seconds: retryAfterSeconds };
    },
    async backOff(): Promise<void> {
      const { count } = await readCount(counters, byTarget, limits.perTarget);
      const wait = backOffMs(count, limits);
      if (wait > 0) await sleep(wait);
    },
    async wrong(): Promise<void> {
      await countOne(counters, byAddress, limits.perAddress);
      await countOne(counters, byTarget, limits.perTarget);
    },
  };
}
