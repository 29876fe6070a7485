import { describe, expect, it } from 'vitest';
import type { ProgressWrite } from './repositories/generations';
import { progressBatch } from './progress-batch';

/** A database whose statements are answered when the test says. */
function heldDatabase() {
  const statements: {
    writes: readonly ProgressWrite[];
    answer: (goOn: Map<string, number>) => void;
    fail: (e: Error) => void;
  }[] = [];
  const writeAll = (writes: readonly ProgressWrite[]) =>
    new Promise<Map<string, number>>((answer, fail) => statements.push({ writes, answer, fail }));
  return { statements, write: progressBatch(writeAll) };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));
/** Text to append to an empty row. */
const text = (append: string) => ({ from: 0, append });
/** The database's answer: every run goes on, its row holding `bytes`. */
const allGoOn = (statement: { writes: readonly ProgressWrite[] }, bytes = 4) =>
  new Map(statement.writes.map((write) => [write.id, bytes]));

describe('progressBatch', () => {
  it('sends the writes of one turn in one statement, and those asked meanwhile in the next', async () => {
    const { statements, write } = heldDatabase();
    const first = [write('a', text('A1')), write('b', undefined), write('c', text('C1'))];
    await settled();
    expect(statements.map((statement) => statement.writes)).toEqual([
      [
        { id: 'a', text: text('A1') },
        { id: 'b', text: undefined },
        { id: 'c', text: text('C1') },
      ],
    ]);
    // Asked while the first is in flight: held, then sent together, the newer text of each.
    const later = [write('a', text('A2')), write('b', text('B2')), write('b', undefined)];
    await settled();
    expect(statements).toHaveLength(1);
    // c must stop: the database leaves it out of the runs that go on.
    statements[0]!.answer(
      new Map([
        ['a', 2],
        ['b', 0],
      ]),
    );
    expect(await Promise.all(first)).toEqual([{ stop: false, bytes: 2 }, { stop: false, bytes: 0 }, { stop: true }]);
    await settled();
    expect(statements[1]?.writes).toEqual([
      { id: 'a', text: text('A2') },
      { id: 'b', text: text('B2') },
    ]);
    statements[1]!.answer(allGoOn(statements[1]!));
    expect(await Promise.all(later)).toEqual(later.map(() => ({ stop: false, bytes: 4 })));
  });

  it('writes at most 20 generations a statement, the next once the last is answered', async () => {
    const { statements, write } = heldDatabase();
    const writes = Array.from({ length: 50 }, (_, index) => write(`g${index}`, text('text')));
    const sizes = [];
    for (let index = 0; index < 3; index++) {
      // A turn of the event loop between statements: a few turns, not a time.
      for (let turn = 0; turn < 5 && statements.length <= index; turn++) await settled();
      expect(statements).toHaveLength(index + 1);
      sizes.push(statements[index]!.writes.length);
      statements[index]!.answer(allGoOn(statements[index]!));
    }
    expect(sizes).toEqual([20, 20, 10]);
    expect(await Promise.all(writes)).toEqual(writes.map(() => ({ stop: false, bytes: 4 })));
  });

  it('fails every write of a failed statement, and goes on with the next', async () => {
    const { statements, write } = heldDatabase();
    const failing = [write('a', text('A')), write('b', text('B'))];
    await settled();
    const next = write('c', text('C'));
    statements[0]!.fail(new Error('database down'));
    for (const outcome of await Promise.allSettled(failing)) expect(outcome).toMatchObject({ status: 'rejected' });
    await settled();
    statements[1]!.answer(allGoOn(statements[1]!, 1));
    expect(await next).toEqual({ stop: false, bytes: 1 });
  });
});
