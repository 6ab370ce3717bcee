/**
 * The question bank's figures (questions, technical questions, firms) as computed when the app was
 * built: vite.config.ts defines `__BANK_STATS__` from compute-bank-stats.ts. Importing this module
 * costs a few bytes, not the bank.
 */
import type { BankStats } from './compute-bank-stats';

declare const __BANK_STATS__: BankStats;

export type { BankStats };

/** Figures of the bank this build was made from. */
export const BANK_STATS: BankStats = __BANK_STATS__;
