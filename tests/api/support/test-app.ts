/**
 * Builds the app for API tests, on PGlite in memory, or on the PostgreSQL at TEST_DATABASE_URL when
 * it is set (migrations applied to it first), so one suite covers both databases.
 */
import { randomUUID } from 'node:crypto';
import { createOfflineProvider } from '../../../api/ai/offline-provider';
import type { AiProvider } from '../../../api/ai/provider';
import type { TokenVerifier } from '../../../api/auth/auth-user';
import { createApp } from '../../../api/app';
import { readEnv } from '../../../api/config/env';
import { deriveModes } from '../../../api/config/modes';
import { createDatabase, type Database } from '../../../api/db/client';
import type { SaveInterviewRequest } from '../../../core/contract/saved-interview';
import { testVerifier } from './tokens';

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

/**
 * The app on a freshly opened test database; `staticDir` serves a built PWA beside the API.
 * Bearer tokens are checked by `verifier`, by default the ES256 test verifier of ./tokens
 * (sign tokens for it with signTestToken or createTestUser).
 */
export async function createTestApp(options: { staticDir?: string; verifier?: TokenVerifier } = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const { modes } = deriveModes(readEnv({ DATABASE_URL: process.env.TEST_DATABASE_URL }));
  const verifier = options.verifier ?? testVerifier;
  const withAi = (ai: AiProvider) => createApp({ db: database.db, ai, modes, verifier, staticDir: options.staticDir });
  return { app: withAi(createOfflineProvider()), database, withAi, close: () => database.close() };
}

/**
 * POSTs `body` as JSON (a string is sent as is, for malformed-JSON tests); `headers` are added,
 * e.g. a TestUser's `{ Authorization: 'Bearer ...' }`.
 */
export function postJson(app: App, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return Promise.resolve(
    app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

/**
 * A valid POST /api/save-interview body with a fresh id (a minimal report of one item per part);
 * `overrides` replace top-level fields.
 */
export function savedInterviewPayload(overrides: Partial<SaveInterviewRequest> = {}): SaveInterviewRequest {
  const score = overrides.score ?? 7.5;
  return {
    id: randomUUID(),
    question_bank: { questions: [{ question: 'Walk me through a DCF.' }, { question: 'Why investment banking?' }] },
    transcript: JSON.stringify([{ question: 'Walk me through a DCF.', userResponse: 'Project free cash flows, discount them.' }]),
    company: 'Goldman Sachs',
    industry: 'M&A',
    stage: 'first round',
    location: 'New York',
    duration: '30',
    interviewType: 'InvestmentBanking',
    feedback: { score, overallCritique: 'Clear structure; add numbers.' },
    strengths: { strength1: { title: 'Structure', description: 'Answers follow a clear order.' } },
    questionsStruggled: {
      question1: { question: 'Walk me through a DCF.', critique: 'No terminal value.', suggestedImprovement: 'Cover terminal value.' },
    },
    conceptsToStudy: { concept1: { concept: 'Terminal value', description: 'Gordon growth and exit multiple.' } },
    weaknesses: { weakness1: { title: 'Technical depth', description: 'Missed the terminal value.' } },
    score,
    ...overrides,
  };
}
