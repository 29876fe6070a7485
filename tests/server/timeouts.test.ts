import { describe, expect, it } from 'vitest';
import { ideas } from '@/core/tools/ideas';
import type { Behaviour } from '../fake-upstream/fake-upstream';
import { PLACEHOLDER_API_KEY, useFakeUpstream } from '../support/server/fake-upstream-file';
import { useTestApp } from '../support/server/test-app';
import { parseEvents } from '../support/server/sse';

const inputs = { industry: 'Robotics', targetMarket: 'Warehouses', region: 'Japan' };
const document = JSON.stringify(ideas.offline(inputs));

/** Far out of reach of any test here: a bound set to it never ends a stream. */
const NEVER = '60s';

/**
 * The app and fake upstream for one timeout: only `limits` are short, the other bounds are NEVER.
 * So whichever timer ends a stream is the one the test names, however late a loaded machine runs
 * it (with all three short, a trickle delayed 300 ms by a busy event loop was ended by the idle
 * timer instead of the total one). The app is ready before the tests (the helper waits for it):
 * the timings measure generation, not the first start of the embedded database.
 */
function useTimedGenerations(limits: Record<string, string>) {
  const fake = useFakeUpstream();
  const server = useTestApp(() => ({
    OPENAI_API_KEY: PLACEHOLDER_API_KEY,
    AI_BASE_URL: fake.url,
    AI_TIMEOUT_MS: NEVER,
    AI_FIRST_TOKEN_TIMEOUT_MS: NEVER,
    AI_IDLE_TIMEOUT_MS: NEVER,
    RATE_LIMIT_MAX: '0',
    ...limits,
  }));
  return async function timed(...behaviours: Behaviour[]) {
    fake.upstream.enqueue(...behaviours);
    const started = Date.now();
    const closed = fake.upstream.connectionClosed();
    const response = await server.app.inject({ method: 'POST', url: '/api/generate/ideas', payload: { inputs } });
    return { events: parseEvents(response.body), elapsed: Date.now() - started, closed };
  };
}

const TOO_LONG = { event: 'error', data: { message: 'The AI service took too long to answer. Please try again.' } };

// Timers never fire early, so each lower bound holds on any machine; the test's own timeout
// bounds how late they may be.
describe('the first-token timeout', () => {
  const timed = useTimedGenerations({ AI_FIRST_TOKEN_TIMEOUT_MS: '400' });

  it('ends an upstream that never answers, and aborts it', async () => {
    const { events, elapsed, closed } = await timed({ kind: 'stall' });
    expect(events).toEqual([TOO_LONG]);
    expect(elapsed).toBeGreaterThanOrEqual(380);
    await closed;
  });

  it('lets the next generation work right after', async () => {
    await timed({ kind: 'stall' });
    const { events } = await timed({ kind: 'stream', content: document });
    expect(events.at(-1)?.event).toBe('done');
  });
});

describe('the idle timeout', () => {
  const timed = useTimedGenerations({ AI_IDLE_TIMEOUT_MS: '300' });

  it('ends a stream that stalls mid-way, and aborts it', async () => {
    const { events, elapsed, closed } = await timed({ kind: 'stall', afterChars: 100, content: document });
    expect(events.some((event) => event.event === 'delta')).toBe(true);
    expect(events.at(-1)).toEqual(TOO_LONG);
    expect(elapsed).toBeGreaterThanOrEqual(280);
    await closed;
  });
});

describe('the total timeout', () => {
  const timed = useTimedGenerations({ AI_TIMEOUT_MS: '1500' });

  it('ends a stream that trickles forever', async () => {
    // Each chunk arrives long inside the idle timeout, but the whole (half a minute) takes longer than allowed.
    const { events, elapsed } = await timed({ kind: 'stream', content: document, chunkSize: 4, delayMs: 100 });
    expect(events.at(-1)).toEqual(TOO_LONG);
    expect(elapsed).toBeGreaterThanOrEqual(1400);
  });
});
