import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppOptions } from '@/server/app';
import { loadConfig, type Config } from '@/server/config';
import { createOfflineProvider } from '@/server/providers/offline';
import { countedDatabase, type CountedDatabase } from './counted-database';
import { useMemoryDatabase } from './test-database';

export interface TestAppOptions extends Partial<Omit<AppOptions, 'config' | 'database'>> {
  /** Listen on 127.0.0.1 (a free port), for tests that need a real socket; `url` is then set. */
  listen?: boolean;
}

const UNPACED_OFFLINE = createOfflineProvider({ delayMs: 0 });

export interface TestApp {
  readonly app: FastifyInstance;
  /** http://127.0.0.1:port when listening. */
  readonly url: string;
  /** The app's database, for a test that checks what is stored or counts the statements a request costs. */
  readonly database: CountedDatabase;
}

/**
 * The app as a test file uses it: built from environment-style settings (as the server reads
 * them) on an in-memory database of its own, before the file's tests, and closed after them.
 * Call at the top of a file or a describe block, after the hooks that start what it needs.
 * The offline provider answers at once, unpaced: its 12 ms between chunks is for a founder to see
 * the result fill in, and made the server's tests wait about a second per generation. A test that
 * acts while a generation runs passes the paced one (`provider: createOfflineProvider()`).
 */
export function useTestApp(
  env: Record<string, string> | (() => Record<string, string>) = {},
  settings: TestAppOptions | ((config: Config) => TestAppOptions) = {},
): TestApp {
  const database = countedDatabase(useMemoryDatabase());
  let app: FastifyInstance | undefined;
  let url = '';
  beforeAll(async () => {
    // Functions are read here, so they can use what an earlier beforeAll started (a fake upstream's URL).
    const config = loadConfig(typeof env === 'function' ? env() : env);
    const { listen = false, ...options } = typeof settings === 'function' ? settings(config) : settings;
    const provider = options.provider ?? (config.provider === 'offline' ? UNPACED_OFFLINE : undefined);
    app = await buildApp({ ...options, ...(provider && { provider }), database, config });
    if (listen) {
      await app.listen({ port: 0, host: '127.0.0.1' });
      url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    } else {
      await app.ready();
    }
  });
  afterAll(async () => {
    await app?.close();
  });
  return {
    get app() {
      if (!app) throw new Error('The test app exists only while the tests run.');
      return app;
    },
    get url() {
      return url;
    },
    database,
  };
}
