import { PassThrough } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { GenerationEvent } from '@/core/stream/protocol';
import type { Store } from '../store/store';
import { deltaBatcher } from './delta-batcher';
import { generationRecord, HEARTBEAT_WRITE_MS, PROGRESS_WRITE_MS } from './durable';
import { ACCEPTED_COMMENT, eventWriter, HEARTBEAT_COMMENT } from './event-writer';
import type { GenerationStopped } from './generation-timers';
import { generationTimers } from './generation-timers';
import { textCollector } from './text-collector';

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

describe('generationRecord', () => {
  type Append = { text: string; at: number } | undefined;
  /**
   * A store that keeps what each write of the generation's row sent and the row's text as the
   * repository keeps it (an append lands only at the length it was meant for); `failNext` makes the
   * next progress write fail, `lostAnswer` commits it but fails its answer.
   */
  function recordingStore() {
    const writes: { kind: 'progress' | 'finish'; append?: Append }[] = [];
    let row = '';
    let next: 'fail' | 'lose' | undefined;
    const generations = {
      progress: (_id: string, append: Append) => {
        writes.push({ kind: 'progress', append });
        const now = next;
        next = undefined;
        if (now === 'fail') return Promise.reject(new Error('the database is gone'));
        if (append && Buffer.byteLength(row) === append.at) row += append.text;
        if (now === 'lose') return Promise.reject(new Error('the connection dropped after the commit'));
        return Promise.resolve({ stop: false, bytes: Buffer.byteLength(row) });
      },
      finish: () => {
        writes.push({ kind: 'finish' });
        return Promise.resolve();
      },
    };
    return {
      store: { generations } as unknown as Store,
      writes,
      row: () => row,
      failNext: () => (next = 'fail'),
      loseNextAnswer: () => (next = 'lose'),
    };
  }
  const log = { warn: () => undefined } as unknown as FastifyBaseLogger;
  const at = '2026-01-01T00:00:00.000Z';
  const saved = { id: 'd1', ventureId: 'v1', tool: 'ideas', title: 'Ideas', version: 1, createdAt: at, updatedAt: at };
  const done: GenerationEvent = { event: 'done', data: { builtOn: [], saved } };

  it('sends only the text the row does not hold yet, and a heartbeat alone carries none', async () => {
    const { store, writes, row } = recordingStore();
    const record = generationRecord(store, log, 'g1', new AbortController());
    const text = textCollector();
    text.add('The first');
    record.changed(text);
    await vi.advanceTimersByTimeAsync(PROGRESS_WRITE_MS);
    // Waiting for its turn to be saved: heartbeats only, the text already in the row.
    await vi.advanceTimersByTimeAsync(HEARTBEAT_WRITE_MS * 2);
    text.add(' words, Zürich');
    record.changed(text);
    await vi.advanceTimersByTimeAsync(PROGRESS_WRITE_MS);
    text.add(' 🚀');
    record.changed(text);
    await record.ended(done, undefined);
    expect(writes).toEqual([
      { kind: 'progress', append: { text: 'The first', at: 0 } },
      { kind: 'progress', append: undefined },
      { kind: 'progress', append: undefined },
      { kind: 'progress', append: { text: ' words, Zürich', at: 9 } },
      { kind: 'progress', append: { text: ' 🚀', at: 24 } },
      { kind: 'finish' },
    ]);
    expect(row()).toBe('The first words, Zürich 🚀');
  });

  it('sends again a text whose write failed, and never twice one whose answer was lost', async () => {
    const { store, writes, row, failNext, loseNextAnswer } = recordingStore();
    const record = generationRecord(store, log, 'g1', new AbortController());
    const text = textCollector();
    failNext();
    text.add('Lost once');
    record.changed(text);
    await vi.advanceTimersByTimeAsync(PROGRESS_WRITE_MS);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_WRITE_MS);
    loseNextAnswer();
    text.add(', then');
    record.changed(text);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_WRITE_MS);
    text.add(' all');
    record.changed(text);
    await record.ended(done, undefined);
    expect(writes).toEqual([
      { kind: 'progress', append: { text: 'Lost once', at: 0 } },
      { kind: 'progress', append: { text: 'Lost once', at: 0 } },
      { kind: 'progress', append: { text: ', then', at: 9 } },
      // Committed, but its answer lost: sent again (by the heartbeat), the row refuses it and says how much it holds.
      { kind: 'progress', append: { text: ', then', at: 9 } },
      { kind: 'progress', append: { text: ' all', at: 15 } },
      { kind: 'finish' },
    ]);
    expect(row()).toBe('Lost once, then all');
  });

  it('keeps one write in flight and reads the text when its write starts, not while the database is behind', async () => {
    const sent: Append[] = [];
    const answers: (() => void)[] = [];
    let held = 0;
    const generations = {
      progress: (_id: string, append: Append) => {
        sent.push(append);
        held += append?.text.length ?? 0;
        return new Promise((resolve) => answers.push(() => resolve({ stop: false, bytes: held })));
      },
      finish: () => Promise.resolve(),
    };
    const record = generationRecord({ generations } as unknown as Store, log, 'g1', new AbortController());
    const text = textCollector();
    let reads = 0;
    const counted = { bytes: () => text.bytes(), since: (offset: number) => (reads++, text.since(offset)) };
    text.add('a');
    record.changed(counted);
    await vi.advanceTimersByTimeAsync(PROGRESS_WRITE_MS);
    // The database is slow: text keeps coming for many intervals and heartbeats while the first write waits.
    for (let step = 0; step < 10; step++) {
      text.add('b');
      record.changed(counted);
      await vi.advanceTimersByTimeAsync(HEARTBEAT_WRITE_MS / 2);
    }
    expect(sent).toEqual([{ text: 'a', at: 0 }]);
    expect(reads).toBe(1);
    answers.shift()?.();
    await vi.advanceTimersByTimeAsync(0);
    // At once, as the last write began long ago, with what came meanwhile.
    expect(sent).toEqual([
      { text: 'a', at: 0 },
      { text: 'bbbbbbbbbb', at: 1 },
    ]);
    expect(reads).toBe(2);
    answers.shift()?.();
    await record.ended(done, undefined);
  });
});
