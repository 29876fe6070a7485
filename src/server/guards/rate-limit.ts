import type { SharedRedis } from '../lib/redis';

export interface Hit {
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Until the window resets. */
  resetInMs: number;
}

/** Counts requests per key in fixed windows. */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<Hit>;
}

/** Per-instance counts: right for one server, and the fallback when Redis is unreachable. */
export class MemoryStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  async hit(key: string, windowMs: number): Promise<Hit> {
    const now = Date.now();
    if (this.windows.size > 10_000) this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count++;
    return { count: window.count, resetInMs: window.resetAt - now };
  }

  /** Drops finished windows so memory stays bounded by the clients of one window. */
  private sweep(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/**
 * Counts in Redis, so every instance behind a load balancer shares one limit. When Redis cannot
 * be reached, each instance falls back to its own memory counts (a looser limit, never an outage).
 */
export class RedisStore implements RateLimitStore {
  private readonly fallback = new MemoryStore();

  constructor(
    private readonly redis: SharedRedis,
    private readonly prefix = 'venturekit:rl:',
  ) {}

  async hit(key: string, windowMs: number): Promise<Hit> {
    // While disconnected, count in memory at once rather than make the request wait on Redis.
    if (!this.redis.isReady) {
      this.redis.warn(new Error(`Redis connection is ${this.redis.client.status}`));
      return this.fallback.hit(key, windowMs);
    }
    try {
      const results = await this.redis.client.multi().incr(this.prefix + key).pexpire(this.prefix + key, windowMs, 'NX').pttl(this.prefix + key).exec();
      const count = Number(results?.[0]?.[1]);
      const ttl = Number(results?.[2]?.[1]);
      if (!Number.isFinite(count)) throw new Error('unexpected reply from Redis');
      return { count, resetInMs: ttl > 0 ? ttl : windowMs };
    } catch (error) {
      this.redis.warn(error);
      return this.fallback.hit(key, windowMs);
    }
  }
}
