import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
// The library's own counters; all this module adds is the choice between them.
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { RateLimitWindow } from '../config';
import type { SharedRedis } from '../lib/redis';
import { addressKey } from './address';

/**
 * Who a limit counts against: the client address, as TRUST_PROXY makes it, an IPv6 one by its /64
 * (address.ts). The per-client generation slots use the same.
 */
export const clientIdentity = (request: FastifyRequest): string => addressKey(request.ip);

/** Clients a memory counter remembers at once; the least recent are dropped beyond it. */
const LOCAL_CLIENTS = 10_000;

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** A window counter: the library's store interface, which our own counts share. */
export interface CounterStore {
  incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void;
  /** The count in the window without adding to it (0 once the window is over). */
  read(key: string, callback: StoreCallback, timeWindow: number, max: number): void;
  child(): CounterStore;
}

/**
 * Counts in Redis through the library's own Lua counter, so every instance behind a load balancer
 * shares one limit. While Redis cannot be reached, each instance counts in memory (a looser
 * limit, never an outage) where the library alone would either fail the request or skip the limit.
 */
class RedisWithFallback implements CounterStore {
  private readonly remote: RedisStore;
  private readonly local = new LocalStore(false, false, LOCAL_CLIENTS);

  constructor(private readonly redis: SharedRedis) {
    this.remote = new RedisStore(false, false, redis.client, 'venturekit:rl:');
  }

  incr(key: string, callback: StoreCallback, timeWindow: number, max: number) {
    if (!this.redis.isReady) {
      this.redis.warn(new Error(`Redis connection is ${this.redis.client.status}`));
      return this.local.incr(key, callback, timeWindow, max);
    }
    this.remote.incr(
      key,
      (error, result) => {
        if (!error) return callback(null, result);
        this.redis.warn(error);
        this.local.incr(key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  read(key: string, callback: StoreCallback, timeWindow: number, max: number) {
    if (!this.redis.isReady) return this.local.read(key, callback, timeWindow, max);
    this.remote.read(
      key,
      (error, result) => (error ? this.local.read(key, callback, timeWindow, max) : callback(null, result)),
      timeWindow,
      max,
    );
  }

  // Every limit uses this one store; each keeps apart by its own key prefix (`limitHook`).
  child() {
    return this;
  }
}

class MemoryCounter implements CounterStore {
  private readonly local = new LocalStore(false, false, LOCAL_CLIENTS);
  incr(key: string, callback: StoreCallback, timeWindow: number, max: number) {
    this.local.incr(key, callback, timeWindow, max);
  }
  read(key: string, callback: StoreCallback, timeWindow: number, max: number) {
    this.local.read(key, callback, timeWindow, max);
  }
  child() {
    return this;
  }
}

/** The counters every limit of this instance shares: Redis (with a memory fallback) when set, else memory. */
export const counterStore = (redis: SharedRedis | undefined): CounterStore =>
  redis ? new RedisWithFallback(redis) : new MemoryCounter();

/** Counts one more for `key` in its window: whether it is within `max`, and when the window ends. */
export function countOne(
  store: CounterStore,
  key: string,
  { max, windowMs }: RateLimitWindow,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  return new Promise((resolve, reject) =>
    store.incr(
      key,
      (error, result) =>
        error || !result
          ? reject(error ?? new Error('no count'))
          : resolve({ allowed: result.current <= max, retryAfterSeconds: Math.max(1, Math.ceil(result.ttl / 1000)) }),
      windowMs,
      max,
    ),
  );
}

/** What `key` has counted in its window so far, without counting this: how many, and the seconds left of the window. */
export function readCount(
  store: CounterStore,
  key: string,
  { max, windowMs }: RateLimitWindow,
): Promise<{ count: number; retryAfterSeconds: number }> {
  return new Promise((resolve, reject) =>
    store.read(
      key,
      (error, result) =>
        error || !result
          ? reject(error ?? new Error('no count'))
          : resolve({ count: result.current, retryAfterSeconds: Math.max(1, Math.ceil(result.ttl / 1000)) }),
      windowMs,
      max,
    ),
  );
}

/** "45 seconds", "12 minutes", "3 hours": when a client may try again, as a founder reads it. */
export function waitText(seconds: number): string {
  const [amount, unit] =
    seconds < 120
      ? [seconds, 'second']
      : seconds < 7200
        ? [Math.ceil(seconds / 60), 'minute']
        : [Math.ceil(seconds / 3600), 'hour'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

/** The limits a route can take, with what a client reads at each. */
const LIMIT_TEXT = {
  generate: (wait: string) => `Too many generations. Please try again in ${wait}.`,
  write: (wait: string) => `Too many changes in a short time. Please try again in ${wait}.`,
  export: (wait: string) => `Too many exports. Please try again in ${wait}.`,
  read: (wait: string) => `Too many requests in a short time. Please try again in ${wait}.`,
} as const;
export type LimitKind = keyof typeof LIMIT_TEXT;

/** The onRequest hook of each limit that is on; a limit with `max` 0 is off and has none. */
export type LimitHooks = Partial<Record<LimitKind, onRequestHookHandler>>;

/**
 * Registers @fastify/rate-limit once in `app` (windows, the RateLimit-* and Retry-After headers,
 * the 429) over one counter store, and returns a hook per limit for routes to add to `onRequest`,
 * so the count is taken before the body is read and a flood of bad requests is limited too.
 */
export async function rateLimits(
  app: FastifyInstance,
  store: CounterStore,
  windows: Record<LimitKind, RateLimitWindow>,
): Promise<LimitHooks> {
  await app.register(fastifyRateLimit, {
    global: false,
    keyGenerator: clientIdentity,
    // The IETF draft's RateLimit-Limit / -Remaining / -Reset names, and Retry-After on a 429.
    enableDraftSpec: true,
    store: class {
      constructor() {
        return store;
      }
    } as never,
  });
  const hooks: LimitHooks = {};
  for (const kind of Object.keys(LIMIT_TEXT) as LimitKind[]) {
    const { max, windowMs } = windows[kind];
    if (max === 0) continue;
    hooks[kind] = app.rateLimit({
      max,
      timeWindow: windowMs,
      // One store for all: each limit counts under its own prefix.
      keyGenerator: (request) => `${kind}:${clientIdentity(request)}`,
      errorResponseBuilder: (_request, { statusCode, ttl }) => {
        const seconds = Math.max(1, Math.ceil(ttl / 1000));
        return Object.assign(new Error(LIMIT_TEXT[kind](waitText(seconds))), {
          statusCode,
          retryAfterSeconds: seconds,
        });
      },
    });
  }
  return hooks;
}
