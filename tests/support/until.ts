/**
 * Waits for something a test cannot await directly (a server that listens, a counter that reaches a
 * value): polls `condition` and returns as soon as it holds. The deadline only bounds a failure, so
 * it is generous: a loaded machine makes things slower, and a pass never waits for it.
 */
export interface UntilOptions {
  /** Longest wait before giving up with `message`. */
  timeoutMs?: number;
  /** Time between two looks. */
  intervalMs?: number;
  /** What was awaited, for the error. */
  message?: string;
}

export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves once `condition()` is true; rejects with `message` past the deadline, or with what `condition` throws. */
export async function until(
  condition: () => boolean | Promise<boolean>,
  { timeoutMs = 10_000, intervalMs = 20, message = 'condition not met' }: UntilOptions = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await condition()) return;
    if (Date.now() > deadline) throw new Error(`${message} (waited ${timeoutMs} ms)`);
    await pause(intervalMs);
  }
}
