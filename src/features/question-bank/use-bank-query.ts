/**
 * The question bank page's query, kept in the URL (see bank-query.ts). A filter is written at once;
 * the search text after a short pause in typing, since browsers limit how often a page may rewrite
 * its history entry. The text returned follows the search box at once; a URL changed from outside
 * (a link, history) replaces it.
 */
import { startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { BankFilters } from '@core/bank/search';
import { bankQueryParams, readBankQuery, type BankQuery, type FilterKey } from '@/features/question-bank/bank-query';

/** Pause in typing after which the search text is written to the URL, in milliseconds. */
export const TEXT_WRITE_DELAY_MS = 400;

export interface BankQueryState {
  /** The search box's text. */
  text: string;
  setText: (text: string) => void;
  filters: BankFilters;
  /** Sets one filter; '' clears it. Keeps its identity while the user types. */
  setFilter: (key: FilterKey, value: string) => void;
  /** Keeps its identity while the user types. */
  clearFilters: () => void;
  clearText: () => void;
  /** Sets the text and the filters at once (written to the URL at once). */
  setQuery: (query: BankQuery) => void;
}

export function useBankQuery(): BankQueryState {
  const [params, setParams] = useSearchParams();
  const url = useMemo(() => readBankQuery(params), [params]);
  // The same filters keep their identity when only the text in the URL changed, so the results
  // and the filter selects are not worked out again.
  const filtersKey = bankQueryParams({ text: '', filters: url.filters }).toString();
  const filters = useMemo(() => readBankQuery(new URLSearchParams(filtersKey)).filters, [filtersKey]);
  const [text, setText] = useState(url.text);
  // The text the URL holds as far as this hook knows: another one came from outside.
  const [known, setKnown] = useState(url.text);
  if (url.text !== known) {
    setKnown(url.text);
    setText(url.text);
  }

  // The typed text's delayed write. Every other write carries the current text, so it cancels this
  // one: a late text write would otherwise put back the filters it saw when it was scheduled.
  const pendingTextWrite = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // One transition for both, so no render sees the new URL before `known` agrees with it.
  const write = useCallback(
    (next: BankQuery) => {
      clearTimeout(pendingTextWrite.current);
      startTransition(() => {
        setKnown(next.text);
        setParams(bankQueryParams(next), { replace: true });
      });
    },
    [setParams],
  );

  useEffect(() => {
    if (text === url.text) return;
    pendingTextWrite.current = setTimeout(() => write({ text, filters: url.filters }), TEXT_WRITE_DELAY_MS);
    return () => clearTimeout(pendingTextWrite.current);
  }, [text, url, write]);

  // The latest query for the filter actions, so they keep their identity while the user types
  // (the filter selects then skip re-rendering on a keystroke).
  const latest = useRef<BankQuery>({ text, filters });
  useLayoutEffect(() => {
    latest.current = { text, filters };
  });
  const setFilter = useCallback(
    (key: FilterKey, value: string) => write({ text: latest.current.text, filters: { ...latest.current.filters, [key]: value || undefined } }),
    [write],
  );
  const clearFilters = useCallback(() => write({ text: latest.current.text, filters: {} }), [write]);
  const clearText = useCallback(() => {
    setText('');
    write({ text: '', filters });
  }, [filters, write]);

  const setQuery = useCallback(
    (next: BankQuery) => {
      setText(next.text);
      write(next);
    },
    [write],
  );

  return { text, setText, filters, setFilter, clearFilters, clearText, setQuery };
}
