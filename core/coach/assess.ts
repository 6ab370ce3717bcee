/**
 * Rubric scoring of one answer: content (key points covered), structure, delivery and relevance,
 * combined into a score out of 10. Deterministic; no model.
 *
 * Score (out of 10, one decimal):
 *   substance s = coverage (share of key points covered, 0 to 1); for a Behavioral question it
 *                 also weighs the behavioral rubric (STAR, ownership, specifics, clichés; see
 *                 behavioralSubstance in behavioral.ts)
 *   content C = 10 × s
 *   gate    g = 0.5 + 0.5 × min(1, s / 0.5)  (polish earns full credit only with substance)
 *   score   = 0.65 × C + g × (0.2 × structure + 0.15 × delivery)
 *   caps    : a bare list of terms ≤ 4; an answer to a different bank question ≤ 3 (never when the
 *             rubric is only the nearest bank question: the asked question may differ); an answer
 *             that contradicts a key point (a reversed fact, a wrong value or sign, a misconception)
 *             ≤ 4; empty = 0.
 * Coverage counts covered key points (claims/judge.ts): a contradicted point earns nothing.
 * Without a rubric (question not in the bank and none close) the content cannot be checked, so the
 * score has no content part: score = min(7, b × (0.55 × structure + 0.45 × delivery)), b = 0.6 under
 * 25 words, 0.85 under 60, else 1.
 */
import type { SpeechMetrics } from '../contract/interview';
import type { Question, QuestionSummary } from '../contract/question';
import { assessBehavioral, behavioralSubstance, type BehavioralAnalysis } from './behavioral';
import { assessDelivery, type DeliveryAnalysis } from './delivery';
import { judgePoints, type ClaimError, type JudgedPoint } from './claims/judge';
import { compileRubric, matchRubric } from './match';
import { assessRelevance, type RelevanceAnalysis } from './relevance';
import { computeSpeechMetrics } from './speech-metrics';
import { analyseStructure, type StructureAnalysis } from './structure';
import { analyseText, termSet } from './terms';

/** Highest score (out of 10) of a bare list of terms. */
export const KEYWORD_LIST_CAP = 4;
/** Highest score (out of 10) of an answer that fits a different bank question. */
export const OFF_TOPIC_CAP = 3;
/** Highest score (out of 10) of an answer that contradicts a key point. */
export const CONTRADICTION_CAP = 4;
/** Highest score (out of 10) without a rubric: content cannot be checked. */
export const NO_RUBRIC_CAP = 7;

/** How the rubric question was found: by id, by exact question text, by nearest search, or none. */
export type RubricSource = 'id' | 'exact' | 'nearest' | 'none';

/** Input of assessAnswer. `question` is the bank question whose rubric applies (null if none). */
export interface AssessInput {
  questionText: string;
  answer: string;
  question: Question | null;
  source?: RubricSource;
  /**
   * Without a rubric, the nearest bank question (not close enough to score against): its wording
   * joins the asked question's terms to tell whether the answer opens on the topic. Structure only,
   * never content.
   */
  nearest?: QuestionSummary | null;
  /** Metrics of the spoken answer; computed from `answer` (untimed) when absent. */
  speechMetrics?: SpeechMetrics;
  /** The bank, for the relevance check against other questions. */
  bank?: readonly Question[];
}

/** Every part is out of 10; `content` is null without a rubric. */
export interface AssessmentParts {
  content: number | null;
  structure: number;
  delivery: number;
  relevance: number;
}

