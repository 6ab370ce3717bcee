/**
 * The resource library (spec section 3, "Resource"): the seven PDF guides, in the order the
 * /resources page lists them (the first two are featured). Titles and descriptions that state a
 * count take it from the bank at build time. The PDFs are built by `npm run build:guides` from
 * content/guides/*.md (and, for the questions guide, from the bank) into public/resources/.
 */

/** The resource categories, in chip order. */
export const RESOURCE_CATEGORIES = ['Accounting', 'Interview Questions', 'Valuation', 'Private Equity', 'M&A'] as const;
export type ResourceCategory = (typeof RESOURCE_CATEGORIES)[number];

/** Guide slugs; each is the file name of the PDF (`/resources/<slug>.pdf`). */
export const GUIDE_SLUGS = [
  'accounting',
  'ib-interview-questions',
  'dcf',
  'lbo',
  'equity-enterprise-value',
  'valuation',
  'merger-model',
] as const;
export type GuideSlug = (typeof GUIDE_SLUGS)[number];

/** A guide's catalogue entry, before its file size is known. */
export interface GuideEntry {
  slug: GuideSlug;
  title: string;
  description: string;
  category: ResourceCategory;
  subcategory?: string;
  tags: string[];
}

/** The seven guides; `technicalQuestions` is the bank's count of technical questions. */
export function guideCatalogue(technicalQuestions: number): GuideEntry[] {
  return [
    {
      slug: 'accounting',
      title: 'Accounting for Investment Banking Interviews',
      description: 'The three statements, how they link, and how a change flows through each of them, with worked examples.',
      category: 'Accounting',
      subcategory: 'Three statements',
      tags: ['Accounting', 'Three statements', 'Working capital', 'Deferred taxes'],
    },
    {
      slug: 'ib-interview-questions',
      title: `${technicalQuestions} Investment Banking Technical Interview Questions`,
      description: `Every technical question of the Greenshoe question bank (${technicalQuestions} in all) with a best-practice answer and the points an interviewer listens for.`,
      category: 'Interview Questions',
      subcategory: 'Technical questions',
      tags: ['Technicals', 'Accounting', 'Valuation', 'DCF', 'M&A', 'LBO', 'Brain teasers'],
    },
    {
      slug: 'dcf',
      title: 'The DCF Guide',
      description: 'Free cash flow, WACC, terminal value and sensitivities: building and defending a discounted cash flow analysis.',
      category: 'Valuation',
      subcategory: 'DCF',
      tags: ['DCF', 'WACC', 'Terminal value', 'Valuation'],
    },
    {
      slug: 'lbo',
      title: 'The LBO Guide',
      description: 'How private equity buys companies with debt: sources and uses, debt schedules, returns and the paper LBO.',
      category: 'Private Equity',
      subcategory: 'LBO',
      tags: ['LBO', 'Private equity', 'IRR', 'Debt'],
    },
    {
      slug: 'equity-enterprise-value',
      title: 'Equity Value and Enterprise Value',
      description: 'The bridge between equity and enterprise value, diluted shares and which multiples go with which value.',
      category: 'Valuation',
      subcategory: 'Enterprise value',
      tags: ['Enterprise value', 'Equity value', 'Diluted shares', 'Multiples'],
    },
    {
      slug: 'valuation',
      title: 'Valuation Methods',
      description: 'Comparable companies, precedent transactions, the football field and industry-specific valuation.',
      category: 'Valuation',
      subcategory: 'Methods',
      tags: ['Valuation', 'Comps', 'Precedents', 'Football field'],
    },
    {
      slug: 'merger-model',
      title: 'The Merger Model',
      description: 'Accretion and dilution, purchase price allocation, synergies and deal structure, step by step.',
      category: 'M&A',
      subcategory: 'Merger model',
      tags: ['M&A', 'Accretion/dilution', 'Goodwill', 'Synergies'],
    },
  ];
}
