/** Waits `ms`, or less if `signal` aborts first. Never rejects; callers check `signal.aborted`. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      // Remove the listener too: a long stream pauses thousands of times on one signal.
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}
