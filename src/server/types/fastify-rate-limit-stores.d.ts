// @fastify/rate-limit ships its counters as plain CommonJS files without types.
declare module '@fastify/rate-limit/store/LocalStore.js' {
  type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
  export default class LocalStore {
    constructor(continueExceeding: boolean, exponentialBackoff: boolean, cache?: number);
    incr(key: string, callback: Callback, timeWindow: number, max: number): void;
    /** The count without adding to it (11.2: for a peek before a request counts). */
    read(key: string, callback: Callback, timeWindow: number, max: number): void;
  }
}

declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { Redis } from 'ioredis';
  type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
  export default class RedisStore {
    constructor(continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key?: string);
    incr(key: string, callback: Callback, timeWindow: number, max: number): void;
    /** The count without adding to it (11.2: for a peek before a request counts). */
    read(key: string, callback: Callback, timeWindow: number, max: number): void;
  }
}