/** The full assessment of one answer. `score` is out of 10 with one decimal; `coverage` 0 to 1. */
export interface Assessment {
  questionText: string;
  question: Question | null;
  source: RubricSource;
  empty: boolean;
  score: number;
  coverage: number;
  parts: AssessmentParts;
  /** Every key point with its status and the answer sentences that covered or contradicted it. */
  points: JudgedPoint[];
  /** Key points covered, in rubric order. */
  covered: JudgedPoint[];
  /** Key points missed, in rubric order (named one by one in the feedback). */
  missed: JudgedPoint[];
  /** Key points the answer contradicted, in rubric order. */
  contradicted: JudgedPoint[];
  /** The errors found (what was said, what is wrong, the correction), in rubric order. */
  errors: ClaimError[];
  /** Why the score was capped, as sentences (empty when not capped). */
  caps: string[];
  metrics: SpeechMetrics;
  structure: StructureAnalysis;
  delivery: DeliveryAnalysis;
  relevance: RelevanceAnalysis;
  /** The behavioral rubric's findings, for a Behavioral question with an answer; else null. */
  behavioral: BehavioralAnalysis | null;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The asked question's text, with the nearest bank question's wording when there is no rubric. */
function askedWording({ questionText, question, nearest }: AssessInput): string {
  return question || !nearest ? questionText : [questionText, nearest.question, ...nearest.variants].join('\n');
}

/**
 * Assesses one answer against a question's key points (see the file comment for the formula).
 * An empty answer (no words other than fillers) scores 0 with every point missed. Never throws.
 */
export function assessAnswer(input: AssessInput): Assessment {
  const { answer, question } = input;
  const metrics = input.speechMetrics ?? computeSpeechMetrics(answer);
  const analysed = analyseText(answer);
  const rubric = question ? compileRubric(question) : null;
  const topicTerms = rubric ? new Set([...rubric.vocabulary, ...rubric.questionTerms]) : termSet(askedWording(input));
  const structure = analyseStructure(answer, analysed, topicTerms);
  const empty = structure.words === 0;
  const delivery = assessDelivery(empty ? { ...metrics, wordCount: 0 } : metrics);
  const match =
    question && rubric
      ? judgePoints(question, input.questionText, analysed, matchRubric(rubric, analysed).points)
      : { points: [], coverage: 0, errors: [] };
  // Against a nearest match the asked question may differ from the rubric's, so "a different bank
  // question fits better" cannot be told: no relevance verdict, no off-topic cap.
  const relevance: RelevanceAnalysis = empty
    ? { score: 0, offTopic: false }
    : input.source === 'nearest'
      ? { score: 10, offTopic: false }
      : assessRelevance(analysed, question, match.coverage, input.bank);

  const behavioral = question?.type === 'Behavioral' && !empty ? assessBehavioral(question, answer) : null;
  const substance = behavioral ? behavioralSubstance(behavioral, match.coverage) : match.coverage;

  const caps: string[] = [];
  let score = 0;
  let content: number | null = rubric ? 10 * substance : null;
  if (!empty && rubric) {
    const gate = 0.5 + 0.5 * Math.min(1, substance / 0.5);
    // `!`: content is set whenever rubric is.
    score = 0.65 * content! + gate * (0.2 * structure.score + 0.15 * delivery.score);
  } else if (!empty) {
    const brevity = structure.lengthBand === 'too-short' ? 0.6 : structure.lengthBand === 'short' ? 0.85 : 1;
    score = Math.min(NO_RUBRIC_CAP, brevity * (0.55 * structure.score + 0.45 * delivery.score));
  }
  if (structure.keywordList && score > KEYWORD_LIST_CAP) {
    score = KEYWORD_LIST_CAP;
    caps.push(`A list of terms is capped at ${KEYWORD_LIST_CAP}/10: interviewers score explanations, not vocabulary.`);
  }
  if (match.errors.length > 0 && score > CONTRADICTION_CAP) {
    score = CONTRADICTION_CAP;
    caps.push(`An answer that gets a key fact wrong is capped at ${CONTRADICTION_CAP}/10: see what was wrong below.`);
  }
  if (relevance.offTopic && score > OFF_TOPIC_CAP) {
    score = OFF_TOPIC_CAP;
    caps.push(`The answer fits a different question better, so it is capped at ${OFF_TOPIC_CAP}/10.`);
  }
  if (empty) content = rubric ? 0 : null;
  return {
    questionText: input.questionText,
    question,
    source: input.source ?? (question ? 'id' : 'none'),
    empty,
    score: round1(Math.max(0, Math.min(10, score))),
    coverage: Math.round(match.coverage * 1000) / 1000,
    parts: {
      content: content === null ? null : round1(content),
      structure: structure.score,
      delivery: delivery.score,
      relevance: relevance.score,
    },
    points: match.points,
    covered: match.points.filter((p) => p.status === 'covered'),
    missed: match.points.filter((p) => p.status === 'missed'),
    contradicted: match.points.filter((p) => p.status === 'contradicted'),
    errors: match.errors,
    caps,
    metrics,
    structure,
    delivery,
    relevance,
    behavioral,
  };
}
