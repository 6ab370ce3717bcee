/**
 * Choosing the provider from the environment, the AI rate limit (per user when the bearer token
 * verifies, else per address), best-practice answers (offline and through the model) and the
 * offline coach's follow-up question.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAiProvider } from '../../../api/ai/create-provider';
import { createOfflineProvider } from '../../../api/ai/offline-provider';
import { openAiConfigFrom } from '../../../api/ai/openai/config';
import { AI_RATE_LIMITED } from '../../../api/http/rate-limit-ai';
import { readEnv } from '../../../api/config/env';
import { loadQuestionBank } from '../../../core/bank/load';
import { BEST_PRACTICE_FAILED } from '../../../core/contract/tutor';
import { FeedbackResponseSchema } from '../../../core/contract/interview';
import { BEST_PRACTICE_TEXT } from '../../fixtures/fake-openai/fixtures';
import { startFakeOpenAi, type FakeOpenAi } from '../../fixtures/fake-openai/control';
import { signTestToken } from '../support/tokens';
import { captureLogs, createAiTestApps, fakeProvider, post, sentText, type AiTestApps } from './support';

const bank = loadQuestionBank();
const dcf = bank.find((q) => q.id === 'dcf-001')!;

let fake: FakeOpenAi;
let apps: AiTestApps;
beforeAll(async () => {
  [fake, apps] = await Promise.all([startFakeOpenAi(), createAiTestApps()]);
});
afterAll(async () => {
  await Promise.all([fake.stop(), apps.close()]);
});
beforeEach(() => fake.reset());

describe('createAiProvider', () => {
  it('uses the offline coach without OPENAI_API_KEY, and the OpenAI-compatible provider with it', async () => {
    expect((await createAiProvider(readEnv({}))).mode).toBe('offline-coach');
    const ai = await createAiProvider(readEnv({ OPENAI_API_KEY: 'sk-x', OPENAI_BASE_URL: 'http://127.0.0.1:1/v1' }));
    expect(ai.mode).toBe('openai');
    expect(ai.capabilities()).toEqual({ speechToText: true, textToSpeech: true, llm: true });
  });

  it('reads the model names, timeout and max tokens, with the documented defaults', () => {
    expect(openAiConfigFrom(readEnv({ OPENAI_API_KEY: 'k' }))).toMatchObject({
      chatModel: 'gpt-4o-mini', transcribeModel: 'whisper-1', speechModel: 'tts-1', voice: 'alloy', timeoutMs: 30_000, maxTokens: 1500,
    });
    const env = readEnv({ OPENAI_API_KEY: 'k', OPENAI_CHAT_MODEL: 'llama3.1', OPENAI_TIMEOUT_MS: '9000', OPENAI_MAX_TOKENS: '400' });
    expect(openAiConfigFrom(env)).toMatchObject({ chatModel: 'llama3.1', timeoutMs: 9000, maxTokens: 400 });
    expect(() => readEnv({ OPENAI_TIMEOUT_MS: 'soon' })).toThrow(/OPENAI_TIMEOUT_MS: must be a number of milliseconds/);
  });
});

describe('AI rate limit', () => {
  const limited = () => apps.appWith(createOfflineProvider(), { aiRateLimit: { max: 2, windowSeconds: 60 } });
  const ask = { messages: [{ role: 'user', content: 'What is WACC?' }] };

  it('refuses a visitor address over the limit with 429 and Retry-After', async () => {
    const app = limited();
    expect((await post(app, '/api/tutor-response', ask)).status).toBe(200);
    expect((await post(app, '/api/generate-feedback', { currentQuestion: 'Q?', transcription: 'A.' })).status).toBe(200);
    const refused = await post(app, '/api/tutor-response', ask);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ error: AI_RATE_LIMITED });
    expect((await app.request('/api/health')).status).toBe(200);
  });

  it('counts signed-in users per account, not per shared address', async () => {
    const app = limited();
    const alice = { Authorization: `Bearer ${await signTestToken(crypto.randomUUID())}` };
    const bob = { Authorization: `Bearer ${await signTestToken(crypto.randomUUID())}` };
    for (let i = 0; i < 2; i += 1) expect((await post(app, '/api/tutor-response', ask, alice)).status).toBe(200);
    expect((await post(app, '/api/tutor-response', ask, alice)).status).toBe(429);
    expect((await post(app, '/api/tutor-response', ask, bob)).status).toBe(200);
    expect((await post(app, '/api/tutor-response', ask)).status).toBe(200);
  });
});

describe('best-practice answers', () => {
  const offline = createOfflineProvider();

  it('offline: the matched bank answer, the closest bank question, or a clear message', async () => {
    expect(await offline.bestPracticeAnswer({ question: dcf.question })).toBe(dcf.answer.trim());
    expect(await offline.bestPracticeAnswer({ question: 'anything', questionId: dcf.id })).toBe(dcf.answer.trim());
    expect(await offline.bestPracticeAnswer({ question: 'How would you knit a scarf?' })).toMatch(/^This question is not in the question bank/);
  });

  it('through the model: grounded in the bank answer and the card context', async () => {
    const answer = await fakeProvider(fake).bestPracticeAnswer({ question: dcf.question, company: 'Lazard', group: 'M&A' });
    expect(answer).toBe(BEST_PRACTICE_TEXT);
    const [sent] = await fake.requests();
    const text = sentText(sent!.messages);
    expect(text).toContain(dcf.answer.slice(0, 200));
    expect(text).toContain('Firm: Lazard');
    expect(sent!.responseFormat).toBeUndefined();
  });

  it("through the model: a failure carries the spec's best-practice message", async () => {
    await fake.scenario({ kind: 'error', status: 500, retryAfterMs: 1, times: 3 });
    const { result } = await captureLogs(() => fakeProvider(fake).bestPracticeAnswer({ question: dcf.question }).catch((e: Error) => e));
    expect(result).toMatchObject({ status: 502, message: BEST_PRACTICE_FAILED });
  });
});

describe('follow-up question (offline coach)', () => {
  const app = () => apps.appWith(createOfflineProvider());

  it('asks about the missed concept as a question, without quoting the model answer', async () => {
    const res = await post(app(), '/api/generate-feedback', {
      currentQuestion: dcf.question,
      questionId: dcf.id,
      transcription: 'You project unlevered free cash flows for five years and discount them at the WACC.',
    });
    const { followUp } = FeedbackResponseSchema.parse(await res.json());
    expect(followUp).toMatch(/^Before we move on: [^"]+\?$/);
    for (const keyPoint of dcf.keyPoints) expect(followUp).not.toContain(keyPoint.point);
  });

  it('asks nothing after an empty answer', async () => {
    const res = await post(app(), '/api/generate-feedback', { currentQuestion: dcf.question, transcription: '' });
    expect(FeedbackResponseSchema.parse(await res.json()).followUp).toBeUndefined();
  });
});
