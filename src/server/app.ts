import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import { RenderPool } from './exports/render-pool';
import { GenerationTracker } from './generation/generation-tracker';
import { MemorySlots, RedisSlots } from './guards/client-slots';
import { watchMethods } from './guards/method-not-allowed';
import { SharedRedis } from './lib/redis';
import { api } from './plugins/api';
import { requestGuards } from './plugins/request-guards';
import { webApp } from './plugins/web-app';
import { providerFor, type Provider } from './providers';
import type { Database } from './store/database';
import { createStore } from './store/store';

/** How much longer than AI_TIMEOUT_MS a per-client generation slot is leased in Redis. */
export const SLOT_LEASE_MARGIN_MS = 60_000;

/** Largest request body accepted; a generation request is a few short fields. */
export const BODY_LIMIT = 64 * 1024;

export interface AppOptions {
  config: Config;
  /** Defaults to the provider the configuration asks for. */
  provider?: Provider;
  /** Where founders' work is kept. Its opener closes it (main.ts, after the last stream): tests share one across apps. */
  database: Database;
  /** The built web app (dist/web); without it only the API is served. */
  staticDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Defaults to `config.exports.workers` render threads; the app closes it either way. */
  renderPool?: RenderPool;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Refuses new requests, lets live generations finish (up to `graceMs`), then stops the rest. */
    drain(graceMs?: number): Promise<void>;
    /** The threads that render export files (EXPORT_WORKERS), closed with the app. */
    readonly renderPool: RenderPool;
  }
}

/**
 * Fastify 5.12 ignores a numeric trustProxy (it trusts no hop at all), so every client behind a
 * proxy would share the proxy's address and its limits. A hop count is the classic rule, written out.
 */
function trustProxyOption(
  trustProxy: Config['trustProxy'],
): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof trustProxy === 'number' ? (_address, hop) => hop < trustProxy : trustProxy;
}

/**
 * Builds the whole HTTP app without listening (main.ts starts it, tests inject requests into it):
 * the shared services, then the plugins in order: request guards, the API, the web app.
 */
export async function buildApp({
  config,
  provider = providerFor(config),
  database,
  staticDir,
  logger = false,
  renderPool = new RenderPool({ workers: config.exports.workers }),
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT,
    trustProxy: trustProxyOption(config.trustProxy),
    genReqId: () => randomUUID(),
    // Keep-alive connections with no request in progress must not hold up a shutdown.
    forceCloseConnections: 'idle',
  });
  const tracker = new GenerationTracker();
  const redis = config.redisUrl ? new SharedRedis(config.redisUrl, app.log) : undefined;
  if (redis) {
    app.addHook('onReady', () => redis.ready(2000));
    app.addHook('onClose', async () => redis.close());
  }
  // A generation ends by AI_TIMEOUT_MS at the latest; the margin covers saving it. A lease of a crashed instance lapses after that.
  const slots = redis ? new RedisSlots(redis, config.ai.timeoutMs + SLOT_LEASE_MARGIN_MS) : new MemorySlots();
  const workspace = createStore(database);
  // Open (and on first start, create) the database while the server starts, not on a founder's first request.
  app.addHook('onReady', async () => {
    if (!(await database.ping()))
      app.log.warn({ database: database.kind }, 'database unavailable at start: generation works, saving waits for it');
  });

  // Its threads start with the first export; closing the app ends them, so nothing outlives it.
  app.addHook('onClose', async () => renderPool.close());

  await app.register(requestGuards, { allowedHosts: config.allowedHosts, tracker });
  app.decorate('drain', (graceMs = config.shutdownGraceMs) => tracker.drain(graceMs));
  app.decorate('renderPool', renderPool);
  // Before any API route is registered, so it sees them all.
  const apiMethods = watchMethods(app, '/api/');
  await app.register(api, { config, provider, database, store: workspace, tracker, slots, redis, renderPool });
  await app.register(webApp, { staticDir, apiMethods });
  return app;
}
