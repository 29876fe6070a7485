import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GENERATION_HEADER } from '@/core/stream/protocol';
import { ideas } from '@/core/tools/ideas';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { INSTANCE_GONE } from '@/server/store/repositories/generations';
import { PLACEHOLDER_API_KEY, useFakeUpstream } from '../support/server/fake-upstream-file';
import { startServerProcess, type ServerProcess } from '../support/server/server-process';
import { parseEvents } from '../support/server/sse';
import { useTestApp } from '../support/server/test-app';
import { migratedDataFolder, useMemoryDatabase } from '../support/server/test-database';
import { until } from '../support/until';

const inputs = { industry: 'Urban farming', targetMarket: 'Restaurant owners', region: 'Lisbon' };
const document = JSON.stringify(ideas.offline(inputs));
/** About 2.5 s of streaming: long enough to leave, stop or kill the server in the middle. */
const slow = { kind: 'stream', content: document, chunkSize: Math.ceil(document.length / 25), delayMs: 100 } as const;

/** A browser of its own: the workspace cookie its first generation gets, sent with every request after it. */
function browser(base: () => string) {
  let cookie = '';
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${base()}${path}`, { ...init, headers: { ...init.headers, cookie } });
    const set = response.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0] ?? '';
    return response;
  };
  return {
    call,
    /** Starts a generation and returns once its response (status, headers) is here; the body streams on. */
    generate: (signal?: AbortSignal) =>
      call('/api/generate/ideas', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ inputs }),
        signal,
      }),
    documents: async () =>
      ((await (await call('/api/tools/ideas/documents')).json()) as { documents: unknown[] }).documents,
    running: async () =>
      ((await (await call('/api/generations/current?tool=ideas')).json()) as { generation: { text: string } | null })
        .generation,
    follow: async (id: string) => parseEvents(await (await call(`/api/generations/${id}/events`)).text()),
  };
}

/** Reads the stream until `enough` of its text has come, then leaves the rest unread. */
async function readUntil(response: Response, enough: number): Promise<void> {
  const reader = response.body!.getReader();
  let seen = 0;
  while (seen < enough) {
    const { done, value } = await reader.read();
    if (done) break;
    seen += value.length;
  }
  reader.releaseLock();
}

describe('a generation on the server outlives its browser (issue 26, item 4)', () => {
  const fake = useFakeUpstream();
  const server = useTestApp(
    () => ({ OPENAI_API_KEY: PLACEHOLDER_API_KEY, AI_BASE_URL: fake.url, RATE_LIMIT_MAX: '0' }),
    {
      listen: true,
    },
  );
  const url = () => server.url;

  it('goes on when its browser disconnects mid-stream: the result is saved, the model asked once', async () => {
    const alice = browser(url);
    fake.upstream.enqueue(slow);
    const leave = new AbortController();
    const response = await alice.generate(leave.signal);
    const id = response.headers.get(GENERATION_HEADER);
    expect(id).toBeTruthy();
    await readUntil(response, 200);
    leave.abort();

    // While it runs, the tool's screen would show it with its text so far.
    expect((await alice.running())?.text.length).toBeGreaterThan(0);
    await until(async () => (await alice.documents()).length === 1, { message: 'the result was not saved' });
    expect(fake.upstream.requests).toHaveLength(1);
    expect(fake.upstream.closedEarly()).toBe(0);
    expect(await alice.running()).toBeNull();
    // Followed after the fact: the saved result.
    const events = await alice.follow(id!);
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { result: JSON.parse(document) } });
  });

  it('is followed from another request: its text so far, then the saved result', async () => {
    const alice = browser(url);
    fake.upstream.enqueue(slow);
    const response = await alice.generate();
    await readUntil(response, 100);
    const events = await alice.follow(response.headers.get(GENERATION_HEADER)!);
    const text = events.map((event) => (event.event === 'delta' ? event.data : '')).join('');
    // The text as it was written (at most every few hundred ms), then the whole result as saved.
    expect(text.length).toBeGreaterThan(0);
    expect(document.startsWith(text)).toBe(true);
    expect(events.at(-1)).toMatchObject({
      event: 'done',
      data: { result: JSON.parse(document), saved: { tool: 'ideas' } },
    });
    await response.body?.cancel();
  });

  it('ends only by Stop, asked from another request: stopped, nothing saved, the upstream call aborted', async () => {
    const alice = browser(url);
    fake.upstream.enqueue(slow);
    const response = await alice.generate();
    const id = response.headers.get(GENERATION_HEADER)!;
    const closed = fake.upstream.connectionClosed();
    const stop = await alice.call(`/api/generations/${id}/stop`, { method: 'POST' });
    expect(stop.status).toBe(204);

    const own = parseEvents(await response.text());
    expect(own.at(-1)).toMatchObject({ event: 'error', data: { stopped: true } });
    await closed;
    expect((await alice.follow(id)).at(-1)).toMatchObject({ event: 'error', data: { stopped: true } });
    expect(await alice.documents()).toHaveLength(0);
    expect(await alice.running()).toBeNull();
  });

  it("is another workspace's 404: no following, no Stop, not shown as running", async () => {
    const alice = browser(url);
    const mallory = browser(url);
    await mallory.generate().then((response) => response.text());
    fake.upstream.enqueue(slow);
    const response = await alice.generate();
    const id = response.headers.get(GENERATION_HEADER)!;

    expect((await mallory.call(`/api/generations/${id}/stop`, { method: 'POST' })).status).toBe(404);
    expect((await mallory.call(`/api/generations/${id}/events`)).status).toBe(404);
    expect(await mallory.running()).toBeNull();
    expect(await alice.running()).not.toBeNull();
    expect(parseEvents(await response.text()).at(-1)?.event).toBe('done');
  });
});

describe('a running generation whose heartbeat went stale (its instance stopped answering)', () => {
  const fake = useFakeUpstream();
  const database = useMemoryDatabase();
  let base = '';
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    const config = loadConfig({ OPENAI_API_KEY: PLACEHOLDER_API_KEY, AI_BASE_URL: fake.url, RATE_LIMIT_MAX: '0' });
    app = await buildApp({ config, database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => app?.close());

  it('is marked failed when read, and the instance still running it stops at its next write', async () => {
    const alice = browser(() => base);
    fake.upstream.enqueue(slow);
    const response = await alice.generate();
    const id = response.headers.get(GENERATION_HEADER)!;
    const closed = fake.upstream.connectionClosed();
    // As if its instance had been silent past the limit.
    await database.query(`update generations set heartbeat_at = now() - interval '1 minute' where id = $1`, [id]);

    expect(await alice.running()).toBeNull();
    expect((await alice.follow(id)).at(-1)).toEqual({ event: 'error', data: { message: INSTANCE_GONE } });
    await closed;
    expect(parseEvents(await response.text()).at(-1)).toMatchObject({ event: 'error', data: { stopped: true } });
    expect(await alice.documents()).toHaveLength(0);
  });
});

describe('a generation whose server dies', () => {
  const fake = useFakeUpstream();
  // Made in a hook, not when the file is read: a run that skips this block leaves no folder behind.
  let dataDir: string;
  let server: ServerProcess | undefined;
  beforeAll(() => {
    dataDir = migratedDataFolder('venturekit-durable-');
  });
  afterEach(() => server?.child.kill('SIGKILL'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const start = () =>
    startServerProcess({ AI_BASE_URL: fake.url, OPENAI_API_KEY: PLACEHOLDER_API_KEY, DATA_DIR: dataDir });

  it('is marked failed by the next server on the same data, never running forever', async () => {
    server = await start();
    // The same browser (its cookie) on whichever server runs.
    let base = server.url;
    const alice = browser(() => base);
    fake.upstream.enqueue(slow);
    const response = await alice.generate();
    const id = response.headers.get(GENERATION_HEADER)!;
    // Killed once its text so far is in the database.
    await until(async () => ((await alice.running())?.text.length ?? 0) > 0, { message: 'no progress written' });
    server.child.kill('SIGKILL');
    await server.exited;
    await response.body?.cancel().catch(() => undefined);

    server = await start();
    base = server.url;
    expect(await alice.running()).toBeNull();
    const events = await alice.follow(id);
    expect(events.at(-1)).toEqual({ event: 'error', data: { message: INSTANCE_GONE } });
    expect(await alice.documents()).toHaveLength(0);
  }, 120_000);
});
