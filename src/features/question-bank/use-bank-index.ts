/**
 * The question bank as React state, loaded on first use (src/lib/device-bank.ts, the build-time
 * chunks shared with the device coach), so only the pages that search carry it: `ready` as soon as
 * the question summaries are decoded (the page lists questions from them), with `index` null until
 * the search index has loaded too (and the phrase ranking is prepared, find-questions.ts). A failure
 * of either is `error`; `retry` loads again.
 */
import { useCallback, useEffect, useState } from 'react';
import type { BankIndex } from '@core/bank/search';
import type { QuestionSummary } from '@core/contract/question';
import { prepareRanking } from '@/features/question-bank/find-questions';
import { loadBankIndex, loadBankSummaries } from '@/lib/device-bank';

export type BankIndexState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; bank: readonly QuestionSummary[]; index: BankIndex<QuestionSummary> | null };

function failed(error: unknown): BankIndexState {
  console.error('question bank unavailable', error);
  return { status: 'error' };
}

/** The bank's loading state, and `retry` after an error. */
export function useBankIndex(): BankIndexState & { retry: () => void } {
  // Ready at the first render when the summaries were loaded already (started with the page's
  // chunk, src/app/deep-link.ts, or before prerendering the page at build time).
  const [state, setState] = useState<BankIndexState>(() => {
    const loaded = loadBankSummaries.peek();
    return loaded ? { status: 'ready', bank: loaded.bank, index: null } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    loadBankSummaries().then(
      ({ bank }) => live && setState({ status: 'ready', bank, index: null }),
      (error: unknown) => live && setState(failed(error)),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  // The search index loads once the list is on screen (a task after this commit): loading it
  // holds the main thread for a while.
  const listed = state.status === 'ready';
  useEffect(() => {
    if (!listed) return;
    let live = true;
    const start = setTimeout(() => {
      loadBankIndex().then(
        ({ index }) => {
          if (!live) return;
          prepareRanking(index.bank);
          setState({ status: 'ready', bank: index.bank, index });
        },
        (error: unknown) => live && setState(failed(error)),
      );
    });
    return () => {
      live = false;
      clearTimeout(start);
    };
  }, [listed]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  return { ...state, retry };
}
