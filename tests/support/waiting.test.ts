import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitForQuiet, waitForStill } from './quiet';
import { until } from './until';

// The helpers' own clock is faked: these tests check what they decide, not how long a machine takes.
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('until', () => {
  it('returns as soon as the condition holds, however long the deadline', async () => {
    let looks = 0;
    const done = until(() => ++looks === 3, { timeoutMs: 60_000 });
    await vi.advanceTimersByTimeAsync(40);
    await expect(done).resolves.toBeUndefined();
    expect(looks).toBe(3);
  });

  it('takes an async condition', async () => {
    let ready = false;
    setTimeout(() => (ready = true), 100);
    const done = until(async () => ready);
    await vi.advanceTimersByTimeAsync(120);
    await expect(done).resolves.toBeUndefined();
  });

  it('gives up past its deadline, saying what it waited for', async () => {
    const done = until(() => false, { timeoutMs: 500, message: 'the server never listened' });
    const failed = expect(done).rejects.toThrow('the server never listened (waited 500 ms)');
    await vi.advanceTimersByTimeAsync(600);
    await failed;
  });

  it('stops at once when the condition throws', async () => {
    await expect(
      until(() => {
        throw new Error('the process exited');
      }),
    ).rejects.toThrow('the process exited');
  });
});

describe('waitForQuiet', () => {
  it('answers the value once it has stood still for the quiet period', async () => {
    let count = 0;
    const quiet = waitForQuiet(() => count, 500);
    let settled = false;
    void quiet.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(300);
    count = 2;
    // 400 ms after the change: not yet quiet for 500.
    await vi.advanceTimersByTimeAsync(400);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    await expect(quiet).resolves.toBe(2);
  });

  it('needs several looks, so one long stall does not pass for a quiet period', async () => {
    const looks: number[] = [];
    const quiet = waitForQuiet(() => looks.push(Date.now()) && 'same', 500, { minLooks: 5 });
    await vi.advanceTimersByTimeAsync(2000);
    await expect(quiet).resolves.toBe('same');
    // The first look, then five more spread over the period.
    expect(looks.length).toBeGreaterThanOrEqual(6);
  });

  it('fails, instead of hanging, when the value never settles', async () => {
    let count = 0;
    const quiet = waitForQuiet(() => count++, 100, { timeoutMs: 1000 });
    const failed = expect(quiet).rejects.toThrow(/still changing after 1000 ms/);
    await vi.advanceTimersByTimeAsync(1200);
    await failed;
  });
});

describe('waitForStill', () => {
  // Counted in turns of the event loop, on the real one.
  beforeEach(() => vi.useRealTimers());

  it('answers the value once it has stayed the same over the turns asked, however long they take', async () => {
    let count = 0;
    const step = () => {
      if (++count < 50) setImmediate(step);
    };
    setImmediate(step);
    await expect(waitForStill(() => count, { turns: 20 })).resolves.toBe(50);
  });

  it('fails, instead of hanging, when the value changes on every turn', async () => {
    let count = 0;
    let going = true;
    const step = () => {
      count++;
      if (going) setImmediate(step);
    };
    setImmediate(step);
    try {
      await expect(waitForStill(() => count, { turns: 5, timeoutMs: 300 })).rejects.toThrow(
        /still changing after 300 ms/,
      );
    } finally {
      going = false;
    }
  });
});
