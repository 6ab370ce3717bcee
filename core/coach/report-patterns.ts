/**
 * Strengths and weaknesses of a whole interview, found as patterns across the per-question
 * assessments: coverage per category, structure, filler words, pace, pauses, length, relevance,
 * wrong facts. Every finding rests on evidence:
 * - a content strength only from covered key points (a contradicted point never counts);
 * - "Clear structure" only when the structure mark is high (mean ≥ STRONG_MARK) and "Clean delivery"
 *   only when the delivery mark is high on answers whose delivery could be judged (timed, 30+ words),
 *   both counted on substantive answers only (on-topic, content at least half the key points, or no
 *   rubric): polish around an answer that says nothing is not a strength, and a 1.5/10 interview lists
 *   neither;
 * - weaknesses are never empty: with nothing else to name, the lowest-scoring answer is the weakness.
 */
import { PACE_WPM } from './delivery';
import { CONTRADICTION_CAP, type Assessment } from './assess';
import { nextStep } from './feedback';

/** A structure or delivery mark (out of 10) from which it counts as a strength. */
export const STRONG_MARK = 7.5;
/** Content mark (out of 10) from which an answer counts as substantive for form strengths. */
const SUBSTANTIVE_CONTENT = 5;

/** A titled finding of the report. */
export interface Finding {
  title: string;
  description: string;
}

/** Category of a question: "Accounting" ... "Fit" (shown as "Behavioral"), "Other" without a rubric. */
const categoryOf = (a: Assessment) => (a.question ? (a.question.category === 'Fit' ? 'Behavioral' : a.question.category) : 'Other');

/** Key points covered per category of the answered bank questions; `share` is 0 to 1. */
export function coverageByCategory(assessments: readonly Assessment[]) {
  const byCategory = new Map<string, { covered: number; points: number; missed: string[] }>();
  for (const a of assessments) {
    if (!a.question || a.empty) continue;
    const entry = byCategory.get(categoryOf(a)) ?? { covered: 0, points: 0, missed: [] };
    entry.covered += a.covered.length;
    entry.points += a.points.length;
    entry.missed.push(...a.missed.map((p) => p.point));
    byCategory.set(categoryOf(a), entry);
  }
  return [...byCategory.entries()].map(([category, e]) => ({ category, ...e, share: e.points ? e.covered / e.points : 0 }));
}

function deliveryTotals(answered: readonly Assessment[]) {
  const words = answered.reduce((n, a) => n + a.metrics.wordCount, 0);
  const fillers = answered.reduce((n, a) => n + a.metrics.fillerWordCount, 0);
  const timed = answered.filter((a) => a.metrics.wordsPerMinute !== null);
  // `!`: timed holds only answers with a words-per-minute figure.
  const wpm = timed.length ? timed.reduce((n, a) => n + a.metrics.wordsPerMinute!, 0) / timed.length : null;
  const pauses = answered.reduce((n, a) => n + (a.metrics.longPauses ?? 0), 0);
  return { words, fillers, rate: words ? (100 * fillers) / words : 0, wpm, pauses };
}

const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

/** Answers with substance: on-topic, with at least half the content mark, or without a rubric to check. */
const substantive = (answered: readonly Assessment[]) =>
  answered.filter((a) => !a.relevance.offTopic && (a.parts.content === null || a.parts.content >= SUBSTANTIVE_CONTENT));

/** Genuine strengths only (an empty interview has none), strongest first. */
export function describeStrengths(assessments: readonly Assessment[]): Finding[] {
  const answered = assessments.filter((a) => !a.empty);
  if (answered.length === 0) return [];
  const found: Finding[] = [];
  for (const c of coverageByCategory(answered).filter((c) => c.share >= 0.7).sort((a, b) => b.share - a.share)) {
    found.push({
      title: `Strong ${c.category} answers`,
      description: `You covered ${c.covered} of ${c.points} key points on ${c.category} questions, the substance interviewers listen for.`,
    });
  }
  // `!`: the callers pass at least one answered assessment.
  const best = [...answered].sort((a, b) => b.score - a.score)[0]!;
  if (best.score >= 8) found.push({ title: 'Best answer', description: `"${best.questionText}" scored ${best.score}/10: use it as the model for the others.` });
  const solid = substantive(answered);
  const enough = solid.length > 0 && solid.length >= answered.length / 2;
  if (enough && mean(solid.map((a) => a.structure.score)) >= STRONG_MARK) {
    found.push({ title: 'Clear structure', description: 'Your answers led with the point, used full sentences and were signposted, so they were easy to follow.' });
  }
  const judged = solid.filter((a) => !a.delivery.unjudged);
  const d = deliveryTotals(judged);
  if (enough && judged.length > 0 && mean(judged.map((a) => a.delivery.score)) >= STRONG_MARK && d.rate <= 2) {
    const pace = d.wpm !== null && d.wpm >= PACE_WPM.min && d.wpm <= PACE_WPM.max ? ` at a comfortable ${Math.round(d.wpm)} words per minute` : '';
    const fillers = d.fillers === 0 ? 'No filler words' : `Only ${d.fillers} filler word${d.fillers === 1 ? '' : 's'}`;
    found.push({ title: 'Clean delivery', description: `${fillers} in ${d.words} words${pace}: you sounded composed.` });
  }
  const full = answered.length === assessments.length && answered.every((a) => a.structure.lengthBand !== 'too-short');
  if (full && assessments.length >= 2) {
    found.push({ title: 'Answered every question', description: `You gave a full answer to all ${assessments.length} questions without skipping any.` });
  }
  return found;
}

