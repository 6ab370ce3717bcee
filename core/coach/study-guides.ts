/**
 * The guides a report recommends for a question category, by their real titles in the resource
 * library (content/resources.ts), so the report can link each one. The questions guide's title
 * counts the bank's technical questions, as the library does.
 */
import type { QuestionCategory, QuestionSummary } from '../contract/question';
import { guideCatalogue, type GuideSlug } from '../../content/resources';

/** Guides per question category, most specific first; every list ends with the questions guide. */
const GUIDES_BY_CATEGORY: Partial<Record<QuestionCategory, GuideSlug[]>> = {
  Accounting: ['accounting'],
  'Enterprise & Equity Value': ['equity-enterprise-value'],
  Valuation: ['valuation'],
  DCF: ['dcf', 'valuation'],
  'M&A': ['merger-model'],
  LBO: ['lbo'],
};

const titlesCache = new WeakMap<readonly Pick<QuestionSummary, 'type'>[], Map<GuideSlug, string>>();

/** Titles of the guides to study for `category`, e.g. ["The DCF Guide", "Valuation Methods", "463 Investment Banking Technical Interview Questions"]. */
export function studyGuideTitles(category: QuestionCategory, bank: readonly Pick<QuestionSummary, 'type'>[]): string[] {
  let titles = titlesCache.get(bank);
  if (!titles) {
    const technical = bank.filter((q) => q.type === 'Technical').length;
    titles = new Map(guideCatalogue(technical).map((guide) => [guide.slug, guide.title]));
    titlesCache.set(bank, titles);
  }
  const slugs = [...(GUIDES_BY_CATEGORY[category] ?? []), 'ib-interview-questions' as const];
  return slugs.map((slug) => titles.get(slug) ?? slug);
}
