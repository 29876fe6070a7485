/**
 * Runs at most `concurrency` pieces of work at once, the rest in arrival order. A generation's end
 * (parsing its text, validating, finalising, saving) goes through one per instance: when a
 * thousand streams end in the same second, their parsed documents and open transactions do not
 * all exist at once, so memory at the peak stays near memory while streaming (README, Performance).
 */
export type WorkQueue = <T>(work: () => Promise<T>) => Promise<T>;

/** Generations settled at once per instance: enough to keep the database busy, few enough to bound memory. */
export const SETTLE_CONCURRENCY = 4;

export function workQueue(concurrency = SETTLE_CONCURRENCY): WorkQueue {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (work) => {
    if (running < concurrency) running++;
    // A finishing piece hands its place straight to the next, so `running` already counts it.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
