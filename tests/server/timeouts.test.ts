import { describe, expect, it } from 'vitest';
import { ideas } from '@/core/tools/ideas';
import type { Behaviour } from '../fake-upstream/fake-upstream';
import { PLACEHOLDER_API_KEY, useFakeUpstream } from '../support/fake-upstream-file';
import { useTestApp } from '../support/test-app';
import { parseEvents } from './sse';

const inputs = { industry: 'Robotics', targetMarket: 'Warehouses', region: 'Japan' };
const document = JSON.stringify(ideas.offline(inputs));

describe('generation timeouts', () => {
  const fake = useFakeUpstream();
  // Ready before the tests (the helper waits for it): the timings below measure generation, not the first start of the embedded database.
  const server = useTestApp(() => ({
    OPENAI_API_KEY: PLACEHOLDER_API_KEY,
    AI_BASE_URL: fake.url,
    AI_TIMEOUT_MS: '1500',
    AI_FIRST_TOKEN_TIMEOUT_MS: '400',
    AI_IDLE_TIMEOUT_MS: '300',
    RATE_LIMIT_MAX: '0',
  }));

  async function timed(...behaviours: Behaviour[]) {
    fake.upstream.enqueue(...behaviours);
    const started = Date.now();
    const closed = fake.upstream.connectionClosed();
    const response = await server.app.inject({ method: 'POST', url: '/api/generate/ideas', payload: { inputs } });
    return { events: parseEvents(response.body), elapsed: Date.now() - started, closed };
  }

  it('ends an upstream that never answers at the first-token timeout, and aborts it', async () => {
    const { events, elapsed, closed } = await timed({ kind: 'stall' });
    expect(events).toEqual([
      { event: 'error', data: { message: 'The AI service took too long to answer. Please try again.' } },
    ]);
    expect(elapsed).toBeGreaterThanOrEqual(380);
    expect(elapsed).toBeLessThan(1400);
    await closed;
  });

  it('ends a stream that stalls mid-way at the idle timeout, and aborts it', async () => {
    const { events, elapsed, closed } = await timed({ kind: 'stall', afterChars: 100, content: document });
    expect(events.some((event) => event.event === 'delta')).toBe(true);
    expect(events.at(-1)).toEqual({
      event: 'error',
      data: { message: 'The AI service took too long to answer. Please try again.' },
    });
    expect(elapsed).toBeLessThan(1400);
    await closed;
  });

  it('ends a stream that trickles forever at the total timeout', async () => {
    // Each chunk arrives inside the idle timeout, but the whole takes longer than allowed.
    const { events, elapsed } = await timed({ kind: 'stream', content: document, chunkSize: 4, delayMs: 100 });
    expect(events.at(-1)).toEqual({
      event: 'error',
      data: { message: 'The AI service took too long to answer. Please try again.' },
    });
    expect(elapsed).toBeGreaterThanOrEqual(1400);
    expect(elapsed).toBeLessThan(3000);
  });

  it('works again right after a timeout', async () => {
    await timed({ kind: 'stall' });
    const { events } = await timed({ kind: 'stream', content: document });
    expect(events.at(-1)?.event).toBe('done');
  });
});
