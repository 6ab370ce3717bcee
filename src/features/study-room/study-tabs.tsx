/**
 * The study room's right panel (spec section 2): tabs 'Study Topics' (concepts, each with 'Study
 * this topic') and 'Weaknesses' (titles and descriptions, each with 'Study this area'); Weaknesses
 * is the default tab. Choosing an item sets the tutor's focus; the focused item is marked.
 */
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Tabs } from 'radix-ui';
import { Button, buttonVariants } from '@/components/ui/button';
import { ROUTES } from '@/config/routes';
import { Markdown } from '@/lib/markdown';
import { cn } from '@/lib/utils';

export interface StudyTopic {
  concept: string;
  description: string;
}

export interface StudyWeakness {
  title: string;
  description: string;
}

export type StudyTab = 'topics' | 'weaknesses';
export const DEFAULT_STUDY_TAB: StudyTab = 'weaknesses';

export interface StudyTabsProps {
  topics: StudyTopic[];
  weaknesses: StudyWeakness[];
  tab: StudyTab;
  onTabChange: (tab: StudyTab) => void;
  /** The topic the tutor focuses on (marks the matching item). */
  focusTopic: string | null;
  onStudy: (topic: string) => void;
  /** True while the tutor answers: items cannot be chosen until it is done. */
  busy: boolean;
  /** Where the items come from, e.g. 'From your Evercore interview'. */
  caption?: string;
  /** Shown instead of the lists while they load or when they failed. */
  notice?: ReactNode;
  className?: string;
}

const sameTopic = (a: string | null, b: string) => a !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

function Empty({ text }: { text: string }) {
  return (
    <div className="space-y-3 rounded-lg border border-dashed border-border p-6 text-center">
      <p className="font-medium">{text}</p>
      <Link to={ROUTES.practiceSetup} className={buttonVariants({ variant: 'outline' })}>
        Start New Interview
      </Link>
    </div>
  );
}

interface ItemProps {
  title: string;
  description: string;
  action: string;
  current: boolean;
  busy: boolean;
  onStudy: () => void;
}

function Item({ title, description, action, current, busy, onStudy }: ItemProps) {
  const titleId = useId();
  return (
    <li aria-current={current || undefined} className={cn('space-y-1 rounded-md border p-3', current ? 'border-brand bg-brand/5' : 'border-border')}>
      <div className="flex items-start justify-between gap-2">
        <h3 id={titleId} className="font-semibold">
          {title}
        </h3>
        {current && <span className="shrink-0 rounded-full bg-brand px-2 py-0.5 text-xs font-medium text-brand-foreground">Studying</span>}
      </div>
      <Markdown className="text-sm text-muted-foreground sm:text-sm">{description}</Markdown>
      <Button variant="link" size="sm" className="h-auto px-0" onClick={onStudy} disabled={busy} aria-describedby={titleId}>
        {action}
      </Button>
    </li>
  );
}

const triggerClass =
  'min-h-11 flex-1 rounded-md px-3 py-1.5 text-sm md:min-h-0 font-medium text-muted-foreground transition-colors data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm focus-visible:outline-2 focus-visible:outline-ring';

export function StudyTabs({ topics, weaknesses, tab, onTabChange, focusTopic, onStudy, busy, caption, notice, className }: StudyTabsProps) {
  return (
    <div className={cn('space-y-3', className)}>
      <Tabs.Root value={tab} onValueChange={(value) => onTabChange(value as StudyTab)} className="space-y-3">
        <Tabs.List aria-label="Study material" className="flex gap-1 rounded-lg bg-muted p-1">
          <Tabs.Trigger value="topics" className={triggerClass}>
            Study Topics
          </Tabs.Trigger>
          <Tabs.Trigger value="weaknesses" className={triggerClass}>
            Weaknesses
          </Tabs.Trigger>
        </Tabs.List>
        {caption && <p className="text-sm text-muted-foreground">{caption}</p>}
        <Tabs.Content value="topics" className="focus-visible:outline-2 focus-visible:outline-ring">
          {notice ??
            (topics.length === 0 ? (
              <Empty text="No study topics recommended yet" />
            ) : (
              <ul className="space-y-3">
                {topics.map((topic) => (
                  <Item
                    key={topic.concept}
                    title={topic.concept}
                    description={topic.description}
                    action="Study this topic"
                    current={sameTopic(focusTopic, topic.concept)}
                    busy={busy}
                    onStudy={() => onStudy(topic.concept)}
                  />
                ))}
              </ul>
            ))}
        </Tabs.Content>
        <Tabs.Content value="weaknesses" className="focus-visible:outline-2 focus-visible:outline-ring">
          {notice ??
            (weaknesses.length === 0 ? (
              <Empty text="No Weaknesses Identified Yet" />
            ) : (
              <ul className="space-y-3">
                {weaknesses.map((weakness) => (
                  <Item
                    key={weakness.title}
                    title={weakness.title}
                    description={weakness.description}
                    action="Study this area"
                    current={sameTopic(focusTopic, weakness.title)}
                    busy={busy}
                    onStudy={() => onStudy(weakness.title)}
                  />
                ))}
              </ul>
            ))}
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
