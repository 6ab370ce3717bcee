/**
 * /resources (spec section 2): the featured resources (the first two), a search over title,
 * description and tags, the category chips, and the accordion of categories; each guide downloads
 * in a new tab. Guides are kept for offline reading on first open and with "Save all for offline";
 * offline, guides never saved say so. Empty search: 'No resources found' with 'Clear search'.
 */
import { useId, useMemo, useRef, useState } from 'react';
import { RESOURCES } from '@content/site/resource-library';
import { useOnline } from '@/lib/use-online';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { CategoryChips } from '@/features/resources/category-chips';
import { ResourceAccordion } from '@/features/resources/resource-accordion';
import { ResourceList } from '@/features/resources/resource-list';
import { featuredResources, filterResources, groupByCategory, type CategoryFilter } from '@/features/resources/resource-filter';
import { SaveAllPanel } from '@/features/resources/save-all-panel';
import { useOfflineGuides } from '@/features/resources/use-offline-guides';

/** Shown above the guides while the browser is offline. */
export const OFFLINE_NOTE = 'You are offline. Guides saved on this device still open.';

const FEATURED = featuredResources(RESOURCES);

export function ResourcesPage() {
  const online = useOnline();
  const guides = useOfflineGuides(RESOURCES);
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<CategoryFilter>('All');
  const searchId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const shown = useMemo(() => filterResources(RESOURCES, query, category), [query, category]);
  const groups = useMemo(() => groupByCategory(shown), [shown]);
  const filtering = query.trim() !== '' || category !== 'All';

  function clearFilters() {
    setQuery('');
    setCategory('All');
    searchRef.current?.focus();
  }

  return (
    <section className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold">Resources</h1>
        <p className="text-muted-foreground">Guides to download, read on any device and keep for offline study.</p>
      </div>
      {!online && <p className="rounded-md bg-muted p-3 text-sm font-medium">{OFFLINE_NOTE}</p>}
      <SaveAllPanel guides={guides} total={RESOURCES.length} />

      {!filtering && (
        <section aria-labelledby="featured-heading" className="space-y-3">
          <h2 id="featured-heading" className="text-xl font-semibold">
            Featured
          </h2>
          <ResourceList label="Featured resources" resources={FEATURED} titleAs="h3" guides={guides} online={online} />
        </section>
      )}

      <section aria-labelledby="library-heading" className="space-y-4">
        <h2 id="library-heading" className="text-xl font-semibold">
          All resources
        </h2>
        <div className="space-y-3">
          <Label htmlFor={searchId} className="sr-only">
            Search resources
          </Label>
          <Input ref={searchRef} id={searchId} type="search" value={query} onChange={(event) => setQuery(event.target.value)} placeholder="Search resources..." />
          <CategoryChips value={category} onChange={setCategory} />
        </div>
        <p role="status" className="sr-only">
          {filtering ? `${shown.length} ${shown.length === 1 ? 'resource' : 'resources'} found` : ''}
        </p>
        {shown.length === 0 ? (
          <div className="space-y-3 py-10 text-center">
            <p className="text-lg font-medium">No resources found</p>
            <p className="text-muted-foreground">Try another word, or look through every category.</p>
            <Button variant="outline" onClick={clearFilters}>
              Clear search
            </Button>
          </div>
        ) : (
          <ResourceAccordion groups={groups} resetKey={`${category}|${query.trim().toLowerCase()}`} guides={guides} online={online} />
        )}
      </section>
    </section>
  );
}
