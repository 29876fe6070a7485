import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * One Redis connection per instance, shared by everything that counts across instances (the rate
 * limit, per-client generation slots). Those fall back to counting in memory while it is down,
 * so a request never waits on Redis, and this says so in the log, at most once a minute.
 */
export class SharedRedis {
  readonly client: Redis;
  private lastWarning = 0;

  constructor(
    url: string,
    private readonly log: FastifyBaseLogger,
  ) {
    // Fail fast instead of queueing commands while disconnected: the request must not wait on Redis.
    this.client = new Redis(url, {
      lazyConnect: false,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
    });
    this.client.on('error', (error) => this.warn(error));
  }

  get isReady(): boolean {
    return this.client.status === 'ready';
  }

  /** Resolves once connected, or after `timeoutMs` without failing. */
  async ready(timeoutMs: number): Promise<void> {
    if (this.isReady) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      this.client.once('ready', () => (clearTimeout(timer), resolve()));
    });
  }

  warn(error: unknown): void {
    const now = Date.now();
    if (now - this.lastWarning < 60_000) return;
    this.lastWarning = now;
    this.log.warn({ err: error }, 'Redis unreachable: limits are counted per instance until it is back');
  }

  close(): void {
    this.client.disconnect();
  }
}
