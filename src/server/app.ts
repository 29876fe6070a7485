import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { toolPath, tools } from '@/core/tools/listings';
import type { Config } from './config';
import { GenerationTracker } from './generation/generation-tracker';
import { STOP_MESSAGES } from './generation/messages';
import { allowedHostsOnly } from './guards/allowed-hosts';
import { watchMethods } from './guards/method-not-allowed';
import { MemorySlots, RedisSlots } from './guards/client-slots';
import { SharedRedis } from './lib/redis';
import { providerFor, type Provider } from './providers';
import { generateRoutes } from './routes/generate';
import { workspaceRoutes } from './routes/workspace';
import { securityHeaders } from './security-headers';
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
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Refuses new requests, lets live generations finish (up to `graceMs`), then stops the rest. */
    drain(graceMs?: number): Promise<void>;
  }
}

/**
 * Fastify 5.12 ignores a numeric trustProxy (it trusts no hop at all), so every client behind a
 * proxy would share the proxy's address and its limits. A hop count is the classic rule, written out.
 */
function trustProxyOption(trustProxy: Config['trustProxy']): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof trustProxy === 'number' ? (_address, hop) => hop < trustProxy : trustProxy;
}

/** Builds the whole HTTP app without listening: main.ts starts it, tests inject requests into it. */
export async function buildApp({ config, provider = providerFor(config), database, staticDir, logger = false }: AppOptions): Promise<FastifyInstance> {
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
    if (!(await database.ping())) app.log.warn({ database: database.kind }, 'database unavailable at start: generation works, saving waits for it');
  });

  // First of all: a request addressed to a name the server does not answer to gets nothing else.
  allowedHostsOnly(app, config.allowedHosts);
  securityHeaders(app);
  app.addHook('onRequest', async (_request, reply) => {
    if (tracker.isDraining) return reply.code(503).header('connection', 'close').header('retry-after', 5).send({ error: STOP_MESSAGES.restarting });
  });
  app.decorate('drain', (graceMs = config.shutdownGraceMs) => tracker.drain(graceMs));

  // The API takes JSON only: a cross-site form can send text/plain without a preflight, so that parser goes.
  app.removeContentTypeParser('text/plain');

  app.setErrorHandler((error: { statusCode?: number; message: string; retryAfterSeconds?: unknown }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    // Client errors say what was wrong; server errors never show internals.
    // A refusal that says when to come back (the rate limit's 429) says it in the body too.
    const retryAfterSeconds = status === 429 && typeof error.retryAfterSeconds === 'number' ? { retryAfterSeconds: error.retryAfterSeconds } : {};
    return reply.code(status).send({ error: status >= 500 ? 'Internal Server Error' : error.message, ...retryAfterSeconds });
  });

  const apiMethods = watchMethods(app, '/api/');

  // The API in its own scope, so that only its answers are compressed on the fly: JSON (the
  // workspace, its export) is; event streams are not compressible to the plugin (text/event-stream is
  // not in mime-db), so each event still leaves as soon as it is written. The web app's files are
  // compressed once, at build time (scripts/precompress.mjs), and sent as they are.
  await app.register(async (api) => {
    await api.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024, brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } } });
    api.get('/api/health', async () => ({
      status: 'ok',
      provider: provider.name,
      model: provider.model,
      database: { kind: database.kind, up: await database.ping() },
    }));
    await api.register(workspaceRoutes, { store: workspace });
    await api.register(generateRoutes, {
      provider,
      tracker,
      limits: {
        timeoutMs: config.ai.timeoutMs,
        firstTokenTimeoutMs: config.ai.firstTokenTimeoutMs,
        idleTimeoutMs: config.ai.idleTimeoutMs,
        heartbeatMs: config.ai.heartbeatMs,
      },
      maxConcurrency: config.ai.maxConcurrency,
      perClient: { slots, max: config.ai.maxConcurrencyPerClient },
      rateLimit: { ...config.rateLimit, redis },
      store: workspace,
    });
  });

  // The landing footer links to short tool paths (docs/product.md §2); send them to the real screens.
  for (const tool of tools) {
    app.get(`/${tool.route}`, async (_request, reply) => reply.redirect(toolPath(tool.id), 301));
  }

  const hasWebApp = staticDir !== undefined && existsSync(join(staticDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      // The .br and .gz files scripts/precompress.mjs wrote, whichever the browser accepts best.
      preCompressed: true,
      // Off, or @fastify/static writes its own default after setHeaders and overwrites ours.
      cacheControl: false,
      setHeaders(res, path) {
        // Vite puts content hashes in asset names, so they never change; index.html must be revalidated (ETag) every time.
        res.setHeader('cache-control', path.includes(join('assets', '')) ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The answer depends on Accept-Encoding (a .br, a .gz or the file itself): caches must keep them apart.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // A missing script or image must stay a 404: answering it with the page breaks the browser's module loading.
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(path);
    // Client routes (and unknown paths, which the app shows as its 404 page) all get the app.
    if (hasWebApp && isPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    const allow = path.startsWith('/api/') ? apiMethods(path) : [];
    if (allow.length > 0) return reply.code(405).header('allow', allow.join(', ')).send({ error: `Method ${request.method} is not allowed on ${path}; use ${allow.join(', ')}` });
    return reply.code(404).send({ error: `Not found: ${request.method} ${path}` });
  });

  return app;
}
