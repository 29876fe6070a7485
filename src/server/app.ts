import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyHttpOptions,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import type { Config } from './config';
import { RenderPool } from './exports/render-pool';
import { startHousekeeping } from './housekeeping';
import { STALE_AFTER_MS } from './generation/durable';
import { GenerationFollowers } from './generation/followers';
import { LiveChanges } from './live/live-changes';
import { GenerationTracker } from './generation/generation-tracker';
import { workQueue } from './generation/settle-queue';
import { MemorySlots, RedisSlots } from './guards/client-slots';
import { capConnectionsPerClient } from './guards/connection-cap';
import { keepConnectionsWhileAnswering } from './guards/idle-while-answering';
import { watchMethods } from './guards/method-not-allowed';
import { clientIdentity, countOne, counterStore, waitText, type CounterStore } from './guards/rate-limit';
import { SharedRedis } from './lib/redis';
import { api } from './plugins/api';
import { requestGuards } from './plugins/request-guards';
import { webApp } from './plugins/web-app';
import { shareRoutes } from './share/routes';
import { providerFor, type Provider } from './providers';
import type { Database } from './store/database';
import { serverKeyRepository } from './store/repositories/server-keys';
import { createStore, type Store } from './store/store';
import { TooManyWorkspaces, workspaceIdentity } from './workspace/identity';
import { memberIdentity } from './accounts/member-identity';
import { sessionCookies } from './accounts/sessions';
import { mailOutbox, smtpMailer } from './mail/mailer';

/** How much longer than AI_TIMEOUT_MS a per-client generation slot is leased in Redis. */
export const SLOT_LEASE_MARGIN_MS = 60_000;

/** Largest request body accepted unless a route says otherwise; a generation request is a few short fields. */
export const BODY_LIMIT = 64 * 1024;
/** Longest path parameter the router takes; longer ids reach the route's own check (a 400 in our words). */
const MAX_PARAM_LENGTH = 1000;
/** How often Node checks requests against REQUEST_TIMEOUT (its default, 30 s, would let a stalled upload outlive it). */
const REQUEST_TIMEOUT_CHECK_MS = 1000;
/**
 * Longest the start may wait for one of its hooks, the database's opening among them (below): the
 * embedded database's first start takes about 3 s on the 2-core machine and several times that on a
 * busy one, and Fastify's default of 10 s refused to start a healthy server at a load average of 14.
 */
export const START_HOOK_TIMEOUT_MS = 120_000;

