/**
 * The overall feedback report for a whole interview transcript, in the spec's exact shape:
 * OverallAssessment {score, overallCritique}, strengths, questionsStruggled, conceptsToStudy and
 * weaknesses, each keyed item1, item2..., and (beyond the spec) questionScores, every question with
 * its score. The score is the mean of the per-question scores (an empty answer counts 0), out of 10
 * with one decimal. Strengths and weaknesses rest on evidence (report-patterns.ts); weaknesses are
 * never empty for an interview with at least one question.
 */
import type { FeedbackReport, TranscriptEntry } from '../contract/interview';
import type { Question, QuestionSummary } from '../contract/question';
import { createBankIndex, type BankIndex } from '../bank/search';
import { assessAnswer, type Assessment } from './assess';
import { bankerOpening, nextStep } from './feedback';
import { resolveQuestion } from './resolve';
import { studyGuideTitles } from './study-guides';
import { coverageByCategory, describeStrengths, describeWeaknesses } from './report-patterns';

/** A per-question score below this (out of 10) puts the question under questionsStruggled. */
export const STRUGGLED_BELOW = 6;
/** Most items listed per report section. */
export const MAX_ITEMS = 5;

/** Turns a list into keyed items: { prefix1: a, prefix2: b, ... }. */
export function keyed<T>(prefix: string, items: T[]): Record<string, T> {
  return Object.fromEntries(items.map((item, i) => [`${prefix}${i + 1}`, item]));
}

/** Assesses every transcript entry against its bank question (by id, exact text or close match). */
export function assessTranscript(index: BankIndex, transcript: readonly TranscriptEntry[]): Assessment[] {
  return transcript.map((entry) => {
    const resolved = resolveQuestion(index, entry.question, entry.questionId);
    return assessAnswer({
      questionText: entry.question,
      answer: entry.userResponse,
      question: resolved.question,
      source: resolved.source,
      nearest: resolved.nearest,
      speechMetrics: entry.speechMetrics,
      bank: index.bank,
    });
  });
}

function struggled(assessments: Assessment[]): FeedbackReport['questionsStruggled'][string][] {
  return assessments
    .filter((a) => a.score < STRUGGLED_BELOW)
    .sort((a, b) => a.score - b.score)
    .slice(0, MAX_ITEMS)
    .map((a) => {
      let critique: string;
      if (a.empty) critique = 'No answer was recorded, so this question scored 0/10.';
      else if (a.relevance.offTopic) critique = `Scored ${a.score}/10: the answer addressed a different question ("${a.relevance.bestOther?.question.question}").`;
      else if (a.structure.keywordList) critique = `Scored ${a.score}/10: the answer listed terms instead of explaining them.`;
      else if (a.question) critique = `Scored ${a.score}/10, covering ${a.covered.length} of ${a.points.length} key points. Missed: ${a.missed.map((p) => p.point).join(' ')}`;
      else critique = `Scored ${a.score}/10. ${a.structure.notes.filter((n) => !n.startsWith('You answered up front') && !n.startsWith('Good')).join(' ')}`;
      const opening = bankerOpening(a);
      const suggestedImprovement = [nextStep(a), opening ? `A strong answer opens: "${opening}"` : ''].filter(Boolean).join(' ');
      return { question: a.questionText, critique: critique.trim(), suggestedImprovement };
    });
}

function concepts(assessments: Assessment[], bank: readonly Pick<QuestionSummary, 'type'>[]): FeedbackReport['conceptsToStudy'][string][] {
  const byConcept = new Map<string, { question: Question; missed: string[] }>();
  for (const a of assessments) {
    if (!a.question || a.score >= STRUGGLED_BELOW || a.missed.length === 0) continue;
    const name = a.question.subcategory ? `${a.question.category}: ${a.question.subcategory}` : a.question.category;
    const entry = byConcept.get(name) ?? { question: a.question, missed: [] };
    for (const p of a.missed) if (!entry.missed.includes(p.point)) entry.missed.push(p.point);
    byConcept.set(name, entry);
  }
  return [...byConcept.entries()].slice(0, MAX_ITEMS).map(([concept, { question, missed }]) => ({
    concept,
    description: `Review: ${missed.slice(0, 3).join(' ')}`,
    resources: studyGuideTitles(question.category, bank),
  }));
}

