/**
 * What the question bank page shows: the search text and the filters (type, category, difficulty,
 * industry group, firm), and their form in the URL's search params (`q`, `type`, `category`,
 * `difficulty`, `group`, `firm`), so a reload or a shared link shows the same questions. A param
 * whose value is not one of the filter's options is ignored.
 */
import type { Difficulty } from '@core/contract/question';
import { QUESTION_CATEGORIES } from '@core/contract/question-facets';
import type { BankFilters } from '@core/bank/search';
import { FIRMS, MODULE_INDUSTRY_GROUPS, QUESTION_TYPES } from '@content/options';

/** The page's query: free search text (may be empty) and the filters set. */
export interface BankQuery {
  text: string;
  filters: BankFilters;
}

export type FilterKey = keyof BankFilters;

/** One filter select: its key, URL param, label and options (value and shown label). */
export interface FilterField {
  key: FilterKey;
  param: string;
  label: string;
  options: readonly { value: string; label: string }[];
}

/** The URL param of the search text. */
export const TEXT_PARAM = 'q';

const same = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const DIFFICULTY_OPTIONS: { value: Difficulty; label: string }[] = [
  { value: 'basic', label: 'Basic' },
  { value: 'advanced', label: 'Advanced' },
];

/** The filters, in the order the page shows them. */
export const FILTER_FIELDS: readonly FilterField[] = [
  { key: 'type', param: 'type', label: 'Type', options: same(QUESTION_TYPES) },
  { key: 'category', param: 'category', label: 'Category', options: same(QUESTION_CATEGORIES) },
  { key: 'difficulty', param: 'difficulty', label: 'Difficulty', options: DIFFICULTY_OPTIONS },
  { key: 'industryGroup', param: 'group', label: 'Industry group', options: same(MODULE_INDUSTRY_GROUPS) },
  { key: 'firm', param: 'firm', label: 'Firm', options: same(FIRMS) },
];

/** The query that `params` describe; unknown or invalid values are left out. */
export function readBankQuery(params: URLSearchParams): BankQuery {
  const filters: Record<string, string> = {};
  for (const field of FILTER_FIELDS) {
    const value = params.get(field.param);
    if (value && field.options.some((option) => option.value === value)) filters[field.key] = value;
  }
  return { text: params.get(TEXT_PARAM) ?? '', filters: filters };
}

/** The search params of `query`: only the search text and the filters that are set. */
export function bankQueryParams(query: BankQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.text) params.set(TEXT_PARAM, query.text);
  for (const field of FILTER_FIELDS) {
    const value = query.filters[field.key];
    if (value) params.set(field.param, value);
  }
  return params;
}

/** How many filters `filters` sets. */
export function countFilters(filters: BankFilters): number {
  return FILTER_FIELDS.filter((field) => filters[field.key]).length;
}
