/** The overall feedback report: the spec's exact shape, score from per-question scores, findings. */
import { describe, expect, it } from 'vitest';
import { loadQuestionBank } from '../../../core/bank/load';
import { FeedbackReportSchema, type TranscriptEntry } from '../../../core/contract/interview';
import { computeSpeechMetrics } from '../../../core/coach/speech-metrics';
import { OfflineCoach } from '../../../core/coach/offline-coach';
import { overallReport } from '../../../core/coach/report';
import { ANSWER_SETS, withFillers } from './answers';

const bank = loadQuestionBank();
const coach = new OfflineCoach(bank);
const questionOf = (id: string) => bank.find((q) => q.id === id)!.question;
const transcript = (kind: 'strong' | 'weak' | 'short' | 'fluent', ids = ANSWER_SETS.slice(0, 8).map((s) => s.id)): TranscriptEntry[] =>
  ids.map((id) => ({ question: questionOf(id), userResponse: ANSWER_SETS.find((s) => s.id === id)![kind] }));

describe('overallReport', () => {
  it('has the spec shape: OverallAssessment, keyed strengths, questionsStruggled, conceptsToStudy, weaknesses', () => {
    const report = coach.overallReport(transcript('weak'));
    expect(FeedbackReportSchema.parse(report)).toEqual(report);
    expect(Object.keys(report)).toEqual(['OverallAssessment', 'strengths', 'questionsStruggled', 'conceptsToStudy', 'weaknesses', 'questionScores']);
    expect(Object.keys(report.questionsStruggled)[0]).toBe('question1');
    expect(Object.keys(report.conceptsToStudy)[0]).toBe('concept1');
    expect(Number.isInteger(report.OverallAssessment.score * 10)).toBe(true);
    expect(report.OverallAssessment.overallCritique.length).toBeGreaterThan(40);
  });

  it('scores a strong interview well above a weak one', () => {
    const strong = coach.overallReport(transcript('strong'));
    const weak = coach.overallReport(transcript('weak'));
    expect(strong.OverallAssessment.score).toBeGreaterThanOrEqual(8);
    expect(weak.OverallAssessment.score).toBeLessThanOrEqual(3);
    expect(Object.keys(strong.strengths).length).toBeGreaterThan(0);
    expect(Object.keys(strong.questionsStruggled)).toEqual([]);
  });

  it('names the struggled questions, their missed key points and concepts to study with guides', () => {
    const report = coach.overallReport(transcript('weak', ['acc-002', 'lbo-001']));
    const struggled = Object.values(report.questionsStruggled);
    expect(struggled.map((s) => s.question)).toEqual(expect.arrayContaining([questionOf('acc-002'), questionOf('lbo-001')]));
    const acc = struggled.find((s) => s.question === questionOf('acc-002'))!;
    expect(acc.critique).toContain(bank.find((q) => q.id === 'acc-002')!.keyPoints[0]!.point);
    expect(acc.suggestedImprovement.length).toBeGreaterThan(20);
    const concepts = Object.values(report.conceptsToStudy);
    expect(concepts.map((c) => c.concept)).toEqual(expect.arrayContaining([expect.stringMatching(/^Accounting/), expect.stringMatching(/^LBO/)]));
    expect(concepts.find((c) => c.concept.startsWith('LBO'))!.resources).toContain('The LBO Guide');
  });

  it('counts an empty answer as 0 in the mean', () => {
    const one = coach.assess(questionOf('dcf-001'), ANSWER_SETS.find((s) => s.id === 'dcf-001')!.strong);
    const report = coach.overallReport([
      { question: questionOf('dcf-001'), userResponse: ANSWER_SETS.find((s) => s.id === 'dcf-001')!.strong },
      { question: questionOf('dcf-004'), userResponse: '' },
    ]);
    expect(report.OverallAssessment.score).toBe(Math.round((one.score / 2) * 10) / 10);
    expect(Object.values(report.weaknesses).map((w) => w.title)).toContain('Unanswered questions');
  });

  it('gives an all-empty interview 0, no strengths and a clear critique', () => {
    const report = coach.overallReport([
      { question: questionOf('fit-001'), userResponse: '' },
      { question: questionOf('dcf-001'), userResponse: '  ' },
    ]);
    expect(report.OverallAssessment.score).toBe(0);
    expect(report.OverallAssessment.overallCritique).toMatch(/No answers were recorded/);
    expect(report.strengths).toEqual({});
    expect(Object.keys(report.questionsStruggled)).toHaveLength(2);
  });

  it('flags filler-heavy, fast delivery from the speech metrics', () => {
    const entries = transcript('strong', ['dcf-001', 'ev-001']).map((entry) => {
      const spoken = withFillers(entry.userResponse, 3);
      return { ...entry, userResponse: spoken, speechMetrics: computeSpeechMetrics(spoken, { durationSeconds: 40 }) };
    });
    const titles = Object.values(coach.overallReport(entries).weaknesses).map((w) => w.title);
    expect(titles).toEqual(expect.arrayContaining(['Filler words', 'Speaking too fast']));
  });

  it('reports on questions outside the bank without failing, and accepts the bank or an index', () => {
    const entries = [{ question: 'What did you have for breakfast?', userResponse: 'Toast and coffee, as usual, before my morning class.' }];
    expect(FeedbackReportSchema.safeParse(overallReport(bank, entries)).success).toBe(true);
    expect(overallReport(coach.index, entries)).toEqual(overallReport(bank, entries));
  });

  it('uses questionId when the question text was reworded', () => {
    const strong = ANSWER_SETS.find((s) => s.id === 'lbo-004')!.strong;
    const report = coach.overallReport([{ question: 'So, what really drives returns for a buyout fund?', questionId: 'lbo-004', userResponse: strong }]);
    expect(report.OverallAssessment.score).toBeGreaterThanOrEqual(8);
  });
});

