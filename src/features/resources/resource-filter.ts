/**
 * The /resources list logic: search over title, description and tags (every word of the query, any
 * case), the category chip, and the grouping into the accordion's categories in chip order.
 */
import { RESOURCE_CATEGORIES, type ResourceCategory } from '@content/resources';
import type { Resource } from '@content/site/resource-library';

/** The chip filter: one category, or every resource. */
export type CategoryFilter = ResourceCategory | 'All';

/** Resources whose title, description or tags contain every word of `query`; all for a blank query. */
export function searchResources(resources: readonly Resource[], query: string): Resource[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...resources];
  return resources.filter((resource) => {
    const text = [resource.title, resource.description, ...resource.tags].join(' ').toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** The resources of the chip's category (all of them for 'All') that match `query`. */
export function filterResources(resources: readonly Resource[], query: string, category: CategoryFilter): Resource[] {
  return searchResources(resources, query).filter((resource) => category === 'All' || resource.category === category);
}

export interface CategoryGroup {
  category: ResourceCategory;
  resources: Resource[];
}

/** The non-empty categories of `resources`, in RESOURCE_CATEGORIES order, each keeping catalogue order. */
export function groupByCategory(resources: readonly Resource[]): CategoryGroup[] {
  return RESOURCE_CATEGORIES.map((category) => ({ category, resources: resources.filter((r) => r.category === category) })).filter(
    (group) => group.resources.length > 0,
  );
}

/** The featured resources (the catalogue marks the first two). */
export function featuredResources(resources: readonly Resource[]): Resource[] {
  return resources.filter((resource) => resource.featured);
}
