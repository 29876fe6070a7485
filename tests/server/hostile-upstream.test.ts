/**
 * An upstream that misbehaves (runaway output, huge error bodies, echoed credentials, long
 * Retry-After, silence) and clients that do not read: each case through a real HTTP connection to
 * the server, against the fake OpenAI-compatible upstream.
 */
import { rmSync } from 'node:fs';
import { request, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDER_REFUSED } from '@/core/stream/protocol';
import { ideas } from '@/core/tools/ideas';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { STOP_MESSAGES } from '@/server/generation/messages';
import { loggerOptions } from '@/server/logger';
import { createOpenAICompatibleProvider } from '@/server/providers/openai-compatible';
import { MESSAGE_CHARS } from '@/server/providers/upstream-http';
import { startFakeUpstream, type Behaviour, type FakeUpstream } from '../fake-upstream/fake-upstream';
import { waitForStill } from '../support/quiet';
import { migratedDataFolder, useMemoryDatabase } from '../support/server/test-database';
import { until } from '../support/until';
import { startServerProcess, type ServerProcess } from '../support/server/server-process';
import { deltaText, parseEvents } from '../support/server/sse';

const database = useMemoryDatabase();

const KEY = 'sk-proj-Hostile0123456789abcdefXYZ';
const inputs = { industry: 'Urban farming', targetMarket: 'Restaurant owners', region: 'Lisbon' };
const document = JSON.stringify(ideas.offline(inputs));
const MB = 1024 * 1024;

/** Every form of KEY the server must never pass on: the masker's list, written out by hand. */
const KEY_FORMS = {
  'upper case': KEY.toUpperCase(),
  'without its vendor prefix': KEY.slice('sk-proj-'.length),
  base64: Buffer.from(KEY).toString('base64'),
  base64url: Buffer.from(`Bearer ${KEY}`).toString('base64url'),
  'a provider-style hint': `${KEY.slice(0, 12)}...${KEY.slice(-6)}`,
};
/** What no response or log line may contain: the key's distinctive middle, in either case, and its base64 start. */
function expectNoKey(text: string) {
  expect(text.toLowerCase()).not.toContain('hostile0123');
  expect(text).not.toContain(Buffer.from(KEY).toString('base64').slice(0, 16));
  expect(text).not.toContain(KEY_FORMS['a provider-style hint']);
}

