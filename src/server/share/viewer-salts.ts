import { randomBytes } from 'node:crypto';
import { utcDay } from './secrets';

/** 256 random bits a day: past any search (128 would do). */
export const SALT_BYTES = 32;
/** The sweep runs this long after midnight, so a timer that fires on the dot still sees the new day. */
const SWEEP_MARGIN_MS = 1000;

/** What the rotation needs of the store (`store/repositories/viewer-salts.ts`). */
export interface SaltStore {
  salt(day: string, fresh: Buffer): Promise<Buffer>;
  forgetBefore(day: string): Promise<number>;
}

/**
 * Today's viewer salt, with the day it belongs to. Only today's is kept, not yesterday's: a view's
 * hash is taken once, when its page opens, and the beacons that follow (past midnight too) name the
 * view by its id, so no request needs yesterday's salt, and keeping it would let a copy of the
 * database test guesses against yesterday's viewers for one more day. Each instance keeps the
 * day's salt in memory; the database makes every instance's the same.
 */
export function dailySalts(store: SaltStore, now: () => Date = () => new Date()) {
  let cached: { day: string; salt: Promise<Buffer> } | undefined;

  const rotate = async (day: string) => {
    const salt = await store.salt(day, randomBytes(SALT_BYTES));
    await store.forgetBefore(day);
    return salt;
  };

  return {
    async today(): Promise<{ day: string; salt: Buffer }> {
      const day = utcDay(now());
      if (cached?.day !== day) {
        const entry = { day, salt: rotate(day) };
        cached = entry;
        // A failed read is tried again by the next view, not kept.
        entry.salt.catch(() => cached === entry && (cached = undefined));
      }
      return { day, salt: await cached.salt };
    },

    /** Deletes every past day's salt, from the database and from memory. */
    async sweep(): Promise<number> {
      const day = utcDay(now());
      if (cached && cached.day !== day) cached = undefined;
      return store.forgetBefore(day);
    },
  };
}
export type DailySalts = ReturnType<typeof dailySalts>;

/** Milliseconds from `at` to the next UTC midnight. */
export function untilMidnight(at: Date): number {
  return Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1) - at.getTime();
}

/**
 * Sweeps now and after every UTC midnight: a day without a single view still leaves no salt of
 * the day before, and a salt a request re-made just before midnight, after another instance
 * (whose clock ran ahead) had swept, goes at this instance's midnight. Answers the stop.
 */
export function sweepEveryMidnight(
  salts: Pick<DailySalts, 'sweep'>,
  onError: (error: unknown) => void,
  now: () => Date = () => new Date(),
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const run = () =>
    void salts
      .sweep()
      .catch(onError)
      .finally(() => {
        if (stopped) return;
        timer = setTimeout(run, untilMidnight(now()) + SWEEP_MARGIN_MS);
        // A pending sweep never keeps the process alive.
        timer.unref?.();
      });
  run();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
