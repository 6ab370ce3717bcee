/**
 * What the practice room shows of each module: the server's list merged with this device's
 * progress and reviews, so studying offline moves the numbers at once. Progress is the larger of
 * the server's percentage and the share studied on this device (the studied set only grows); the
 * cards due today come from the server unless this device holds reviews it has not seen, or (the
 * interview review module) cards added or struggled with here after the list was fetched.
 */
import { scheduleCards } from '@core/flashcards/schedule';
import type { ModuleBadge, ModuleSummary } from '@core/contract/modules';
import { dueCards, type DueCard } from '@core/modules/card-due';
import { moduleBadge, modulePercent, summaryTiles, type SummaryTiles } from '@core/modules/progress';
import type { LocalCardReview } from '@/offline/db';

export interface RoomModule {
  id: string;
  name: string;
  createdAt: string;
  numQuestions: number;
  /** Cards studied, here or on the server, whichever is more. */
  studied: number;
  /** Whole percent. */
  progress: number;
  badge: ModuleBadge;
  dueToday: number;
  isDefault: boolean;
}

export interface RoomInput {
  modules: readonly (ModuleSummary & { fetchedAt?: number })[];
  /** Studied questions on this device per module id. */
  studied: ReadonlyMap<string, { studied: number; pending: number }>;
  /** This device's reviews of the user (all modules). */
  reviews: readonly LocalCardReview[];
  /**
   * The user's "Review from interviews" module as kept here: its id, its cards (question ids and
   * struggle times) and when they were last written here (epoch ms); absent when this device holds none.
   */
  interviewReview?: { moduleId: string; cards: readonly DueCard[]; changedAt: number };
  now?: Date;
}

/** The modules as the practice room lists them. */
export function roomModules({ modules, studied, reviews, interviewReview, now = new Date() }: RoomInput): RoomModule[] {
  const byModule = new Map<string, LocalCardReview[]>();
  for (const review of reviews) {
    const list = byModule.get(review.moduleId);
    if (list) list.push(review);
    else byModule.set(review.moduleId, [review]);
  }
  return modules.map((module) => {
    const here = studied.get(module.id)?.studied ?? 0;
    // A server that predates `studied` sends only the percentage: the count is then estimated from it.
    const serverStudied = module.studied ?? Math.round((module.progress * module.num_questions) / 100);
    const studiedCards = Math.min(module.num_questions, Math.max(serverStudied, here));
    const progress = Math.max(module.progress, modulePercent(here, module.num_questions));
    const moduleReviews = byModule.get(module.id) ?? [];
    const latest = moduleReviews.reduce((max, r) => Math.max(max, Date.parse(r.reviewedAt)), 0);
    const review = interviewReview?.moduleId === module.id ? interviewReview : undefined;
    const serverKnowsAll =
      module.due_today !== undefined &&
      moduleReviews.every((r) => r.syncState === 'synced') &&
      (module.fetchedAt === undefined || (module.fetchedAt >= latest && (!review || module.fetchedAt > review.changedAt)));
    let due = module.due_today ?? 0;
    if (!serverKnowsAll && (review || moduleReviews.length > 0)) {
      due = dueCards({ interviewReview: review !== undefined }, review?.cards, scheduleCards(moduleReviews), now).length;
    }
    return {
      id: module.id,
      name: module.name,
      createdAt: module.created_at,
      numQuestions: module.num_questions,
      studied: studiedCards,
      progress,
      badge: moduleBadge(progress),
      dueToday: due,
      isDefault: module.is_default ?? false,
    };
  });
}

/** The summary tiles of the listed modules. */
export function roomTiles(modules: readonly RoomModule[]): SummaryTiles {
  return summaryTiles(modules.map((m) => ({ num_questions: m.numQuestions, progress: m.progress })));
}

/** A module's creation date as the card shows it, e.g. 'Nov 20, 2026' ('' when unreadable). */
export function formatCreated(createdAt: string, locale?: string): string {
  const time = Date.parse(createdAt);
  if (Number.isNaN(time)) return '';
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' }).format(time);
}
