import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { pitchDeck } from '@/core/tools/pitch-deck';
import type { Database } from '@/server/store/database';
import { DatabaseStartError, StoreUnavailable } from '@/server/store/errors';
import { createStore } from '@/server/store/store';
import { threadedEmbeddedDatabase } from '@/server/store/threaded-embedded';
import { threadedMemoryDatabase } from '../support/server/test-database';

/** The embedded database on its thread, as the server opens it (the repositories' tests are in store.test.ts). */
describe('the embedded database on its own thread', () => {
  const db: Database = threadedMemoryDatabase();
  afterAll(() => db.close());

  it('answers statements, and keeps the event loop turning while one runs', async () => {
    await db.open();
    await db.query('create table counted (n int primary key)');
    let turns = 0;
    let running = true;
    const turn = () => {
      turns++;
      if (running) setImmediate(turn);
    };
    setImmediate(turn);
    const [row] = await db.query<{ total: string }>(
      'select sum(a.n * b.n)::text as total from generate_series(1, 1500) a(n), generate_series(1, 1500) b(n)',
    );
    running = false;
    expect(row?.total).toBe(String(((1500 * 1501) / 2) ** 2));
    // On the server's thread, a statement of that size would let no turn happen until it ended.
    expect(turns).toBeGreaterThan(10);
  });

  it('gives a failed statement’s SQLSTATE to its caller, and rolls its transaction back', async () => {
    const failed = await db
      .transaction(async (tx) => {
        await tx.query('insert into counted values (1)');
        await tx.query('insert into counted values (1)');
      })
      .catch((error: unknown) => error);
    expect(failed).toMatchObject({ code: '23505' });
    expect(await db.query('select n from counted')).toEqual([]);
  });

  it('commits a transaction whole, and keeps its own error as it was thrown', async () => {
    await db.transaction(async (tx) => {
      await tx.query('insert into counted values (1)');
      await tx.query('insert into counted values (2)');
    });
    class Refusal extends Error {}
    const refused = await db
      .transaction(async (tx) => {
        await tx.query('insert into counted values (3)');
        throw new Refusal('no');
      })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Refusal);
    expect(await db.query('select n from counted order by n')).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('commits nothing of a transaction whose caller stopped waiting', async () => {
    const stop = new AbortController();
    const abandoned = await db
      .transaction(
        async (tx) => {
          await tx.query('insert into counted values (4)');
          stop.abort();
          await tx.query('insert into counted values (5)');
        },
        { signal: stop.signal },
      )
      .catch((error: unknown) => error);
    expect(abandoned).toMatchObject({ name: 'TransactionAborted' });
    expect(await db.query('select n from counted where n > 3')).toEqual([]);
  });

  it('runs a save whole on the thread: one message for its dozen statements', async () => {
    const inputs = { businessName: 'PawPantry', businessDescription: 'Fresh pet food by subscription.' };
    const posted = vi.spyOn(Worker.prototype, 'postMessage');
    const { saved } = await createStore(db).saveGenerated({
      workspaceId: 'ws-one-message',
      ventureId: null,
      toolId: 'pitch-deck',
      inputs,
      result: pitchDeck.offline(inputs),
      builtOn: [],
      deadline: Date.now() + 60_000,
    });
    expect(posted).toHaveBeenCalledTimes(1);
    expect(await db.query('select tool from documents where id = $1', [saved!.id])).toEqual([{ tool: 'pitch-deck' }]);
  });

  it('starts a generation in one message, its workspace’s row made with it', async () => {
    const posted = vi.spyOn(Worker.prototype, 'postMessage');
    const id = await createStore(db).generations.start('ws-one-start', {
      ventureId: null,
      tool: 'ideas',
      inputs: { interests: 'Pets' },
      instanceId: 'test',
    });
    expect(posted).toHaveBeenCalledTimes(1);
    posted.mockRestore();
    expect(await db.query('select workspace_id from generations where id = $1', [id])).toEqual([
      { workspace_id: 'ws-one-start' },
    ]);
  });

  it('tells a listener what was notified, until it stops listening', async () => {
    const heard: string[] = [];
    const stop = await db.listen('changes', { onMessage: (payload) => heard.push(payload), onGap: () => undefined });
    await db.query("select pg_notify('changes', 'first')");
    await expect.poll(() => heard).toEqual(['first']);
    await stop();
    await db.query("select pg_notify('changes', 'second')");
    await db.query('select 1');
    expect(heard).toEqual(['first']);
  });

  it('runs an unflushed write as one statement whose rows come back', async () => {
    expect(await db.unflushedWrite('insert into counted values (10) returning n')).toEqual([{ n: 10 }]);
    await expect(db.unflushedWrite('insert into counted values (10)')).rejects.toMatchObject({ code: '23505' });
  });

  it('answers the health check', async () => {
    expect(await db.ping()).toBe(true);
  });
});

describe('a database thread that stops', () => {
  const dir = mkdtempSync(join(tmpdir(), 'venturekit-thread-'));
  const threadUrl = new URL('../support/server/dying-database-thread.ts', import.meta.url);
  const db = threadedEmbeddedDatabase({ kind: 'embedded', dataDir: dir }, { threadUrl });
  afterAll(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('fails what waited on it, then starts again on the same folder, its data whole, and tells listeners of the gap', async () => {
    await db.open();
    await db.query('create table kept (note text)');
    await db.query("insert into kept values ('before')");
    let gaps = 0;
    await db.listen('changes', { onMessage: () => undefined, onGap: () => gaps++ });

    await expect(db.query('-- end the thread')).rejects.toBeInstanceOf(StoreUnavailable);
    expect(gaps).toBe(1);
    expect(await db.query('select note from kept')).toEqual([{ note: 'before' }]);
    expect(await db.ping()).toBe(true);
  }, 120_000);

  it('holds its folder: a second database on it is refused until the first is closed', async () => {
    expect(() => threadedEmbeddedDatabase({ kind: 'embedded', dataDir: dir })).toThrow(DatabaseStartError);
    await db.close();
    const again = threadedEmbeddedDatabase({ kind: 'embedded', dataDir: dir });
    await again.close();
  });
});
