import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { useMemoryDatabase } from '../support/server/test-database';
import { loadConfig } from '@/server/config';
import { createOfflineProvider } from '@/server/providers/offline';
import { startRedisServer, type RedisServer } from '../support/server/redis-server';

const database = useMemoryDatabase();

const payload = { inputs: { industry: 'fintech', targetMarket: 'freelancers', region: 'Germany' } };

// Not the shared test app: two instances sharing one Redis.
describe('rate limits shared through Redis', () => {
  let redis: RedisServer;
  let instances: FastifyInstance[];

  beforeAll(async () => {
    redis = await startRedisServer();
    // Two instances, as behind a load balancer: same Redis, separate memory.
    const config = loadConfig({ REDIS_URL: redis.url, RATE_LIMIT_MAX: '4', RATE_LIMIT_WINDOW: '1m' });
    instances = await Promise.all(
      [0, 1].map(() => buildApp({ database, config, provider: createOfflineProvider({ delayMs: 0 }) })),
    );
  });
  afterAll(async () => {
    await Promise.all(instances.map((app) => app.close()));
    await redis.stop();
  });

  const post = (app: FastifyInstance) => app.inject({ method: 'POST', url: '/api/generate/ideas', payload });

  it('counts requests to either instance against one limit', async () => {
    const [first, second] = instances as [FastifyInstance, FastifyInstance];
    const statuses = [];
    for (const app of [first, second, first, second, first, second]) statuses.push((await post(app)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    const refused = await post(second);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('counts wrong passcodes from either instance against one address, and reads them without counting', async () => {
    const [first, second] = instances as [FastifyInstance, FastifyInstance];
    const founder = { remoteAddress: '192.0.2.99' };
    const deckInputs = { businessName: 'Harvest Table', businessDescription: 'Weekly meal kits for busy parents.' };
    const made = await first.inject({
      method: 'POST',
      url: '/api/generate/pitch-deck',
      payload: { inputs: deckInputs },
      ...founder,
    });
    const cookie = String(made.headers['set-cookie']).split(';')[0]!;
    const deckId = (/"saved":\{"id":"([^"]+)"/.exec(made.body) ?? [])[1];
    const link = await first.inject({
      method: 'POST',
      url: `/api/documents/${deckId}/share-links`,
      payload: { passcode: 'harvest-2026' },
      headers: { cookie },
      ...founder,
    });
    const { path } = link.json<{ path: string }>();
    const tryPasscode = (app: FastifyInstance, passcode: string) =>
      app.inject({
        method: 'POST',
        url: path,
        remoteAddress: '198.51.100.9',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost', host: 'localhost' },
        payload: `passcode=${passcode}`,
      });
    // The right one, any number of times, counts nothing; four wrong ones, split, are four.
    for (const app of [first, second, first]) expect((await tryPasscode(app, 'harvest-2026')).statusCode).toBe(200);
    for (const app of [first, second, first, second]) expect((await tryPasscode(app, 'guess-it')).statusCode).toBe(401);
    expect((await tryPasscode(second, 'harvest-2026')).statusCode).toBe(200);
    expect((await tryPasscode(first, 'guess-it')).statusCode).toBe(401);
    expect((await tryPasscode(second, 'harvest-2026')).statusCode).toBe(429);
  });

  it('keeps serving with per-instance limits when Redis goes down', async () => {
    await redis.stop();
    const [first] = instances as [FastifyInstance];
    // Memory counts start afresh: the limit still holds per instance.
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await post(first)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });
});