interface Exchange {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function logSink() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** POSTs a generation and calls `onResponse` as soon as the status and headers arrive. */
function startGeneration(base: string, onResponse?: (response: IncomingMessage) => void): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ inputs });
    const req = request(
      `${base}/api/generate/ideas`,
      { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (response) => {
        onResponse?.(response);
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        // 'close' also comes when the test itself cuts the response.
        response.on('close', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
        response.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

// Not the shared test app: each describe builds its own, on its own fake upstream, provider and logger.
describe('an upstream that misbehaves', () => {
  let upstream: FakeUpstream;
  let app: FastifyInstance;
  let base: string;
  const log = logSink();

  beforeAll(async () => {
    upstream = await startFakeUpstream();
    const config = loadConfig({
      OPENAI_API_KEY: KEY,
      AI_BASE_URL: upstream.url,
      RATE_LIMIT_MAX: '0',
      SSE_HEARTBEAT_MS: '200',
      AI_FIRST_TOKEN_TIMEOUT_MS: '30s',
    });
    const provider = createOpenAICompatibleProvider({ ...config.ai, retry: { maxRetries: 2, baseDelayMs: 5 } });
    app = await buildApp({
      database,
      config,
      provider,
      logger: loggerOptions('trace', { stream: log.stream, secrets: [KEY] }),
    });
    base = await listen(app);
  });
  afterEach(() => upstream.reset());
  afterAll(async () => {
    await app.close();
    await upstream.close();
    // The most verbose log of every case in this file holds no form of the key.
    expect(log.lines.length).toBeGreaterThan(20);
    for (const form of Object.values(KEY_FORMS)) expect(log.lines.join('\n')).not.toContain(form);
    expectNoKey(log.lines.join('\n'));
  });

  async function generate(...behaviours: Behaviour[]) {
    upstream.enqueue(...behaviours);
    const exchange = await startGeneration(base);
    return { ...exchange, events: parseEvents(exchange.body) };
  }

  it('cuts off a model that streams 10 MB, aborts it, and sends the browser a bounded answer', async () => {
    const closed = upstream.connectionClosed();
    const { events, body } = await generate({ kind: 'flood', bytes: 10 * MB, chunkSize: 1024 });
    expect(events.at(-1)).toEqual({ event: 'error', data: { message: STOP_MESSAGES.tooLong } });
    // The bound is 16 KiB of model text; JSON framing of the deltas adds a little.
    expect(body.length).toBeLessThan(40 * 1024);
    await closed;
    expect(upstream.bytesSent()).toBeLessThan(10 * MB);
  });

  it('reads only the start of a 10 MB error body, on every attempt, and passes on a short message', async () => {
    const huge = `Upstream exploded: ${'blah '.repeat(2 * MB)}`;
    const started = log.lines.length;
    const { events, body } = await generate(
      ...Array.from({ length: 3 }, (): Behaviour => ({ kind: 'error', status: 500, message: huge })),
    );
    expect(upstream.requests).toHaveLength(3);
    const last = events.at(-1);
    expect(last?.event).toBe('error');
    const message = last?.event === 'error' ? last.data.message : '';
    expect(message.startsWith('Upstream exploded: blah blah')).toBe(true);
    expect(message.length).toBeLessThanOrEqual(MESSAGE_CHARS);
    expect(body.length).toBeLessThan(1024);
    for (const line of log.lines.slice(started)) expect(line.length).toBeLessThan(4096);
  });

  it.each(Object.entries(KEY_FORMS))(
    'masks the key in %s inside an error message, to the browser and the log',
    async (_, form) => {
      // A 400: its message is passed on (a 401's never is: the key refused reads Venturekit's words).
      const { events, body } = await generate({
        kind: 'error',
        status: 400,
        message: `Incorrect API key provided: ${form}.`,
      });
      const [only] = events;
      expect(events).toHaveLength(1);
      // An encoded form keeps what encodes the text around the key ("Bearer ") and a character or two of padding.
      expect(only?.event === 'error' && only.data.message).toMatch(
        /^Incorrect API key provided: [A-Za-z0-9+/=_-]*\*\*\*[A-Za-z0-9+/=_-]{0,3}\.$/,
      );
      expect(body).not.toContain(form);
      expectNoKey(body);
    },
  );

  it.each([['the key', KEY], ...Object.entries(KEY_FORMS)])(
    'stops a generation whose streamed text holds %s, and lets none of it through',
    async (_, form) => {
      const echo = document.replace('"name":"', `"name":"echo ${form} `);
      const started = log.lines.length;
      const { events, body } = await generate({ kind: 'stream', content: echo, chunkSize: 5, delayMs: 4 });
      expect(events.at(-1)).toEqual({ event: 'error', data: { message: STOP_MESSAGES.credentialInOutput } });
      expect(deltaText(events).length).toBeGreaterThan(0);
      expectNoKey(body);
      const middle = form.slice(form.length / 2 - 4, form.length / 2 + 4);
      expect(body).not.toContain(middle);
      const security = log.lines.slice(started).find((line) => line.includes('security event'));
      expect(security && JSON.parse(security)).toMatchObject({
        level: 50,
        security: expect.stringContaining('credential'),
      });
    },
  );

  it.each([
    [1, 'retries after the wait, and succeeds', ''],
    [45, 'fails at once, saying when to try again: the wait would outlast the 30 s first-token timeout', '45 seconds'],
    [3600, 'fails at once, saying when to try again', '60 minutes'],
  ])('Retry-After %i s: %s', async (seconds, _, wait) => {
    const started = Date.now();
    const { events } = await generate(
      {
        kind: 'error',
        status: 429,
        message: 'Rate limit reached for requests',
        headers: { 'retry-after': String(seconds) },
      },
      { kind: 'stream', content: document },
    );
    const elapsed = Date.now() - started;
    if (seconds === 1) {
      expect(events.at(-1)?.event).toBe('done');
      expect(upstream.requests).toHaveLength(2);
      expect(elapsed).toBeGreaterThanOrEqual(950);
    } else {
      // At once: honouring the wait would take 45 s or an hour, so the test's own timeout is the bound.
      // Venturekit's words, the provider's in the log only.
      expect(events).toEqual([{ event: 'error', data: { message: PROVIDER_REFUSED.rateLimited(wait) } }]);
      expect(upstream.requests).toHaveLength(1);
    }
  });

  it('sends the status and headers before the model says anything, then a heartbeat comment while it is silent', async () => {
    upstream.enqueue({ kind: 'stall' });
    let answer: { status: number | undefined; contentType: string | undefined } | undefined;
    let stop = async () => undefined as unknown;
    const chunks: string[] = [];
    const body = JSON.stringify({ inputs });
    const req = request(
      `${base}/api/generate/ideas`,
      { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (response) => {
        answer = { status: response.statusCode, contentType: response.headers['content-type'] };
        // The generation goes on without its browser: Stop ends it (and the upstream request).
        const cookie = String(response.headers['set-cookie']).split(';')[0] ?? '';
        stop = () =>
          fetch(`${base}/api/generations/${String(response.headers['venturekit-generation'])}/stop`, {
            method: 'POST',
            headers: { cookie },
          });
        response.setEncoding('utf8');
        response.on('data', (text: string) => chunks.push(text));
      },
    );
    req.on('error', () => undefined);
    req.end(body);
    await until(() => chunks.join('').split(': heartbeat').length > 3);
    req.destroy();
    // The model never said anything (the upstream stalls), yet the answer came, with the accepted
    // comment first and heartbeats after it.
    expect(answer).toEqual({ status: 200, contentType: expect.stringMatching(/^text\/event-stream/) });
    expect(chunks.join('').startsWith(': accepted\n\n: heartbeat\n\n')).toBe(true);
    // Comments only: an SSE parser (the browser's, eventsource-parser) skips them.
    expect(parseEvents(chunks.join(''))).toEqual([]);
    const closed = upstream.connectionClosed();
    await stop();
    await closed;
  });
});

describe('a client that does not read', () => {
  let upstream: FakeUpstream;
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    upstream = await startFakeUpstream();
    const config = loadConfig({ OPENAI_API_KEY: KEY, AI_BASE_URL: upstream.url, RATE_LIMIT_MAX: '0' });
    // A bound far above the default, so that only back-pressure can hold this flood.
    const provider = createOpenAICompatibleProvider({ ...config.ai, maxOutputBytes: 256 * MB });
    app = await buildApp({ database, config, provider });
    base = await listen(app);
  });
  afterAll(async () => {
    await app.close();
    await upstream.close();
  });

  it('pauses the upstream while the browser is not reading, and resumes it when it reads again', async () => {
    const total = 128 * MB;
    upstream.enqueue({ kind: 'flood', bytes: total });
    let response: IncomingMessage | undefined;
    const exchange = startGeneration(base, (res) => {
      response = res;
      res.pause();
    });
    await until(() => response !== undefined && upstream.bytesSent() > 0);
    // Let the socket buffers on the way fill (a few MB on loopback), until the upstream stands still:
    // its bytes unchanged over many turns of the event loop (server, upstream and client all run in
    // this process), its last write waiting for a socket nobody reads. Bytes and turns, not seconds.
    const held = await waitForStill(() => upstream.bytesSent());
    expect(upstream.writesWaiting()).toBeGreaterThan(0);
    expect(held).toBeLessThan(total / 4);
    // Reading again lets it go on: paused, not stopped (once the buffers on the way have drained).
    response?.resume();
    await until(() => upstream.bytesSent() > held, { timeoutMs: 20_000 });
    response?.destroy();
    await exchange;
  });
});

describe('credentials inside AI_BASE_URL', () => {
  const password = 'gateway-Secret-4242';
  let dataDir: string;
  let upstream: FakeUpstream;
  let server: ServerProcess | undefined;
  // The server starts in a hook with its own timeout: a start takes seconds, more under load, and
  // is not what the test checks.
  beforeAll(async () => {
    upstream = await startFakeUpstream();
    dataDir = migratedDataFolder();
    server = await startServerProcess({
      AI_BASE_URL: upstream.url.replace('http://', `http://team:${password}@`),
      LOG_LEVEL: 'trace',
      DATA_DIR: dataDir,
      RATE_LIMIT_MAX: '0',
    });
  });
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await upstream.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('are sent as Basic auth, and never printed at start, logged or passed on', async () => {
    const { url, output } = server!;
    upstream.enqueue({ kind: 'error', status: 401, message: `Bad credentials for team:${password}` });
    const { body } = await startGeneration(url);
    expect(upstream.requests[0]?.headers.authorization).toBe(
      `Basic ${Buffer.from(`team:${password}`).toString('base64')}`,
    );
    // The refused key in Venturekit's words; the provider's, masked, in the log.
    expect(parseEvents(body)).toEqual([{ event: 'error', data: { message: PROVIDER_REFUSED.key } }]);
    await expect.poll(() => output()).toContain('Bad credentials for ***');
    expect(output()).toContain(`generating with gpt-4o-mini at ${upstream.url}`);
    expect(output()).not.toMatch(/gateway-secret-4242/i);
    expect(output()).not.toContain(Buffer.from(`team:${password}`).toString('base64'));
  });
});
