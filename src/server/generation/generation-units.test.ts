import { PassThrough } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deltaBatcher } from './delta-batcher';
import { ACCEPTED_COMMENT, eventWriter, HEARTBEAT_COMMENT } from './event-writer';
import type { GenerationStopped } from './generation-timers';
import { generationTimers } from './generation-timers';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('deltaBatcher', () => {
  it('sends the first text at once, then at most one batch per interval', () => {
    const sent: string[] = [];
    const batcher = deltaBatcher((text) => sent.push(text), { intervalMs: 40 });
    batcher.push('a');
    batcher.push('b');
    batcher.push('c');
    expect(sent).toEqual(['a']);
    vi.advanceTimersByTime(40);
    expect(sent).toEqual(['a', 'bc']);
  });

  it('sends at once when the held text reaches the flush size, and flush() sends the rest', () => {
    const sent: string[] = [];
    const batcher = deltaBatcher((text) => sent.push(text), { intervalMs: 40, flushChars: 5 });
    batcher.push('a');
    batcher.push('bcdef');
    expect(sent).toEqual(['a', 'bcdef']);
    batcher.push('g');
    batcher.flush();
    expect(sent).toEqual(['a', 'bcdef', 'g']);
  });

  it('drops what it holds on cancel, and sends nothing later', () => {
    const sent: string[] = [];
    const batcher = deltaBatcher((text) => sent.push(text), { intervalMs: 40 });
    batcher.push('a');
    batcher.push('b');
    batcher.cancel();
    vi.advanceTimersByTime(100);
    expect(sent).toEqual(['a']);
  });
});

describe('eventWriter', () => {
  const read = (out: PassThrough) => String(out.read() ?? '');

  it('writes the accepted comment at once, events as SSE, and a heartbeat only after a silence', () => {
    const out = new PassThrough();
    const writer = eventWriter(out, 1000);
    expect(read(out)).toBe(ACCEPTED_COMMENT);
    vi.advanceTimersByTime(600);
    writer.send({ event: 'delta', data: 'x' });
    expect(read(out)).toBe('event: delta\ndata: "x"\n\n');
    // 1000 ms after the last write, not after the first.
    vi.advanceTimersByTime(900);
    expect(read(out)).toBe('');
    vi.advanceTimersByTime(200);
    expect(read(out)).toBe(HEARTBEAT_COMMENT);
    vi.advanceTimersByTime(1000);
    expect(read(out)).toBe(HEARTBEAT_COMMENT);
    writer.close();
    vi.advanceTimersByTime(5000);
    expect(read(out)).toBe('');
  });

  it('reports back-pressure from its stream and calls back once it drains', () => {
    const out = new PassThrough({ highWaterMark: 16 });
    const writer = eventWriter(out, 60_000);
    writer.send({ event: 'delta', data: 'a long enough piece of text to fill the buffer' });
    expect(writer.flow.blocked()).toBe(true);
    const resume = vi.fn();
    writer.flow.whenUnblocked(resume);
    while (out.read() !== null);
    vi.useRealTimers();
    return new Promise<void>((resolve) =>
      setImmediate(() => {
        expect(resume).toHaveBeenCalledTimes(1);
        expect(writer.flow.blocked()).toBe(false);
        writer.close();
        resolve();
      }),
    );
  });
});

describe('generationTimers', () => {
  const limits = { timeoutMs: 10_000, firstTokenTimeoutMs: 1000, idleTimeoutMs: 500 };
  const why = (controller: AbortController) => (controller.signal.reason as GenerationStopped | undefined)?.why;

  it('stops at the first-token timeout when no text comes', () => {
    const controller = new AbortController();
    generationTimers(limits, controller);
    vi.advanceTimersByTime(999);
    expect(controller.signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(why(controller)).toBe('first-token-timeout');
  });

  it('after the first text, stops at a silence of the idle timeout, measured from the last text', () => {
    const controller = new AbortController();
    const timers = generationTimers(limits, controller);
    vi.advanceTimersByTime(800);
    timers.textArrived();
    vi.advanceTimersByTime(400);
    timers.textArrived();
    vi.advanceTimersByTime(400);
    expect(controller.signal.aborted).toBe(false);
    vi.advanceTimersByTime(100);
    expect(why(controller)).toBe('idle-timeout');
  });

  it('stops at the total timeout however steadily text comes, and clear() stops everything', () => {
    const controller = new AbortController();
    const timers = generationTimers(limits, controller);
    for (let t = 0; t < 10_000; t += 250) {
      timers.textArrived();
      vi.advanceTimersByTime(250);
    }
    expect(why(controller)).toBe('timeout');

    const other = new AbortController();
    generationTimers(limits, other).clear();
    vi.advanceTimersByTime(20_000);
    expect(other.signal.aborted).toBe(false);
  });

  it('sets the first-text deadline by the smaller of the first-token and total timeouts', () => {
    const timers = generationTimers({ ...limits, timeoutMs: 300 }, new AbortController());
    expect(timers.firstTextDeadline).toBe(Date.now() + 300);
    timers.clear();
  });
});
