/**
 * The question bank's index in the browser, loaded on first use in two steps, both made at build
 * time (scripts/build/bank-chunks-plugin.ts), so nothing is validated, stemmed or indexed here:
 * - loadBankSummaries: the index chunk (ids, metadata, question texts and variants) decoded, enough
 *   to list questions and to find a question's topic file;
 * - loadBankIndex: those summaries with the prebuilt search index chunk loaded (MiniSearch
 *   loadJSON: one task of about 50 ms on this machine at 1× CPU; its batched loadJSONAsync took
 *   2.5 times as long in all, so a page starts this once its first content is on screen).
 * The rubrics (answers, key points) load per topic (bank-questions.ts). The service worker or the
 * offline pack keeps the chunks, so search and the device coach work offline after one visit.
 */
import type { BankSummaries } from '@core/bank/index-data';
import type { BankIndex } from '@core/bank/search';
import type { QuestionSummary } from '@core/contract/question';
import { loadOnce, type LoadOnce } from '@/lib/load-once';

/** The bank's search index over question summaries, and each question's topic file. */
export interface DeviceBank {
  index: BankIndex<QuestionSummary>;
  /** Question id → topic file name. */
  topicOf: ReadonlyMap<string, string>;
}

/**
 * The bank's question summaries in bank order and each question's topic file, loaded once. The
 * search index's chunk is fetched at the same time (not parsed: loadBankIndex does that).
 * `peek()` gives them at once when loaded (the page's first render then lists them).
 */
export const loadBankSummaries: LoadOnce<BankSummaries> = loadOnce(async () => {
  void import('virtual:bank-search').catch(() => undefined);
  const [{ default: data }, { decodeBankIndex }] = await Promise.all([import('virtual:bank-index'), import('@core/bank/index-data')]);
  return decodeBankIndex(data);
});

/** The bank's search index, loaded once. */
export const loadBankIndex: () => Promise<DeviceBank> = loadOnce(async () => {
  const [{ bank, topicOf }, { default: searchJson }, { createBankIndex }] = await Promise.all([
    loadBankSummaries(),
    import('virtual:bank-search'),
    import('@core/bank/search'),
  ]);
  return { index: createBankIndex(bank, searchJson), topicOf };
});
