import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUpstream } from './fake-upstream';
import type { FakeUpstream, RecordedRequest } from './fake-upstream';

const REQUEST_BODY = {
  model: 'gpt-4o-mini',
  messages: [
    { role: 'system', content: 'You write business plans.' },
    { role: 'user', content: 'A bakery in Leeds.' },
  ],
  temperature: 0.7,
  max_tokens: 2000,
  response_format: { type: 'json_schema', json_schema: { name: 'plan', strict: true, schema: { type: 'object' } } },
  stream: true,
};

function chat(fake: FakeUpstream, init: RequestInit = {}): Promise<Response> {
  return fetch(`${fake.url}/chat/completions`, {
    method: 'POST',
    headers: { authorization: 'Bearer test-key', 'content-type': 'application/json' },
    body: JSON.stringify(REQUEST_BODY),
    ...init,
  });
}

/** The payloads of the `data:` lines of an SSE body, in order. */
function dataLines(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('data: '))
    .map((line) => line.slice('data: '.length));
}

interface Chunk {
  id: string;
  object: string;
  created: number;
  model: string;
  system_fingerprint: string;
  choices: Array<{
    index: number;
    delta: { role?: string; content?: string };
    logprobs: null;
    finish_reason: string | null;
  }>;
}

function chunksOf(text: string): Chunk[] {
  return dataLines(text)
    .filter((data) => data !== '[DONE]')
    .map((data) => JSON.parse(data) as Chunk);
}

function contentOf(chunks: Chunk[]): string {
  return chunks.map((chunk) => chunk.choices[0]?.delta.content ?? '').join('');
}

