/**
 * The questions the page lists: the search hits for the text, best first, when it has words to
 * search for; else the whole bank in bank order; both kept to the filters.
 */
import type { Question } from '@core/contract/question';
import { browseBank, indexTerms, searchBank, type BankFilters, type BankIndex } from '@core/bank/search';

export function findQuestions(index: BankIndex, text: string, filters: BankFilters): Question[] {
  if (indexTerms(text).length === 0) return browseBank(index, filters);
  return searchBank(index, text, { ...filters, limit: Infinity }).map((hit) => hit.question);
}
