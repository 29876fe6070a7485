/**
 * One client cannot hold every generation slot: beyond AI_MAX_CONCURRENCY_PER_CLIENT it gets 429
 * with Retry-After, keyed like the rate limit (the client address, through TRUST_PROXY), on one
 * instance and across two that share Redis. Through real sockets.
 */
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { RedisSlots } from '@/server/guards/client-slots';
import { SharedRedis } from '@/server/lib/redis';
import type { Provider } from '@/server/providers/provider';
import { useTestApp } from '../support/server/test-app';
import { useMemoryDatabase } from '../support/server/test-database';
import { until } from '../support/until';
import { startRedisServer, type RedisServer } from '../support/server/redis-server';

const database = useMemoryDatabase();

/** A model that answers only when told to, so generations stay in flight as long as a test needs. */
function heldProvider() {
  const waiting: (() => void)[] = [];
  const provider: Provider = {
    name: 'offline',
    model: 'held',
    generate: ({ signal }) =>
      new Promise<void>((resolve) => {
        waiting.push(resolve);
        signal.addEventListener('abort', () => resolve());
      }),
  };
  return { provider, finishOne: () => waiting.shift()?.() };
}

const inputs = { industry: 'Fintech', targetMarket: 'Freelancers', region: 'Germany' };

/**
 * Starts a generation from `client` on its own connection; resolves with its status once the headers
 * arrive. `stop` is Stop: it hangs up and asks the server to stop the generation (a hang-up alone does not).
 */
function start(
  base: string,
  client: string,
): Promise<{ status: number; retryAfter: string | undefined; body: unknown; stop: () => void }> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify({ inputs });
    const req = request(
      `${base}/api/generate/ideas`,
      {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'x-forwarded-for': client,
        },
      },
      (response) => {
        const stop = () => {
          req.destroy();
          const id = response.headers['venturekit-generation'];
          const cookie = String(response.headers['set-cookie'] ?? '').split(';')[0] ?? '';
          if (typeof id === 'string')
            // A stop sent as the test ends may meet the app closing.
            void fetch(`${base}/api/generations/${id}/stop`, { method: 'POST', headers: { cookie } }).catch(
              () => undefined,
            );
        };
        const retryAfter = response.headers['retry-after'];
        if (response.statusCode === 200) return resolve({ status: 200, retryAfter, body: undefined, stop });
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, retryAfter, body: JSON.parse(text) as unknown, stop }),
        );
      },
    );
    req.on('error', (error) => (req.destroyed ? undefined : reject(error)));
    req.end(payload);
  });
}

async function listen(app: FastifyInstance) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** The instance running a generation notices Stop at its next heartbeat (a held model writes no text). */
const STOPPED = { timeout: 10_000, interval: 200 };

const env = { AI_MAX_CONCURRENCY_PER_CLIENT: '2', RATE_LIMIT_MAX: '0', TRUST_PROXY: '1' };

describe('generations per client, on one instance', () => {
  const held = heldProvider();
  const testApp = useTestApp(env, { provider: held.provider, listen: true });
  let base: string;
  beforeAll(() => {
    base = testApp.url;
  });

  it('refuses a third generation from the same client with 429 and Retry-After, not another client’s', async () => {
    const first = await start(base, '203.0.113.7');
    const second = await start(base, '203.0.113.7');
    const third = await start(base, '203.0.113.7');
    expect([first.status, second.status, third.status]).toEqual([200, 200, 429]);
    expect(Number(third.retryAfter)).toBeGreaterThan(0);
    expect(third.body).toEqual({
      error: 'You already have 2 generations running. Please wait for one to finish.',
      retryAfterSeconds: Number(third.retryAfter),
    });

    const neighbour = await start(base, '198.51.100.20');
    expect(neighbour.status).toBe(200);

    // A slot comes back when a generation ends: here the browser goes away.
    first.stop();
    await expect
      .poll(async () => {
        const again = await start(base, '203.0.113.7');
        again.stop();
        return again.status;
      }, STOPPED)
      .toBe(200);
    for (const generation of [second, neighbour]) generation.stop();
  });
});

// Its own two apps: two instances sharing one Redis, which the shared test app (one app) is not.
describe('generations per client, across two instances sharing Redis', () => {
  let redis: RedisServer;
  let apps: FastifyInstance[];
  let bases: string[];
  beforeAll(async () => {
    redis = await startRedisServer();
    apps = await Promise.all(
      [0, 1].map(() =>
        buildApp({ database, config: loadConfig({ ...env, REDIS_URL: redis.url }), provider: heldProvider().provider }),
      ),
    );
    bases = await Promise.all(apps.map(listen));
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await redis.stop();
  });

  it('counts a client’s generations on either instance against one limit', async () => {
    const [a, b] = bases as [string, string];
    const one = await start(a, '203.0.113.9');
    const two = await start(b, '203.0.113.9');
    const three = await start(a, '203.0.113.9');
    const four = await start(b, '203.0.113.9');
    expect([one.status, two.status, three.status, four.status]).toEqual([200, 200, 429, 429]);
    one.stop();
    await expect
      .poll(async () => {
        const again = await start(b, '203.0.113.9');
        again.stop();
        return again.status;
      }, STOPPED)
      .toBe(200);
    two.stop();
  });

  it('gives back the slots of an instance that crashed, once their lease lapses', async () => {
    const crashed = new SharedRedis(redis.url, apps[0]!.log);
    const survivor = new SharedRedis(redis.url, apps[0]!.log);
    await Promise.all([crashed.ready(2000), survivor.ready(2000)]);
    // Redis's own clock expires the leases, so real time it is: long enough that the refusal below
    // comes well inside it however slow the machine, and the slot is taken back the moment it lapses.
    const leaseMs = 2000;
    const taken = Date.now();
    // Two slots taken and never released: the instance died with them.
    expect(await new RedisSlots(crashed, leaseMs).acquire('203.0.113.50', 2)).toBeDefined();
    expect(await new RedisSlots(crashed, leaseMs).acquire('203.0.113.50', 2)).toBeDefined();
    crashed.close();
    const slots = new RedisSlots(survivor, leaseMs);
    expect(await slots.acquire('203.0.113.50', 2)).toBeUndefined();
    await until(async () => (await slots.acquire('203.0.113.50', 2)) !== undefined, {
      timeoutMs: leaseMs + 10_000,
      intervalMs: 50,
      message: 'the crashed instance’s slots were never given back',
    });
    // Given back when the lease lapsed, not before.
    expect(Date.now() - taken).toBeGreaterThanOrEqual(leaseMs);
    survivor.close();
  });
});
