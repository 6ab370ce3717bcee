/**
 * A multi-select for the create-module dialog: a disclosure whose summary names the category and
 * how many options are chosen, opening a group of checkboxes (large tap targets), with a filter box
 * for long lists. The chosen options are listed under the summary while it is closed.
 */
import { useId, useState } from 'react';
import { cn } from '@/lib/utils';

/** Lists longer than this get a filter box. */
const FILTER_FROM = 12;

export interface MultiSelectProps {
  label: string;
  options: readonly string[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  disabled?: boolean;
}

export function MultiSelect({ label, options, selected, onChange, disabled = false }: MultiSelectProps) {
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const query = filter.trim().toLowerCase();
  const shown = query ? options.filter((option) => option.toLowerCase().includes(query)) : options;

  function toggle(option: string, checked: boolean) {
    const next = checked ? [...selected, option] : selected.filter((value) => value !== option);
    // Keep the options' own order.
    onChange(options.filter((value) => next.includes(value)));
  }

  return (
    <details className="group rounded-md border border-border">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-3 py-2 text-sm font-medium">
        <span>{label}</span>
        <span className="flex items-center gap-2 text-muted-foreground">
          {selected.length > 0 ? `${selected.length} selected` : 'Any'}
          <svg aria-hidden viewBox="0 0 16 16" className="size-4 transition-transform group-open:rotate-180" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M4 6l4 4 4-4" />
          </svg>
        </span>
      </summary>
      {selected.length > 0 && (
        <p className="px-3 pb-2 text-xs text-muted-foreground group-open:hidden">{selected.join(', ')}</p>
      )}
      <fieldset className="space-y-2 border-t border-border px-3 py-2" disabled={disabled}>
        <legend className="sr-only">{label}</legend>
        {options.length > FILTER_FROM && (
          <div>
            <label htmlFor={filterId} className="sr-only">
              Filter {label.toLowerCase()}
            </label>
            <input
              id={filterId}
              type="search"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              placeholder={`Filter ${label.toLowerCase()}`}
              className="block h-9 w-full rounded-md border border-border bg-background px-3 text-sm"
            />
          </div>
        )}
        <ul className="grid max-h-56 grid-cols-1 gap-1 overflow-y-auto sm:grid-cols-2">
          {shown.map((option) => {
            const checked = selected.includes(option);
            return (
              <li key={option}>
                <label className={cn('flex min-h-10 cursor-pointer items-center gap-2 rounded-md px-2 text-sm hover:bg-muted', checked && 'font-medium')}>
                  <input type="checkbox" className="size-4 accent-[var(--color-brand)]" checked={checked} onChange={(event) => toggle(option, event.target.checked)} />
                  {option}
                </label>
              </li>
            );
          })}
          {shown.length === 0 && <li className="px-2 py-1 text-sm text-muted-foreground">No match</li>}
        </ul>
      </fieldset>
    </details>
  );
}
