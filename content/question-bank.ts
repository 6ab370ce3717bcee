/**
 * The question bank's raw content: the topic files and the industry-group files under
 * content/questions/, imported explicitly
 * (no import.meta.glob) so the same module runs in Vite, in vitest and under tsx on Node. The data is
 * unvalidated here; core/bank/load.ts validates it with QuestionBankSchema.
 */
import accounting from './questions/accounting.json' with { type: 'json' };
import enterpriseValue from './questions/enterprise-value.json' with { type: 'json' };
import valuation from './questions/valuation.json' with { type: 'json' };
import dcf from './questions/dcf.json' with { type: 'json' };
import ma from './questions/ma.json' with { type: 'json' };
import lbo from './questions/lbo.json' with { type: 'json' };
import brainTeasers from './questions/brain-teasers.json' with { type: 'json' };
import fit from './questions/fit.json' with { type: 'json' };
import markets from './questions/markets.json' with { type: 'json' };
import deals from './questions/deals.json' with { type: 'json' };
import healthcare from './questions/healthcare.json' with { type: 'json' };
import realEstate from './questions/real-estate.json' with { type: 'json' };
import fintech from './questions/fintech.json' with { type: 'json' };
import businessServices from './questions/business-services.json' with { type: 'json' };
import consumerRetail from './questions/consumer-retail.json' with { type: 'json' };
import tmt from './questions/tmt.json' with { type: 'json' };
import restructuring from './questions/restructuring.json' with { type: 'json' };
import capitalMarkets from './questions/capital-markets.json' with { type: 'json' };

/** The topic files in display order, by file name (without .json). */
export const QUESTION_FILES = {
  accounting,
  'enterprise-value': enterpriseValue,
  valuation,
  dcf,
  ma,
  lbo,
  'brain-teasers': brainTeasers,
  fit,
  markets,
  deals,
  healthcare,
  'real-estate': realEstate,
  fintech,
  'business-services': businessServices,
  'consumer-retail': consumerRetail,
  tmt,
  restructuring,
  'capital-markets': capitalMarkets,
} as const satisfies Record<string, readonly unknown[]>;

/** The industry-group files, in the order the questions guide prints their chapters. */
export const INDUSTRY_GROUP_FILES = [
  'healthcare',
  'real-estate',
  'fintech',
  'business-services',
  'consumer-retail',
  'tmt',
  'restructuring',
  'capital-markets',
] as const satisfies ReadonlyArray<keyof typeof QUESTION_FILES>;

/** Every question of the bank as raw JSON (unknown shape until validated), in file order. */
export const RAW_QUESTION_BANK: readonly unknown[] = Object.values(QUESTION_FILES).flat();
