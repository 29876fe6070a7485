import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ProviderError } from './provider';
import { retryAfterMs, RETRY_ATTEMPT_MS, withRetries } from './retry';

// The waits are recorded, not slept: the policy is what is tested, not the clock.
const waits: number[] = [];
vi.mock('../lib/sleep', () => ({
  sleep: (ms: number, signal?: AbortSignal) => {
    waits.push(ms);
    return signal?.aborted ? Promise.reject(signal.reason as Error) : Promise.resolve();
  },
}));
beforeEach(() => {
  waits.length = 0;
});

const policy = { maxRetries: 2, baseDelayMs: 1 };
const retryable = (retryAfter?: number) =>
  new ProviderError('busy', { retryable: true, ...(retryAfter === undefined ? {} : { retryAfterMs: retryAfter }) });

/** An attempt that fails with each of `failures` in turn, then sends `text`. */
function scripted(failures: ProviderError[], text = 'ok') {
  const attempt = vi.fn(async (onText: (text: string) => void) => {
    const failure = failures.shift();
    if (failure) throw failure;
    onText(text);
  });
  return attempt;
}

describe('withRetries', () => {
  it('retries a retryable failure and passes the text of the attempt that worked', async () => {
    const attempt = scripted([retryable(), retryable()]);
    const texts: string[] = [];
    await withRetries(attempt, (text) => texts.push(text), { policy, signal: new AbortController().signal });
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(texts).toEqual(['ok']);
  });

  it('gives up after maxRetries further attempts with the last failure', async () => {
    const attempt = scripted([retryable(), retryable(), new ProviderError('still busy', { retryable: true })]);
    await expect(
      withRetries(attempt, () => undefined, { policy, signal: new AbortController().signal }),
    ).rejects.toThrow('still busy');
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('never retries a failure that is not retryable, nor one after text was passed on', async () => {
    const final = scripted([new ProviderError('bad key')]);
    await expect(withRetries(final, () => undefined, { policy, signal: new AbortController().signal })).rejects.toThrow(
      'bad key',
    );
    expect(final).toHaveBeenCalledTimes(1);

    const afterText = vi.fn(async (onText: (text: string) => void) => {
      onText('{"par');
      throw retryable();
    });
    await expect(
      withRetries(afterText, () => undefined, { policy, signal: new AbortController().signal }),
    ).rejects.toThrow('busy');
    expect(afterText).toHaveBeenCalledTimes(1);
  });

  it('waits as long as Retry-After asks when that ends in time for the deadline, and not otherwise', async () => {
    let clock = 1_000_000;
    const now = () => clock;
    const inTime = scripted([retryable(2000)]);
    await withRetries(inTime, () => undefined, {
      policy,
      signal: new AbortController().signal,
      firstTextDeadline: clock + 2000 + RETRY_ATTEMPT_MS,
      now,
    });
    expect(waits).toEqual([2000]);
    expect(inTime).toHaveBeenCalledTimes(2);

    clock = 2_000_000;
    const tooLate = scripted([retryable(45_000)]);
    await expect(
      withRetries(tooLate, () => undefined, {
        policy,
        signal: new AbortController().signal,
        firstTextDeadline: clock + 30_000,
        now,
      }),
    ).rejects.toThrow('busy');
    expect(tooLate).toHaveBeenCalledTimes(1);
  });

  it('jitters the backoff between half and the whole of it, doubling each time', async () => {
    const attempt = scripted([retryable(), retryable()]);
    const random = vi.fn().mockReturnValueOnce(0).mockReturnValueOnce(1);
    await withRetries(attempt, () => undefined, {
      policy: { maxRetries: 2, baseDelayMs: 10 },
      signal: new AbortController().signal,
      random,
    });
    // A 10 ms backoff with jitter 0 waits 5 ms; the next, 20 ms with jitter 1, waits 20 ms.
    expect(waits).toEqual([5, 20]);
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('makes no further attempt once the generation is aborted', async () => {
    const controller = new AbortController();
    const attempt = scripted([retryable(60_000)]);
    const run = withRetries(attempt, () => undefined, { policy, signal: controller.signal });
    controller.abort(new Error('client gone'));
    await expect(run).rejects.toThrow();
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});

describe('retryAfterMs', () => {
  it('reads retry-after-ms, seconds and HTTP dates, and ignores nonsense', () => {
    expect(retryAfterMs({ 'retry-after-ms': '250' })).toBe(250);
    expect(retryAfterMs({ 'retry-after': '3' })).toBe(3000);
    expect(retryAfterMs({ 'retry-after': new Date(10_000).toUTCString() }, 4000)).toBe(6000);
    expect(retryAfterMs({ 'retry-after': 'soon' })).toBeUndefined();
    expect(retryAfterMs({})).toBeUndefined();
  });
});
