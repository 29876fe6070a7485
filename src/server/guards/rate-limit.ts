import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
// The library's own counters; all this module adds is the choice between them.
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { SharedRedis } from '../lib/redis';

export interface RateLimitOptions {
  /** Requests per client per window; 0 turns the limit off. */
  max: number;
  windowMs: number;
  /** Shared counts across instances; memory counts without it. */
  redis: SharedRedis | undefined;
}

/** Who a limit counts against: the client address, as TRUST_PROXY makes it. The per-client generation slots use the same. */
export const clientIdentity = (request: FastifyRequest): string => request.ip;

/** Clients a memory counter remembers at once; the least recent are dropped beyond it. */
const LOCAL_CLIENTS = 10_000;

/**
 * Counts in Redis through the library's own Lua counter, so every instance behind a load balancer
 * shares one limit. While Redis cannot be reached, each instance counts in memory (a looser
 * limit, never an outage) where the library alone would either fail the request or skip the limit.
 */
function redisWithFallback(redis: SharedRedis) {
  return class {
    private readonly remote = new RedisStore(false, false, redis.client, 'venturekit:rl:');
    private readonly local = new LocalStore(false, false, LOCAL_CLIENTS);

    incr(key: string, callback: StoreCallback, timeWindow: number, max: number) {
      if (!redis.isReady) {
        redis.warn(new Error(`Redis connection is ${redis.client.status}`));
        return this.local.incr(key, callback, timeWindow, max);
      }
      this.remote.incr(
        key,
        (error, result) => {
          if (!error) return callback(null, result);
          redis.warn(error);
          this.local.incr(key, callback, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    child() {
      return this;
    }
  };
}

/**
 * Registers @fastify/rate-limit in `app` (windows, the RateLimit-* and Retry-After headers, the
 * 429) and returns the onRequest handler a route adds, so it runs before the body is read and a
 * flood of bad requests is limited too. Undefined when the limit is off.
 */
export async function rateLimiter(
  app: FastifyInstance,
  { max, windowMs, redis }: RateLimitOptions,
): Promise<onRequestHookHandler | undefined> {
  if (max === 0) return undefined;
  await app.register(fastifyRateLimit, {
    global: false,
    max,
    timeWindow: windowMs,
    keyGenerator: clientIdentity,
    // The IETF draft's RateLimit-Limit / -Remaining / -Reset names, and Retry-After on a 429.
    enableDraftSpec: true,
    ...(redis ? { store: redisWithFallback(redis) } : { cache: LOCAL_CLIENTS }),
    errorResponseBuilder: (_request, { statusCode, ttl }) => {
      const seconds = Math.max(1, Math.ceil(ttl / 1000));
      return Object.assign(new Error(`Too many generations. Please try again in ${seconds} seconds.`), {
        statusCode,
        retryAfterSeconds: seconds,
      });
    },
  });
  return app.rateLimit();
}

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;
