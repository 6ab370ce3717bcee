/**
 * The /interviews toolbar: search box ('Search interviews...'), the Newest/Oldest toggle, and the
 * Filter button, which does nothing yet (spec) and says so in a tooltip rather than failing silently.
 */
import { Tooltip } from 'radix-ui';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { SortOrder } from '@/features/interviews/interview-list';

export const FILTER_HINT = 'Filters coming soon';

interface ToolbarProps {
  query: string;
  onQueryChange: (query: string) => void;
  order: SortOrder;
  onOrderChange: (order: SortOrder) => void;
}

const ORDERS: { value: SortOrder; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'oldest', label: 'Oldest' },
];

export function InterviewsToolbar({ query, onQueryChange, order, onOrderChange }: ToolbarProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <label htmlFor="interview-search" className="sr-only">
        Search interviews
      </label>
      <input
        id="interview-search"
        type="search"
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
        placeholder="Search interviews..."
        className="h-11 w-full rounded-md border border-border bg-background px-3 text-sm sm:h-10 sm:flex-1"
      />
      <div className="flex gap-3">
        <div role="group" aria-label="Sort by date" className="inline-flex rounded-md border border-border p-0.5">
          {ORDERS.map(({ value, label }) => (
            <button
              key={value}
              type="button"
              aria-pressed={order === value}
              onClick={() => onOrderChange(value)}
              className={cn(
                'h-9 rounded px-3 text-sm font-medium max-md:h-11',
                order === value ? 'bg-brand text-brand-foreground' : 'hover:bg-muted',
              )}
            >
              {label}
            </button>
          ))}
        </div>
        <Tooltip.Provider delayDuration={200}>
          <Tooltip.Root>
            <Tooltip.Trigger asChild>
              <Button variant="outline" aria-disabled="true" aria-describedby="filter-hint" className="cursor-not-allowed opacity-60">
                Filter
              </Button>
            </Tooltip.Trigger>
            <Tooltip.Portal>
              <Tooltip.Content sideOffset={4} className="rounded-md bg-foreground px-2 py-1 text-xs text-background">
                {FILTER_HINT}
              </Tooltip.Content>
            </Tooltip.Portal>
          </Tooltip.Root>
        </Tooltip.Provider>
        <span id="filter-hint" className="sr-only">
          {FILTER_HINT}
        </span>
      </div>
    </div>
  );
}
