/**
 * Module progress as the practice room shows it (spec sections 2, 4 and 9): the studied percentage,
 * the badge, the summary tiles, and the merge of two devices' studied sets. Pure; runs in the
 * browser and on the server.
 */
import {
  MODULE_BADGE_THRESHOLDS,
  MODULE_COMPLETED_PERCENT,
  type ModuleBadge,
  type ModuleSummary,
} from '../contract/modules';

/**
 * The studied share of a module in whole percent, rounded down (0 for an empty module), so 100
 * means every card was studied; but never 0 once a card is studied (1 of 101 is 1%, not 0%).
 * Studied ids beyond `total` are capped at 100.
 */
export function modulePercent(studied: number, total: number): number {
  if (total <= 0 || studied <= 0) return 0;
  return Math.min(100, Math.max(1, Math.floor((studied * 100) / total)));
}

/** The badge of a module: at least 80 'Nearly Complete', 50 to 79 'In Progress', else 'Just Started'. */
export function moduleBadge(progress: number): ModuleBadge {
  if (progress >= MODULE_BADGE_THRESHOLDS.nearlyComplete) return 'Nearly Complete';
  if (progress >= MODULE_BADGE_THRESHOLDS.inProgress) return 'In Progress';
  return 'Just Started';
}

/** The practice room's four summary tiles. */
export interface SummaryTiles {
  /** Number of modules. */
  totalModules: number;
  /** Questions across all modules. */
  totalQuestions: number;
  /** Mean module progress in percent, rounded to a whole number (0 without modules). */
  avgProgress: number;
  /** Modules at MODULE_COMPLETED_PERCENT (80) or more. */
  completed: number;
}

/** The summary tiles of a list of modules (spec: Practice room). */
export function summaryTiles(modules: readonly Pick<ModuleSummary, 'num_questions' | 'progress'>[]): SummaryTiles {
  const totalModules = modules.length;
  const totalQuestions = modules.reduce((sum, m) => sum + m.num_questions, 0);
  const avgProgress =
    totalModules === 0 ? 0 : Math.round(modules.reduce((sum, m) => sum + m.progress, 0) / totalModules);
  const completed = modules.filter((m) => m.progress >= MODULE_COMPLETED_PERCENT).length;
  return { totalModules, totalQuestions, avgProgress, completed };
}

/**
 * Merges studied sets from several devices: "studied" only grows, so the merge is the union
 * (first-seen order kept, no duplicates).
 */
export function mergeStudied(...sets: readonly (readonly string[])[]): string[] {
  return [...new Set(sets.flat())];
}

/** The header count of a study session: 'X of N studied (percent%)'. */
export function studiedLabel(studied: number, total: number): string {
  return `${studied} of ${total} studied (${modulePercent(studied, total)}%)`;
}
