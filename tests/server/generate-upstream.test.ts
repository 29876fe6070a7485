import { request } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { toModelSchema } from '@/core/schema/model-schema';
import { ideas } from '@/core/tools/ideas';
import { buildApp } from '@/server/app';
import { useMemoryDatabase } from '../support/server/test-database';
import { loadConfig } from '@/server/config';
import { createOpenAICompatibleProvider } from '@/server/providers/openai-compatible';
import { startFakeUpstream, type Behaviour, type FakeUpstream } from '../fake-upstream/fake-upstream';
import { useTestApp } from '../support/server/test-app';
import { deltaText, parseEvents } from '../support/server/sse';

const database = useMemoryDatabase();

const KEY = 'sk-test-upstream-0123456789abcdef';
const inputs = { industry: 'Urban farming', targetMarket: 'Restaurant owners', region: 'Lisbon' };
const document = JSON.stringify(ideas.offline(inputs));

describe('POST /api/generate/:tool against an OpenAI-compatible upstream', () => {
  let upstream: FakeUpstream;
  beforeAll(async () => {
    upstream = await startFakeUpstream();
  });
  afterEach(() => upstream.reset());
  afterAll(() => upstream.close());
  const server = useTestApp(
    () => ({ OPENAI_API_KEY: KEY, AI_BASE_URL: upstream.url, AI_MODEL: 'gpt-4o-mini', RATE_LIMIT_MAX: '0' }),
    // Real retry logic with short backoffs, so fault tests stay fast.
    (config) => ({
      provider: createOpenAICompatibleProvider({ ...config.ai, retry: { maxRetries: 2, baseDelayMs: 5 } }),
    }),
  );

  async function generate(...behaviours: Behaviour[]) {
    upstream.enqueue(...behaviours);
    const response = await server.app.inject({ method: 'POST', url: '/api/generate/ideas', payload: { inputs } });
    return { response, events: parseEvents(response.body) };
  }

  it('sends exactly the chat-completions request docs/product.md and the issue describe', async () => {
    await generate({ kind: 'stream', content: document });
    expect(upstream.requests).toHaveLength(1);
    const [request] = upstream.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({
      model: 'gpt-4o-mini',
      messages: [
        { role: 'system', content: ideas.persona },
        { role: 'user', content: ideas.prompt(inputs) },
      ],
      temperature: 0.7,
      max_tokens: 2000,
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'business_ideas', strict: true, schema: toModelSchema(ideas.output) },
      },
      stream: true,
      stream_options: { include_usage: true },
    });
    const user = (request?.body as { messages: { content: string }[] }).messages[1]?.content;
    for (const value of Object.values(inputs)) expect(user).toContain(value);
  });

  it('streams the model text as deltas and ends with the validated result', async () => {
    const { response, events } = await generate({ kind: 'stream', content: document, chunkSize: 7 });
    expect(response.statusCode).toBe(200);
    expect(deltaText(events)).toBe(document);
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { result: JSON.parse(document) } });
  });

  it('batches small upstream chunks instead of one event per token', async () => {
    const { events } = await generate({ kind: 'stream', content: document, chunkSize: 4 });
    const deltas = events.filter((event) => event.event === 'delta');
    expect(deltas.length).toBeLessThan(document.length / 4 / 2);
  });

  it('ignores SSE keep-alive comments', async () => {
    const { events } = await generate({ kind: 'stream', content: document, keepAlive: true });
    expect(events.at(-1)?.event).toBe('done');
  });

  it('accepts JSON wrapped in a code fence', async () => {
    const { events } = await generate({ kind: 'stream', content: '```json\n' + document + '\n```' });
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { result: JSON.parse(document) } });
  });

  it('accepts a non-streaming JSON answer from servers that ignore stream:true', async () => {
    const { events } = await generate({ kind: 'json', content: document });
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { result: JSON.parse(document) } });
  });

  it.each([401, 403])(
    'says the key was refused for a %i, with none of the provider’s text, and does not retry',
    async (status) => {
      const { response, events } = await generate(
        { kind: 'error', status, message: 'Incorrect API key provided: sk-test-***cdef.', code: 'invalid_api_key' },
        { kind: 'stream', content: document },
      );
      expect(response.statusCode).toBe(200);
      expect(events).toEqual([
        { event: 'error', data: { message: 'The AI provider refused the key. Check OPENAI_API_KEY on the server.' } },
      ]);
      expect(response.body).not.toContain('Incorrect API key');
      expect(upstream.requests).toHaveLength(1);
    },
  );

  it('says when to try again after a 429 that outlasts the retries: the provider’s wait, else a minute', async () => {
    const limited = (headers?: Record<string, string>): Behaviour => ({
      kind: 'error',
      status: 429,
      message: 'Rate limit reached for gpt-4o-mini',
      ...(headers && { headers }),
    });
    const soon = await generate(limited(), limited(), limited());
    expect(soon.events).toEqual([
      { event: 'error', data: { message: 'The AI provider is limiting requests. Try again in a minute.' } },
    ]);
    expect(upstream.requests).toHaveLength(3);
    upstream.reset();
    const timed = await generate(
      limited({ 'retry-after': '0' }),
      limited({ 'retry-after': '0' }),
      limited({ 'retry-after': '45' }),
    );
    expect(timed.events.at(-1)).toEqual({
      event: 'error',
      data: { message: 'The AI provider is limiting requests. Try again in 45 seconds.' },
    });
    expect(timed.response.body).not.toContain('Rate limit reached');
  });

  it("says 'Failed to generate content' for a 500 without a body, after at most 3 attempts", async () => {
    const fail: Behaviour = { kind: 'error', status: 500 };
    const { events } = await generate(fail, fail, fail, fail);
    expect(events).toEqual([{ event: 'error', data: { message: 'Failed to generate content' } }]);
    expect(upstream.requests).toHaveLength(3);
  });

  it("says 'Failed to connect to AI service' when the connection keeps dropping before an answer", async () => {
    const drop: Behaviour = { kind: 'drop' };
    const { events } = await generate(drop, drop, drop, drop);
    expect(events).toEqual([{ event: 'error', data: { message: 'Failed to connect to AI service' } }]);
    expect(upstream.requests).toHaveLength(3);
  });

  it.each([
    ['a 500', { kind: 'error', status: 500 } as Behaviour],
    [
      'a 503 with a message',
      { kind: 'error', status: 503, message: 'The engine is currently overloaded' } as Behaviour,
    ],
    ['a 429', { kind: 'error', status: 429, message: 'Rate limit reached' } as Behaviour],
    ['a 408', { kind: 'error', status: 408, message: 'Request timeout' } as Behaviour],
    ['a 409', { kind: 'error', status: 409, message: 'Conflict' } as Behaviour],
    ['a connection reset', { kind: 'drop' } as Behaviour],
    ['a stream cut before any text', { kind: 'drop', afterChars: 0, content: document } as Behaviour],
  ])('recovers from a single %s transparently', async (_, fault) => {
    const { events } = await generate(fault, { kind: 'stream', content: document });
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { result: JSON.parse(document) } });
    expect(upstream.requests).toHaveLength(2);
  });

  it.each([400, 404, 422])('does not retry a %i, and passes on the provider’s message', async (status) => {
    const { events } = await generate(
      { kind: 'error', status, message: `Refused with ${status}` },
      { kind: 'stream', content: document },
    );
    expect(events).toEqual([{ event: 'error', data: { message: `Refused with ${status}` } }]);
    expect(upstream.requests).toHaveLength(1);
  });

  it('waits as long as Retry-After asks before retrying', async () => {
    const started = Date.now();
    const { events } = await generate(
      { kind: 'error', status: 429, message: 'Slow down', headers: { 'retry-after': '1' } },
      { kind: 'stream', content: document },
    );
    expect(events.at(-1)?.event).toBe('done');
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('gives up at once when Retry-After asks for more than 60 seconds', async () => {
    const { events } = await generate(
      { kind: 'error', status: 429, message: 'Quota exceeded', headers: { 'retry-after': '120' } },
      { kind: 'stream', content: document },
    );
    expect(events).toEqual([
      { event: 'error', data: { message: 'The AI provider is limiting requests. Try again in 2 minutes.' } },
    ]);
    expect(upstream.requests).toHaveLength(1);
  });

  it('does not retry once text has reached the browser', async () => {
    const { events } = await generate(
      { kind: 'drop', afterChars: 120, content: document },
      { kind: 'stream', content: document },
    );
    expect(events.some((event) => event.event === 'delta')).toBe(true);
    expect(events.at(-1)).toEqual({ event: 'error', data: { message: 'Failed to connect to AI service' } });
    expect(upstream.requests).toHaveLength(1);
  });

  it('cannot be polluted through __proto__ or constructor keys in model output', async () => {
    const result = JSON.parse(document);
    const hostile = JSON.stringify({
      __proto__: { polluted: true },
      constructor: { prototype: { polluted: true } },
      ...result,
    }).replace('{', '{"__proto__":{"polluted":true},');
    const { events } = await generate({ kind: 'stream', content: hostile });
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { result } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('never presents a stream cut mid-way as a result', async () => {
    const { events } = await generate({ kind: 'drop', afterChars: 200, content: document });
    expect(events.at(-1)).toEqual({ event: 'error', data: { message: 'Failed to connect to AI service' } });
    expect(events.some((event) => event.event === 'done')).toBe(false);
  });

  it('treats a stream that ends without a finish reason as cut', async () => {
    const { events } = await generate({ kind: 'stream', content: document, finishReason: null });
    expect(events.at(-1)).toEqual({ event: 'error', data: { message: 'Failed to connect to AI service' } });
  });

  it('treats a truncated answer (finish_reason length) as unparseable', async () => {
    const { events } = await generate({ kind: 'stream', content: document.slice(0, 300), finishReason: 'length' });
    expect(events.at(-1)).toEqual({
      event: 'error',
      data: { message: 'Failed to parse the AI response. Please try again.' },
    });
  });

  it('passes on an error sent inside a 200 stream', async () => {
    const { events } = await generate({
      kind: 'stream-error',
      afterChars: 40,
      content: document,
      message: 'The server had an error while processing your request.',
    });
    expect(events.at(-1)).toEqual({
      event: 'error',
      data: { message: 'The server had an error while processing your request.' },
    });
  });

  it("says 'Failed to parse the AI response. Please try again.' for output that is not JSON", async () => {
    const { events } = await generate({ kind: 'stream', content: 'not json at all' });
    expect(events.at(-1)).toEqual({
      event: 'error',
      data: { message: 'Failed to parse the AI response. Please try again.' },
    });
  });

  it('rejects JSON that does not match the schema', async () => {
    const twoIdeas = JSON.stringify({ ideas: JSON.parse(document).ideas.slice(0, 2) });
    const { events } = await generate({ kind: 'stream', content: twoIdeas });
    expect(events.at(-1)).toEqual({
      event: 'error',
      data: { message: 'Failed to parse the AI response. Please try again.' },
    });
  });

  it('never sends the key to the browser, even when the provider echoes it', async () => {
    const { response } = await generate({ kind: 'error', status: 400, message: `Bad key ${KEY} for model` });
    expect(response.body).not.toContain(KEY);
    expect(response.body).toContain('Bad key *** for model');
  });

  it('makes no upstream call for invalid input', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/generate/ideas',
      payload: { inputs: { ...inputs, region: '' } },
    });
    expect(response.statusCode).toBe(400);
    expect(upstream.requests).toHaveLength(0);
  });

  it('reports the provider and model on /api/health without calling it', async () => {
    const response = await server.app.inject('/api/health');
    expect(response.json()).toEqual({
      status: 'ok',
      provider: 'openai-compatible',
      model: 'gpt-4o-mini',
      database: { kind: 'embedded', up: true },
      mail: false,
    });
    expect(upstream.requests).toHaveLength(0);
  });
});

