/**
 * The mock-interview routes with the OpenAI-compatible provider: the real SDK against the fake
 * server (its own process). Checks what our server sent (model, strict json_schema response_format,
 * the retrieved bank context, max_tokens) and what it answered, including the repair retry, 429 and
 * 5xx retries, and a timeout.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AI_FAILURE_MESSAGES } from '../../../api/ai/provider-error';
import { loadQuestionBank } from '../../../core/bank/load';
import { FeedbackReportSchema, FeedbackResponseSchema, ReportResponseSchema, ScriptSchema } from '../../../core/contract/interview';
import { scriptQuestionCount } from '../../../core/coach/script';
import { startFakeOpenAi, type FakeOpenAi } from '../../fixtures/fake-openai/control';
import { TEST_API_KEY, captureLogs, createAiTestApps, fakeProvider, post, sentText, type AiTestApps, type App } from './support';

const setup = { jobCategory: 'InvestmentBanking', company: 'Evercore', stage: 'superday', industry: 'TMT', location: 'New York', duration: 30 };
const bank = loadQuestionBank();
const dcf = bank.find((q) => q.id === 'dcf-001')!;
const dcfAnswer = 'So I would project the free cash flows for five years and then discount them back at the WACC to get the value today.';
const transcript = [
  { question: dcf.question, userResponse: dcfAnswer, questionId: dcf.id },
  { question: 'Why investment banking?', userResponse: 'I like deals and I want to learn fast in a demanding team.' },
];

let fake: FakeOpenAi;
let apps: AiTestApps;
let app: App;
beforeAll(async () => {
  [fake, apps] = await Promise.all([startFakeOpenAi(), createAiTestApps()]);
  app = apps.appWith(fakeProvider(fake));
});
afterAll(async () => {
  await Promise.all([fake.stop(), apps.close()]);
});
beforeEach(() => fake.reset());

describe('generate-script through the model', () => {
  it('sends the setup and the bank candidates under a strict JSON schema, and keeps the bank ids', async () => {
    const res = await post(app, '/api/generate-script', setup);
    expect(res.status).toBe(200);
    const { questions } = ScriptSchema.parse(await res.json()).scriptData;
    expect(questions).toHaveLength(scriptQuestionCount(30));
    const ids = new Set(bank.map((q) => q.id));
    expect(questions.every((q) => q.id && ids.has(q.id))).toBe(true);

    const [sent] = await fake.requests();
    expect(sent).toMatchObject({ route: 'chat', model: 'fake-chat-model', maxTokens: 900, stream: false, authorized: true });
    expect(sent!.responseFormat).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'interview_script', strict: true, schema: { type: 'object', required: ['questions'], additionalProperties: false } },
    });
    const text = sentText(sent!.messages);
    expect(text).toContain('Firm: Evercore');
    expect(text).toContain('Industry group: TMT');
    expect(text).toContain(`Write ${scriptQuestionCount(30)} questions.`);
    expect(text).toContain(`[${questions[0]!.id}] `);
  });

  it('falls back to the offline coach when the model keeps returning too few questions', async () => {
    await fake.scenario({ kind: 'content', content: '{"questions":[{"question":"Only one?","bankId":null}]}', times: 2 });
    const { result: res, logs } = await captureLogs(() => post(app, '/api/generate-script', setup));
    expect(logs).toContain('AI script: using the offline coach after invalid-output');
    expect(ScriptSchema.parse(await res.json()).scriptData.questions).toHaveLength(scriptQuestionCount(30));
    const sent = await fake.requests();
    expect(sent).toHaveLength(2);
    expect(sentText(sent[1]!.messages)).toContain('expected 10 distinct questions, got 1');
  });
});

describe('generate-feedback through the model', () => {
  const body = { currentQuestion: dcf.question, questionId: dcf.id, transcription: dcfAnswer };

  it('gives the model the key points and best-practice answer, and renders specific feedback with a follow-up', async () => {
    const res = await post(app, '/api/generate-feedback', body);
    expect(res.status).toBe(200);
    const { feedback, followUp } = FeedbackResponseSchema.parse(await res.json());
    expect(feedback).toContain('**Score: 5.5/10**');
    expect(feedback).toContain('- "So I would project the free": A direct opening');
    expect(feedback).not.toContain('words the candidate never said');
    expect(feedback).toContain('### What you missed');
    expect(feedback).toContain('### How a banker would say it');
    expect(followUp).toBe('How would your answer change if the tax rate were 40%?');

    const [sent] = await fake.requests();
    expect(sent!.responseFormat?.json_schema?.name).toBe('question_feedback');
    const text = sentText(sent!.messages);
    for (const point of dcf.keyPoints) expect(text).toContain(point.point);
    expect(text).toContain(dcf.answer.slice(0, 120));
    expect(text).toContain(`<candidate_answer>\n${dcfAnswer}\n</candidate_answer>`);
  });

  it('gives the model the checkable claims and the misconceptions with their corrections', async () => {
    await post(app, '/api/generate-feedback', body);
    const text = sentText((await fake.requests())[0]!.messages);
    expect(text).toContain('equity value = enterprise value − net debt');
    expect(text).toContain('discount rate is WACC');
    for (const m of dcf.misconceptions) expect(text).toContain(`- Wrong: ${m.wrong} Correction: ${m.correction}`);
    expect(text).toContain('Fact check: no key point contradicted.');
  });

  it('caps a contradicted answer the model scored 9 at 4, keeping the coach correction and saying why', async () => {
    const wrong = `${dcfAnswer} Then to get from enterprise value to equity value I add net debt.`;
    const netDebt = dcf.misconceptions.find((m) => m.wrong.includes('add net debt'))!;
    const generous = { score: 9, summary: 'Excellent, complete answer.', quotes: [{ quote: 'I add net debt', comment: 'Right.' }], covered: ['Every step.'], missed: [], bankerPhrasing: 'Same as you said.', nextStep: 'Keep it up.', followUp: null };
    await fake.scenario({ kind: 'content', content: JSON.stringify(generous) });
    const res = await post(app, '/api/generate-feedback', { ...body, transcription: wrong });
    const { feedback, marks } = FeedbackResponseSchema.parse(await res.json());
    expect(feedback).toContain('**Score: 4/10**');
    expect(feedback).toContain('capped at 4/10 (the model\'s grade was 9/10)');
    expect(feedback).toMatch(/### What was wrong\n- You said: "Then to get from enterprise value to equity value I add net debt\."/);
    expect(feedback).toContain(`Correction: ${netDebt.correction}`);
    expect(feedback).not.toContain('Nothing major');
    expect(marks).toContainEqual(expect.objectContaining({ status: 'contradicted' }));
    const text = sentText((await fake.requests())[0]!.messages);
    expect(text).toContain(`Fact check: the answer contradicts`);
    expect(text).toContain(netDebt.correction);
  });

  it('answers an empty answer itself, without calling the model', async () => {
    const res = await post(app, '/api/generate-feedback', { ...body, transcription: '  ' });
    expect(FeedbackResponseSchema.parse(await res.json()).feedback).toContain('**Score: 0/10**');
    expect(await fake.requests()).toHaveLength(0);
  });

  it('retries after a 429 (honouring retry-after-ms) and succeeds', async () => {
    await fake.scenario({ kind: 'error', status: 429, retryAfterMs: 10 });
    const res = await post(app, '/api/generate-feedback', body);
    expect(res.status).toBe(200);
    expect((await fake.requests()).map((r) => r.step ?? 'ok')).toEqual(['error', 'ok']);
  });

  it('retries after a 500 and succeeds', async () => {
    await fake.scenario({ kind: 'error', status: 500, retryAfterMs: 10 });
    expect((await post(app, '/api/generate-feedback', body)).status).toBe(200);
    expect(await fake.requests()).toHaveLength(2);
  });

  it('answers 502 with a clear message when the server stays rate-limited, never leaking the key, URL or prompt', async () => {
    await fake.scenario({ kind: 'error', status: 429, retryAfterMs: 5, times: 3 });
    const { result: res, logs } = await captureLogs(() => post(app, '/api/generate-feedback', body));
    expect(res.status).toBe(502);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ error: AI_FAILURE_MESSAGES['rate-limit'] });
    for (const secret of [TEST_API_KEY, fake.origin, dcfAnswer.slice(0, 30)]) {
      expect(text).not.toContain(secret);
      expect(logs).not.toContain(secret);
    }
    expect(logs).toContain('AI feedback failed: rate-limit (status 429');
  });

  it('times out with a clear 502 when the server answers later than OPENAI_TIMEOUT_MS', async () => {
    const slow = apps.appWith(fakeProvider(fake, { timeoutMs: 200, maxRetries: 1 }));
    await fake.scenario({ kind: 'delay', ms: 1500, times: 2 });
    const started = Date.now();
    const { result: res } = await captureLogs(() => post(slow, '/api/generate-feedback', body));
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: AI_FAILURE_MESSAGES.timeout });
    expect(Date.now() - started).toBeLessThan(1500 * 2);
    expect(await fake.requests()).toHaveLength(2);
  });
});

describe('generate-feedback-from-transcript through the model', () => {
  it('validates the spec shape: keyed parts, resources limited to the guides, score out of 10', async () => {
    const res = await post(app, '/api/generate-feedback-from-transcript', { transcript });
    const report = FeedbackReportSchema.parse(JSON.parse(ReportResponseSchema.parse(await res.json()).data.feedback));
    expect(report.OverallAssessment.score).toBe(6.4);
    expect(report.OverallAssessment.overallCritique).toContain('Fixture report');
    expect(Object.keys(report.strengths)).toEqual(['strength1']);
    expect(report.questionsStruggled.question1!.question).toBe(dcf.question);
    expect(report.conceptsToStudy.concept1!.resources).toEqual(['DCF Guide']);
    const [sent] = await fake.requests();
    expect(sent!.responseFormat?.json_schema?.name).toBe('feedback_report');
    expect(sentText(sent!.messages)).toContain(dcf.keyPoints[0]!.point);
  });

  it('lists each question with its score, sends the claims, and caps a contradicted answer with the coach finding first', async () => {
    const wrong = `${dcfAnswer} Then to get from enterprise value to equity value I add net debt.`;
    const entries = [{ ...transcript[0]!, userResponse: wrong }, transcript[1]!];
    const res = await post(app, '/api/generate-feedback-from-transcript', { transcript: entries });
    const report = FeedbackReportSchema.parse(JSON.parse(ReportResponseSchema.parse(await res.json()).data.feedback));
    expect(report.questionScores).toEqual([
      { question: dcf.question, score: 4 },
      { question: transcript[1]!.question, score: 6.4 },
    ]);
    expect(report.OverallAssessment.score).toBe(5.2); // 6.4 lowered by the mean cut (2.4 / 2)
    expect(report.weaknesses.weakness1!.title).toBe('Key facts stated wrongly');
    expect(report.weaknesses.weakness2!.title).toBe('Technical depth');
    const text = sentText((await fake.requests())[0]!.messages);
    expect(text).toContain('- Wrong: To get from enterprise value to equity value you add net debt.');
    expect(text).toMatch(/Structure [\d.]+\/10; delivery [\d.]+\/10 \(not judged/);
  });

  it('sends the model back for a repair when it does not score every question', async () => {
    const draft = { score: 7, overallCritique: 'Fine.', strengths: [], questionsStruggled: [], conceptsToStudy: [], weaknesses: [], questionScores: [7] };
    await fake.scenario({ kind: 'content', content: JSON.stringify(draft) });
    const res = await post(app, '/api/generate-feedback-from-transcript', { transcript });
    const report = FeedbackReportSchema.parse(JSON.parse(ReportResponseSchema.parse(await res.json()).data.feedback));
    expect(report.questionScores).toHaveLength(2);
    expect(sentText((await fake.requests())[1]!.messages)).toContain('questionScores must hold 2 scores');
  });

  it('repairs malformed JSON with one retry that says what was wrong', async () => {
    await fake.scenario({ kind: 'malformed' });
    const res = await post(app, '/api/generate-feedback-from-transcript', { transcript });
    const report = FeedbackReportSchema.parse(JSON.parse(ReportResponseSchema.parse(await res.json()).data.feedback));
    expect(report.OverallAssessment.overallCritique).toContain('Fixture report');
    const sent = await fake.requests();
    expect(sent).toHaveLength(2);
    expect(sentText(sent[1]!.messages)).toContain('Your previous reply could not be used: the reply was not valid JSON');
  });

  it('falls back to the offline coach report after a failed repair, rather than an error', async () => {
    await fake.scenario({ kind: 'malformed', times: 2 });
    const { result: res, logs } = await captureLogs(() => post(app, '/api/generate-feedback-from-transcript', { transcript }));
    expect(res.status).toBe(200);
    const report = FeedbackReportSchema.parse(JSON.parse(ReportResponseSchema.parse(await res.json()).data.feedback));
    expect(report.OverallAssessment.overallCritique).not.toContain('Fixture report');
    expect(logs).toContain('AI report: using the offline coach after invalid-output');
  });

  it('falls back to the offline coach report on a timeout', async () => {
    const slow = apps.appWith(fakeProvider(fake, { timeoutMs: 200, maxRetries: 0 }));
    await fake.scenario({ kind: 'delay', ms: 1000 });
    const { result: res } = await captureLogs(() => post(slow, '/api/generate-feedback-from-transcript', { transcript }));
    expect(res.status).toBe(200);
    FeedbackReportSchema.parse(JSON.parse(ReportResponseSchema.parse(await res.json()).data.feedback));
  });
});
