/**
 * A start on a busy machine: opening the database (the embedded one's first start runs initdb) can
 * take far longer than Fastify's default 10 s for a start hook, and the server waits for it rather
 * than refusing to start (issue 38: the browser tests' servers did not start at a load average of 14).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import type { Database } from '@/server/store/database';

afterEach(() => vi.useRealTimers());

/** A database that opens when `open` is called, and answers nothing meanwhile. */
function slowDatabase() {
  let opened: () => void = () => undefined;
  const opening = new Promise<void>((resolve) => (opened = resolve));
  const database: Database = {
    kind: 'embedded',
    changesBeforeReplies: true,
    query: async () => [],
    transaction: (work) => work({ query: async () => [] }),
    unflushedWrite: async () => [],
    listen: async () => async () => undefined,
    ping: async () => false,
    open: () => opening,
    close: async () => undefined,
  };
  return { database, open: () => opened() };
}

describe('the server’s start', () => {
  it('waits for a database that takes a minute to open, and is ready once it has', async () => {
    // Only the timers that bound the start are faked: the minute passes at once.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { database, open } = slowDatabase();
    const app = await buildApp({ database, config: loadConfig({ RATE_LIMIT_MAX: '0' }), logger: false });
    try {
      let outcome = 'starting';
      const ready = app.ready().then(
        () => (outcome = 'ready'),
        (error: Error) => (outcome = error.message),
      );
      await vi.advanceTimersByTimeAsync(60_000);
      expect(outcome).toBe('starting');
      open();
      await ready;
      expect(outcome).toBe('ready');
    } finally {
      await app.close();
    }
  });
});
