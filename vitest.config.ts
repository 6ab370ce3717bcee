/**
 * Vitest projects: `unit` (core logic and browser modules under jsdom with fake-indexeddb) and
 * `api` (the Hono app through app.request() on PGlite, or on TEST_DATABASE_URL when it is set).
 */
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'jsdom', setupFiles: ['tests/unit/setup.ts'] },
        },
        {
          extends: true,
          test: { name: 'api', include: ['tests/api/**/*.test.ts'], environment: 'node', testTimeout: 30_000, hookTimeout: 60_000 },
        },
      ],
    },
  }),
);