describe('fake upstream', () => {
  let fake: FakeUpstream;
  beforeAll(async () => {
    fake = await startFakeUpstream();
  });
  afterEach(() => fake.reset());
  afterAll(() => fake.close());

  it('listens on 127.0.0.1 with a /v1 base URL', () => {
    expect(fake.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
  });

  it('streams chunks that reassemble to the content, then a stop chunk and [DONE]', async () => {
    const content = '{"name":"Crumb & Co","tagline":"Bread ✓ 🍞"}';
    fake.enqueue({ kind: 'stream', content, chunkSize: 5 });
    const res = await chat(fake);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');

    const text = await res.text();
    expect(text.endsWith('data: [DONE]\n\n')).toBe(true);
    expect(
      text
        .split('\n\n')
        .slice(0, -1)
        .every((event) => event.startsWith('data: ')),
    ).toBe(true);
    const chunks = chunksOf(text);
    expect(chunks[0]?.choices[0]?.delta).toEqual({ role: 'assistant', content: '', refusal: null });
    expect(contentOf(chunks)).toBe(content);
    expect(chunks).toHaveLength(1 + Math.ceil(Array.from(content).length / 5) + 1);
    expect(chunks.at(-1)?.choices[0]).toEqual({ index: 0, delta: {}, logprobs: null, finish_reason: 'stop' });
    for (const chunk of chunks) {
      expect(chunk).toMatchObject({
        id: chunks[0]?.id,
        object: 'chat.completion.chunk',
        model: 'gpt-4o-mini',
        system_fingerprint: 'fp_fake',
      });
      expect(Number.isInteger(chunk.created)).toBe(true);
    }
    expect(chunks[0]?.id).toMatch(/^chatcmpl-[A-Za-z0-9]+$/);
  });

  it('adds the usage chunk OpenAI sends when the request asks for it (usage null on the others), or none when scripted so', async () => {
    const asking = { body: JSON.stringify({ ...REQUEST_BODY, stream_options: { include_usage: true } }) };
    fake.enqueue({ kind: 'stream', content: '{"ok":true}', usage: { promptTokens: 900, completionTokens: 334 } });
    const chunks = chunksOf(await (await chat(fake, asking)).text()) as (Chunk & { usage?: unknown })[];
    expect(chunks.at(-1)).toMatchObject({
      object: 'chat.completion.chunk',
      model: 'gpt-4o-mini',
      choices: [],
      usage: { prompt_tokens: 900, completion_tokens: 334, total_tokens: 1234 },
    });
    for (const chunk of chunks.slice(0, -1)) expect(chunk.usage).toBeNull();

    // Estimated when not scripted; none unless asked, or when scripted `false`.
    fake.enqueue({ kind: 'stream', content: '{"ok":true}' });
    const estimated = chunksOf(await (await chat(fake, asking)).text()).at(-1) as {
      usage?: { completion_tokens: number };
    };
    expect(estimated.usage?.completion_tokens).toBe(3);
    fake.enqueue({ kind: 'stream', content: '{"ok":true}' }, { kind: 'stream', content: '{"ok":true}', usage: false });
    for (const init of [{}, asking]) {
      const plain = chunksOf(await (await chat(fake, init)).text()) as (Chunk & { usage?: unknown })[];
      expect(plain.at(-1)?.choices[0]?.finish_reason).toBe('stop');
      expect(plain.some((chunk) => chunk.usage)).toBe(false);
    }
  });

  it('holds a held stream open with nothing sent until release, then streams it whole', async () => {
    fake.enqueue({ kind: 'stream', content: '{"ok":true}', held: true });
    const res = await chat(fake);
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const first = reader.read();
    // The headers came; the body waits. A read still pending after a macrotask, then released.
    const pending = await Promise.race([
      first.then(() => 'read'),
      new Promise((r) => setImmediate(() => r('pending'))),
    ]);
    expect(pending).toBe('pending');
    expect(fake.bytesSent()).toBe(0);
    fake.release();
    let text = new TextDecoder().decode((await first).value);
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      text += new TextDecoder().decode(chunk.value);
    expect(dataLines(text).at(-1)).toBe('[DONE]');
  });

  it('streams the first heldAfterChars of a held stream, then holds the rest until release', async () => {
    fake.enqueue({ kind: 'stream', content: '{"stalled":"mid-answer"}', held: true, heldAfterChars: 12, chunkSize: 4 });
    const res = await chat(fake);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    // Whole events only: a read may end inside one.
    const sentSoFar = () => contentOf(chunksOf(text.slice(0, text.lastIndexOf('\n\n') + 1)));
    while (sentSoFar() !== '{"stalled":"') text += decoder.decode((await reader.read()).value);
    const sent = fake.bytesSent();
    const next = reader.read();
    const pending = await Promise.race([next.then(() => 'read'), new Promise((r) => setImmediate(() => r('pending')))]);
    expect(pending).toBe('pending');
    expect(fake.bytesSent()).toBe(sent);
    fake.release();
    text += decoder.decode((await next).value);
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += decoder.decode(chunk.value);
    expect(contentOf(chunksOf(text))).toBe('{"stalled":"mid-answer"}');
    expect(chunksOf(text).filter((chunk) => chunk.choices[0]?.delta.role === 'assistant')).toHaveLength(1);
  });

  it('lets the next held stream go when released before it arrives, and holds the one after', async () => {
    fake.enqueue(
      { kind: 'stream', content: '{"early":true}', held: true },
      { kind: 'stream', content: '{"later":1}', held: true },
    );
    fake.release();
    expect(await (await chat(fake)).text()).toContain('early');
    const sent = fake.bytesSent();
    // Its headers are here; its body is held: nothing more was written.
    const later = await chat(fake);
    expect(later.status).toBe(200);
    expect(fake.bytesSent()).toBe(sent);
    fake.release();
    expect(await later.text()).toContain('later');
  });

  it('streams the default fallback, and honours keep-alive, finishReason and omitDone', async () => {
    const fallback = await (await chat(fake)).text();
    expect(contentOf(chunksOf(fallback))).toBe('{"ok":true}');

    fake.enqueue({
      kind: 'stream',
      content: 'abcdefghij',
      finishReason: 'length',
      keepAlive: true,
      omitDone: true,
      delayMs: 5,
    });
    const text = await (await chat(fake)).text();
    expect(text).toContain(': keep-alive\n\n');
    expect(dataLines(text)).not.toContain('[DONE]');
    const chunks = chunksOf(text);
    expect(contentOf(chunks)).toBe('abcdefghij');
    expect(chunks.at(-1)?.choices[0]?.finish_reason).toBe('length');

    fake.enqueue({ kind: 'stream', content: 'abc', finishReason: null });
    const noFinish = chunksOf(await (await chat(fake)).text());
    expect(noFinish.every((chunk) => chunk.choices[0]?.finish_reason === null)).toBe(true);
  });

  it('answers a non-streaming chat.completion', async () => {
    fake.enqueue({ kind: 'json', content: '{"ok":1}' });
    const res = await chat(fake);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      object: 'chat.completion',
      model: 'gpt-4o-mini',
      system_fingerprint: 'fp_fake',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: '{"ok":1}', refusal: null },
          logprobs: null,
          finish_reason: 'stop',
        },
      ],
    });
    const usage = body.usage as { prompt_tokens: number; completion_tokens: number; total_tokens: number };
    expect(usage.total_tokens).toBe(usage.prompt_tokens + usage.completion_tokens);

    fake.enqueue({ kind: 'json', content: '{"ok":1}', usage: false });
    expect(await (await chat(fake)).json()).not.toHaveProperty('usage');
  });

  it('returns an OpenAI error body for a 401', async () => {
    fake.enqueue({
      kind: 'error',
      status: 401,
      message: 'Incorrect API key provided: test-key.',
      code: 'invalid_api_key',
    });
    const res = await chat(fake);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: {
        message: 'Incorrect API key provided: test-key.',
        type: 'invalid_request_error',
        param: null,
        code: 'invalid_api_key',
      },
    });
  });

  it('returns a 500 with an empty body, and extra headers when asked', async () => {
    fake.enqueue(
      { kind: 'error', status: 500 },
      { kind: 'error', status: 429, message: 'Slow down', headers: { 'retry-after': '2' } },
    );
    const res = await chat(fake);
    expect(res.status).toBe(500);
    expect(await res.text()).toBe('');
    const limited = await chat(fake);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('2');
  });

  it('drops the connection mid-stream so the read fails', async () => {
    fake.enqueue({ kind: 'drop', afterChars: 10, content: '0123456789abcdef' });
    const res = await chat(fake);
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    let received = '';
    const readAll = async () => {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        received += new TextDecoder().decode(value);
      }
    };
    await expect(readAll()).rejects.toThrow();
    // The content sent before the drop reaches the client; no finish chunk or [DONE] does.
    expect(contentOf(chunksOf(received))).toBe('0123456789');
    expect(received).not.toContain('finish_reason":"stop"');
    expect(received).not.toContain('[DONE]');
  });

  it('drops the connection before responding so fetch fails', async () => {
    fake.enqueue({ kind: 'drop' });
    await expect(chat(fake)).rejects.toThrow();
  });

  it('sends an error event inside a 200 stream', async () => {
    fake.enqueue({ kind: 'stream-error', afterChars: 4, content: 'abcdefgh', message: 'The server had an error' });
    const text = await (await chat(fake)).text();
    const data = dataLines(text);
    expect(JSON.parse(data.at(-1) ?? '')).toEqual({
      error: { message: 'The server had an error', type: 'server_error', param: null, code: null },
    });
    expect(
      contentOf(
        chunksOf(
          data
            .slice(0, -1)
            .map((d) => `data: ${d}`)
            .join('\n'),
        ),
      ),
    ).toBe('abcd');
    expect(data).not.toContain('[DONE]');
  });

  it('stalls until the client aborts, and reports the closed connection', async () => {
    fake.enqueue({ kind: 'stall', afterChars: 3 });
    const closed = fake.connectionClosed();
    const controller = new AbortController();
    const res = await chat(fake, { signal: controller.signal });
    const reader = res.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toContain('"role":"assistant"');
    controller.abort();
    await expect(reader.read()).rejects.toThrow();
    await closed;
  });

  it('records requests and answers other routes with a 404 error body', async () => {
    await (await chat(fake)).text();
    const res = await fetch(`${fake.url}/models`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: { message: 'Invalid URL (GET /v1/models)', type: 'invalid_request_error', param: null, code: null },
    });

    await fetch(`${fake.url}/embeddings?x=1`, { method: 'POST', body: 'not json' });

    expect(fake.requests).toHaveLength(3);
    const [first, second, third] = fake.requests as [RecordedRequest, RecordedRequest, RecordedRequest];
    expect(first).toMatchObject({ method: 'POST', path: '/v1/chat/completions', body: REQUEST_BODY });
    expect(first.headers.authorization).toBe('Bearer test-key');
    expect(first.headers['content-type']).toBe('application/json');
    expect(second).toMatchObject({ method: 'GET', path: '/v1/models', body: '' });
    expect(third).toMatchObject({ method: 'POST', path: '/v1/embeddings?x=1', body: 'not json' });
  });

  it('uses queued behaviours in order, then the fallback; reset restores the default', async () => {
    fake.setFallback({ kind: 'json', content: 'fallback' });
    fake.enqueue({ kind: 'error', status: 400, message: 'first' }, { kind: 'error', status: 503, message: 'second' });
    expect((await chat(fake)).status).toBe(400);
    const second = await chat(fake);
    expect(second.status).toBe(503);
    expect(((await second.json()) as { error: { type: string } }).error.type).toBe('server_error');
    expect(((await (await chat(fake)).json()) as { object: string }).object).toBe('chat.completion');

    fake.reset();
    expect(fake.requests).toHaveLength(0);
    expect(contentOf(chunksOf(await (await chat(fake)).text()))).toBe('{"ok":true}');
  });
});

