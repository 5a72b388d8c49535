import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { formContextOnly } from './vite-form-context.ts';
import { precompress } from './vite-precompress.ts';
import { scrollbarSizeOnce } from './vite-scrollbar-size.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';
const apiPrefixes = ['system', 'manage', 'statistics', 'systeme', 'video', 'ingest', 'media', 'docs', 'health'];
// A whole first path segment only: `/manage/users` goes to the API, the page `/manage-users` stays with Vite.
// Leading slashes may repeat (`//video/reject`, spec 7).
const apiPathPattern = `^/+(${apiPrefixes.join('|')})(/|\\?|$)`;

export default defineConfig({
  root: webRoot,
  plugins: [formContextOnly(), scrollbarSizeOnce(), react(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { [apiPathPattern]: { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // dist/.vite/manifest.json: what scripts/bundle-budget.mjs measures.
    manifest: true,
    // The lazy chart chunk (ECharts, ~180 KB gzip) is the largest; every route stays lazy-loaded.
    chunkSizeWarningLimit: 600,
  },
});
