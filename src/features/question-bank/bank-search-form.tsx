/**
 * The question bank's search box and its five labelled filter selects (type, category, difficulty,
 * industry group, firm), with Clear filters once one is set. Results follow as the user types; the
 * selects are memoised, so a keystroke re-renders only the search box.
 */
import { memo, type FormEvent } from 'react';
import type { BankFilters } from '@core/bank/search';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { countFilters, FILTER_FIELDS } from '@/features/question-bank/bank-query';
import type { BankQueryState } from '@/features/question-bank/use-bank-query';

const selectClass = 'block h-10 w-full min-w-0 rounded-md border border-border bg-background px-2 text-sm';

const FilterSelects = memo(function FilterSelects({
  filters,
  setFilter,
  clearFilters,
}: {
  filters: BankFilters;
  setFilter: BankQueryState['setFilter'];
  clearFilters: BankQueryState['clearFilters'];
}) {
  const active = countFilters(filters);
  // The button goes away with the filters: focus moves to the first filter rather than being lost.
  const clear = () => {
    clearFilters();
    document.getElementById(`bank-filter-${FILTER_FIELDS[0]!.param}`)?.focus();
  };
  return (
    <fieldset className="space-y-2">
      <legend className="sr-only">Filters</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {FILTER_FIELDS.map((field) => (
          <FormField key={field.key} name={field.param} label={field.label} idPrefix="bank-filter-" className={selectClass}>
            {(props) => (
              <select {...props} value={filters[field.key] ?? ''} onChange={(event) => setFilter(field.key, event.target.value)}>
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
            <Button variant="ghost" className="w-full" onClick={clear}>
              Clear filters ({active})
            </Button>
          </div>
        )}
      </div>
    </fieldset>
  );
});

export function BankSearchForm({ query }: { query: BankQueryState }) {
  // Results update as the user types: Enter has nothing more to submit.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

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
      <FilterSelects filters={query.filters} setFilter={query.setFilter} clearFilters={query.clearFilters} />
    </form>
  );
}