function critique(assessments: Assessment[], score: number): string {
  const answered = assessments.filter((a) => !a.empty);
  const sentences = [`Overall score ${score}/10 across ${assessments.length} question${assessments.length === 1 ? '' : 's'}.`];
  if (answered.length < assessments.length) {
    sentences.push(`${assessments.length - answered.length} question${assessments.length - answered.length === 1 ? ' was' : 's were'} left unanswered and scored 0.`);
  }
  const rubric = answered.filter((a) => a.question);
  const points = rubric.reduce((n, a) => n + a.points.length, 0);
  const covered = rubric.reduce((n, a) => n + a.covered.length, 0);
  if (points > 0) sentences.push(`You covered ${covered} of ${points} key points (${Math.round((100 * covered) / points)}%).`);
  const categories = coverageByCategory(answered).sort((a, b) => b.share - a.share);
  // `!`: categories has at least two entries here.
  if (categories.length >= 2 && categories[0]!.share > categories[categories.length - 1]!.share) {
    const [best, worst] = [categories[0]!, categories[categories.length - 1]!];
    sentences.push(`Strongest area: ${best.category} (${Math.round(100 * best.share)}% of key points); weakest: ${worst.category} (${Math.round(100 * worst.share)}%).`);
  }
  if (answered.length === 0) sentences.push('No answers were recorded: check your microphone, or type your answers, and try again.');
  else if (score >= 8) sentences.push('This is interview-ready: keep the answers this tight and keep practicing harder variants.');
  else if (score >= 6) sentences.push('A solid base: close the gaps in the key points below and tighten delivery to move into the top tier.');
  else if (score >= 4) sentences.push('Some good moments, but several answers missed core points a banker listens for: study the concepts below first.');
  else sentences.push('Most answers missed the core points a banker listens for: work through the concepts below, then practice each question out loud.');
  return sentences.join(' ');
}

/**
 * The feedback report for `transcript` (one entry per question), scored against `bank`. Pass an
 * index (createBankIndex) to reuse one. Shape per FeedbackReportSchema; score 0 to 10, one decimal;
 * an all-empty transcript scores 0 with a clear critique. Never throws for a valid transcript.
 */
export function overallReport(bank: readonly Question[] | BankIndex, transcript: readonly TranscriptEntry[]): FeedbackReport {
  const index = 'mini' in bank ? bank : createBankIndex(bank);
  return reportOfAssessments(assessTranscript(index, transcript), index.bank);
}

/**
 * The feedback report of `assessments` (one per transcript entry, in order) made against `bank`
 * (the full bank or its summaries: only the count of technical questions is read, for guide titles).
 */
export function reportOfAssessments(assessments: Assessment[], bank: readonly Pick<QuestionSummary, 'type'>[]): FeedbackReport {
  const mean = assessments.length ? assessments.reduce((sum, a) => sum + a.score, 0) / assessments.length : 0;
  const score = Math.round(mean * 10) / 10;
  return {
    OverallAssessment: { score, overallCritique: critique(assessments, score) },
    strengths: keyed('strength', describeStrengths(assessments).slice(0, MAX_ITEMS)),
    questionsStruggled: keyed('question', struggled(assessments)),
    conceptsToStudy: keyed('concept', concepts(assessments, bank)),
    weaknesses: keyed('weakness', describeWeaknesses(assessments).slice(0, MAX_ITEMS)),
    questionScores: assessments.map((a) => ({ question: a.questionText, score: a.score })),
  };
}
