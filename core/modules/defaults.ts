/**
 * The default modules every user gets (spec: "Default modules are created for each new user"):
 * one per major topic of the question bank, identified by a stable key (modules.default_key), so
 * creating them again creates nothing.
 */
import type { Question, QuestionCategory } from '../contract/question';
import type { ModuleSelections } from '../contract/modules';

export interface DefaultModule {
  /** Stable key stored in modules.default_key; never renamed. */
  key: string;
  name: string;
  /** Bank categories the module holds, in bank order. */
  categories: readonly QuestionCategory[];
  /** The selections stored with the module (its question type). */
  selections: ModuleSelections;
}

const technical = (): ModuleSelections => ({ questionTypes: ['Technical'], firms: [], officeLocations: [], industryGroups: [] });

/** The default modules, in the order the practice room lists them. */
export const DEFAULT_MODULES: readonly DefaultModule[] = [
  { key: 'accounting', name: 'Accounting', categories: ['Accounting'], selections: technical() },
  { key: 'enterprise-equity-value', name: 'Enterprise & Equity Value', categories: ['Enterprise & Equity Value'], selections: technical() },
  { key: 'valuation', name: 'Valuation', categories: ['Valuation'], selections: technical() },
  { key: 'dcf', name: 'DCF', categories: ['DCF'], selections: technical() },
  { key: 'm-and-a', name: 'M&A', categories: ['M&A'], selections: technical() },
  { key: 'lbo', name: 'LBO', categories: ['LBO'], selections: technical() },
  {
    key: 'behavioral',
    name: 'Behavioral (Fit)',
    categories: ['Fit', 'Brain Teasers'],
    selections: { questionTypes: ['Behavioral'], firms: [], officeLocations: [], industryGroups: [] },
  },
  {
    key: 'markets-deals',
    name: 'Markets & Deals',
    categories: ['Markets', 'Deals'],
    selections: { questionTypes: ['Market'], firms: [], officeLocations: [], industryGroups: [] },
  },
];

/** The bank questions of a default module, in bank order. */
export function defaultModuleQuestions(bank: readonly Question[], module: DefaultModule): Question[] {
  return bank.filter((q) => module.categories.includes(q.category));
}
