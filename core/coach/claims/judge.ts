/**
 * Key point status from claims and cues: each key point of the asked question is covered,
 * contradicted or missed, with the answer sentences that covered or contradicted it.
 *
 * - contradicted: one of its claims is contradicted, or a misconception linked to it is asserted (a
 *   misconception is linked to the key point that shares most of its terms). It earns nothing and is
 *   reported as an error with its correction (the misconception's, else the key point itself).
 * - covered: not contradicted, and one of its claims is asserted (credit 1) or one of its cues
 *   matches (credit 1 for a point without claims, CUE_ONLY_CREDIT for a point with claims: the words
 *   are there but the checkable fact is not stated).
 * - missed: otherwise.
 */
import type { Claim, Misconception, QuantityClaim } from '../../contract/claim';
import type { Question } from '../../contract/question';
import { bestWindowWeight, compileCue, compileRubric, type CompiledCue, type PointMatch } from '../match';
import { termSet, type AnalysedText } from '../terms';
import { expectedValues } from './assumptions';
import { checkClaim, claimTerms, type CheckOptions } from './check';
import { compileTerm, mentionsOf, type CompiledTerm } from './mentions';
import { readSentence, readSentences } from './sentence';

/** Credit of a key point with claims that is covered by its cues only (no claim asserted). */
export const CUE_ONLY_CREDIT = 0.8;

/** Status of a key point in an answer. */
export type KeyPointStatus = 'covered' | 'contradicted' | 'missed';

/** An error in an answer: the sentence said, what is wrong (when a misconception names it) and the correction. */
export interface ClaimError {
  point: string;
  said: string;
  wrong?: string;
  correction: string;
}

/** A key point's result; `coveredBy` and `contradictedBy` are answer sentences, in answer order. */
export interface JudgedPoint extends Omit<PointMatch, 'status'> {
  status: KeyPointStatus;
  coveredBy: string[];
  contradictedBy: string[];
  error?: ClaimError;
}

/** The judged key points, coverage (mean credit, 0 to 1) and the errors found. */
export interface Judgement {
  points: JudgedPoint[];
  coverage: number;
  errors: ClaimError[];
}

const allClaims = (question: Question): Claim[] => [
  ...question.keyPoints.flatMap((k) => k.claims),
  ...question.misconceptions.flatMap((m) => (m.claim ? [m.claim] : [])),
];

const claimNames = (claim: Claim) => claimTerms(claim).map((t) => t.name).join(' ');

/** Index of the key point a misconception is about: most shared terms with its text, claim and cues. */
function linkedPoint(question: Question, misconception: Misconception): number {
  const terms = termSet([misconception.wrong, ...(misconception.cues ?? []), misconception.claim ? claimNames(misconception.claim) : ''].join('\n'));
  let best = 0;
  let bestShared = -1;
  question.keyPoints.forEach((keyPoint, index) => {
    const pointTerms = termSet([keyPoint.point, ...keyPoint.claims.map(claimNames)].join('\n'));
    let shared = 0;
    for (const term of terms) if (pointTerms.has(term)) shared += 1;
    if (shared > bestShared) {
      best = index;
      bestShared = shared;
    }
  });
  return best;
}

/** A question's claims compiled for judging: their terms, and each misconception's key point and cues. */
interface CompiledQuestion {
  claims: Claim[];
  quantities: QuantityClaim[];
  terms: CompiledTerm[];
  links: Map<Misconception, number>;
  /** Each misconception's cues compiled like key point cues (empty ones dropped). */
  cues: Map<Misconception, CompiledCue[]>;
}

const compiledQuestions = new WeakMap<Question, CompiledQuestion>();

/** A question's claims, their terms and each misconception's key point and cues, compiled once per question. */
function compiled(question: Question): CompiledQuestion {
  let entry = compiledQuestions.get(question);
  if (!entry) {
    const claims = allClaims(question);
    const { questionTerms } = compileRubric(question);
    entry = {
      claims,
      quantities: claims.filter((c): c is QuantityClaim => c.kind === 'quantity'),
      terms: [...claims.flatMap(claimTerms), ...question.assumptions.map((a) => compileTerm(a.name))],
      links: new Map(question.misconceptions.map((m) => [m, linkedPoint(question, m)])),
      cues: new Map(question.misconceptions.map((m) => [m, (m.cues ?? []).map((cue) => compileCue(cue, questionTerms)).filter((cue) => cue.terms.length > 0)])),
    };
    compiledQuestions.set(question, entry);
  }
  return entry;
}

/**
 * Judges the key points of `question` (asked as `questionText`) in an answer: `analysed` is the answer
 * as analyseText gives it (its sentences are read once more for claims), `cueMatches` the cue matches
 * of match.ts (same order as the key points).
 */
