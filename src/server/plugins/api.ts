import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { RenderPool } from '../exports/render-pool';
import type { GenerationTracker } from '../generation/generation-tracker';
import type { ClientSlots } from '../guards/client-slots';
import type { SharedRedis } from '../lib/redis';
import type { Provider } from '../providers';
import { exportRoutes } from '../routes/exports';
import { generateRoutes } from '../routes/generate';
import { workspaceRoutes } from '../routes/workspace';
import type { Database } from '../store/database';
import type { Store } from '../store/store';

export interface ApiOptions {
  config: Config;
  provider: Provider;
  database: Database;
  store: Store;
  tracker: GenerationTracker;
  slots: ClientSlots;
  redis: SharedRedis | undefined;
  /** Renders export files in worker threads, EXPORT_WORKERS at a time. */
  renderPool: RenderPool;
}

/**
 * The API, in its own scope so that only its answers are compressed on the fly: JSON (the
 * workspace, its export) is; event streams are not compressible to the plugin (text/event-stream is
 * not in mime-db), so each event still leaves as soon as it is written. The web app's files are
 * compressed once, at build time (scripts/precompress.mjs), and sent as they are.
 */
export async function api(
  app: FastifyInstance,
  { config, provider, database, store, tracker, slots, redis, renderPool }: ApiOptions,
) {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  app.get('/api/health', async () => ({
    status: 'ok',
    provider: provider.name,
    model: provider.model,
    database: { kind: database.kind, up: await database.ping() },
  }));
  await app.register(workspaceRoutes, { store });
  await app.register(exportRoutes, { pool: renderPool });
  await app.register(generateRoutes, {
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
    store,
  });
}
