/**
 * The question bank's search box and its five labelled filter selects (type, category, difficulty,
 * industry group, firm), with Clear filters once one is set. Results follow as the user types.
 */
import type { FormEvent } from 'react';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { countFilters, FILTER_FIELDS } from '@/features/question-bank/bank-query';
import type { BankQueryState } from '@/features/question-bank/use-bank-query';

const selectClass = 'block h-10 w-full min-w-0 rounded-md border border-border bg-background px-2 text-sm';

export function BankSearchForm({ query }: { query: BankQueryState }) {
  const active = countFilters(query.filters);
  // Results update as the user types: Enter has nothing more to submit.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();
  // The button goes away with the filters: focus moves to the first filter rather than being lost.
  const clearFilters = () => {
    query.clearFilters();
    document.getElementById(`bank-filter-${FILTER_FIELDS[0]!.param}`)?.focus();
  };

  return (
    <form role="search" aria-label="Question bank" onSubmit={onSubmit} className="space-y-3">
      <FormField name="search" label="Search questions" idPrefix="bank-">
        {(props) => (
          <input
            {...props}
            type="search"
            value={query.text}
            onChange={(event) => query.setText(event.target.value)}
            placeholder="e.g. accretion, WACC, walk me through a DCF"
            autoComplete="off"
            enterKeyHint="search"
          />
        )}
      </FormField>
      <fieldset className="space-y-2">
        <legend className="sr-only">Filters</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {FILTER_FIELDS.map((field) => (
            <FormField key={field.key} name={field.param} label={field.label} idPrefix="bank-filter-" className={selectClass}>
              {(props) => (
                <select {...props} value={query.filters[field.key] ?? ''} onChange={(event) => query.setFilter(field.key, event.target.value)}>
                  <option value="">All</option>
                  {field.options.map(({ value, label }) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          ))}
          {active > 0 && (
            <div className="flex items-end">
              <Button variant="ghost" className="w-full" onClick={clearFilters}>
                Clear filters ({active})
              </Button>
            </div>
          )}
        </div>
      </fieldset>
    </form>
  );
}
