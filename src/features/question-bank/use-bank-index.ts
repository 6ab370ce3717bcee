/**
 * The question bank's search index as React state: loaded on first use (src/lib/bank-index.ts, the
 * build-time index chunks shared with the device coach), so only the pages that search carry it.
 */
import { useCallback, useEffect, useState } from 'react';
import type { BankIndex } from '@core/bank/search';
import type { QuestionSummary } from '@core/contract/question';
import { loadBankIndex } from '@/lib/bank-index';

export type BankIndexState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; index: BankIndex<QuestionSummary> };

/** The bank index's loading state, and `retry` after an error. */
export function useBankIndex(): BankIndexState & { retry: () => void } {
  const [state, setState] = useState<BankIndexState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    loadBankIndex().then(
      ({ index }) => live && setState({ status: 'ready', index }),
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
