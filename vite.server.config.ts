import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The server is bundled into ESM files; npm dependencies stay external and load from node_modules.
// Three entries: main.js; render-worker.js, the export threads' module (render-pool.ts starts it
// from beside main.js); and database-thread.js, the embedded database's thread (threaded-embedded.ts). Shared chunks sit beside them too, so `import.meta.url` is dist/server/ in
// whichever file the pool's code lands.
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    ssr: true,
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    rollupOptions: {
      input: {
        main: 'src/server/main.ts',
        'render-worker': 'src/server/exports/render-worker.ts',
        'database-thread': 'src/server/store/database-thread.ts',
      },
      output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
});
