import type { ProgressWrite, TextAppend } from './repositories/generations';

/** A progress write's answer: whether its run must stop, else the bytes of text its row holds. */
export type ProgressAnswer = { stop: true } | { stop: false; bytes: number };

/**
 * Most generations one statement writes; a flush of more sends the rest in the next, a turn of the
 * event loop later. 200 texts of 8 KB took PGlite 297 ms as single writes, 52 ms in batches of 20 or
 * of 200: past 20 a batch saves nothing more, and a save waiting for the database (one session)
 * waits for the statement in progress: one of 20 takes about 5 ms.
 */
const BATCH_MAX = 20;

interface Queued {
  text: TextAppend | undefined;
  waiters: { resolve: (answer: ProgressAnswer) => void; reject: (error: unknown) => void }[];
}

/**
 * The running generations' progress writes on this instance, sent together: what is asked while
 * one statement is in flight goes in the next, so the database's work follows its own pace rather
 * than the number of streams (200 streams each writing every 300 ms were 660 transactions a
 * second, and the saves waited behind them: docs/decisions.md). Resolves each write with whether
 * its run must stop, or where its row's text ends; a failed statement fails every write it carried.
 */
export function progressBatch(
  writeAll: (writes: readonly ProgressWrite[]) => Promise<Map<string, number>>,
): (id: string, text: TextAppend | undefined) => Promise<ProgressAnswer> {
  const queued = new Map<string, Queued>();
  let flushing = false;
  const flush = async () => {
    while (queued.size > 0) {
      // The embedded engine answers within microtasks: requests and streams get their turn between batches.
      await new Promise((resolve) => setImmediate(resolve));
      const batch = [...queued].slice(0, BATCH_MAX);
      for (const [id] of batch) queued.delete(id);
      try {
        const goOn = await writeAll(batch.map(([id, { text }]) => ({ id, text })));
        for (const [id, { waiters }] of batch) {
          const bytes = goOn.get(id);
          for (const waiter of waiters) waiter.resolve(bytes === undefined ? { stop: true } : { stop: false, bytes });
        }
      } catch (error) {
        for (const [, { waiters }] of batch) for (const waiter of waiters) waiter.reject(error);
      }
    }
    flushing = false;
  };
  return (id, text) =>
    new Promise((resolve, reject) => {
      const entry = queued.get(id);
      if (entry) {
        // Asked twice before a flush: the newer text (from the same place: one write a run at a time), or the one still to write.
        if (text !== undefined) entry.text = text;
        entry.waiters.push({ resolve, reject });
      } else queued.set(id, { text, waiters: [{ resolve, reject }] });
      if (flushing) return;
      flushing = true;
      // The writes asked in this turn of the event loop (timers due together) go in one statement.
      void flush();
    });
}