/** The finding for answers that contradicted a key point (with the first correction), or null when none did. */
export function wrongFacts(assessments: readonly Assessment[]): Finding | null {
  const wrong = assessments.filter((a) => a.errors.length > 0);
  // `!`: wrong is not empty, and each of its answers has an error.
  if (wrong.length === 0) return null;
  return {
    title: 'Key facts stated wrongly',
    description: `${wrong.length} answer${wrong.length === 1 ? '' : 's'} contradicted a key point, which caps an answer at ${CONTRADICTION_CAP}/10. For example: ${wrong[0]!.errors[0]!.correction}`,
  };
}

/** Weaknesses worth working on, most important first; never empty when at least one question was asked. */
export function describeWeaknesses(assessments: readonly Assessment[]): Finding[] {
  const answered = assessments.filter((a) => !a.empty);
  const found: Finding[] = [];
  const empty = assessments.length - answered.length;
  if (empty > 0) {
    found.push({ title: 'Unanswered questions', description: `${empty} question${empty === 1 ? '' : 's'} had no answer and scored 0. Attempt every question: a partial answer earns credit, silence does not.` });
  }
  const wrong = wrongFacts(answered);
  if (wrong) found.push(wrong);
  for (const c of coverageByCategory(answered).filter((c) => c.share < 0.4).sort((a, b) => a.share - b.share)) {
    found.push({
      title: `Gaps in ${c.category}`,
      description: `You covered only ${c.covered} of ${c.points} key points on ${c.category} questions. For example, you missed: ${c.missed[0]}`,
    });
  }
  if (answered.some((a) => a.relevance.offTopic)) {
    found.push({ title: 'Answering a different question', description: 'At least one answer fit another question better than the one asked. Repeat the question to yourself and answer it directly.' });
  }
  if (answered.some((a) => a.structure.keywordList)) {
    found.push({ title: 'Listing terms instead of explaining', description: 'Some answers were lists of terms. Interviewers score explanations: say what each idea is and why it matters, in sentences.' });
  }
  const d = deliveryTotals(answered);
  if (d.words > 0 && d.rate > 4) {
    found.push({ title: 'Filler words', description: `${d.fillers} filler words in ${d.words} words (${d.rate.toFixed(1)} per 100). Replace "um", "like" and "you know" with a short silent pause.` });
  }
  if (d.wpm !== null && d.wpm > PACE_WPM.max) found.push({ title: 'Speaking too fast', description: `Average pace ${Math.round(d.wpm)} words per minute: slow to about 130 to 160 so key numbers land.` });
  if (d.wpm !== null && d.wpm < PACE_WPM.min) found.push({ title: 'Speaking slowly', description: `Average pace ${Math.round(d.wpm)} words per minute: aim for about 130 to 160 to sound fluent.` });
  if (d.pauses >= Math.max(3, answered.length)) found.push({ title: 'Long pauses', description: `${d.pauses} pauses of 2 seconds or more. Outline the answer in your head before you start speaking.` });
  const half = answered.length / 2;
  if (answered.length > 0 && answered.filter((a) => !a.structure.direct).length > half) {
    found.push({ title: 'Not answering up front', description: 'Most answers did not open with the answer. Lead with one sentence that answers the question, then give the detail.' });
  }
  if (answered.length > 0 && answered.filter((a) => a.structure.lengthBand === 'too-short' || a.structure.lengthBand === 'short').length > half) {
    found.push({ title: 'Answers too brief', description: 'Most answers were under 60 words. Aim for one to two minutes: the answer, the reasoning, an example.' });
  }
  if (answered.length > 0 && answered.filter((a) => a.structure.lengthBand === 'long').length > half) {
    found.push({ title: 'Answers run long', description: 'Most answers ran past 350 words. Keep to the key points and stay within two minutes.' });
  }
  if (found.length === 0 && answered.length > 0) {
    // `!`: answered is not empty here.
    const lowest = [...answered].sort((a, b) => a.score - b.score)[0]!;
    found.push({ title: 'Your weakest answer', description: `"${lowest.questionText}" scored ${lowest.score}/10, your lowest. ${nextStep(lowest)}` });
  }
  return found;
}
