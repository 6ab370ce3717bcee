/**
 * The question bank's side of the hand-over from its prerendered page (src/lib/static-page.ts):
 * once the page's own list (or its error) is ready, the app takes the static page's place in the
 * same commit, and the search text and filters the visitor changed on the static page before that
 * are carried over; untouched controls keep the URL's query.
 */
import { useLayoutEffect } from 'react';
import { bankQueryParams, readBankQuery, TEXT_PARAM, type BankQuery } from '@/features/question-bank/bank-query';
import type { BankQueryState } from '@/features/question-bank/use-bank-query';
import { takeOverStaticPage } from '@/lib/static-page';

/** Name of the search box in the bank's form (FormField name, id `bank-search`). */
const SEARCH_FIELD = 'search';

/** The form controls whose value differs from the prerendered one: name → value. */
function changedControls(form: HTMLFormElement): Map<string, string> {
  const changed = new Map<string, string>();
  for (const control of form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input[name], select[name]')) {
    const initial =
      control instanceof HTMLSelectElement
        ? ([...control.options].find((option) => option.defaultSelected) ?? control.options[0])?.value
        : control.defaultValue;
    if (control.value !== initial) changed.set(control.name, control.value);
  }
  return changed;
}

/** `query` with what the visitor changed on the static page's `form` (unknown values left out). */
export function withStaticChanges(query: BankQuery, form: HTMLFormElement): BankQuery {
  const params = bankQueryParams(query);
  for (const [name, value] of changedControls(form)) {
    const param = name === SEARCH_FIELD ? TEXT_PARAM : name;
    if (value) params.set(param, value);
    else params.delete(param);
  }
  return readBankQuery(params);
}

/**
 * Takes over the static page once `ready` (the list or its error is rendered). When the visitor
 * changed the search or a filter there, the search box shows the text in the same commit and
 * `setQuery` writes the whole query to the URL just after it: the router starts listening to
 * its history only in its own layout effect, which runs after this one. Later runs find no static page.
 */
export function useStaticTakeover(ready: boolean, query: BankQuery, { setText, setQuery }: Pick<BankQueryState, 'setText' | 'setQuery'>): void {
  const { text, filters } = query;
  useLayoutEffect(() => {
    if (!ready) return;
    const form = takeOverStaticPage()?.querySelector<HTMLFormElement>('form[role="search"]');
    if (!form) return;
    const current = { text, filters };
    const next = withStaticChanges(current, form);
    if (bankQueryParams(next).toString() === bankQueryParams(current).toString()) return;
    setText(next.text);
    queueMicrotask(() => setQuery(next));
  }, [ready, text, filters, setText, setQuery]);
}
