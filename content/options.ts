/**
 * The product's option lists (spec section 3, "Option lists"): one source of truth for the setup
 * form, the create-module dialog, the question bank's tags and the server's validation.
 */

/** Job categories a mock interview can be set up for (the spec offers only InvestmentBanking). */
export const JOB_CATEGORIES = ['InvestmentBanking'] as const;

/** Interview stages, in the order a candidate meets them. */
export const STAGES = ['HireVue', 'first round', 'second round', 'superday'] as const;

/** Industry groups offered on the mock-interview setup page (nine). */
/** How each job category and stage reads on a page (the stored values are the spec's raw values). */
export const JOB_CATEGORY_LABELS: Record<(typeof JOB_CATEGORIES)[number], string> = { InvestmentBanking: 'Investment Banking' };
export const STAGE_LABELS: Record<(typeof STAGES)[number], string> = {
  HireVue: 'HireVue',
  'first round': 'First round',
  'second round': 'Second round',
  superday: 'Superday',
};

/** The readable label of a stored job category or stage value; the value itself when it has none. */
export function optionLabel(value: string): string {
  return (JOB_CATEGORY_LABELS as Record<string, string>)[value] ?? (STAGE_LABELS as Record<string, string>)[value] ?? value;
}

export const SETUP_INDUSTRY_GROUPS = [
  'Business Services',
  'M&A',
  'Restructuring',
  'Capital Markets',
  'Consumer Retail',
  'FinTech',
  'Real Estate',
  'Healthcare',
  'TMT',
] as const;

/** Industry groups offered when building a module (thirteen); a superset of the setup list. */
export const MODULE_INDUSTRY_GROUPS = [
  'M&A',
  'Real Estate',
  'Private Equity',
  'Capital Markets',
  'Business Services',
  'Restructuring',
  'Healthcare',
  'TMT',
  'Consumer Retail',
  'FinTech',
  'Generalist',
  'Energy',
  'Financing',
] as const;

/** Interview durations in minutes on the setup page (the landing form omits 90). */
export const SETUP_DURATIONS_MINUTES = [15, 30, 45, 60, 90] as const;
/** Interview durations in minutes on the landing page's inline form. */
export const LANDING_DURATIONS_MINUTES = [15, 30, 45, 60] as const;

/** Question types used by the bank and the create-module dialog. */
export const QUESTION_TYPES = ['Behavioral', 'Market', 'Technical'] as const;

/** Office locations, as the spec lists them (aliases such as NYC included on purpose). */
export const OFFICE_LOCATIONS = [
  'New York',
  'New York City',
  'NYC',
  'Chicago',
  'Los Angeles',
  'LA',
  'San Francisco',
  'SF',
  'Boston',
  'Cleveland',
  'Atlanta',
  'Houston',
  'Unknown',
] as const;

/** Bulge-bracket banks, elite boutiques and middle-market firms a candidate may interview with. */
export const FIRMS = [
  'Goldman Sachs',
  'Morgan Stanley',
  'J.P. Morgan',
  'Bank of America',
  'Citi',
  'Barclays',
  'Deutsche Bank',
  'UBS',
  'Wells Fargo',
  'BNP Paribas',
  'RBC Capital Markets',
  'Evercore',
  'Lazard',
  'Centerview Partners',
  'PJT Partners',
  'Moelis & Company',
  'Perella Weinberg Partners',
  'Guggenheim Securities',
  'Qatalyst Partners',
  'Greenhill',
  'Houlihan Lokey',
  'Jefferies',
  'William Blair',
  'Harris Williams',
  'Lincoln International',
  'Baird',
  'Piper Sandler',
  'Raymond James',
  'Stifel',
  'KeyBanc Capital Markets',
  'Nomura',
  'Mizuho',
  'Blackstone',
  'KKR',
] as const;

export type JobCategory = (typeof JOB_CATEGORIES)[number];
export type Stage = (typeof STAGES)[number];
export type SetupIndustryGroup = (typeof SETUP_INDUSTRY_GROUPS)[number];
export type ModuleIndustryGroup = (typeof MODULE_INDUSTRY_GROUPS)[number];
export type QuestionType = (typeof QUESTION_TYPES)[number];
export type OfficeLocation = (typeof OFFICE_LOCATIONS)[number];
export type Firm = (typeof FIRMS)[number];