export interface AppOptions {
  config: Config;
  /** Defaults to the provider the configuration asks for. */
  provider?: Provider;
  /** Where founders' work is kept. Its opener closes it (main.ts, after the last stream): tests share one across apps. */
  database: Database;
  /** The built web app (dist/web); without it only the API is served. */
  staticDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Longest a generation's save may take before `done` says it was not saved (tests shorten it). */
  saveTimeoutMs?: number;
  /** Defaults to `config.exports.workers` render threads; the app closes it either way. */
  renderPool?: RenderPool;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Refuses new requests, lets live generations finish (up to `graceMs`), then stops the rest. */
    drain(graceMs?: number): Promise<void>;
    /** The threads that render export files (EXPORT_WORKERS), closed with the app. */
    readonly renderPool: RenderPool;
    /** The generations followed on this instance (their reads are counted: tests check). */
    readonly followers: GenerationFollowers;
    /** The open tabs following their workspace's changes on this instance. */
    readonly live: LiveChanges;
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
 * Who owns which workspace: signed cookies (the key kept in the database, read once), and a cap on
 * the workspaces one client may make per window.
 */
function identityOf(store: Store, counters: CounterStore, config: Config) {
  let key: Promise<Buffer> | undefined;
  return workspaceIdentity({
    key: () => {
      key ??= serverKeyRepository(store.db)
        .key('workspace-cookie')
        .catch((error: unknown) => {
          key = undefined;
          throw error;
        });
      return key;
    },
    exists: (workspaceId) => store.workspaces.exists(workspaceId),
    admitNew: async (request) => {
      if (config.newWorkspaces.max === 0) return;
      const count = await countOne(counters, `new-workspace:${clientIdentity(request)}`, config.newWorkspaces);
      if (!count.allowed)
        throw new TooManyWorkspaces(
          `Too many new workspaces from your address. Please try again in ${waitText(count.retryAfterSeconds)}.`,
          count.retryAfterSeconds,
        );
    },
  });
}

/**
 * Generations left running by an instance that stopped without ending them (killed, crashed) are
 * marked failed. The embedded database has one server at a time, so every running row there is an
 * orphan; on PostgreSQL only those whose heartbeat went stale (other instances' are alive).
 */
async function failOrphans(store: Store, database: Database, log: FastifyBaseLogger): Promise<void> {
  const failed = await store.generations
    .failStale(database.kind === 'embedded' ? 0 : STALE_AFTER_MS)
    .catch((error: unknown) => (log.warn({ err: error }, 'orphaned generations not checked'), 0));
  if (failed > 0) log.warn({ failed }, 'generations of a stopped server marked failed');
}

/**
 * Opens (and on first start, creates) the database while the server starts, not on a founder's
 * first request; an embedded one that cannot be opened stops the start here. Then deletes what is
 * kept for a time only, from the start on and until the server closes (housekeeping.ts).
 */
function openWithTheServer(app: FastifyInstance, database: Database, store: Store) {
  let stopHousekeeping: (() => void) | undefined;
  app.addHook('onReady', async () => {
    await database.open();
    if (!(await database.ping()))
      app.log.warn({ database: database.kind }, 'database unavailable at start: generation works, saving waits for it');
    else await failOrphans(store, database, app.log);
    stopHousekeeping = startHousekeeping(store, app.log);
  });
  app.addHook('onClose', async () => {
    stopHousekeeping?.();
    await store.heard.close();
  });
}

/** The open tabs' streams of changes, ended before the server waits for its requests (one would never end by itself). */
function liveChanges(app: FastifyInstance, database: Database): LiveChanges {
  const live = new LiveChanges(database, app.log);
  app.decorate('live', live);
  app.addHook('preClose', () => live.close());
  return live;
}

/** Fastify's options: the body limit, proxies, request ids, and the bounds on every connection. */
function serverOptions(config: Config, logger: FastifyServerOptions['logger']) {
  return {
    logger,
    bodyLimit: BODY_LIMIT,
    trustProxy: trustProxyOption(config.trustProxy),
    genReqId: () => randomUUID(),
    // Keep-alive connections with no request in progress must not hold up a shutdown.
    forceCloseConnections: 'idle',
    // A whole request (headers and body) must arrive within REQUEST_TIMEOUT, and no client may stay
    // silent past IDLE_TIMEOUT (the server's own work excepted: guards/idle-while-answering.ts): a
    // stalled upload cannot hold its memory for long.
    requestTimeout: config.network.requestMs,
    connectionTimeout: config.network.idleMs,
    // Node enforces REQUEST_TIMEOUT only while its headers timeout is no longer (its default is 60 s).
    http: {
      connectionsCheckingInterval: REQUEST_TIMEOUT_CHECK_MS,
      headersTimeout: Math.min(config.network.requestMs, 60_000),
    },
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    pluginTimeout: START_HOOK_TIMEOUT_MS,
    // A path Fastify's router refuses (an id past MAX_PARAM_LENGTH, a malformed escape) gets our error shape.
    frameworkErrors: (error, _request, reply) =>
      void (reply as FastifyReply).code(400).send({ error: `The request's path is not valid (${error.message}).` }),
  } satisfies FastifyHttpOptions<Server>;
}

/** The bounds on connections Fastify's options do not set: how many per client, and the idle timer while the server works. */
function boundConnections(app: FastifyInstance, config: Config): void {
  if (config.trustProxy === false) capConnectionsPerClient(app.server, config.network.maxConnectionsPerClient);
  keepConnectionsWhileAnswering(app);
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
  saveTimeoutMs,
  renderPool = new RenderPool({ workers: config.exports.workers }),
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify(serverOptions(config, logger));
  boundConnections(app, config);
  const tracker = new GenerationTracker();
  const redis = config.redisUrl ? new SharedRedis(config.redisUrl, app.log) : undefined;
  if (redis) {
    app.addHook('onReady', () => redis.ready(2000));
    app.addHook('onClose', async () => redis.close());
  }
  // A generation ends by AI_TIMEOUT_MS at the latest; the margin covers saving it. A lease of a crashed instance lapses after that.
  const slots = redis ? new RedisSlots(redis, config.ai.timeoutMs + SLOT_LEASE_MARGIN_MS) : new MemorySlots();
  const workspace = createStore(database);
  const counters = counterStore(redis);
  openWithTheServer(app, database, workspace);
  // Its threads start with the first export; closing the app ends them, so nothing outlives it.
  app.addHook('onClose', async () => renderPool.close());

  await app.register(requestGuards, { allowedHosts: config.allowedHosts, tracker });
  app.decorate('drain', (graceMs = config.shutdownGraceMs) => tracker.drain(graceMs));
  app.decorate('renderPool', renderPool);
  const followers = new GenerationFollowers(workspace);
  app.decorate('followers', followers);
  // Before any API route is registered, so it sees them all.
  const apiMethods = watchMethods(app, '/api/');
  const guest = identityOf(workspace, counters, config);
  const sessions = sessionCookies(workspace.accounts);
  const identity = memberIdentity(guest, sessions, workspace.accounts);
  const mail = config.mail && mailOutbox(smtpMailer(config.mail), app.log);
  // Email on its way is sent before the app closes (each bounded by the SMTP timeouts).
  if (mail) app.addHook('onClose', () => mail.close());
  await app.register(api, {
    config,
    provider,
    database,
    store: workspace,
    tracker,
    slots,
    counters,
    identity,
    accounts: { accounts: workspace.accounts, passkeys: workspace.passkeys, sessions, guest, identity },
    saveTimeoutMs,
    settle: workQueue(),
    renderPool,
    followers,
    mail,
    live: liveChanges(app, database),
  });
  // The public share pages: outside /api, with the same guards (hosts, headers, same-origin posts, limits).
  await app.register(shareRoutes, { store: workspace, counters, pool: renderPool });
  await app.register(webApp, { staticDir, apiMethods });
  return app;
}
