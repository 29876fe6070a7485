import { describe, expect, it } from 'vitest';
import { DATABASE_SLICE_MS, inTurns } from '@/server/store/embedded';
import { useMemoryDatabase } from '../support/server/test-database';

/** Holds this thread for `ms` at least, as a PGlite statement does. */
function busy(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

/** Counts the event loop's turns until `settled` resolves. */
async function turnsDuring<T>(settled: Promise<T>): Promise<{ turns: number; value: T }> {
  let turns = 0;
  let running = true;
  const count = () => {
    turns += 1;
    if (running) setImmediate(count);
  };
  setImmediate(count);
  const value = await settled;
  running = false;
  return { turns, value };
}

describe('the embedded database and the event loop', () => {
  const database = useMemoryDatabase();

  it('lets the event loop turn while a backlog of statements drains, so sockets are served meanwhile', async () => {
    const sleep = (DATABASE_SLICE_MS * 0.6) / 1000;
    const statements = Array.from({ length: 20 }, (_, n) =>
      database.query<{ n: number }>('select $1::int as n, pg_sleep($2)', [n, sleep]),
    );
    const { turns, value: rows } = await turnsDuring(Promise.all(statements));
    expect(rows.map(([row]) => row?.n)).toEqual(Array.from({ length: 20 }, (_, n) => n));
    // Each statement holds the thread past half a slice: a turn after two at most. Back to back, it was 0.
    expect(turns).toBeGreaterThanOrEqual(9);
  });

  it('gives the loop a turn once work has run back to back for a slice', async () => {
    const turn = inTurns(DATABASE_SLICE_MS);
    const { turns } = await turnsDuring(
      Promise.all(Array.from({ length: 10 }, () => turn(async () => busy(DATABASE_SLICE_MS)))),
    );
    expect(turns).toBeGreaterThanOrEqual(9);
  });

  it('runs work in arrival order, one piece at a time, and a failure does not stop the next', async () => {
    const turn = inTurns();
    const order: string[] = [];
    const first = turn(async () => {
      order.push('first starts');
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push('first ends');
    });
    const failing = turn(() => Promise.reject(new Error('refused')));
    const last = turn(async () => void order.push('last'));
    await expect(failing).rejects.toThrow('refused');
    await Promise.all([first, last]);
    expect(order).toEqual(['first starts', 'first ends', 'last']);
  });
});
