import { PassThrough } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { GenerationEvent } from '@/core/stream/protocol';
import type { Store } from '../store/store';
import { deltaBatcher } from './delta-batcher';
import type { TextAppend } from '../store/repositories/generations';
import { generationRecord, HEARTBEAT_WRITE_MS, PROGRESS_WRITE_MS, type GenerationText } from './durable';
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

describe('generationRecord', () => {
  /**
   * A store that keeps what each write of the generation's row sent and the row's text as the
   * database would append it; `failNext` makes the next progress write fail (`made`: after the row
   * took it, as a connection lost before the answer), `holdNext` keeps it unanswered until the
   * returned function is called.
   */
  function recordingStore() {
    const writes: { kind: 'progress' | 'finish'; text: TextAppend | string | undefined }[] = [];
    const row = { text: '' };
    let failNext: 'lost' | 'made' | undefined;
    let held: Promise<void> | undefined;
    const generations = {
      progress: async (_id: string, text: TextAppend | undefined) => {
        writes.push({ kind: 'progress', text });
        const fails = failNext;
        failNext = undefined;
        const waitFor = held;
        held = undefined;
        await waitFor;
        if (fails !== 'lost' && text && Buffer.byteLength(row.text) === text.from) row.text += text.append;
        if (fails) throw new Error('the database is gone');
        return { stop: false, bytes: Buffer.byteLength(row.text) };
      },
      finish: (_id: string, _status: string, { text }: { text?: string }) => {
        writes.push({ kind: 'finish', text });
        if (text !== undefined) row.text = text;
        return Promise.resolve();
      },
    };
    const holdNext = () => {
      let answer = () => undefined as void;
      held = new Promise<void>((resolve) => (answer = resolve));
      return answer;
    };
    const failNextWrite = (how: 'lost' | 'made' = 'lost') => (failNext = how);
    return { store: { generations } as unknown as Store, writes, row, failNext: failNextWrite, holdNext };
  }
  /** A run's text as its collector gives it: `value()`, the text so far. */
  const textOf = (value: () => string): GenerationText => ({
    text: value,
    bytes: () => Buffer.byteLength(value()),
    from: (byte) => Buffer.from(value()).subarray(byte).toString(),
  });
  const log = { warn: () => undefined } as unknown as FastifyBaseLogger;
  const at = '2026-01-01T00:00:00.000Z';
  const saved = { id: 'd1', ventureId: 'v1', tool: 'ideas', title: 'Ideas', version: 1, createdAt: at, updatedAt: at };
  const done: GenerationEvent = { event: 'done', data: { builtOn: [], saved } };
  const failed: GenerationEvent = { event: 'error', data: { message: 'The model stopped answering.' } };

  it('sends only the text that arrived since its last write: a heartbeat alone carries none', async () => {
    const { store, writes, row } = recordingStore();
    const record = generationRecord(store, log, 'g1', new AbortController());
    let text = 'The first';
    record.changed(textOf(() => text));
    await vi.advanceTimersByTimeAsync(PROGRESS_WRITE_MS);
    // Waiting for its turn to be saved: heartbeats only, the text already in the row.
    await vi.advanceTimersByTimeAsync(HEARTBEAT_WRITE_MS * 2);
    text = 'The first words, in Zürich';
    record.changed(textOf(() => text));
    await vi.advanceTimersByTimeAsync(PROGRESS_WRITE_MS);
    text += ' 🚀';
    record.changed(textOf(() => text));
    await vi.advanceTimersByTimeAsync(PROGRESS_WRITE_MS);
    expect(row.text).toBe('The first words, in Zürich 🚀');
    await record.ended(done, undefined);
    expect(writes).toEqual([
      { kind: 'progress', text: { from: 0, append: 'The first' } },
      { kind: 'progress', text: undefined },
      { kind: 'progress', text: undefined },
      { kind: 'progress', text: { from: 9, append: ' words, in Zürich' } },
      // Where the last write ended, in UTF-8 bytes: "ü" is two.
      { kind: 'progress', text: { from: 27, append: ' 🚀' } },
      { kind: 'finish', text: undefined },
    ]);
  });

  it('keeps one write in flight: text that arrives while the database is slow goes in one write after it is answered', async () => {
    const { store, writes, holdNext } = recordingStore();
    const record = generationRecord(store, log, 'g1', new AbortController());
    const answer = holdNext();
    let text = 'One';
    record.changed(textOf(() => text));
    await vi.advanceTimersByTimeAsync(PROGRESS_WRITE_MS);
    for (const more of [' two', ' three', ' four']) {
      text += more;
      record.changed(textOf(() => text));
      await vi.advanceTimersByTimeAsync(PROGRESS_WRITE_MS);
    }
    expect(writes).toEqual([{ kind: 'progress', text: { from: 0, append: 'One' } }]);
    answer();
    await vi.advanceTimersByTimeAsync(PROGRESS_WRITE_MS);
    expect(writes).toEqual([
      { kind: 'progress', text: { from: 0, append: 'One' } },
      { kind: 'progress', text: { from: 3, append: ' two three four' } },
    ]);
    await record.ended(done, undefined);
  });

  it('writes at its end the text that arrived after its last write, and sends again a text whose write failed', async () => {
    const { store, writes, failNext } = recordingStore();
    const record = generationRecord(store, log, 'g1', new AbortController());
    failNext();
    let text = 'Lost once';
    record.changed(textOf(() => text));
    await vi.advanceTimersByTimeAsync(PROGRESS_WRITE_MS);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_WRITE_MS);
    text = 'Lost once, then all';
    record.changed(textOf(() => text));
    await record.ended(failed, undefined);
    expect(writes).toEqual([
      { kind: 'progress', text: { from: 0, append: 'Lost once' } },
      { kind: 'progress', text: { from: 0, append: 'Lost once' } },
      { kind: 'finish', text: 'Lost once, then all' },
    ]);
  });

  it('appends nothing twice when a write thought lost was made: the row says where its text ends', async () => {
    const { store, writes, row, failNext } = recordingStore();
    const record = generationRecord(store, log, 'g1', new AbortController());
    failNext('made');
    let text = 'Made';
    record.changed(textOf(() => text));
    await vi.advanceTimersByTimeAsync(PROGRESS_WRITE_MS);
    text = 'Made, then more';
    record.changed(textOf(() => text));
    // The next write sends it again; its append does not fit, and its answer says where the row ends.
    await vi.advanceTimersByTimeAsync(PROGRESS_WRITE_MS);
    await vi.advanceTimersByTimeAsync(PROGRESS_WRITE_MS);
    expect(row.text).toBe('Made, then more');
    expect(writes).toEqual([
      { kind: 'progress', text: { from: 0, append: 'Made' } },
      { kind: 'progress', text: { from: 0, append: 'Made, then more' } },
      { kind: 'progress', text: { from: 4, append: ', then more' } },
    ]);
    await record.ended(done, undefined);
  });

  it('does not hold back its end for a progress write still waiting its turn: the end carries all the text', async () => {
    const { store, writes, holdNext } = recordingStore();
    const record = generationRecord(store, log, 'g1', new AbortController());
    const answer = holdNext();
    let text = 'Half';
    record.changed(textOf(() => text));
    await vi.advanceTimersByTimeAsync(PROGRESS_WRITE_MS);
    text = 'Half, and the rest';
    record.changed(textOf(() => text));
    await record.ended(failed, undefined);
    expect(writes).toEqual([
      { kind: 'progress', text: { from: 0, append: 'Half' } },
      { kind: 'finish', text: 'Half, and the rest' },
    ]);
    answer();
    await vi.advanceTimersByTimeAsync(HEARTBEAT_WRITE_MS * 2);
    expect(writes).toHaveLength(2);
  });
});