export function judgePoints(question: Question, questionText: string, analysed: AnalysedText, cueMatches: readonly PointMatch[]): Judgement {
  const rubric = compileRubric(question);
  // The answer's sentences as analyseText split them, read once more for claims.
  const texts = analysed.sentences.map((s) => s.text);
  const sentences = texts.map((text, index) => readSentence(text, index));
  const { quantities, terms, links, cues } = compiled(question);
  const doc = sentences.map((sentence) => mentionsOf(sentence, terms));
  const asked = readSentences(questionText);
  const expected = expectedValues(question, asked, sentences, quantities);
  const questionKeys = new Set(asked.flatMap((s) => s.tokens.map((t) => t.key)));
  const options = (claim: Claim, strict: boolean): CheckOptions => ({ expected: claim.kind === 'quantity' ? expected(claim) : null, strict, questionKeys });

  const checks = question.keyPoints.map((keyPoint) => keyPoint.claims.map((claim) => checkClaim(claim, doc, options(claim, false))));
  const asserted = new Map<number, { misconception: Misconception; sentences: number[] }>();
  question.misconceptions.forEach((misconception) => {
    // `!`: links maps every misconception to a key point; point and index are key-point indices, which checks, cueMatches and rubric.points share; sentence indices come from sentences.
    const point = links.get(misconception)!;
    // The right fact asserted wins: a best-practice answer often names the wrong view to refute it.
    if (checks[point]!.some((c) => c.status === 'asserted')) return;
    const found = new Set<number>();
    if (misconception.claim) {
      const check = checkClaim(misconception.claim, doc, options(misconception.claim, true));
      for (const index of check.asserting) if (!sentences[index]!.reported) found.add(index);
    }
    // Cues are weaker evidence than a claim: they count only when the key point is not covered.
    if (cueMatches[point]!.status !== 'covered') for (const cue of cues.get(misconception)!) {
      analysed.sentences.forEach((sentence, index) => {
        if (!sentences[index]?.reported && bestWindowWeight(sentence, cue) >= cue.bar - 1e-9) found.add(index);
      });
    }
    if (found.size === 0) return;
    const entry = asserted.get(point);
    if (!entry) asserted.set(point, { misconception, sentences: [...found] });
    else entry.sentences.push(...found);
  });

  // A sentence asserting one key point's claim does not contradict another point's claim about the
  // same terms: the points describe different cases ("if the interest is PIK, cash rises").
  const subjectKeys = (claim: Claim) => new Set(claimTerms(claim).flatMap((t) => t.phrases.map((p) => p.join('+'))));
  const siblingAsserted = (index: number, claim: Claim, sentence: number) =>
    claim.kind === 'quantity' &&
    question.keyPoints.some((other, o) => {
      if (o === index) return false;
      const keys = subjectKeys(claim);
      // `!`: o and k index key points and their claims, which checks mirrors.
      return other.claims.some((c, k) => c.kind === 'quantity' && checks[o]![k]!.asserting.includes(sentence) && [...subjectKeys(c)].some((key) => keys.has(key)));
    });
  const errors: ClaimError[] = [];
  const points = question.keyPoints.map((keyPoint, index): JudgedPoint => {
    // `!`: index is a key-point index, which cueMatches, checks and rubric.points share; sentence indices come from sentences; contradictedBy is not empty here.
    const cueMatch = cueMatches[index]!;
    const contradicting = new Set(keyPoint.claims.flatMap((claim, k) => checks[index]![k]!.contradicting.filter((s) => !siblingAsserted(index, claim, s))));
    const misconception = asserted.get(index);
    for (const s of misconception?.sentences ?? []) contradicting.add(s);
    const compiledPoint = rubric.points[index]!;
    const cueSentences = new Set<number>();
    if (cueMatch.status === 'covered') {
      analysed.sentences.forEach((sentence, s) => {
        if (compiledPoint.cues.some((cue) => bestWindowWeight(sentence, cue) >= cue.bar - 1e-9)) cueSentences.add(s);
      });
    }
    const claimSentences = new Set(checks[index]!.flatMap((c) => c.asserting));
    const order = (set: Set<number>) => [...set].sort((a, b) => a - b).map((s) => texts[s] ?? sentences[s]!.text);
    if (contradicting.size > 0) {
      const contradictedBy = order(contradicting);
      const error: ClaimError = {
        point: keyPoint.point,
        said: misconception ? (texts[misconception.sentences[0]!] ?? contradictedBy[0]!) : contradictedBy[0]!,
        ...(misconception ? { wrong: misconception.misconception.wrong } : {}),
        correction: misconception?.misconception.correction ?? keyPoint.point,
      };
      errors.push(error);
      return { point: keyPoint.point, status: 'contradicted', credit: 0, coveredBy: [], contradictedBy, error };
    }
    const byClaim = claimSentences.size > 0;
    if (byClaim || cueMatch.status === 'covered') {
      const credit = byClaim || keyPoint.claims.length === 0 ? 1 : CUE_ONLY_CREDIT;
      const coveredBy = order(new Set([...claimSentences, ...cueSentences]));
      return { ...cueMatch, status: 'covered', credit, sentence: cueMatch.sentence ?? coveredBy[0], coveredBy, contradictedBy: [] };
    }
    return { ...cueMatch, status: 'missed', credit: 0, coveredBy: [], contradictedBy: [] };
  });
  const coverage = points.length ? points.reduce((sum, p) => sum + p.credit, 0) / points.length : 0;
  return { points, coverage, errors };
}
