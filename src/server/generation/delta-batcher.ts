/**
 * Deltas are sent at most this often. The browser renders once per frame anyway, and batching
 * keeps the bytes sent close to the size of the document instead of one event per token.
 */
export const DELTA_INTERVAL_MS = 40;
/** Sent at once, whatever the interval: held text is memory, and a write is what lets the browser's connection push back. */
export const DELTA_FLUSH_CHARS = 16 * 1024;

export interface DeltaBatcher {
  push(text: string): void;
  /** Sends what is held now. */
  flush(): void;
  /** Drops what is held and any pending send. */
  cancel(): void;
}

/** Joins text into one `send` per DELTA_INTERVAL_MS (or per DELTA_FLUSH_CHARS held), with a timer only while text waits. */
export function deltaBatcher(
  send: (text: string) => void,
  { intervalMs = DELTA_INTERVAL_MS, flushChars = DELTA_FLUSH_CHARS } = {},
): DeltaBatcher {
  let pending = '';
  let lastFlush = 0;
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    lastFlush = Date.now();
    if (pending) send(pending);
    pending = '';
  };
  return {
    push(text) {
      pending += text;
      const wait = intervalMs - (Date.now() - lastFlush);
      if (wait <= 0 || pending.length >= flushChars) flush();
      else timer ??= setTimeout(flush, wait);
    },
    flush,
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      pending = '';
    },
  };
}
