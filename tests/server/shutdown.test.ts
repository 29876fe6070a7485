import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ideas } from '@/core/tools/ideas';
import { startFakeUpstream, type FakeUpstream } from '../fake-upstream/fake-upstream';
import { startServerProcess } from './server-process';
import { parseEvents } from './sse';
import { PLACEHOLDER_API_KEY } from '../support/fake-upstream-file';
import { until } from '../support/until';

const inputs = { industry: 'Energy', targetMarket: 'Farmers', region: 'Kenya' };
// Not the project's ./data: that folder is the developer's saved work, and one server at a time may hold it.
const MEMORY = 'memory://';
const document = JSON.stringify(ideas.offline(inputs));

const generate = (url: string) =>
  fetch(`${url}/api/generate/ideas`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ inputs }),
  });

describe('graceful shutdown on SIGTERM', () => {
  let upstream: FakeUpstream;
  beforeAll(async () => {
    upstream = await startFakeUpstream();
  });
  afterAll(() => upstream.close());

  it('refuses new requests with 503, lets a live stream finish, and exits 0', async () => {
    const server = await startServerProcess({
      AI_BASE_URL: upstream.url,
      OPENAI_API_KEY: PLACEHOLDER_API_KEY,
      DATA_DIR: MEMORY,
      SHUTDOWN_GRACE_MS: '5000',
    });
    // About 1.2 s of streaming: well inside the grace period.
    upstream.enqueue({ kind: 'stream', content: document, chunkSize: Math.ceil(document.length / 12), delayMs: 100 });
    const live = await generate(server.url);
    const body = live.text();
    // Live: the server has asked the model, and the stream is under way.
    await until(() => upstream.requests.length === 1);
    server.child.kill('SIGTERM');
    // The server logs this line in the same step that makes it refuse new generations.
    await until(() => server.output().includes('shutting down'));
    const refused = await generate(server.url).catch(() => undefined);
    // Either the port still answers (503) or it is already closed: a new generation never starts.
    if (refused) expect(refused.status).toBe(503);
    expect(parseEvents(await body).at(-1)?.event).toBe('done');
    expect(await server.exited).toBe(0);
  }, 20_000);

  it('ends a stream that outlives the grace period with a final error event, and exits 0', async () => {
    const server = await startServerProcess({
      AI_BASE_URL: upstream.url,
      OPENAI_API_KEY: PLACEHOLDER_API_KEY,
      DATA_DIR: MEMORY,
      SHUTDOWN_GRACE_MS: '500',
    });
    upstream.enqueue({ kind: 'stall', afterChars: 100, content: document });
    const live = await generate(server.url);
    const body = live.text();
    // Live: the server has asked the model, which sends a little text and then stalls.
    await until(() => upstream.requests.length === 1);
    const started = Date.now();
    server.child.kill('SIGTERM');
    expect(parseEvents(await body).at(-1)).toEqual({
      event: 'error',
      data: { message: 'The server is restarting. Please try again shortly.' },
    });
    expect(await server.exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(5000);
  }, 20_000);
});
