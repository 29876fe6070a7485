import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { PLAYWRIGHT_CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/e2e/chromium';
import {
  E2E_API_KEY,
  E2E_MODEL,
  FAKE_UPSTREAM_ORIGIN,
  FAKE_UPSTREAM_PORT,
  OFFLINE_APP_PORT,
  OFFLINE_APP_URL,
  UPSTREAM_APP_PORT,
  UPSTREAM_APP_URL,
} from './tests/support/e2e/servers';

// The tests run the built app, as production does; fail early with the fix rather than a server timeout.
if (!existsSync('dist/server/main.js') || !existsSync('dist/web/index.html')) {
  throw new Error('The e2e tests run the built app: run `npm run build` first.');
}

/** Both app servers: the built server, quiet unless something goes wrong. */
const app = (port: number, url: string, env: Record<string, string>) => ({
  command: 'node dist/server/main.js',
  url: `${url}/api/health`,
  reuseExistingServer: false,
  // A start on a busy machine; the server is healthy as soon as it answers.
  timeout: 90_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  // Every test comes from 127.0.0.1: the production limit of 30 per 10 minutes would cut the suite
  // short, and so would the per-client write, export, read, new-workspace and connection limits (each
  // browser context is a new workspace: from the 21st on, saves were refused with 429, so which tests
  // failed depended on their order). tests/server/abuse.test.ts tests those limits.
  // Saved work is kept in memory: each run starts empty and leaves nothing behind. Each browser
  // context has its own workspace cookie, so parallel tests never see each other's work.
  env: {
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000',
    WRITE_RATE_LIMIT_MAX: '0',
    EXPORT_RATE_LIMIT_MAX: '0',
    READ_RATE_LIMIT_MAX: '0',
    NEW_WORKSPACES_MAX: '0',
    MAX_CONNECTIONS_PER_CLIENT: '0',
    AI_MAX_CONCURRENCY_PER_CLIENT: '1000',
    DATA_DIR: 'memory://',
    DATABASE_URL: '',
    ...env,
  },
});

/** Where `npm run screens` keeps its baseline (tests/e2e/screens.spec.ts); the spec runs only then. */
const SCREENS_DIR = process.env.SCREENS_DIR;

export default defineConfig({
  testDir: 'tests/e2e',
  testIgnore: SCREENS_DIR ? [] : ['**/screens.spec.ts'],
  ...(SCREENS_DIR && { snapshotPathTemplate: `${SCREENS_DIR}/{arg}{ext}` }),
  // Tests in a file may share a worker's browser but no state; the fake-upstream file opts into serial mode.
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Hang detectors, not speed checks: on a shared 2-core machine running two browsers and three
  // servers, a page that takes 5 s to settle or a flow of several generations past 30 s is load,
  // not a bug (the CI run of 29 Nov failed 6 of 179 this way, each passing alone).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    // As a founder who asked the system for reduced motion: the app's spinners, pulses and
    // transitions end at once (styles.css), so pages settle without drawing frames and clicks wait
    // for no movement. On 31 tests that took 26% less wall and CPU (docs/decisions.md, "The suite
    // under load"). The motion itself stays covered: the specs where things move (Present mode,
    // the sidebar) opt back in with `test.use({ reducedMotion: 'no-preference' })`.
    reducedMotion: 'reduce',
    baseURL: OFFLINE_APP_URL,
    // A trace only of a retried test (CI retries each failure once; run with `--trace on` to trace
    // every test): recording one for every test, kept only on failure, cost a quarter of the
    // suite's CPU (docs/decisions.md, "The browsers the tests start open no address-bar popup").
    trace: 'on-first-retry',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        // Debian's Chromium: no downloaded browsers on this machine (and no network to fetch them).
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: [...PLAYWRIGHT_CHROMIUM_ARGS],
        },
      },
    },
  ],
  webServer: [
    {
      command: 'npx tsx tests/fake-upstream/cli.ts',
      url: `${FAKE_UPSTREAM_ORIGIN}/__control/requests`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { FAKE_UPSTREAM_PORT: String(FAKE_UPSTREAM_PORT) },
    },
    // Empty values on purpose: a key in the developer's shell must not turn offline mode off.
    app(OFFLINE_APP_PORT, OFFLINE_APP_URL, { OPENAI_API_KEY: '', AI_BASE_URL: '' }),
    app(UPSTREAM_APP_PORT, UPSTREAM_APP_URL, {
      AI_BASE_URL: `${FAKE_UPSTREAM_ORIGIN}/v1`,
      OPENAI_API_KEY: E2E_API_KEY,
      AI_MODEL: E2E_MODEL,
    }),
  ],
});
