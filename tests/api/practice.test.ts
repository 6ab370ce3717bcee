/**
 * Single-question practice: POST /api/store-practice-question (upsert by client id, foreign ids
 * 403) and POST /api/best-practice-answer (the bank's answer offline; 502 with the spec's message
 * when the provider fails).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineProvider } from '../../api/ai/offline-provider';
import { practiceResponses } from '../../api/db/schema';
import { loadQuestionBank } from '../../core/bank/load';
import { BEST_PRACTICE_FAILED } from '../../core/contract/tutor';
import { captureLogs } from './ai/support';
import { createTestApp, postJson, type TestApp } from './support/test-app';
import { createTestUser } from './support/tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rows = (id: string) => t.database.db.select().from(practiceResponses).where(eq(practiceResponses.id, id));

describe('POST /api/store-practice-question', () => {
  it('stores the response for the caller; a replay changes nothing', async () => {
    const user = await createTestUser();
    const body = { id: randomUUID(), user_id: user.id, question: 'Walk me through a DCF.', questionId: 'dcf-001', response: 'Project cash flows.' };
    const res = await postJson(t.app, '/api/store-practice-question', body, user.headers);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    const replay = await postJson(t.app, '/api/store-practice-question', { ...body, response: 'Changed' }, user.headers);
    expect(replay.status).toBe(200);
    expect(await rows(body.id)).toEqual([
      expect.objectContaining({ userId: user.id, question: body.question, questionId: 'dcf-001', response: 'Project cash flows.' }),
    ]);
  });

  it('takes the user from the token when user_id is absent', async () => {
    const user = await createTestUser();
    const body = { id: randomUUID(), question: 'Why banking?', response: 'Because.' };
    expect((await postJson(t.app, '/api/store-practice-question', body, user.headers)).status).toBe(200);
    expect(await rows(body.id)).toEqual([expect.objectContaining({ userId: user.id, questionId: null })]);
  });

  it('refuses another user’s user_id or response id (403) and bad bodies (400)', async () => {
    const [a, b] = await Promise.all([createTestUser(), createTestUser()]);
    const body = { id: randomUUID(), question: 'Why banking?', response: 'B’s answer' };
    expect((await postJson(t.app, '/api/store-practice-question', body, b.headers)).status).toBe(200);
    const hijack = await postJson(t.app, '/api/store-practice-question', { ...body, response: 'A’s' }, a.headers);
    expect(hijack.status).toBe(403);
    expect(await rows(body.id)).toEqual([expect.objectContaining({ userId: b.id, response: 'B’s answer' })]);
    const named = await postJson(t.app, '/api/store-practice-question', { ...body, id: randomUUID(), user_id: b.id }, a.headers);
    expect(named.status).toBe(403);

    const bad = async (payload: unknown, error: string) => {
      const res = await postJson(t.app, '/api/store-practice-question', payload, a.headers);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error });
    };
    await bad({ ...body, id: 'x' }, 'id must be a UUID');
    await bad({ id: randomUUID(), question: 'Why?' }, 'response is required');
    await bad({ id: randomUUID(), question: 'Why?', response: '   ' }, 'response is required');
    await bad({ id: randomUUID(), response: 'x' }, 'question is required');
    expect((await postJson(t.app, '/api/store-practice-question', body)).status).toBe(401);
  });
});

describe('POST /api/best-practice-answer', () => {
  const dcf = loadQuestionBank().find((q) => q.category === 'DCF')!;

  it('answers the bank’s best-practice answer with the offline coach', async () => {
    const res = await postJson(t.app, '/api/best-practice-answer', { question: dcf.question, company: 'Lazard', group: 'M&A' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ answer: dcf.answer.trim() });
  });

  it('answers 400 without a question', async () => {
    const res = await postJson(t.app, '/api/best-practice-answer', { company: 'Lazard' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'question is required' });
  });

  it("answers 502 with the spec's message when the provider fails", async () => {
    const failing = { ...createOfflineProvider(), bestPracticeAnswer: () => Promise.reject(new Error('model down')) };
    const { result: res } = await captureLogs(() => Promise.resolve(postJson(t.withAi(failing), '/api/best-practice-answer', { question: dcf.question })));
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: BEST_PRACTICE_FAILED });
  });
});
