import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { STOP_MESSAGES } from '../generation/messages';
import { secretMasker } from '../lib/secret-masker';
import { readChatStream, type ChatStreamOptions } from './chat-stream';
import { ProviderError } from './provider';

const chunk = (delta: object, finish: string | null = null) =>
  `data: ${JSON.stringify({ choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

/** A response that delivers `reads` one socket read at a time, then ends. */
function response(reads: string[], contentType = 'text/event-stream'): IncomingMessage {
  const body = new PassThrough();
  const message = Object.assign(body, {
    headers: { 'content-type': contentType },
    complete: false,
  }) as unknown as IncomingMessage & { complete: boolean };
  setImmediate(() => {
    for (const read of reads) body.write(read);
    message.complete = true;
    body.end();
  });
  return message;
}

function options(overrides: Partial<ChatStreamOptions> = {}): ChatStreamOptions {
  return {
    signal: new AbortController().signal,
    guard: secretMasker('sk-test-0123456789abcdef').streamGuard(),
    maxOutputBytes: 1024,
    maxWireBytes: 64 * 1024,
    fail: (message, extra) => new ProviderError(message, extra),
    ...overrides,
  };
}

async function read(reads: string[], overrides: Partial<ChatStreamOptions> = {}, contentType?: string) {
  const texts: string[] = [];
  const outcome = await readChatStream(response(reads, contentType), options(overrides), (text) =>
    texts.push(text),
  ).then(
    () => 'finished',
    (error: unknown) => error,
  );
  return { texts, outcome };
}

describe('readChatStream', () => {
  it('passes the text on once per read, and finishes on finish_reason stop', async () => {
    const { texts, outcome } = await read([
      chunk({ role: 'assistant', content: '' }) + chunk({ content: '{"a":' }),
      chunk({ content: '1}' }) + chunk({}, 'stop') + 'data: [DONE]\n\n',
    ]);
    expect(outcome).toBe('finished');
    expect(texts).toEqual(['{"a":', '1}']);
  });

  it('reads a chunk split across reads at any byte, and ignores keep-alive comments', async () => {
    const wire = `: keep-alive\n\n${chunk({ content: 'héllo' })}${chunk({}, 'stop')}`;
    for (let cut = 1; cut < wire.length; cut += 7) {
      const { texts, outcome } = await read([wire.slice(0, cut), wire.slice(cut)]);
      expect(outcome).toBe('finished');
      expect(texts.join('')).toBe('héllo');
    }
  });

  it('accepts one JSON document from servers that ignore stream:true', async () => {
    const body = JSON.stringify({ choices: [{ message: { content: '{"ok":true}' }, finish_reason: 'stop' }] });
    const { texts, outcome } = await read([body.slice(0, 10), body.slice(10)], {}, 'application/json');
    expect(outcome).toBe('finished');
    expect(texts.join('')).toBe('{"ok":true}');
  });

  it('reads the usage chunk include_usage adds before [DONE], and the model the chunks name', async () => {
    const named = (payload: object) => `data: ${JSON.stringify({ model: 'gpt-4o-mini-2024-07-18', ...payload })}\n\n`;
    const usage = await readChatStream(
      response([
        named({ choices: [{ index: 0, delta: { content: '{}' }, finish_reason: null }], usage: null }),
        named({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }], usage: null }),
        named({ choices: [], usage: { prompt_tokens: 900, completion_tokens: 334, total_tokens: 1234 } }),
        'data: [DONE]\n\n',
      ]),
      options(),
      () => {},
    );
    expect(usage).toEqual({
      model: 'gpt-4o-mini-2024-07-18',
      promptTokens: 900,
      completionTokens: 334,
      totalTokens: 1234,
    });
  });

  it('reads the usage of a JSON answer; counts it left out, or that are not token counts, are none', async () => {
    const answer = (usage: unknown) =>
      JSON.stringify({ choices: [{ message: { content: '{}' }, finish_reason: 'stop' }], usage });
    const read = (usage: unknown) => readChatStream(response([answer(usage)], 'application/json'), options(), () => {});
    expect(await read({ prompt_tokens: 10, completion_tokens: 5 })).toEqual({
      model: undefined,
      promptTokens: 10,
      completionTokens: 5,
      totalTokens: 15,
    });
    expect(await read(undefined)).toMatchObject({ promptTokens: null, completionTokens: null, totalTokens: null });
    expect(await read({ prompt_tokens: -1, completion_tokens: 2.5, total_tokens: 2 ** 40 })).toMatchObject({
      promptTokens: null,
      completionTokens: null,
      totalTokens: null,
    });
    // A total past what is stored is none rather than a failed save.
    expect(await read({ prompt_tokens: 2 ** 31 - 1, completion_tokens: 1 })).toMatchObject({ totalTokens: null });
  });

  it.each([
    [
      'a truncated answer',
      [chunk({ content: '{"a"' }), chunk({}, 'length')],
      'Failed to parse the AI response. Please try again.',
    ],
    ['a stream without a finish', [chunk({ content: '{"a"' })], 'Failed to connect to AI service'],
    [
      'an error chunk',
      [chunk({ content: '{' }), `data: ${JSON.stringify({ error: { message: 'overloaded' } })}\n\n`],
      'overloaded',
    ],
    ['a chunk that is not JSON', ['data: {nope\n\n'], 'Failed to parse the AI response. Please try again.'],
  ])('fails on %s', async (_, reads, message) => {
    const { outcome } = await read(reads);
    expect(outcome).toBeInstanceOf(ProviderError);
    expect((outcome as ProviderError).message).toBe(message);
  });

  it('stops past the output bound, passing on nothing from the read that crossed it', async () => {
    const { texts, outcome } = await read(
      [chunk({ content: 'x'.repeat(600) }), chunk({ content: 'y'.repeat(600) }), chunk({}, 'stop')],
      { maxOutputBytes: 1000 },
    );
    expect((outcome as ProviderError).message).toBe(STOP_MESSAGES.tooLong);
    expect(texts.join('')).not.toContain('y');
  });

  it('stops past the wire bound, even inside one endless line', async () => {
    const { outcome } = await read([`data: ${'z'.repeat(5000)}`], { maxWireBytes: 4096 });
    expect((outcome as ProviderError).message).toBe(STOP_MESSAGES.tooLong);
  });

  it('stops at a credential in the text, as a security event, with none of it passed on', async () => {
    const { texts, outcome } = await read([
      chunk({ content: '{"name":"echo sk-te' }),
      chunk({ content: 'st-0123456789abcdef"}' }),
      chunk({}, 'stop'),
    ]);
    expect(outcome).toMatchObject({ message: STOP_MESSAGES.credentialInOutput, security: expect.any(String) });
    expect(texts.join('')).not.toContain('sk-te');
  });

  it('pauses the response while the browser is blocked, and resumes it when it drains', async () => {
    let blocked = true;
    let waiting: (resume: () => void) => void = () => {};
    const resumer = new Promise<() => void>((resolve) => (waiting = resolve));
    const source = response([chunk({ content: 'a' }), chunk({ content: 'b' }), chunk({}, 'stop')]);
    const texts: string[] = [];
    const done = readChatStream(
      source,
      options({ flow: { blocked: () => blocked, whenUnblocked: (callback) => waiting(callback) } }),
      (text) => texts.push(text),
    );
    // The reader asks to hear when the browser drains: from then on it is waiting, not reading.
    const resume = await resumer;
    expect(source.isPaused()).toBe(true);
    expect(texts).toEqual(['a']);
    blocked = false;
    resume();
    await done;
    expect(texts).toEqual(['a', 'b']);
  });
});
