/**
 * A list of resource cards (the featured guides, or one category of the accordion): a labelled
 * grid, one column on a phone and two from medium screens, each card wired to the offline guides.
 */
import type { Resource } from '@content/site/resource-library';
import { ResourceCard } from '@/features/resources/resource-card';
import type { OfflineGuides } from '@/features/resources/use-offline-guides';

interface ResourceListProps {
  /** The list's accessible name. */
  label: string;
  resources: readonly Resource[];
  /** Heading level of each card's title, one below the section's heading. */
  titleAs: 'h3' | 'h4';
  guides: OfflineGuides;
  online: boolean;
}

export function ResourceList({ label, resources, titleAs, guides, online }: ResourceListProps) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-4 md:grid-cols-2">
      {resources.map((resource) => (
        <ResourceCard
          key={resource.id}
          resource={resource}
          titleAs={titleAs}
          offline={guides.stateOf(resource.downloadUrl)}
          error={guides.errorOf(resource.downloadUrl)}
          online={online}
          onOpen={guides.openGuide}
        />
      ))}
    </ul>
  );
}
