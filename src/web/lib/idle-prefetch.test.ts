import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The browser's idle callbacks, run when the test says the browser is idle. */
let idle: (() => void)[] = [];

/** A fresh copy of the module: it keeps page-wide state (started, what was fetched). */
async function freshPrefetch() {
  vi.resetModules();
  return import('./idle-prefetch');
}

const browserIdles = () => {
  const due = idle;
  idle = [];
  for (const run of due) run();
};

beforeEach(() => {
  idle = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  performance.clearMarks();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('prefetchWhenIdle', () => {
  it('fetches nothing before the page starts, then each loader once, one per idle moment, and marks it', async () => {
    const { prefetchWhenIdle, startIdlePrefetch, IDLE_PREFETCH_MARK, IDLE_PREFETCHED_MARK } = await freshPrefetch();
    const menu = vi.fn(() => Promise.resolve('menu'));
    const dialog = vi.fn(() => Promise.resolve('dialog'));
    prefetchWhenIdle(menu);
    prefetchWhenIdle(dialog);
    prefetchWhenIdle(menu);
    expect(idle).toHaveLength(0);

    startIdlePrefetch();
    expect(menu).not.toHaveBeenCalled();
    browserIdles();
    expect(menu).toHaveBeenCalledOnce();
    expect(dialog).not.toHaveBeenCalled();
    expect(performance.getEntriesByName(IDLE_PREFETCH_MARK)).toHaveLength(1);
    // The next loader waits for the first to settle, then for another idle moment.
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    browserIdles();
    expect(dialog).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(performance.getEntriesByName(IDLE_PREFETCHED_MARK)).toHaveLength(1));

    // Registered again (another menu of the same kind mounts): already fetched.
    prefetchWhenIdle(menu);
    expect(idle).toHaveLength(0);
  });

  it('fetches a loader registered after the start at the next idle moment', async () => {
    const { prefetchWhenIdle, startIdlePrefetch } = await freshPrefetch();
    startIdlePrefetch();
    const exportMenu = vi.fn(() => Promise.resolve());
    prefetchWhenIdle(exportMenu);
    expect(exportMenu).not.toHaveBeenCalled();
    browserIdles();
    expect(exportMenu).toHaveBeenCalledOnce();
  });

  it('lets a loader whose fetch failed be fetched again', async () => {
    const { prefetchWhenIdle, startIdlePrefetch } = await freshPrefetch();
    const flaky = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('menu');
    startIdlePrefetch();
    prefetchWhenIdle(flaky);
    browserIdles();
    // Once the failure is in, registering it again schedules another fetch.
    await vi.waitFor(() => {
      prefetchWhenIdle(flaky);
      expect(idle).toHaveLength(1);
    });
    browserIdles();
    expect(flaky).toHaveBeenCalledTimes(2);
  });

  it('waits a moment instead where the browser has no requestIdleCallback', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    try {
      const { prefetchWhenIdle, startIdlePrefetch } = await freshPrefetch();
      const menu = vi.fn(() => Promise.resolve());
      prefetchWhenIdle(menu);
      startIdlePrefetch();
      expect(menu).not.toHaveBeenCalled();
      await vi.runAllTimersAsync();
      expect(menu).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });
});
