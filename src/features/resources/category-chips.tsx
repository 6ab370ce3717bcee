/** The category chips of /resources: All, then each category of RESOURCE_CATEGORIES; the chosen one is pressed. */
import { RESOURCE_CATEGORIES } from '@content/resources';
import { cn } from '@/lib/utils';
import type { CategoryFilter } from '@/features/resources/resource-filter';

const CHIPS: readonly CategoryFilter[] = ['All', ...RESOURCE_CATEGORIES];

interface CategoryChipsProps {
  value: CategoryFilter;
  onChange: (category: CategoryFilter) => void;
}

export function CategoryChips({ value, onChange }: CategoryChipsProps) {
  return (
    <div role="group" aria-label="Filter by category" className="flex flex-wrap gap-2">
      {CHIPS.map((chip) => (
        <button
          key={chip}
          type="button"
          aria-pressed={value === chip}
          onClick={() => onChange(chip)}
          className={cn(
            'h-9 max-md:h-11 rounded-full border px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            value === chip ? 'border-brand bg-brand text-brand-foreground' : 'border-border bg-background hover:bg-muted',
          )}
        >
          {chip}
        </button>
      ))}
    </div>
  );
}
