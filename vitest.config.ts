import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The screen tests: every `.test.tsx`, and the few `.test.ts` that need a DOM. They run in jsdom
 * with Testing Library's setup; everything else runs in plain Node without either (`npm run
 * test:unit` runs both projects; `--project node` or `--project jsdom` runs one).
 */
const DOM_TESTS = ['src/**/*.test.tsx', 'tests/web/**/*.test.tsx', 'src/web/lib/leave-guard.test.ts'];

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    restoreMocks: true,
    // A hang detector, not a speed check: CPU-bound tests (property runs, renders) stretch on a busy shared machine.
    testTimeout: 30_000,
    projects: [
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
          exclude: [...configDefaults.exclude, ...DOM_TESTS],
          environment: 'node',
          setupFiles: ['tests/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'jsdom',
          include: DOM_TESTS,
          environment: 'jsdom',
          setupFiles: ['tests/setup.ts', 'tests/setup-dom.ts'],
        },
      },
    ],
  },
});
