import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import type { ExportFormat } from '@/core/exports/formats';
import type { BusinessPlan } from '@/core/tools/business-plan/schema';
import { offlineResult } from '../../../tests/support/fixtures';
import { RenderPool, RenderPoolFullError } from './render-pool';
import { RENDER_THREAD_NICENESS, type RenderRequest } from './render-messages';

const STAND_IN = new URL('../../../tests/support/server/stand-in-render-worker.ts', import.meta.url);
const plan = offlineResult('business-plan') as BusinessPlan;
/** An export of a plan whose summary is `summary` (the stand-in thread reads its orders there). */
const job = (summary: string, format: ExportFormat = 'pdf'): RenderRequest => ({
  tool: 'business-plan',
  format,
  result: { ...plan, executiveSummary: summary },
  context: { date: '2026-11-28' },
});
/** The summary of the job a stand-in thread answered with. */
const answered = (file: Buffer) => (JSON.parse(file.toString()) as { result: BusinessPlan }).result.executiveSummary;

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
    const pdf = await renders.render(job('In a thread'));
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const docx = await renders.render(job('Again', 'docx'));
    expect(docx.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(renders.threads).toBe(1);
    expect(renders.counts).toMatchObject({ rendered: 2, offMainThread: 2 });
    await renders.close();
    expect(renders.threads).toBe(0);
  });

  // A render that shares a core with the event loop waits for it, not the reverse (bench:load's health p99).
  it.runIf(existsSync('/proc/thread-self'))(
    'runs its threads below the priority of the thread that made it',
    async () => {
      const lowered = () =>
        readdirSync('/proc/self/task').filter((thread) => getPriority(Number(thread)) === RENDER_THREAD_NICENESS);
      const before = lowered();
      const own = getPriority();
      const renders = pool({ workers: 1 });
      await renders.render(job('Niced'));
      expect(lowered().filter((thread) => !before.includes(thread))).toHaveLength(1);
      expect(getPriority()).toBe(own);
    },
    30_000,
  );

  // Loaded at the server's priority, the render code (PDFKit, fonts, layout) took a core from the
  // event loop while the threads started; the thread's module lowers its priority first, then loads it.
  it('loads nothing but Node and the message types before the thread lowers its priority', () => {
    const entry = readFileSync(new URL('./render-worker.ts', import.meta.url), 'utf8');
    const loadedAtOnce = [...entry.matchAll(/^import (?!type )[^;]*? from '([^']+)';$/gms)].map((match) => match[1]);
    expect(loadedAtOnce.filter((name) => !name!.startsWith('node:'))).toEqual(['./render-messages']);
    expect(entry).toMatch(/yieldToEventLoop\(\);\s*(\/\/.*\n)*const answering = import\('\.\/render-answer'\)/);
  });

  it('runs `workers` renders at once, queues twice as many, and refuses the rest', async () => {
    const renders = pool({ workers: 2, workerUrl: STAND_IN });
    const accepted = Array.from({ length: 6 }, (_, index) => renders.render(job(`SLOW ${index}`)));
    await expect(renders.render(job('one too many'))).rejects.toBeInstanceOf(RenderPoolFullError);
    expect(renders.running + renders.waiting).toBe(6);
    expect(renders.running).toBeLessThanOrEqual(2);
    const files = await Promise.all(accepted);
    expect(files.map(answered)).toEqual(Array.from({ length: 6 }, (_, index) => `SLOW ${index}`));
    expect(renders.threads).toBe(2);
    // Room again once they are done.
    await expect(renders.render(job('after'))).resolves.toBeInstanceOf(Buffer);
  });

  it('fails the job of a thread that crashes or exits, and starts a new thread for the next', async () => {
    const renders = pool({ workers: 1, workerUrl: STAND_IN });
    await expect(renders.render(job('CRASH'))).rejects.toThrow(/export thread crashed: stand-in crash/);
    await expect(renders.render(job('EXIT'))).rejects.toThrow(/exit code 3/);
    await expect(renders.render(job('FAIL'))).rejects.toThrow(/failed to render: stand-in failure/);
    const file = await renders.render(job('fine'));
    expect(answered(file)).toBe('fine');
    expect(renders.threads).toBe(1);
  });

  it('fails running and waiting jobs when it closes, and ends its threads', async () => {
    const renders = pool({ workers: 1, workerUrl: STAND_IN });
    const running = expect(renders.render(job('SLOW running'))).rejects.toThrow(/closing/);
    const waiting = expect(renders.render(job('SLOW waiting'))).rejects.toThrow(/closing/);
    await renders.close();
    await Promise.all([running, waiting]);
    expect(renders.threads).toBe(0);
    await expect(renders.render(job('late'))).rejects.toThrow(/closed/);
  });
});
