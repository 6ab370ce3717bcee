/**
 * Key-point matching: decides which of a question's key points an answer covers. A point is covered
 * when most of one cue's words (stemmed, synonyms merged) occur close together in ONE sentence of
 * the answer. "Most" is weighted: generic words (up, down, add, company...) and words of the question
 * itself count half, so repeating the question or saying "it goes up" never covers a point alone.
 * Compiled rubrics are cached per question object.
 */
import type { Question } from '../contract/question';
import { GENERIC_TERMS } from './synonyms';
import { cueTerms, termSet, type AnalysedSentence, type AnalysedText } from './terms';

/** A cue compiled for matching: required terms (with multiplicity), their weights and the bar. */
export interface CompiledCue {
  text: string;
  /** Distinct terms of the cue. */
  terms: string[];
  /** Times each term (same index as `terms`) occurs in the cue ("growth ... expansion" = ~up twice). */
  required: number[];
  /** Weight of each term: 1, or 0.5 for generic and question words. */
  weights: number[];
  /** Total weight of the cue. */
  total: number;
  /** Weight an answer window must reach to cover the point. */
  bar: number;
  /** Largest content-position span (last minus first term) that counts as "close together". */
  window: number;
}

/** A key point with compiled cues. */
export interface CompiledPoint {
  point: string;
  cues: CompiledCue[];
}

/** A question's rubric compiled for matching. `vocabulary` is every cue term (for quick relevance). */
export interface CompiledRubric {
  points: CompiledPoint[];
  vocabulary: Set<string>;
  /** Terms of the question text and its variants. */
  questionTerms: Set<string>;
}

/** `covered` earns full credit (1), `missed` none. */
export type PointStatus = 'covered' | 'missed';

/** Result for one key point: its status, credit (0 to 1), and the cue and sentence that matched. */
export interface PointMatch {
  point: string;
  status: PointStatus;
  credit: number;
  cue?: string;
  sentence?: string;
}

/** Share of a cue's weight (of 3 or more words) an answer must show together; all of 1 or 2 words. */
export const CUE_BAR = 0.65;

const HALF = 0.5;

/** Compiles one cue against the question's own terms (which count half). */
export function compileCue(text: string, questionTerms: ReadonlySet<string>): CompiledCue {
  const terms: string[] = [];
  const required: number[] = [];
  for (const term of cueTerms(text)) {
    // `!`: at and i index terms, which required and weights parallel.
    const at = terms.indexOf(term);
    if (at >= 0) required[at]! += 1;
    else {
      terms.push(term);
      required.push(1);
    }
  }
  const weights = terms.map((term) => (GENERIC_TERMS.has(term) || questionTerms.has(term) ? HALF : 1));
  const total = weights.reduce((sum, w, i) => sum + w * required[i]!, 0);
  const count = required.reduce((sum, n) => sum + n, 0);
  const bar = count <= 2 || weights.every((w) => w === HALF) ? total : CUE_BAR * total;
  return { text, terms, required, weights, total, bar, window: count + 3 };
}

/**
 * True when a cue can show understanding: it has a full-weight word, or at least two different words
 * (then all are required, as its bar is its total). A cue of one generic or question word is dropped.
 */
const informative = (cue: CompiledCue) => cue.weights.some((w) => w === 1) || cue.terms.length >= 2;

const rubricCache = new WeakMap<Question, CompiledRubric>();

/** Compiles (once per question object) the key points' cues into weighted canonical terms. */
export function compileRubric(question: Question): CompiledRubric {
  const cached = rubricCache.get(question);
  if (cached) return cached;
  const questionTerms = termSet([question.question, ...question.variants].join('\n'));
  const vocabulary = new Set<string>();
  const points = question.keyPoints.map((keyPoint) => {
    const all = keyPoint.cues.map((text) => compileCue(text, questionTerms)).filter((cue) => cue.terms.length > 0);
    const useful = all.filter(informative);
    const cues = useful.length > 0 ? useful : all;
    for (const cue of cues) for (const term of cue.terms) vocabulary.add(term);
    return { point: keyPoint.point, cues };
  });
  const rubric = { points, vocabulary, questionTerms };
  rubricCache.set(question, rubric);
  return rubric;
}

/** Canonical term of negations ("not", "no", "doesn't"...). */
const NEGATION = '~not';
/** Content positions after a negation that it covers ("does not need a discount rate"). */
const NEGATION_REACH = 2;

/**
 * Highest cue weight found within one window of `sentence` (each cue word needs its own occurrence:
 * a cue saying "growth" and "expansion" needs two "increase" words). Sliding window over the sorted
 * occurrences of the cue's terms. Unless the cue itself is negative, a window may not contain a
 * negation or start within NEGATION_REACH words after one ("you do not need a discount rate" does not
 * say "discount at the WACC").
 */
export function bestWindowWeight(sentence: AnalysedSentence, cue: CompiledCue): number {
  const negations = cue.terms.includes(NEGATION) ? [] : (sentence.positions.get(NEGATION) ?? []);
  const hits: Array<[position: number, term: number]> = [];
  cue.terms.forEach((term, index) => {
    for (const position of sentence.positions.get(term) ?? []) {
      if (!negations.some((n) => position >= n && position <= n + NEGATION_REACH)) hits.push([position, index]);
    }
  });
  if (hits.length === 0) return 0;
  hits.sort((a, b) => a[0] - b[0]);
  const counts = new Array<number>(cue.terms.length).fill(0);
  let weight = 0;
  let best = 0;
  let left = 0;
  // `!`: term indexes the cue's parallel arrays; left stays at or before the current hit.
  for (const [position, term] of hits) {
    if (counts[term]! < cue.required[term]!) weight += cue.weights[term]!;
    counts[term]! += 1;
    const lastNegation = negations.reduce((last, n) => (n < position && n > last ? n : last), -1);
    while (position - hits[left]![0] > cue.window || hits[left]![0] < lastNegation) {
      const leaving = hits[left]![1];
      counts[leaving]! -= 1;
      if (counts[leaving]! < cue.required[leaving]!) weight -= cue.weights[leaving]!;
      left += 1;
    }
    if (weight > best) best = weight;
  }
  return best;
}

/** Matches one compiled point against an analysed answer: covered by the first cue that reaches its bar. */
export function matchPoint(point: CompiledPoint, answer: AnalysedText): PointMatch {
  for (const cue of point.cues) {
    let present = 0;
    // `!`: i indexes the cue's parallel arrays.
    cue.terms.forEach((term, i) => {
      if (answer.terms.has(term)) present += cue.weights[i]! * cue.required[i]!;
    });
    if (present < cue.bar - 1e-9) continue;
    for (const sentence of answer.sentences) {
      if (bestWindowWeight(sentence, cue) >= cue.bar - 1e-9) {
        return { point: point.point, status: 'covered', credit: 1, cue: cue.text, sentence: sentence.text };
      }
    }
  }
  return { point: point.point, status: 'missed', credit: 0 };
}

/** Matches every key point of `rubric`; coverage is the mean credit, from 0 to 1. */
export function matchRubric(rubric: CompiledRubric, answer: AnalysedText): { points: PointMatch[]; coverage: number } {
  const points = rubric.points.map((point) => matchPoint(point, answer));
  const coverage = points.length ? points.reduce((sum, p) => sum + p.credit, 0) / points.length : 0;
  return { points, coverage };
}
