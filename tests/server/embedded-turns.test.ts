import { describe, expect, it } from 'vitest';
import { inTurns } from '@/server/store/embedded';
import { useMemoryDatabase } from '../support/server/test-database';

describe('the embedded database and the event loop', () => {
  const database = useMemoryDatabase();

  it('lets the event loop turn between queued statements, so sockets are served while a backlog drains', async () => {
    let turns = 0;
    let draining = true;
    const count = () => {
      turns += 1;
      if (draining) setImmediate(count);
    };
    const statements = Array.from({ length: 40 }, (_, n) => database.query<{ n: number }>('select $1::int as n', [n]));
    setImmediate(count);
    const rows = await Promise.all(statements);
    draining = false;
    expect(rows.map(([row]) => row?.n)).toEqual(Array.from({ length: 40 }, (_, n) => n));
    // One turn of the loop per statement at least: back to back in microtasks, it was 0 or 1.
    expect(turns).toBeGreaterThanOrEqual(40);
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
