import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'tests/server/**/*.test.ts',
      'tests/exports/**/*.test.ts',
      'tests/fake-upstream/**/*.test.ts',
      'tests/support/**/*.test.ts',
      'tests/web/**/*.test.{ts,tsx}',
      'tests/*.test.ts',
    ],
    // Component tests opt into jsdom with a file comment; everything else runs in Node.
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
    // A hang detector, not a speed check: CPU-bound tests (property runs, renders) stretch on a busy shared machine.
    testTimeout: 30_000,
  },
});
