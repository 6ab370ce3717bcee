/**
 * Support for the AI tests: the real `openai` SDK pointed at the fake OpenAI server (its own process,
 * tests/fixtures/fake-openai), apps built around a provider, and readers for event streams.
 */
import { createOpenAiProvider } from '../../../api/ai/openai/provider';
import { OPENAI_DEFAULTS, type OpenAiConfig } from '../../../api/ai/openai/config';
import type { AiProvider } from '../../../api/ai/provider';
import { createApp, type AppOptions } from '../../../api/app';
import { readEnv } from '../../../api/config/env';
import { deriveModes } from '../../../api/config/modes';
import type { Database } from '../../../api/db/client';
import { TutorEventSchema, type TutorEvent } from '../../../core/contract/tutor';
import type { FakeOpenAi } from '../../fixtures/fake-openai/control';
import { openTestDatabase } from '../support/test-app';
import { testVerifier } from '../support/tokens';

/** The API key the tests configure; it must never appear in an answer or a log line. */
export const TEST_API_KEY = 'sk-test-secret-0123456789';

/** Provider settings pointing at `fake`; `overrides` replace defaults (e.g. a short timeout). */
export function fakeConfig(fake: FakeOpenAi, overrides: Partial<OpenAiConfig> = {}): OpenAiConfig {
  return {
    apiKey: TEST_API_KEY,
    baseURL: fake.baseURL,
    chatModel: 'fake-chat-model',
    transcribeModel: 'fake-whisper',
    speechModel: 'fake-tts',
    voice: 'verse',
    timeoutMs: 5_000,
    maxRetries: OPENAI_DEFAULTS.maxRetries,
    maxTokens: 900,
    ...overrides,
  };
}

/** The OpenAI-compatible provider against `fake`. */
export const fakeProvider = (fake: FakeOpenAi, overrides: Partial<OpenAiConfig> = {}) => createOpenAiProvider(fakeConfig(fake, overrides));

export type App = ReturnType<typeof createApp>;

/** Builds apps around providers on one in-memory test database. */
export interface AiTestApps {
  database: Database;
  /** An app with `ai`; the AI rate limit is off unless `options.aiRateLimit` sets one. */
  appWith(ai: AiProvider, options?: Pick<AppOptions, 'aiRateLimit'>): App;
  close(): Promise<void>;
}

export async function createAiTestApps(): Promise<AiTestApps> {
  const database = await openTestDatabase();
  return {
    database,
    appWith: (ai, options = {}) => {
      const { modes } = deriveModes(readEnv(ai.mode === 'openai' ? { OPENAI_API_KEY: TEST_API_KEY } : {}));
      return createApp({ db: database.db, ai, modes, verifier: testVerifier, aiRateLimit: false, ...options });
    },
    close: () => database.close(),
  };
}

/** POSTs JSON to `path`. */
export const post = (app: App, path: string, body: unknown, headers: Record<string, string> = {}) =>
  Promise.resolve(app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) }));

/** Every `data: {json}` event of an event-stream answer, each checked against TutorEventSchema. */
export async function readTutorEvents(response: Response): Promise<TutorEvent[]> {
  const text = await response.text();
  return text
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => TutorEventSchema.parse(JSON.parse(block.replace(/^data: /, ''))));
}

/** The text of every message a recorded chat request carried, joined. */
export const sentText = (messages: Array<{ content: unknown }> | undefined) =>
  (messages ?? []).map((m) => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content))).join('\n');

/** Captures console.error and console.warn lines while `run` runs (to check logs for secrets). */
export async function captureLogs<T>(run: () => Promise<T>): Promise<{ result: T; logs: string }> {
  const lines: string[] = [];
  const original = { error: console.error, warn: console.warn };
  const keep = (...args: unknown[]) => lines.push(args.map((a) => (a instanceof Error ? `${a.name}: ${a.message} ${a.stack}` : String(a))).join(' '));
  console.error = keep;
  console.warn = keep;
  try {
    return { result: await run(), logs: lines.join('\n') };
  } finally {
    console.error = original.error;
    console.warn = original.warn;
  }
}
