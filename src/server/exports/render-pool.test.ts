import { afterEach, describe, expect, it } from 'vitest';
import type { DocumentSpec } from '@/core/exports/spec';
import { RenderPool, RenderPoolFullError } from './render-pool';

const STAND_IN = new URL('../../../tests/support/server/stand-in-render-worker.ts', import.meta.url);
const doc = (title: string): DocumentSpec => ({
  kind: 'document',
  title,
  blocks: [{ kind: 'paragraph', text: 'Hello' }],
});

const pools: RenderPool[] = [];
function pool(options: ConstructorParameters<typeof RenderPool>[0]) {
  const created = new RenderPool(options);
  pools.push(created);
  return created;
}
afterEach(async () => {
  await Promise.all(pools.splice(0).map((each) => each.close()));
});

describe('RenderPool', () => {
  it('renders each format in a thread of its own, started on the first export and reused', async () => {
    const renders = pool({ workers: 1 });
    expect(renders.threads).toBe(0);
    const pdf = await renders.render('pdf', doc('In a thread'));
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const docx = await renders.render('docx', doc('Again'));
    expect(docx.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(renders.threads).toBe(1);
    expect(renders.counts).toEqual({ rendered: 2, offMainThread: 2 });
    await renders.close();
    expect(renders.threads).toBe(0);
  }, 30_000);

  it('runs `workers` renders at once, queues twice as many, and refuses the rest', async () => {
    const renders = pool({ workers: 2, workerUrl: STAND_IN });
    const accepted = Array.from({ length: 6 }, (_, index) => renders.render('pdf', doc(`SLOW ${index}`)));
    await expect(renders.render('pdf', doc('one too many'))).rejects.toBeInstanceOf(RenderPoolFullError);
    expect(renders.running + renders.waiting).toBe(6);
    expect(renders.running).toBeLessThanOrEqual(2);
    const files = await Promise.all(accepted);
    expect(files.map((file) => JSON.parse(file.toString()).spec.title)).toEqual(
      Array.from({ length: 6 }, (_, index) => `SLOW ${index}`),
    );
    expect(renders.threads).toBe(2);
    // Room again once they are done.
    await expect(renders.render('pdf', doc('after'))).resolves.toBeInstanceOf(Buffer);
  }, 30_000);

  it('fails the job of a thread that crashes or exits, and starts a new thread for the next', async () => {
    const renders = pool({ workers: 1, workerUrl: STAND_IN });
    await expect(renders.render('pdf', doc('CRASH'))).rejects.toThrow(/export thread crashed: stand-in crash/);
    await expect(renders.render('pdf', doc('EXIT'))).rejects.toThrow(/exit code 3/);
    await expect(renders.render('pdf', doc('FAIL'))).rejects.toThrow(/failed to render: stand-in failure/);
    const file = await renders.render('pdf', doc('fine'));
    expect(JSON.parse(file.toString()).spec.title).toBe('fine');
    expect(renders.threads).toBe(1);
  }, 30_000);

  it('fails running and waiting jobs when it closes, and ends its threads', async () => {
    const renders = pool({ workers: 1, workerUrl: STAND_IN });
    const running = expect(renders.render('pdf', doc('SLOW running'))).rejects.toThrow(/closing/);
    const waiting = expect(renders.render('pdf', doc('SLOW waiting'))).rejects.toThrow(/closing/);
    await renders.close();
    await Promise.all([running, waiting]);
    expect(renders.threads).toBe(0);
    await expect(renders.render('pdf', doc('late'))).rejects.toThrow(/closed/);
  });
});
