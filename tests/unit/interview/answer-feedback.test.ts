/**
 * The shared answer pipeline (src/lib/answer-feedback.ts): the server's feedback online, the
 * on-device coach offline.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as apiClient from '@/lib/api-client';
import { generateQuestionFeedback } from '@/lib/api-client';
import { answerFeedback, type AnswerRequest } from '@/lib/answer-feedback';
import { setOnline } from '../support/browser-fakes';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof apiClient>()),
  generateQuestionFeedback: vi.fn(),
}));
vi.mock('@/lib/local-coach', () => ({
  loadLocalCoach: async () => ({ review: (_question: string, answer: string) => ({ feedback: `On device: ${answer}`, coverage: 50 }) }),
}));

const request: AnswerRequest = {
  questionText: 'Walk me through a DCF.',
  questionId: 'val-001',
  typed: '  Project free cash flows and discount them.  ',
  recording: null,
  serverTranscription: false,
};

beforeEach(() => vi.mocked(generateQuestionFeedback).mockReset());
afterEach(() => setOnline(true));

describe('answerFeedback', () => {
  it('online: the server feedback and its follow-up question', async () => {
    vi.mocked(generateQuestionFeedback).mockResolvedValue({ feedback: 'Server says well done.', followUp: ' Why WACC? ' });
    await expect(answerFeedback(request)).resolves.toEqual({
      ok: true,
      answer: 'Project free cash flows and discount them.',
      feedback: 'Server says well done.',
      followUp: 'Why WACC?',
      speechMetrics: undefined,
      onDevice: false,
    });
  });

  it('offline: the device coach, without calling the server', async () => {
    setOnline(false);
    const outcome = await answerFeedback(request);
    expect(outcome).toMatchObject({ ok: true, feedback: 'On device: Project free cash flows and discount them.', onDevice: true });
    expect(generateQuestionFeedback).not.toHaveBeenCalled();
  });
});
