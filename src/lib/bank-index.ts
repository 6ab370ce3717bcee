/**
 * The question bank's index in the browser, loaded on first use: the index chunk (ids, metadata,
 * question texts and variants) and the prebuilt search index chunk, both made at build time
 * (scripts/build/bank-chunks-plugin.ts), so nothing is validated, stemmed or indexed here. The
 * rubrics (answers, key points) load per topic (bank-questions.ts). The service worker precaches
 * the chunks, so search and the device coach work offline after one visit.
 */
import type { BankIndex } from '@core/bank/search';
import type { QuestionSummary } from '@core/contract/question';

/** The bank's search index over question summaries, and each question's topic file. */
export interface DeviceBank {
  index: BankIndex<QuestionSummary>;
  /** Question id → topic file name. */
  topicOf: ReadonlyMap<string, string>;
}

let loading: Promise<DeviceBank> | undefined;

async function load(): Promise<DeviceBank> {
  const [{ default: data }, { default: searchJson }, { decodeBankIndex }, { createBankIndex }] = await Promise.all([
    import('virtual:bank-index'),
    import('virtual:bank-search'),
    import('@core/bank/index-data'),
    import('@core/bank/search'),
  ]);
  const { bank, topicOf } = decodeBankIndex(data);
  return { index: createBankIndex(bank, searchJson), topicOf };
}

/** The bank's index, loaded once (a failed load is retried on the next call). */
export function loadBankIndex(): Promise<DeviceBank> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
