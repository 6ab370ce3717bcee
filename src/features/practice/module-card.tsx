/**
 * One module in the practice room (spec section 2): name, created date, number of questions,
 * progress percentage with a bar, the badge, and how many cards are due today. The whole card is a
 * link to the module's study session.
 */
import { Link } from 'react-router-dom';
import type { ModuleBadge } from '@core/contract/modules';
import { studySessionPath } from '@/config/routes';
import { cn } from '@/lib/utils';
import { formatCreated, type RoomModule } from '@/features/practice/room-modules';

const BADGE_CLASS: Record<ModuleBadge, string> = {
  'Nearly Complete': 'bg-green-600 text-white dark:bg-green-500 dark:text-green-950',
  'In Progress': 'bg-amber-500 text-amber-950',
  'Just Started': 'bg-muted text-muted-foreground',
};

export function ModuleCard({ module }: { module: RoomModule }) {
  const created = formatCreated(module.createdAt);
  const questions = module.numQuestions === 1 ? '1 question' : `${module.numQuestions} questions`;
  return (
    <Link
      to={studySessionPath(module.id)}
      className="flex h-full flex-col gap-3 rounded-xl border border-border bg-background p-4 shadow-sm transition-colors hover:border-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-lg font-semibold leading-snug">{module.name}</h2>
        <span className={cn('shrink-0 rounded-full px-2.5 py-1 text-xs font-medium', BADGE_CLASS[module.badge])}>{module.badge}</span>
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <dt className="sr-only">Created</dt>
        <dd className="text-muted-foreground">{created && `Created ${created}`}</dd>
        <dt className="sr-only">Questions</dt>
        <dd className="text-right text-muted-foreground">{questions}</dd>
        <dt className="sr-only">Due today</dt>
        <dd className={cn('col-span-2', module.dueToday > 0 ? 'font-medium text-brand' : 'text-muted-foreground')}>
          {module.dueToday === 1 ? '1 card due today' : `${module.dueToday} cards due today`}
        </dd>
      </dl>
      <div className="mt-auto space-y-1">
        <div className="flex justify-between text-sm">
          <span>Progress</span>
          <span className="font-medium tabular-nums">
            {module.studied} of {module.numQuestions} · {module.progress}%
          </span>
        </div>
        <div role="progressbar" aria-label={`${module.name} progress`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={module.progress} className="h-2 overflow-hidden rounded-full bg-muted">
          <div className="h-full rounded-full bg-brand" style={{ width: `${module.progress}%` }} />
        </div>
      </div>
    </Link>
  );
}
