/**
 * Node entry (`npm start`): reads the environment, checks the question bank can be read, opens the
 * database, migrates it and seeds the question bank when either changed since the last start
 * (api/db/prepare-database.ts), sets up sign-in (embedded auth with its key under DATA_DIR, or
 * Supabase), and serves the API, /auth/v1 and the built PWA on one port. Prints the URL and the mode
 * of every concern; exits 1 with a clear message when the configuration, the build or the database
 * is unusable.
 */
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createAiProvider } from './ai/create-provider';
import { serverQuestionBank } from './bank/question-bank';
import { createApp } from './app';
import { authFromEnv } from './auth/create-auth';
import { readEnv, siteUrlOf } from './config/env';
import { deriveModes } from './config/modes';
import { createDatabase } from './db/client';
import { createPostgresCounters } from './db/postgres-counters';
import { prepareDatabase } from './db/prepare-database';
import { createMemoryCounters } from './http/fixed-window';
import { formsRateLimitOf } from './routes/public-forms';
import { mailboxPath } from './services/mail/mailbox';
import { discardUnreadBodies } from './http/unread-body';

async function main(): Promise<void> {
  const env = readEnv();
  // The built PWA: DIST_DIR when set (parallel checkouts build side by side), else dist/.
  const distDir = env.DIST_DIR ? resolve(env.DIST_DIR) : fileURLToPath(new URL('../dist', import.meta.url));
  const { modes, notices } = deriveModes(env);
  notices.forEach((notice) => console.warn(notice));

  // A broken build (no bank file, or not the one it wrote) stops here, not at the first request that needs questions.
  serverQuestionBank.check();

  const database = await createDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
  const { migrated, seeded } = await prepareDatabase(database, serverQuestionBank);
  if (migrated) console.log('Database migrations applied.');
  console.log(
    seeded
      ? `Question bank: ${seeded.total} questions (${seeded.changed} added or changed).`
      : `Question bank: ${serverQuestionBank.size} questions, unchanged since the last start.`,
  );

  const hasDist = existsSync(distDir);
  if (!hasDist) console.warn('dist/ not found: serving the API only (run `npm run build` for the app).');
  // Several API processes may share a PostgreSQL database: their rate limits count there.
  const counters = database.kind === 'postgres' ? createPostgresCounters(database.db) : createMemoryCounters();
  const auth = await authFromEnv(env, database.db, counters);
  const app = createApp({
    db: database.db,
    ai: await createAiProvider(env),
    modes,
    verifier: auth.verifier,
    auth,
    staticDir: hasDist ? distDir : undefined,
    security: { supabaseUrl: env.SUPABASE_URL, siteUrl: siteUrlOf(env) },
    formsRateLimit: formsRateLimitOf(env),
    counters,
  });

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST, autoCleanupIncoming: false }, ({ port }) => {
    console.log(`Greenshoe is running at http://localhost:${port} (listening on ${env.HOST}; set HOST=0.0.0.0 to open it from other devices)`);
    for (const [concern, mode] of Object.entries(modes)) console.log(`  ${concern.padEnd(9)}${mode}`);
    if (auth.embedded) {
      console.log(`  e-mail links point to ${siteUrlOf(env)} (set SITE_URL to the public address)`);
      if (modes.email === 'mailbox') console.log(`  mailbox  ${mailboxPath(env.DATA_DIR)}`);
    }
  });

  discardUnreadBodies(server as Server);

  server.on('error', (error: NodeJS.ErrnoException) => {
    const reason = error.code === 'EADDRINUSE' ? `port ${env.PORT} is in use: set PORT to a free port` : error.message;
    console.error(`Greenshoe could not start: ${reason}`);
    process.exit(1);
  });

  const shutdown = () => {
    server.close(() => void database.close().then(() => process.exit(0)));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error('Greenshoe could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
