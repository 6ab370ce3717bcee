/**
 * The question bank's fixed facets, apart from the zod schemas that use them (question.ts), so the
 * browser's bank index and filters (core/bank/index-data.ts, the /question-bank page) do not load
 * zod on a first visit.
 */

/** Topic a question belongs to; technical categories follow the standard interview guides. */
export const QUESTION_CATEGORIES = [
  'Accounting',
  'Enterprise & Equity Value',
  'Valuation',
  'DCF',
  'M&A',
  'LBO',
  'Brain Teasers',
  'Fit',
  'Markets',
  'Deals',
] as const;

/** How hard a question is. */
export const DIFFICULTIES = ['basic', 'advanced'] as const;
