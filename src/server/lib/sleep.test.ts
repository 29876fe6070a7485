import { describe, expect, it } from 'vitest';
import { sleep } from './sleep';

describe('sleep', () => {
  it('leaves no abort listener behind, however often it waits on one signal', async () => {
    const controller = new AbortController();
    let listeners = 0;
    const { signal } = controller;
    const add = signal.addEventListener.bind(signal);
    const remove = signal.removeEventListener.bind(signal);
    signal.addEventListener = (...args: Parameters<typeof add>) => (listeners++, add(...args));
    signal.removeEventListener = (...args: Parameters<typeof remove>) => (listeners--, remove(...args));
    for (let i = 0; i < 20; i++) await sleep(1, signal);
    expect(listeners).toBe(0);
  });

  it('ends early when the signal aborts', async () => {
    const controller = new AbortController();
    const started = Date.now();
    const waiting = sleep(10_000, controller.signal);
    controller.abort();
    await waiting;
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
