/**
 * Vitest projects: `unit` (core logic and browser modules under jsdom with fake-indexeddb) and
 * `api` (the Hono app through app.request() on PGlite, or on TEST_DATABASE_URL when it is set), and
 * with TEST_DATABASE_URL `several-servers` (two API processes sharing that database).
 * The unit and api projects open databases in hooks (the unit project's sync tests boot PGlite),
 * which takes well over vitest's default 10 s on a loaded 2-core machine: DATABASE_HOOK_TIMEOUT_MS
 * gives them room. A jsdom test that renders a page, lazily imports its chunks and runs the device
 * coach takes seconds at a load of 20 on 2 cores, beyond vitest's 5 s default: COMPONENT_TEST_TIMEOUT_MS.
 */
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * Longest a before/after hook may take when it opens, migrates or closes a database, in ms. Opening
 * a sync world (PGlite, migrations, the app) took 12–22 s at a load of 9 on 2 cores and passed 60 s
 * at loads of 20 and more, with several files opening theirs at once.
 */
const DATABASE_HOOK_TIMEOUT_MS = 180_000;
/** Longest a unit test may take (jsdom renders, lazy chunks, the device coach), in ms. */
const COMPONENT_TEST_TIMEOUT_MS = 20_000;

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'jsdom', setupFiles: ['tests/unit/setup.ts'], testTimeout: COMPONENT_TEST_TIMEOUT_MS, hookTimeout: DATABASE_HOOK_TIMEOUT_MS },
        },
        {
          extends: true,
          test: { name: 'api', include: ['tests/api/**/*.test.ts'], environment: 'node', testTimeout: 30_000, hookTimeout: DATABASE_HOOK_TIMEOUT_MS },
        },
        // Two API processes on one PostgreSQL: only with a database to share (CI's PostgreSQL step).
        ...(process.env.TEST_DATABASE_URL
          ? [{ extends: true as const, test: { name: 'several-servers', include: ['tests/several-servers/**/*.test.ts'], environment: 'node', testTimeout: 60_000, hookTimeout: 120_000 } }]
          : []),
      ],
    },
  }),
);
