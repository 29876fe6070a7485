import { describe, expect, it } from 'vitest';
import { ideas } from '@/core/tools/ideas';
import { createOfflineProvider } from '@/server/providers/offline';
import { useTestApp } from '../support/test-app';
import { deltaText, parseEvents } from './sse';

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
