/**
 * The questions the page lists: the search hits for the text, best first, when it has words to
 * search for; else the whole bank in bank order (which needs no search index); both kept to the filters. Search hits are
 * ranked for the page by rankHits: an exact or phrase match first, and nothing below a relevance
 * floor is padded in.
 */
import type { QuestionSummary } from '@core/contract/question';
import { browseBank, indexTerms, normaliseQuestion, searchBank, type BankFilters, type BankIndex, type SearchHit } from '@core/bank/search';

/** Share of the best hit's relevance a hit needs to be listed (phrase matches always are). */
export const RELEVANCE_FLOOR = 0.3;

/** Each question's texts normalised, kept from keystroke to keystroke (normalising is the costly part). */
const normalised = new WeakMap<QuestionSummary, string[]>();

function normalisedTexts(question: QuestionSummary): string[] {
  let texts = normalised.get(question);
  if (!texts) {
    texts = [question.question, ...question.variants].map(normaliseQuestion);
    normalised.set(question, texts);
  }
  return texts;
}

/**
 * Normalises every question's texts for the phrase ranking ahead of the first search (about 10 ms
 * for the bank at 1× CPU on this machine), so the first broad query does not pay for it.
 */
export function prepareRanking(bank: readonly QuestionSummary[]): void {
  for (const question of bank) normalisedTexts(question);
}

/** 2 when a question or variant is the query, 1 when it contains the query as a phrase, else 0. */
function phraseRank(question: QuestionSummary, phrase: string): number {
  const texts = normalisedTexts(question);
  if (texts.includes(phrase)) return 2;
  return texts.some((text) => ` ${text} `.includes(` ${phrase} `)) ? 1 : 0;
}

/**
 * The page's order of `hits` for `text`: exact matches, then phrase matches, then the rest by
 * relevance; a hit that is no phrase match and scores below RELEVANCE_FLOOR times the best score
 * is dropped.
 */
export function rankHits<Q extends QuestionSummary>(hits: readonly SearchHit<Q>[], text: string): Q[] {
  const phrase = normaliseQuestion(text);
  const best = Math.max(0, ...hits.map((hit) => hit.score));
  return hits
    .map((hit) => ({ hit, rank: phrase ? phraseRank(hit.question, phrase) : 0 }))
    .filter(({ hit, rank }) => rank > 0 || hit.score >= RELEVANCE_FLOOR * best)
    .sort((a, b) => b.rank - a.rank || b.hit.score - a.hit.score)
    .map(({ hit }) => hit.question);
}

/**
 * The questions to list for `text` and `filters`. `index` may be only the bank while the search
 * index loads: then a text with words to search for gives null (not known yet).
 */
export function findQuestions<Q extends QuestionSummary>(index: BankIndex<Q>, text: string, filters: BankFilters): Q[];
export function findQuestions<Q extends QuestionSummary>(index: BankIndex<Q> | Pick<BankIndex<Q>, 'bank'>, text: string, filters: BankFilters): Q[] | null;
export function findQuestions<Q extends QuestionSummary>(index: BankIndex<Q> | Pick<BankIndex<Q>, 'bank'>, text: string, filters: BankFilters): Q[] | null {
  if (indexTerms(text).length === 0) return browseBank(index, filters);
  if (!('mini' in index)) return null;
  return rankHits(searchBank(index, text, { ...filters, limit: Infinity }), text);
}
