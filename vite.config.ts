import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = process.env.PORT ?? '8080';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // The manifest tells the server which chunks each screen needs, so it can preload them with the page.
  build: { outDir: 'dist/web', emptyOutDir: true, manifest: true },
  server: {
    host: '127.0.0.1',
    port: 5173,
    // In development the API runs as its own process (scripts/dev.mjs); Vite forwards to it.
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
});
