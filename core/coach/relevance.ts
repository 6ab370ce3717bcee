/**
 * Relevance: does the answer address the question asked, or is it a (possibly strong) answer to a
 * different bank question? The answer's coverage of the asked question's key points is compared with
 * its coverage of the best-matching other question of the bank.
 */
import type { Question } from '../contract/question';
import { behavioralKind } from './behavioral';
import { compileRubric, matchRubric, type CompiledRubric } from './match';
import type { AnalysedText } from './terms';

/** Relevance findings; `score` is out of 10 (10 = on topic). */
export interface RelevanceAnalysis {
  score: number;
  /** True when another bank question fits the answer much better than the asked one. */
  offTopic: boolean;
  /** The best-matching other bank question and the answer's coverage of it (0 to 1), if any is close. */
  bestOther?: { question: Question; coverage: number };
}

/** Coverage (0 to 1) of another question from which an answer may count as answering it instead. */
export const OFF_TOPIC_MIN_OTHER_COVERAGE = 0.5;
/** Other questions fully matched per answer, chosen by a cheap vocabulary overlap first. */
const CANDIDATES = 5;

/** A bank's rubrics compiled once, with an inverted index: vocabulary term → indices of the questions that use it. */
interface CompiledBank {
  entries: Array<{ question: Question; rubric: CompiledRubric }>;
  byTerm: Map<string, number[]>;
}

const compiledBanks = new WeakMap<readonly Question[], CompiledBank>();

function compiledBank(bank: readonly Question[]): CompiledBank {
  let compiled = compiledBanks.get(bank);
  if (!compiled) {
    const entries = bank.map((question) => ({ question, rubric: compileRubric(question) }));
    const byTerm = new Map<string, number[]>();
    entries.forEach(({ rubric }, index) => {
      for (const term of rubric.vocabulary) {
        const list = byTerm.get(term);
        if (list) list.push(index);
        else byTerm.set(term, [index]);
      }
    });
    compiled = { entries, byTerm };
    compiledBanks.set(bank, compiled);
  }
  return compiled;
}

/**
 * The bank question (other than `excludeId`) whose key points `answer` covers best, with that
 * coverage (0 to 1); undefined when no question shares at least a quarter of its cue vocabulary.
 * The shared vocabulary is counted through the inverted index (one pass over the answer's terms),
 * then the CANDIDATES closest questions are matched in full.
 */
export function bestMatchingQuestion(
  answer: AnalysedText,
  bank: readonly Question[],
  excludeId?: string,
): { question: Question; coverage: number } | undefined {
  const { entries, byTerm } = compiledBank(bank);
  // `!`: byTerm's indices and forEach's index are below entries.length.
  const shared = new Uint16Array(entries.length);
  for (const term of answer.terms) {
    const postings = byTerm.get(term);
    if (postings) for (const index of postings) shared[index]! += 1;
  }
  const ranked: Array<{ question: Question; rubric: CompiledRubric; overlap: number }> = [];
  for (let index = 0; index < entries.length; index += 1) {
    if (shared[index] === 0) continue;
    const { question, rubric } = entries[index]!;
    const overlap = shared[index]! / rubric.vocabulary.size;
    if (overlap >= 0.25 && question.id !== excludeId) ranked.push({ question, rubric, overlap });
  }
  ranked.sort((a, b) => b.overlap - a.overlap);
  let best: { question: Question; coverage: number } | undefined;
  for (const candidate of ranked.slice(0, CANDIDATES)) {
    const { coverage } = matchRubric(candidate.rubric, answer);
    if (!best || coverage > best.coverage) best = { question: candidate.question, coverage };
  }
  return best;
}

/**
 * Relevance of an answer whose coverage of the asked question is `askedCoverage` (0 to 1). Off topic
 * when another question is covered at least OFF_TOPIC_MIN_OTHER_COVERAGE while the asked one is
 * covered under half as well (and under 0.5), unless both are story questions (behavioral.ts); the score is
 * then 10 × asked / other coverage.
 */
export function assessRelevance(
  answer: AnalysedText,
  asked: Question | null,
  askedCoverage: number,
  bank: readonly Question[] | undefined,
): RelevanceAnalysis {
  if (!bank || bank.length === 0) return { score: 10, offTopic: false };
  const bestOther = bestMatchingQuestion(answer, bank, asked?.id);
  if (!bestOther) return { score: 10, offTopic: false };
  // One story can answer several story questions (a leadership story shows a weakness overcome), so
  // a story is never off topic because another story question fits it too.
  const bothStories = [asked, bestOther.question].every((q) => q?.type === 'Behavioral' && behavioralKind(q) === 'story');
  const offTopic =
    asked !== null &&
    !bothStories &&
    bestOther.coverage >= OFF_TOPIC_MIN_OTHER_COVERAGE &&
    askedCoverage < 0.5 &&
    askedCoverage <= bestOther.coverage / 2;
  const score = offTopic ? (10 * askedCoverage) / bestOther.coverage : 10;
  return { score: Math.round(score * 10) / 10, offTopic, bestOther };
}
