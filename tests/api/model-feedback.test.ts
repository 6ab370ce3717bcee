/**
 * POST /api/interview-model-feedback: a model re-grades a saved interview coached on the device and
 * the record keeps both reports; only the owner may ask; without a model the server says so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineProvider } from '../../api/ai/offline-provider';
import type { AiProvider } from '../../api/ai/provider';
import { NO_MODEL } from '../../api/routes/model-feedback';
import type { FeedbackReport } from '../../core/contract/interview';
import { InterviewRecordSchema } from '../../core/contract/saved-interview';
import { createTestApp, postJson, savedInterviewPayload, type TestApp } from './support/test-app';
import { createTestUser, type TestUser } from './support/tokens';

const modelReport: FeedbackReport = {
  OverallAssessment: { score: 8.5, overallCritique: 'The model read every answer.' },
  strengths: { a: { title: 'Structure', description: 'Clear steps.' } },
  questionsStruggled: {},
  conceptsToStudy: {},
  weaknesses: {},
};

let t: TestApp;
let modelCalls = 0;
let withModel: ReturnType<TestApp['withAi']>;
beforeAll(async () => {
  t = await createTestApp();
  const offline = createOfflineProvider();
  const model: AiProvider = {
    ...offline,
    mode: 'openai',
    capabilities: () => ({ speechToText: true, textToSpeech: true, llm: true }),
    overallReport: async () => {
      modelCalls += 1;
      return modelReport;
    },
  };
  withModel = t.withAi(model);
});
afterAll(() => t.close());

async function savedOnDevice(user: TestUser) {
  const payload = savedInterviewPayload({ coached_on_device: true });
  expect((await postJson(t.app, '/api/save-interview', payload, user.headers)).status).toBe(201);
  return payload;
}

describe('POST /api/interview-model-feedback', () => {
  it('keeps the on-device report and adds the model report, calling the model once', async () => {
    const user = await createTestUser();
    const payload = await savedOnDevice(user);
    const before = modelCalls;
    const res = await postJson(withModel, '/api/interview-model-feedback', { id: payload.id }, user.headers);
    expect(res.status).toBe(200);
    const { interview } = (await res.json()) as { interview: unknown };
    const record = InterviewRecordSchema.parse(interview);
    expect(record.coached_on_device).toBe(true);
    expect(record.score).toBe(payload.score);
    expect(record.feedback).toEqual(payload.feedback);
    expect(record.model_report).toEqual(modelReport);

    const again = await postJson(withModel, '/api/interview-model-feedback', { id: payload.id }, user.headers);
    expect(again.status).toBe(200);
    expect(modelCalls).toBe(before + 1);

    const listed = await postJson(t.app, '/api/get-interviews', { user_id: user.id }, user.headers);
    const [first] = InterviewRecordSchema.array().parse(await listed.json());
    expect(first?.model_report).toEqual(modelReport);
  });

  it("answers 404 for another user's interview and leaves it alone", async () => {
    const owner = await createTestUser();
    const other = await createTestUser();
    const payload = await savedOnDevice(owner);
    const res = await postJson(withModel, '/api/interview-model-feedback', { id: payload.id }, other.headers);
    expect(res.status).toBe(404);
    const listed = await postJson(t.app, '/api/get-interviews', { user_id: owner.id }, owner.headers);
    expect(InterviewRecordSchema.array().parse(await listed.json())[0]?.model_report).toBeNull();
  });

  it('answers 409 with a plain error when the server has no model', async () => {
    const user = await createTestUser();
    const payload = await savedOnDevice(user);
    const res = await postJson(t.app, '/api/interview-model-feedback', { id: payload.id }, user.headers);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: NO_MODEL });
  });

  it('answers 401 signed out and 400 for an id that is not a UUID', async () => {
    const user = await createTestUser();
    expect((await postJson(withModel, '/api/interview-model-feedback', { id: 'x' })).status).toBe(401);
    const bad = await postJson(withModel, '/api/interview-model-feedback', { id: 'x' }, user.headers);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'id must be a UUID' });
  });
});