describe('fake upstream lifecycle', () => {
  it('closes promptly while a response is stalled, counting open connections', async () => {
    const fake = await startFakeUpstream();
    fake.enqueue({ kind: 'stall' });
    const res = await chat(fake);
    expect(res.status).toBe(200);
    expect(fake.openConnections()).toBeGreaterThanOrEqual(1);
    const body = res.text();
    await fake.close();
    await expect(body).rejects.toThrow();
    expect(fake.openConnections()).toBe(0);
  });
});

describe('control API', () => {
  let fake: FakeUpstream;
  let origin: string;
  beforeAll(async () => {
    fake = await startFakeUpstream({ control: true });
    origin = new URL(fake.url).origin;
  });
  afterAll(() => fake.close());

  const control = (path: string, body?: unknown) =>
    fetch(
      `${origin}/__control/${path}`,
      body === undefined ? { method: 'POST' } : { method: 'POST', body: JSON.stringify(body) },
    );

  it('enqueues, sets the fallback, lists requests and resets over HTTP', async () => {
    expect((await control('enqueue', [{ kind: 'error', status: 401, message: 'nope' }])).status).toBe(204);
    expect((await control('fallback', { kind: 'json', content: 'hi' })).status).toBe(204);
    expect((await chat(fake)).status).toBe(401);
    expect(((await (await chat(fake)).json()) as { object: string }).object).toBe('chat.completion');

    const requests = (await (await fetch(`${origin}/__control/requests`)).json()) as RecordedRequest[];
    expect(requests.map((r) => r.path)).toEqual(['/v1/chat/completions', '/v1/chat/completions']);
    expect(requests[0]?.body).toEqual(REQUEST_BODY);

    expect((await control('reset')).status).toBe(204);
    expect(await (await fetch(`${origin}/__control/requests`)).json()).toEqual([]);
    expect(contentOf(chunksOf(await (await chat(fake)).text()))).toBe('{"ok":true}');
  });

  it('rejects malformed behaviours', async () => {
    expect((await control('enqueue', { kind: 'stream', content: 'not an array' })).status).toBe(400);
    expect((await control('enqueue', [{ kind: 'strem', content: 'typo' }])).status).toBe(400);
    expect((await control('fallback', { kind: 'error' })).status).toBe(400);
  });

  it('is off unless asked for', async () => {
    const plain = await startFakeUpstream();
    const res = await fetch(`${new URL(plain.url).origin}/__control/requests`);
    expect(res.status).toBe(404);
    expect(plain.requests).toHaveLength(1);
    await plain.close();
  });
});

describe('cli', () => {
  it('prints its URL, serves the control API and stops on SIGTERM', { timeout: 30_000 }, async () => {
    const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', cli], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      env: { ...process.env, FAKE_UPSTREAM_PORT: '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const [line] = (await once(child.stdout, 'data')) as [Buffer];
      const match = /^fake upstream listening on (http:\/\/127\.0\.0\.1:\d+\/v1)$/m.exec(line.toString());
      expect(match).not.toBeNull();
      const origin = new URL(match![1]!).origin;
      expect(await (await fetch(`${origin}/__control/requests`)).json()).toEqual([]);
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      expect(await exited).toEqual([0, null]);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});
