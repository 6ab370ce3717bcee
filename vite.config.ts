/**
 * Vite build of the PWA: React, Tailwind, the service worker (vite-plugin-pwa, Workbox, prompt-to-
 * reload), path aliases shared with tsconfig.json, and a dev proxy to the API on PORT (8787).
 * `__BANK_STATS__` is the question bank's figures (content/site/compute-bank-stats.ts), computed
 * here at build time so pages show real counts without shipping the bank; `__RESOURCES__` is the
 * guide catalogue with each PDF's size (content/site/compute-resources.ts; `npm run build` builds
 * the PDFs first); `__LAUNCH__` is LAUNCH_DATE, checked, and whether it had passed at build (content/site/launch-config.ts). The landing page is
 * prerendered into index.html and /question-bank into question-bank.html, which the precache
 * answers /question-bank with (Workbox's cleanURLs), scripts/build/prerender-plugin.ts; app.html,
 * the plain shell, answers every other page path offline.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { FIRMS } from './content/options.ts';
import { RAW_QUESTION_BANK } from './content/question-bank.ts';
import { computeBankStats } from './content/site/compute-bank-stats.ts';
import { computeResources } from './content/site/compute-resources.ts';
import { launchAtBuild } from './content/site/launch-config.ts';
import { bankChunkFileName, bankChunks } from './scripts/build/bank-chunks-plugin.ts';
import { MANIFEST_FILE, stableManifest } from './scripts/build/manifest-plugin.ts';
import { offlinePack } from './scripts/build/offline-pack-plugin.ts';
import { prerenderLanding, SPA_SHELL } from './scripts/build/prerender-plugin.ts';
import { GUIDES_CACHE, OFFLINE_PACK_CACHE } from './src/config/caches.ts';

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const apiPort = process.env.PORT ?? '8787';
// DIST_DIR lets parallel checkouts build side by side; dist/ otherwise. Vite empties only an outDir
// inside the project by default: emptyOutDir below empties DIST_DIR too, so no earlier build's
// hashed files are served or listed in the precache.
const outDir = process.env.DIST_DIR ?? 'dist';
// The install precache holds the shell and the public routes; every other chunk is in the offline
// pack (offline-pack.json) that the app fetches at idle after the first interaction.
const pack = offlinePack(outDir);

export default defineConfig({
  define: {
    __BANK_STATS__: JSON.stringify(computeBankStats(RAW_QUESTION_BANK, FIRMS)),
    __RESOURCES__: JSON.stringify(computeResources(RAW_QUESTION_BANK, dir('./public/resources/'))),
    __LAUNCH__: JSON.stringify(launchAtBuild(process.env.LAUNCH_DATE, Date.now())),
  },
  resolve: {
    alias: {
      '@/': dir('./src/'),
      '@core/': dir('./core/'),
      '@content/': dir('./content/'),
      '@api/': dir('./api/'),
    },
  },
  plugins: [
    react(),
    tailwindcss(),
    bankChunks(),
    prerenderLanding(),
    stableManifest(dir(`./${MANIFEST_FILE}`)),
    pack.plugin,
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,woff2}'],
        // The manifest's install-sheet screenshots are for stores and install prompts, not offline use.
        globIgnores: ['screenshots/**'],
        manifestTransforms: [pack.manifestTransform],
        navigateFallback: `/${SPA_SHELL}`,
        navigateFallbackDenylist: [/^\/api\//, /^\/auth\/v1\//, /^\/resources\/.+\.pdf$/],
        cleanupOutdatedCaches: true,
        // The size limit applies before the split: a large pack chunk (the question bank) must still
        // reach offline-pack.json, so the limit is above Workbox's 2 MiB default.
        maximumFileSizeToCacheInBytes: 6 * 1024 * 1024,
        // A module's questions and progress: served from the cache at once (also offline), refreshed
        // in the background. The app keeps its own copy in Dexie too; progress merges as a union.
        runtimeCaching: [
          // Hashed build files outside the precache (the offline pack's chunks): answered from the
          // cache the app fills at idle (src/lib/offline-pack/), or from the network and kept, so a
          // page opened once online under the service worker also opens offline.
          {
            urlPattern: ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: OFFLINE_PACK_CACHE, cacheableResponse: { statuses: [200] } },
          },
          // PDF guides: answered from the cache the app fills with cache.add() (first open, "Save all
          // for offline"); fetched from the network and kept only when not cached yet.
          {
            urlPattern: ({ url, request }) => request.method === 'GET' && /^\/resources\/[\w-]+\.pdf$/.test(url.pathname),
            handler: 'CacheFirst',
            options: { cacheName: GUIDES_CACHE, cacheableResponse: { statuses: [200] } },
          },
          {
            urlPattern: ({ url, request }) => request.method === 'GET' && url.pathname.startsWith('/api/module-questions/'),
            handler: 'StaleWhileRevalidate',
            options: { cacheName: 'greenshoe-module-questions', cacheableResponse: { statuses: [200] }, expiration: { maxEntries: 200 } },
          },
          {
            urlPattern: ({ url, request }) => request.method === 'GET' && url.pathname.startsWith('/api/module-progress/'),
            handler: 'StaleWhileRevalidate',
            options: { cacheName: 'greenshoe-module-progress', cacheableResponse: { statuses: [200] }, expiration: { maxEntries: 200 } },
          },
        ],
      },
    }),
  ],
  server: {
    proxy: {
      '/api': `http://localhost:${apiPort}`,
      '/auth/v1': `http://localhost:${apiPort}`,
    },
  },
  // The question bank's chunks get recognisable names (bank-index-*, bank-topic-<file>-*).
  build: {
    target: 'es2022',
    sourcemap: false,
    outDir,
    emptyOutDir: true,
    rollupOptions: { output: { chunkFileNames: (chunk) => bankChunkFileName(chunk.facadeModuleId) ?? 'assets/[name]-[hash].js' } },
  },
});
