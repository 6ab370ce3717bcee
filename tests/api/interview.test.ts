/** The mock interview's AI routes on the offline coach: script, per-answer feedback, overall report. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOfflineProvider } from '../../api/ai/offline-provider';
import { MAX_JSON_BYTES } from '../../api/http/body-limit';
import { loadQuestionBank } from '../../core/bank/load';
import { MAX_SCRIPT_QUESTIONS, MINUTES_PER_QUESTION, MIN_SCRIPT_QUESTIONS } from '../../core/contract/constants';
import { FeedbackReportSchema, ReportResponseSchema, ScriptSchema } from '../../core/contract/interview';
import { createTestApp, postJson, type TestApp } from './support/test-app';

const setup = {
  jobCategory: 'InvestmentBanking',
  company: 'Goldman Sachs',
  stage: 'first round',
  industry: 'M&A',
  location: 'New York',
  duration: 30,
};
const technical = loadQuestionBank().find((q) => q.type === 'Technical' && q.keyPoints.length >= 3)!;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/generate-script', () => {
  it.each([15, 30, 45, 60, 90])('gives a %i-minute interview one question per %i minutes, all different', async (duration) => {
    const res = await postJson(t.app, '/api/generate-script', { ...setup, duration });
    expect(res.status).toBe(200);
    const { questions } = ScriptSchema.parse(await res.json()).scriptData;
    const expected = Math.min(MAX_SCRIPT_QUESTIONS, Math.max(MIN_SCRIPT_QUESTIONS, Math.round(duration / MINUTES_PER_QUESTION)));
    expect(questions).toHaveLength(expected);
    expect(new Set(questions.map((q) => q.question)).size).toBe(expected);
  });

  it('accepts the duration as text, as a form select sends it', async () => {
    const res = await postJson(t.app, '/api/generate-script', { ...setup, duration: '15' });
    expect(res.status).toBe(200);
  });

  it.each([
    ['jobCategory', 'Job category is required'],
    ['company', 'Company name is required'],
    ['stage', 'Interview stage is required'],
    ['industry', 'Industry group is required'],
    ['location', 'Office location is required'],
    ['duration', 'Duration is required'],
  ])('answers 400 when %s is missing, with the spec message', async (field, message) => {
    const res = await postJson(t.app, '/api/generate-script', { ...setup, [field]: undefined });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: message });
  });

  it.each([
    [{ company: '   ' }, 'Company name is required'],
    [{ stage: 'final round' }, 'Interview stage is required'],
    [{ duration: 20 }, 'Duration is required'],
    [{ duration: 'half an hour' }, 'Duration is required'],
  ])('answers 400 for a wrong value %j', async (change, message) => {
    const res = await postJson(t.app, '/api/generate-script', { ...setup, ...change });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: message });
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await postJson(t.app, '/api/generate-script', '{"company": "Goldman Sachs",');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: expect.stringMatching(/malformed json/i) });
  });

  it('answers 400 naming the body when it is not an object', async () => {
    const res = await postJson(t.app, '/api/generate-script', [setup]);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Request body must be an object' });
  });

  it('answers 413 for a body over the JSON limit', async () => {
    const res = await postJson(t.app, '/api/generate-script', { ...setup, notes: 'x'.repeat(MAX_JSON_BYTES) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: expect.stringContaining('larger than') });
  });

  it('answers 500 with the generic message, never a stack trace, when the provider fails', async () => {
    const failing = t.withAi({
      ...createOfflineProvider(),
      generateScript: () => Promise.reject(new Error('model exploded at line 42')),
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const res = await postJson(failing, '/api/generate-script', setup);
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ error: 'Something went wrong. Please try again.' });
      expect(logged).toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });
});

describe('POST /api/generate-feedback', () => {
  it('names a key point the answer missed', async () => {
    const [first, ...rest] = technical.keyPoints;
    const res = await postJson(t.app, '/api/generate-feedback', {
      currentQuestion: technical.question,
      questionId: technical.id,
      transcription: `My answer is about ${first?.cues[0]}. That is the main thing I would say here.`,
    });
    expect(res.status).toBe(200);
    const { feedback } = (await res.json()) as { feedback: string };
    expect(feedback.length).toBeGreaterThan(50);
    expect(rest.some((missed) => feedback.includes(missed.point))).toBe(true);
  });

  it.each([
    [{ currentQuestion: 'Walk me through a DCF.' }, 'transcription is required'],
    [{ currentQuestion: 'Walk me through a DCF.', transcription: 42 }, 'transcription must be a string'],
    [{ transcription: 'An answer.' }, 'currentQuestion is required'],
    [{ transcription: 'An answer.', currentQuestion: '' }, 'currentQuestion must not be empty'],
    [
      { transcription: 'An answer.', currentQuestion: 'Q?', speechMetrics: { wordCount: 'many' } },
      'speechMetrics.wordCount must be a number',
    ],
  ])('answers 400 for %j', async (body, message) => {
    const res = await postJson(t.app, '/api/generate-feedback', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: message });
  });
});

describe('POST /api/generate-feedback-from-transcript', () => {
  it('answers data.feedback: the report as JSON text, in the spec shape, with a score out of 10', async () => {
    const res = await postJson(t.app, '/api/generate-feedback-from-transcript', {
      transcript: [
        { question: technical.question, questionId: technical.id, userResponse: technical.answer },
        { question: 'Why investment banking?', userResponse: 'Um, I like money, you know.' },
      ],
    });
    expect(res.status).toBe(200);
    const body = ReportResponseSchema.parse(await res.json());
    const report = FeedbackReportSchema.parse(JSON.parse(body.data.feedback));
    expect(report.OverallAssessment.score).toBeGreaterThanOrEqual(0);
    expect(report.OverallAssessment.score).toBeLessThanOrEqual(10);
    expect(report.OverallAssessment.overallCritique.length).toBeGreaterThan(20);
  });

  it('scores a full best-practice answer above a blank one', async () => {
    const scoreOf = async (userResponse: string) => {
      const res = await postJson(t.app, '/api/generate-feedback-from-transcript', {
        transcript: [{ question: technical.question, questionId: technical.id, userResponse }],
      });
      const report = JSON.parse(ReportResponseSchema.parse(await res.json()).data.feedback);
      return FeedbackReportSchema.parse(report).OverallAssessment.score;
    };
    expect(await scoreOf(technical.answer)).toBeGreaterThan(await scoreOf('I do not know.'));
  });

  it.each([
    [{}, 'transcript is required'],
    [{ transcript: 'all my answers' }, 'transcript must be an array'],
    [{ transcript: [] }, 'transcript must have at least 1 item'],
    [{ transcript: [{ userResponse: 'An answer.' }] }, 'transcript[0].question is required'],
    [{ transcript: [{ question: 'Q?', userResponse: 7 }] }, 'transcript[0].userResponse must be a string'],
  ])('answers 400 for %j', async (body, message) => {
    const res = await postJson(t.app, '/api/generate-feedback-from-transcript', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: message });
  });
});
