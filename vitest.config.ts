/**
 * Vitest projects: `unit` (core logic and browser modules under jsdom with fake-indexeddb) and
 * `api` (the Hono app through app.request() on PGlite, or on TEST_DATABASE_URL when it is set), and
 * with TEST_DATABASE_URL `several-servers` (two API processes sharing that database).
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
        // Two API processes on one PostgreSQL: only with a database to share (CI's PostgreSQL step).
        ...(process.env.TEST_DATABASE_URL
          ? [{ extends: true as const, test: { name: 'several-servers', include: ['tests/several-servers/**/*.test.ts'], environment: 'node', testTimeout: 60_000, hookTimeout: 120_000 } }]
          : []),
      ],
    },
  }),
);
