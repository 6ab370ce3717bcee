/**
 * Relevance: does the answer address the question asked, or is it a (possibly strong) answer to a
 * different bank question? The answer's coverage of the asked question's key points is compared with
 * its coverage of the best-matching other question of the bank.
 */
import type { Question } from '../contract/question';
import { behavioralKind } from './behavioral';
import { compileRubric, matchRubric } from './match';
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

/**
 * The cue vocabularies of a bank's questions with an inverted index: vocabulary term → indices (in
 * bank order) of the questions that use it. Built from compiled rubrics on the server, from the
 * build's vocabulary chunk in the browser (whose rubrics load per topic), so both pick the same
 * candidates.
 */
export interface BankVocabulary {
  ids: string[];
  /** Vocabulary size of each question, by index. */
  sizes: number[];
  byTerm: Map<string, number[]>;
}

/** The BankVocabulary of `entries` (each question's id and cue vocabulary, in bank order). */
export function bankVocabulary(entries: ReadonlyArray<{ id: string; vocabulary: Iterable<string> }>): BankVocabulary {
  const ids: string[] = [];
  const sizes: number[] = [];
  const byTerm = new Map<string, number[]>();
  entries.forEach(({ id, vocabulary }, index) => {
    ids.push(id);
    let size = 0;
    for (const term of vocabulary) {
      size += 1;
      const list = byTerm.get(term);
      if (list) list.push(index);
      else byTerm.set(term, [index]);
    }
    sizes.push(size);
  });
  return { ids, sizes, byTerm };
}

/**
 * Ids of the questions (other than `excludeId`) whose key points an answer with `terms` may cover
 * best: at most CANDIDATES, sharing at least a quarter of their cue vocabulary, most shared first
 * (ties in bank order). The shared vocabulary is counted through the inverted index, one pass over
 * the answer's terms.
 */
export function relevanceCandidates(terms: Iterable<string>, vocabulary: BankVocabulary, excludeId?: string): string[] {
  const shared = new Uint16Array(vocabulary.ids.length);
  for (const term of terms) for (const index of vocabulary.byTerm.get(term) ?? []) shared[index]! += 1;
  const ranked: Array<{ id: string; overlap: number }> = [];
  vocabulary.ids.forEach((id, index) => {
    if (shared[index] === 0 || id === excludeId) return;
    const overlap = shared[index]! / vocabulary.sizes[index]!;
    if (overlap >= 0.25) ranked.push({ id, overlap });
  });
  ranked.sort((a, b) => b.overlap - a.overlap);
  return ranked.slice(0, CANDIDATES).map((candidate) => candidate.id);
}

const vocabularies = new WeakMap<readonly Question[], BankVocabulary>();

/** The BankVocabulary of `bank`'s compiled rubrics, built once per bank array. */
function vocabularyOf(bank: readonly Question[]): BankVocabulary {
  let vocabulary = vocabularies.get(bank);
  if (!vocabulary) {
    vocabulary = bankVocabulary(bank.map((question) => ({ id: question.id, vocabulary: compileRubric(question).vocabulary })));
    vocabularies.set(bank, vocabulary);
  }
  return vocabulary;
}

/**
 * The bank question (other than `excludeId`) whose key points `answer` covers best, with that
 * coverage (0 to 1); undefined when no question shares at least a quarter of its cue vocabulary.
 * Only the relevanceCandidates are matched in full, so a bank holding just those candidates (in
 * bank order) gives the same result as the whole bank.
 */
export function bestMatchingQuestion(
  answer: AnalysedText,
  bank: readonly Question[],
  excludeId?: string,
): { question: Question; coverage: number } | undefined {
  const byId = new Map(bank.map((question) => [question.id, question]));
  let best: { question: Question; coverage: number } | undefined;
  for (const id of relevanceCandidates(answer.terms, vocabularyOf(bank), excludeId)) {
    const question = byId.get(id)!;
    const { coverage } = matchRubric(compileRubric(question), answer);
    if (!best || coverage > best.coverage) best = { question, coverage };
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
