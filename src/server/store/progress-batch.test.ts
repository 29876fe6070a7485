import { describe, expect, it } from 'vitest';
import type { ProgressWrite } from './repositories/generations';
import { progressBatch } from './progress-batch';

/** A database whose statements are answered when the test says. */
function heldDatabase() {
  const statements: {
    writes: readonly ProgressWrite[];
    answer: (stop: Set<string>) => void;
    fail: (e: Error) => void;
  }[] = [];
  const writeAll = (writes: readonly ProgressWrite[]) =>
    new Promise<Set<string>>((answer, fail) => statements.push({ writes, answer, fail }));
  return { statements, write: progressBatch(writeAll) };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('progressBatch', () => {
  it('sends the writes of one turn in one statement, and those asked meanwhile in the next', async () => {
    const { statements, write } = heldDatabase();
    const first = [write('a', 'A1'), write('b', undefined), write('c', 'C1')];
    await settled();
    expect(statements.map((statement) => statement.writes)).toEqual([
      [
        { id: 'a', text: 'A1' },
        { id: 'b', text: undefined },
        { id: 'c', text: 'C1' },
      ],
    ]);
    // Asked while the first is in flight: held, then sent together, the newer text of each.
    const later = [write('a', 'A2'), write('b', 'B2'), write('b', undefined)];
    await settled();
    expect(statements).toHaveLength(1);
    statements[0]!.answer(new Set(['c']));
    expect(await Promise.all(first)).toEqual([false, false, true]);
    await settled();
    expect(statements[1]?.writes).toEqual([
      { id: 'a', text: 'A2' },
      { id: 'b', text: 'B2' },
    ]);
    statements[1]!.answer(new Set());
    expect(await Promise.all(later)).toEqual([false, false, false]);
  });

  it('writes at most 20 generations a statement, the next once the last is answered', async () => {
    const { statements, write } = heldDatabase();
    const writes = Array.from({ length: 50 }, (_, index) => write(`g${index}`, 'text'));
    const sizes = [];
    for (let index = 0; index < 3; index++) {
      // A turn of the event loop between statements: a few turns, not a time.
      for (let turn = 0; turn < 5 && statements.length <= index; turn++) await settled();
      expect(statements).toHaveLength(index + 1);
      sizes.push(statements[index]!.writes.length);
      statements[index]!.answer(new Set());
    }
    expect(sizes).toEqual([20, 20, 10]);
    expect(await Promise.all(writes)).toEqual(writes.map(() => false));
  });

  it('fails every write of a failed statement, and goes on with the next', async () => {
    const { statements, write } = heldDatabase();
    const failing = [write('a', 'A'), write('b', 'B')];
    await settled();
    const next = write('c', 'C');
    statements[0]!.fail(new Error('database down'));
    for (const outcome of await Promise.allSettled(failing)) expect(outcome).toMatchObject({ status: 'rejected' });
    await settled();
    statements[1]!.answer(new Set());
    expect(await next).toBe(false);
  });
});
