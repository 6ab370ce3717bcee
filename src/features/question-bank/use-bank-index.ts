/**
 * The question bank's search index in the browser, loaded on first use: the bank's chunk
 * (core/bank/load, shared with the offline coach) is imported dynamically, so only the pages that
 * search carry it, and the service worker precaches it with the other scripts, so the search works
 * offline after one visit.
 */
import { useCallback, useEffect, useState } from 'react';
import { createBankIndex, type BankIndex } from '@core/bank/search';

let loading: Promise<BankIndex> | undefined;

/** The index of the whole bank, loaded once (a failed load is retried on the next call). */
export function loadBankIndex(): Promise<BankIndex> {
  loading ??= import('@core/bank/load')
    .then(({ loadQuestionBank }) => createBankIndex(loadQuestionBank()))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

export type BankIndexState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; index: BankIndex };

/** The bank index's loading state, and `retry` after an error. */
export function useBankIndex(): BankIndexState & { retry: () => void } {
  const [state, setState] = useState<BankIndexState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    loadBankIndex().then(
      (index) => live && setState({ status: 'ready', index }),
      (error: unknown) => {
        console.error('question bank unavailable', error);
        if (live) setState({ status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  return { ...state, retry };
}
