/**
 * Exports render in worker threads (src/server/exports/render-pool.ts): the server keeps answering
 * while they run, the limit counts running renders, a crashed render is a logged 500, and closing
 * the app ends the threads.
 */
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { RenderPool } from '@/server/exports/render-pool';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { loggerOptions } from '@/server/logger';
import type { PitchDeckResult } from '@/core/tools/pitch-deck/schema';
import { largeDeck } from '../support/large-deck';
import { useTestApp } from '../support/server/test-app';
import { memoryDatabase } from '../support/server/test-database';
import { offlineResult } from '../support/fixtures';

const EXPORTS_AT_ONCE = 30;

const post = (url: string, body: unknown) =>
  fetch(`${url}/api/exports/pitch-deck/pdf`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 2));
}

describe('30 large deck PDFs at once', () => {
  const server = useTestApp({}, { listen: true });

  it('leaves /api/health answering before the last export is done, and renders in threads', async () => {
    const events: string[] = [];
    const body = { result: largeDeck() };
    // Warm, as a server that has exported before: its first export loads the libraries, a wait that
    // let the old in-process limit count and so hid the stall (issue, finding 3).
    const warm = await post(server.url, body);
    expect(warm.status).toBe(200);
    await warm.arrayBuffer();
    const exports = Array.from({ length: EXPORTS_AT_ONCE }, async () => {
      const response = await post(server.url, body);
      const file = Buffer.from(await response.arrayBuffer());
      events.push(`export ${response.status}`);
      return { response, file };
    });
    // Ask once renders are under way: synchronous drawing would hold the answer until they are all drawn.
    await until(() => server.app.renderPool.running > 0);
    const health = fetch(`${server.url}/api/health`).then(async (response) => {
      events.push('health');
      return { status: response.status, body: await response.json() };
    });
    const answers = await Promise.all(exports);
    expect(await health).toMatchObject({ status: 200, body: { status: 'ok' } });

    expect(events).toContain('health');
    expect(events.at(-1)).toMatch(/^export 200$/);
    expect(events.indexOf('health')).toBeLessThan(events.length - 1);
    const ok = answers.filter(({ response }) => response.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(server.app.renderPool.size);
    for (const { response, file } of answers) {
      if (response.status === 200) {
        expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(file.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);
      } else {
        expect(response.status).toBe(429);
        expect(response.headers.get('retry-after')).toBe('1');
        expect(JSON.parse(file.toString())).toEqual({ error: 'Too many exports at once. Please try again.' });
      }
    }
    // Threads (2) and queue (4) take 6 at a time; the 30 arrive far faster than a large deck draws, so
    // the limit bites (it let all 30 through when drawing was synchronous). The exact count is the
    // pool test's: here a render may finish before the last request is read.
    expect(answers.length - ok.length).toBeGreaterThan(0);
    const { counts } = server.app.renderPool;
    expect(counts.rendered).toBe(ok.length + 1);
    expect(counts.offMainThread).toBe(counts.rendered);
    expect(server.app.renderPool.threads).toBe(server.app.renderPool.size);
  });
});

describe('a render thread that crashes', () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const standIn = new URL('../support/server/stand-in-render-worker.ts', import.meta.url);
  const server = useTestApp({}, () => ({
    renderPool: new RenderPool({ workers: 1, workerUrl: standIn }),
    logger: loggerOptions('error', { stream }),
  }));

  it('answers 500 without internals, logs why, and the next export gets a new thread', async () => {
    const deck = offlineResult('pitch-deck') as PitchDeckResult;
    const crashing = {
      slides: deck.slides.map((slide, index) => (index === 3 ? { ...slide, title: 'CRASH' } : slide)),
    };
    const inject = (result: unknown) =>
      server.app.inject({ method: 'POST', url: '/api/exports/pitch-deck/pdf', payload: { result } });
    const crashed = await inject(crashing);
    expect(crashed.statusCode).toBe(500);
    expect(crashed.json()).toEqual({ error: 'Internal Server Error' });
    const logged = lines.join('\n');
    expect(logged).toContain('request failed');
    expect(logged).toContain('The export thread crashed: stand-in crash');
    expect((await inject(deck)).statusCode).toBe(200);
  });

  it('gets the deck as the founder left it, laid out in the thread, not on the event loop', async () => {
    const deck = offlineResult('pitch-deck') as PitchDeckResult;
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/exports/pitch-deck/pptx',
      payload: { result: deck },
    });
    expect(answer.statusCode).toBe(200);
    // The stand-in answers with the request it got: a large deck's layout took about 100 ms of the
    // event loop when the route described the file before posting it (health waited 833 ms, bench:exports).
    const request = JSON.parse(answer.rawPayload.toString()) as Record<string, unknown>;
    expect(request).toMatchObject({ tool: 'pitch-deck', format: 'pptx', result: deck });
    expect(JSON.stringify(request)).not.toContain('"designs"');
  });
});

describe('closing the app', () => {
  it('ends the render threads with it', async () => {
    // Its own app, not the file's: this test closes it.
    const database = memoryDatabase();
    const app = await buildApp({ config: loadConfig({ EXPORT_WORKERS: '3' }), database });
    expect(app.renderPool).toMatchObject({ size: 3, queueLimit: 6, threads: 0 });
    const response = await app.inject({
      method: 'POST',
      url: '/api/exports/business-plan/pdf',
      payload: { result: offlineResult('business-plan') },
    });
    expect(response.statusCode).toBe(200);
    expect(app.renderPool.threads).toBe(1);
    await app.close();
    await database.close();
    expect(app.renderPool.threads).toBe(0);
  });
});
