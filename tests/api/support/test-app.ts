/**
 * Builds the app for API tests, on PGlite in memory, or on the PostgreSQL at TEST_DATABASE_URL when
 * it is set (migrations applied to it first), so one suite covers both databases.
 */
import { createOfflineProvider } from '../../../api/ai/offline-provider';
import type { AiProvider } from '../../../api/ai/provider';
import { createApp } from '../../../api/app';
import { readEnv } from '../../../api/config/env';
import { deriveModes } from '../../../api/config/modes';
import { createDatabase, type Database } from '../../../api/db/client';

/** The database this run tests against. */
export const testDatabaseKind: Database['kind'] = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/** Opens and migrates the test database. */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  const database = await createDatabase(url ? { databaseUrl: url } : { inMemory: true });
  await database.migrate();
  return database;
}

type App = ReturnType<typeof createApp>;

export interface TestApp {
  /** The app with the offline coach. */
  app: App;
  database: Database;
  /** Another app on the same database, with a different AI provider. */
  withAi(ai: AiProvider): App;
  close(): Promise<void>;
}

/** The app on a freshly opened test database; `staticDir` serves a built PWA beside the API. */
export async function createTestApp(options: { staticDir?: string } = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const { modes } = deriveModes(readEnv({ DATABASE_URL: process.env.TEST_DATABASE_URL }));
  const withAi = (ai: AiProvider) => createApp({ db: database.db, ai, modes, staticDir: options.staticDir });
  return { app: withAi(createOfflineProvider()), database, withAi, close: () => database.close() };
}

/** POSTs `body` as JSON (a string is sent as is, for malformed-JSON tests). */
export function postJson(app: App, path: string, body: unknown): Promise<Response> {
  return Promise.resolve(
    app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}
