import { pause } from './until';

/**
 * For asserting that something did NOT happen where real time cannot be faked (real sockets, a
 * child process, a browser): resolves with `observe()`'s value once it has not changed for
 * `quietMs`, over at least `minLooks` looks, so the test asserts after a quiet period it saw
 * rather than after a guessed one. The looks matter on a loaded machine: one long stall of this
 * process would otherwise pass for a quiet period in which nothing had a chance to run.
 */
export interface QuietOptions {
  /** Longest wait for the quiet period: something that never settles fails instead of hanging. */
  timeoutMs?: number;
  /** Fewest looks, spread over `quietMs`, that must see the same value. */
  minLooks?: number;
}

export async function waitForQuiet<T extends string | number | boolean>(
  observe: () => T | Promise<T>,
  quietMs: number,
  { timeoutMs = quietMs + 20_000, minLooks = 5 }: QuietOptions = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  const interval = Math.max(10, Math.ceil(quietMs / minLooks));
  let value = await observe();
  let since = Date.now();
  let looks = 0;
  for (;;) {
    await pause(interval);
    const now = await observe();
    if (now !== value) {
      value = now;
      since = Date.now();
      looks = 0;
    } else if (++looks >= minLooks && Date.now() - since >= quietMs) {
      return value;
    }
    if (Date.now() > deadline) throw new Error(`still changing after ${timeoutMs} ms (last value ${String(value)})`);
  }
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * For what happens inside this process (a server, its upstream and its client in one test file):
 * resolves with `observe()`'s value once it has stayed the same over `turns` turns of the event
 * loop, each of which lets every socket with data and every callback that is due run. Counted in
 * the process's own progress, not in time, a loaded machine makes it slower, never different.
 * `timeoutMs` only bounds a failure (a value that never settles).
 */
export async function waitForStill<T extends string | number | boolean>(
  observe: () => T,
  { turns = 200, timeoutMs = 30_000 }: { turns?: number; timeoutMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = observe();
  for (let still = 0; still < turns;) {
    await turn();
    const now = observe();
    still = now === value ? still + 1 : 0;
    value = now;
    if (Date.now() > deadline) throw new Error(`still changing after ${timeoutMs} ms (last value ${String(value)})`);
  }
  return value;
}
