import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { useMemoryDatabase } from '../support/server/test-database';
import { loadConfig } from '@/server/config';
import { loggerOptions } from '@/server/logger';
import { createOpenAICompatibleProvider } from '@/server/providers/openai-compatible';
import { startFakeUpstream, type FakeUpstream } from '../fake-upstream/fake-upstream';

const database = useMemoryDatabase();

const KEY = 'sk-secret-log-test-0123456789abcdef';
const inputs = { industry: 'fintech', targetMarket: 'freelancers', region: 'Germany' };

// Not the shared test app: each test builds its own, logging into a sink it reads.
describe('the provider key in logs', () => {
  let upstream: FakeUpstream;
  beforeAll(async () => {
    upstream = await startFakeUpstream();
  });
  afterAll(() => upstream.close());

  it('never appears in the server log, at the most detailed level, whatever the provider says', async () => {
    let log = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        log += String(chunk);
        done();
      },
    });
    const config = loadConfig({ OPENAI_API_KEY: KEY, AI_BASE_URL: upstream.url, RATE_LIMIT_MAX: '0' });
    const provider = createOpenAICompatibleProvider({ ...config.ai, retry: { maxRetries: 2, baseDelayMs: 1 } });
    const app = await buildApp({
      database,
      config,
      provider,
      logger: loggerOptions('trace', { stream: sink, secrets: [KEY] }),
    });
    try {
      upstream.enqueue(
        { kind: 'error', status: 401, message: `Incorrect API key provided: ${KEY}` },
        { kind: 'error', status: 500, message: `upstream echo ${KEY}` },
        { kind: 'stream-error', message: `bad key ${KEY}` },
        { kind: 'stream', content: 'not json' },
      );
      for (let i = 0; i < 3; i++) await app.inject({ method: 'POST', url: '/api/generate/ideas', payload: { inputs } });
      // A client that sends a bearer header of its own (say, by mistake) does not get it logged either.
      await app.inject({ method: 'GET', url: '/api/health', headers: { authorization: `Bearer ${KEY}` } });
    } finally {
      await app.close();
    }
    expect(log.length).toBeGreaterThan(0);
    expect(log).toContain('generation failed');
    expect(log).not.toContain(KEY);
  });
});
