import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The server is bundled into one ESM file; npm dependencies stay external and load from node_modules.
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    ssr: 'src/server/main.ts',
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    rollupOptions: { output: { entryFileNames: 'main.js' } },
  },
});
