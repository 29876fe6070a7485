import { describe, expect, it } from 'vitest';
import { extractJson } from '@/core/stream/parse-json';
import { COMPACT_STREAM, STREAM_HEADER, type DoneData } from '@/core/stream/protocol';
import { financials } from '@/core/tools/financials';
import { ideas } from '@/core/tools/ideas';
import { createOfflineProvider } from '@/server/providers/offline';
import type { Provider } from '@/server/providers/provider';
import { useTestApp } from '../support/server/test-app';
import { deltaText, parseEvents } from '../support/server/sse';

const inputs = { industry: 'fintech', targetMarket: 'freelancers', region: 'Germany' };

describe('POST /api/generate/:tool with the offline provider', () => {
  const server = useTestApp({}, { provider: createOfflineProvider({ delayMs: 0, chunkSize: 64 }) });

  const generate = (tool: string, body: unknown) =>
    server.app.inject({ method: 'POST', url: `/api/generate/${tool}`, payload: body as object });

  it('streams deltas that add up to the document, then done with the validated result', async () => {
    const response = await generate('ideas', { inputs });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    const events = parseEvents(response.body);
    expect(events.filter((event) => event.event === 'delta').length).toBeGreaterThan(0);
    const done = events.at(-1);
    expect(done?.event).toBe('done');
    const result = (done as { data: { result: unknown } }).data.result;
    expect(ideas.output.parse(result)).toEqual(ideas.offline(inputs));
    expect(JSON.parse(deltaText(events))).toEqual(result);
  });

  it('trims inputs before generating', async () => {
    const response = await generate('ideas', {
      inputs: { industry: ' fintech ', targetMarket: 'freelancers', region: 'Germany  ' },
    });
    const done = parseEvents(response.body).at(-1) as { data: { result: unknown } };
    expect(done.data.result).toEqual(ideas.offline(inputs));
  });

  it('answers 404 for an unknown tool', async () => {
    const response = await generate('horoscope', { inputs });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Unknown tool: horoscope' });
  });

  it.each([
    ['an empty field', { inputs: { ...inputs, region: ' ' } }, 'Region is required'],
    ['a missing field', { inputs: { industry: 'a', targetMarket: 'b' } }, 'Region is required'],
    [
      'a field over the limit',
      { inputs: { ...inputs, industry: 'x'.repeat(201) } },
      'Industry must be at most 200 characters',
    ],
    ['a wrong type', { inputs: { ...inputs, industry: 7 } }, 'Industry must be text'],
    ['an unknown field', { inputs: { ...inputs, budget: '1M' } }, 'Unrecognized key: "budget"'],
    ['an unknown top-level field', { inputs, stream: false }, 'Unrecognized key: "stream"'],
    ['no inputs', {}, 'inputs'],
  ])('answers 400 for %s, with a clear message', async (_, body, message) => {
    const response = await generate('ideas', body);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json().error).toContain(message);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/generate/ideas',
      headers: { 'content-type': 'application/json' },
      payload: '{"inputs":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBeTruthy();
  });

  it('refuses bodies over 64 KB with 413', async () => {
    const response = await generate('ideas', { inputs: { ...inputs, industry: 'x'.repeat(70_000) } });
    expect(response.statusCode).toBe(413);
  });

  it('reports its provider on /api/health', async () => {
    const response = await server.app.inject('/api/health');
    expect(response.json()).toEqual({
      status: 'ok',
      provider: 'offline',
      model: 'offline-sample',
      database: { kind: 'embedded', up: true },
      mail: false,
    });
  });

  it('sends the short tool paths of the landing footer to their screens', async () => {
    const response = await server.app.inject('/pitch-deck');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/dashboard/pitch-deck');
  });

  it('answers unknown API paths with JSON 404', async () => {
    const response = await server.app.inject('/api/nothing');
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toContain('/api/nothing');
  });
});

describe('the compact stream (venturekit-stream: compact), as the web app asks for it', () => {
  const server = useTestApp({}, { provider: createOfflineProvider({ delayMs: 0, chunkSize: 64 }) });
  const compact = (tool: string, body: unknown) =>
    server.app.inject({
      method: 'POST',
      url: `/api/generate/${tool}`,
      headers: { [STREAM_HEADER]: COMPACT_STREAM },
      payload: body as object,
    });

  it('sends unnamed raw deltas and a done without the result, which the text gives exactly', async () => {
    const response = await compact('ideas', { inputs });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('event: delta');
    const events = parseEvents(response.body);
    const done = events.at(-1) as { event: string; data: DoneData };
    expect(done.event).toBe('done');
    expect(done.data.result).toBeUndefined();
    const text = deltaText(events);
    expect(done.data.chars).toBe(text.length);
    expect(ideas.output.parse(extractJson(text))).toEqual(ideas.offline(inputs));
    // Where it was stored still comes with it.
    expect(done.data.saved?.tool).toBe('ideas');
  });

  it('sends the financial model whole: its figures come from the engine, not from the text', async () => {
    const response = await compact('financials', {
      inputs: { pricingModel: 'Subscription', customerType: 'B2B - Small Business', costs: 'Two developers, hosting' },
    });
    const done = parseEvents(response.body).at(-1) as { event: string; data: DoneData };
    expect(done.event).toBe('done');
    expect(financials.result!.parse(done.data.result).figures.months).toHaveLength(36);
  });
});

describe('the compact stream with a model that writes line breaks', () => {
  const document = { ideas: ideas.offline(inputs).ideas };
  // Pretty-printed with CR LF, split so that a CR and its LF arrive in different chunks.
  const text = JSON.stringify(document, null, 2).replaceAll('\n', '\r\n');
  const provider: Provider = {
    name: 'offline',
    model: 'line-breaks',
    generate: async (_request, onText) => {
      for (let at = 0; at < text.length; at += 7) onText(text.slice(at, at + 7));
    },
  };
  const server = useTestApp({}, { provider });

  it('carries every line of the text, leading spaces and empty data lines included', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/generate/ideas',
      headers: { [STREAM_HEADER]: COMPACT_STREAM },
      payload: { inputs },
    });
    const events = parseEvents(response.body);
    const streamed = deltaText(events);
    const done = events.at(-1) as { data: DoneData };
    expect(streamed).toBe(text.replaceAll('\r\n', '\n'));
    expect(done.data.chars).toBe(streamed.length);
    expect(done.data.result).toBeUndefined();
    expect(ideas.output.parse(extractJson(streamed))).toEqual(document);
  });
});
