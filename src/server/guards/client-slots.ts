import { randomUUID } from 'node:crypto';
import type { SharedRedis } from '../lib/redis';

/** A generation slot held by one client; release it once, when the generation ends. */
export interface Lease {
  release(): void;
}

/** Counts generations in flight per client, so one address cannot take the whole instance. */
export interface ClientSlots {
  /** One of `client`'s `max` slots, or undefined when all are taken. */
  acquire(client: string, max: number): Promise<Lease | undefined>;
}

/** Per-instance slots: right for one server, and the fallback while Redis is unreachable. */
export class MemorySlots implements ClientSlots {
  private readonly held = new Map<string, number>();

  async acquire(client: string, max: number): Promise<Lease | undefined> {
    const count = this.held.get(client) ?? 0;
    if (count >= max) return undefined;
    this.held.set(client, count + 1);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        const left = (this.held.get(client) ?? 1) - 1;
        // Delete at zero, so the map holds only clients with a generation running.
        if (left > 0) this.held.set(client, left);
        else this.held.delete(client);
      },
    };
  }
}

/**
 * In one step: drop expired leases, count the live ones, and add this one if there is room.
 * Scores are expiry times from Redis's own clock, so instances' clocks need not agree.
 */
const ACQUIRE = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1
`;

/**
 * Slots shared by every instance through Redis. Each slot is a lease that expires on its own
 * after `leaseMs` (longer than a generation can run), so an instance that crashes while holding
 * slots gives them back without anyone releasing them.
 */
export class RedisSlots implements ClientSlots {
  private readonly fallback = new MemorySlots();

  constructor(
    private readonly redis: SharedRedis,
    private readonly leaseMs: number,
    private readonly prefix = 'venturekit:slots:',
  ) {}

  async acquire(client: string, max: number): Promise<Lease | undefined> {
    if (!this.redis.isReady) {
      this.redis.warn(new Error(`Redis connection is ${this.redis.client.status}`));
      return this.fallback.acquire(client, max);
    }
    const key = this.prefix + client;
    const id = randomUUID();
    try {
      const taken = await this.redis.client.eval(ACQUIRE, 1, key, max, this.leaseMs, id);
      if (taken !== 1) return undefined;
    } catch (error) {
      this.redis.warn(error);
      return this.fallback.acquire(client, max);
    }
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        // If this fails the lease still expires on its own.
        this.redis.client.zrem(key, id).catch((error: unknown) => this.redis.warn(error));
      },
    };
  }
}
