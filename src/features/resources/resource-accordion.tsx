/**
 * The accordion of categories on /resources (Radix Accordion, several open at once): one section
 * per category that has resources, headed by its name and count, holding the resource cards. Every
 * section starts open; `resetKey` reopens them all when the search or chip changes.
 */
import { Accordion } from 'radix-ui';
import { ResourceList } from '@/features/resources/resource-list';
import type { CategoryGroup } from '@/features/resources/resource-filter';
import type { OfflineGuides } from '@/features/resources/use-offline-guides';

interface ResourceAccordionProps {
  groups: readonly CategoryGroup[];
  resetKey: string;
  guides: OfflineGuides;
  online: boolean;
}

function ChevronIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="m5 8 5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function ResourceAccordion({ groups, resetKey, guides, online }: ResourceAccordionProps) {
  return (
    <Accordion.Root key={resetKey} type="multiple" defaultValue={groups.map((group) => group.category)} className="divide-y divide-border border-y border-border">
      {groups.map(({ category, resources }) => (
        <Accordion.Item key={category} value={category}>
          <Accordion.Header className="m-0">
            <Accordion.Trigger className="group flex w-full items-center justify-between gap-3 py-4 text-left text-lg font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
              <span>
                {category}
                <span className="ml-2 text-sm font-normal text-muted-foreground">
                  {resources.length === 1 ? '1 guide' : `${resources.length} guides`}
                </span>
              </span>
              <ChevronIcon />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="pb-4">
            <ResourceList label={category} resources={resources} titleAs="h4" guides={guides} online={online} />
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
