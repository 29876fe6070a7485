import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The screen tests: every `.test.tsx`, and the few `.test.ts` that need a DOM. They run in jsdom
 * with Testing Library's setup; everything else runs in plain Node without either.
 */
const DOM_TESTS = ['src/**/*.test.tsx', 'tests/web/**/*.test.tsx', 'src/web/lib/leave-guard.test.ts'];
/**
 * Screen tests that need a window and modules no earlier file has touched: code loading on first
 * use (the financial model's report held back), and the page's beforeunload listeners (with shared
 * workers, leave-guard-sites saw one left by an earlier file, once in a full run).
 */
const FRESH_MODULE_DOM_TESTS = [
  'src/web/components/ui/lazy-menu.test.tsx',
  'src/web/components/ui/toaster.test.tsx',
  'src/web/lib/leave-guard-sites.test.tsx',
  'src/web/tools/financials-focus.test.tsx',
];
/** The pure core: no server, no globals, nothing a file could leave behind for the next. */
const CORE_TESTS = ['src/core/**/*.test.ts'];
/**
 * Node tests that replace a module (`vi.mock`): with modules shared between files, the mock could
 * reach a later file, or an earlier file's copy of the module this one. They get modules of their own.
 */
const FRESH_MODULE_NODE_TESTS = ['src/server/providers/retry.test.ts'];

/*
 * Five projects (`npm run test:unit` runs them all; `--project <name>` runs one). Isolation (a
 * fresh module graph per file) is paid only by the few files that replace modules or need a first
 * load: every other file shares its worker's modules. On the 2-core machine that took the core from
 * 116 s to 19 s, the screens from 6.1 to 2.4 minutes, and the server's files from 11.2 to 7.9
 * minutes of CPU, each having imported the whole server again (README, "The test suite"). What a
 * server test starts (apps, ports, databases, timers) it stops itself, and reads no environment of
 * its own: each app takes its settings as arguments.
 */
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    restoreMocks: true,
    // A hang detector, not a speed check: CPU-bound tests (property runs, renders) stretch on a busy shared machine.
    testTimeout: 30_000,
    // Vitest's default is one worker fewer than the cores: one, on the 2-core machine, which left a
    // core idle while the server's files wait on the processes they start (README, "The test suite").
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'core',
          include: CORE_TESTS,
          environment: 'node',
          setupFiles: ['tests/setup.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          include: [
            'src/**/*.test.ts',
            'tests/server/**/*.test.ts',
            'tests/exports/**/*.test.ts',
            'tests/fake-upstream/**/*.test.ts',
            'tests/support/**/*.test.ts',
            'tests/web/**/*.test.ts',
            'tests/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, ...DOM_TESTS, ...CORE_TESTS, ...FRESH_MODULE_NODE_TESTS],
          environment: 'node',
          setupFiles: ['tests/setup.ts'],
          isolate: false,
          // One migrated database for the run, which each file's in-memory database starts from, and
          // the servers started as processes open a copy of (tests/support/server/test-database.ts).
          globalSetup: ['tests/setup-database.ts'],
          // Two files at once share the cores with the servers, databases and LibreOffice they start:
          // on a loaded machine a whole-app test (or a hook starting PostgreSQL) can pass 30 s without
          // hanging. One limit for all of them: no test sets a lower one of its own.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'node-fresh',
          include: FRESH_MODULE_NODE_TESTS,
          environment: 'node',
          setupFiles: ['tests/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'jsdom',
          include: DOM_TESTS,
          exclude: [...configDefaults.exclude, ...FRESH_MODULE_DOM_TESTS],
          environment: 'jsdom',
          setupFiles: ['tests/setup.ts', 'tests/setup-dom.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'jsdom-fresh',
          include: FRESH_MODULE_DOM_TESTS,
          environment: 'jsdom',
          setupFiles: ['tests/setup.ts', 'tests/setup-dom.ts'],
        },
      },
    ],
  },
});