// A generation with a workspace goes on without its browser (tests/server/durable-generation.test.ts).
describe('when the browser of a generation that cannot be saved goes away mid-generation', () => {
  it('aborts the upstream request, which stalls after its first text', async () => {
    const upstream = await startFakeUpstream();
    // Its own app, not the file's: on an upstream of its own that stalls, closed inside the test.
    // One new workspace per client: the first generation takes it, the second has none to be saved in.
    const config = loadConfig({ OPENAI_API_KEY: KEY, AI_BASE_URL: upstream.url, NEW_WORKSPACES_MAX: '1' });
    const app = await buildApp({ database, config });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      upstream.enqueue({ kind: 'stream', content: document });
      const first = await fetch(`${address}/api/generate/ideas`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ inputs }),
      });
      expect(parseEvents(await first.text()).at(-1)?.event).toBe('done');
      upstream.enqueue({ kind: 'stall', afterChars: 50, content: document });
      const closed = upstream.connectionClosed();
      // A raw socket, as a closed tab leaves it: destroyed as soon as the first delta arrived.
      await new Promise<void>((resolve, reject) => {
        const browser = request(
          `${address}/api/generate/ideas`,
          { method: 'POST', headers: { 'content-type': 'application/json' } },
          (response) => {
            response.once('data', () => {
              browser.destroy();
              resolve();
            });
          },
        );
        browser.on('error', reject);
        browser.end(JSON.stringify({ inputs }));
      });
      // Within the test's timeout, which bounds this wait, only the browser's hang-up can close the
      // upstream request: the model says nothing more, and the idle timeout is 30 s.
      await closed;
    } finally {
      await app.close();
      await upstream.close();
    }
  });
});