/** Entries answered aloud at 2.4 words a second (144 words per minute), so delivery is judged. */
const spoken = (kind: 'strong' | 'fluent', ids: string[]): TranscriptEntry[] =>
  transcript(kind, ids).map((entry) => ({ ...entry, speechMetrics: computeSpeechMetrics(entry.userResponse, { durationSeconds: entry.userResponse.split(/\s+/).length / 2.4 }) }));
const titles = (items: Record<string, { title: string }>) => Object.values(items).map((item) => item.title);

describe('report findings rest on evidence', () => {
  it('lists no "Clear structure" or "Clean delivery" for a polished interview that says nothing (about 1.5/10)', () => {
    const entries = spoken('fluent', ANSWER_SETS.slice(0, 8).map((s) => s.id));
    for (const entry of entries) {
      const a = coach.assess(entry.question, entry.userResponse, entry);
      expect(a.parts.structure + a.parts.delivery).toBeGreaterThan(12); // the form itself is polished
    }
    const report = coach.overallReport(entries);
    expect(report.OverallAssessment.score).toBeLessThanOrEqual(2);
    expect(titles(report.strengths)).not.toContain('Clear structure');
    expect(titles(report.strengths)).not.toContain('Clean delivery');
    expect(titles(report.weaknesses).length).toBeGreaterThan(0);
  });

  it('lists "Clear structure" and "Clean delivery" when the marks are high on answers with substance', () => {
    const report = coach.overallReport(spoken('strong', ['acc-002', 'dcf-001']));
    expect(titles(report.strengths)).toEqual(expect.arrayContaining(['Clear structure', 'Clean delivery']));
  });

  it('gives no "Clean delivery" to typed answers, whose delivery cannot be judged', () => {
    const report = coach.overallReport(transcript('strong', ['acc-002', 'dcf-001']));
    expect(titles(report.strengths)).toContain('Clear structure');
    expect(titles(report.strengths)).not.toContain('Clean delivery');
  });

  it('always has weaknesses: a near-perfect interview names its lowest-scoring answer', () => {
    const entries = spoken('strong', ['acc-002', 'dcf-001']);
    const report = coach.overallReport(entries);
    const lowest = Math.min(...entries.map((e) => coach.assess(e.question, e.userResponse, e).score));
    expect(report.OverallAssessment.score).toBeGreaterThanOrEqual(9);
    expect(Object.values(report.weaknesses)).toEqual([expect.objectContaining({ title: 'Your weakest answer', description: expect.stringContaining(`scored ${lowest}/10`) })]);
  });

  it('names a contradicted key fact among the weaknesses, with its correction', () => {
    const wrong = 'So I would project the free cash flows for five years and discount them at the WACC. Then to get from enterprise value to equity value I add net debt.';
    const report = coach.overallReport([{ question: questionOf('dcf-001'), userResponse: wrong }]);
    const finding = Object.values(report.weaknesses).find((w) => w.title === 'Key facts stated wrongly')!;
    expect(finding.description).toContain('equity value = enterprise value − net debt');
  });

  it('lists every question with its own score, in interview order', () => {
    const entries = [...transcript('strong', ['dcf-001']), { question: questionOf('acc-002'), userResponse: '' }, ...transcript('weak', ['lbo-001'])];
    const report = coach.overallReport(entries);
    expect(report.questionScores).toEqual(entries.map((e) => ({ question: e.question, score: coach.assess(e.question, e.userResponse).score })));
    expect(report.questionScores![1]!.score).toBe(0);
  });
});
