/**
 * How worked examples read to a candidate: a label for each input and result name, and values
 * formatted with their unit (rates as "25%", multiples as "9.5x", amounts with thousands separators).
 */
import type { WorkedExample } from './schema';

/** Names whose values are percentages. */
const PERCENT = new Set([
  'taxRate', 'riskFreeRate', 'equityRiskPremium', 'costOfEquity', 'preTaxCostOfDebt', 'discountRate', 'growthRate',
  'interestRateOnCash', 'interestRateOnDebt', 'cashPercent', 'debtPercent', 'stockPercent', 'irr', 'cagr', 'wacc',
  'equityWeight', 'debtWeight', 'afterTaxCostOfDebt', 'accretionDilutionPercent', 'terminalValueShare',
  'percentage', 'capRate', 'marketCapRate', 'developmentYield', 'marginOnCost', 'loanToValue', 'debtYield',
  'stageProbabilities', 'probability', 'probabilityOfApproval', 'diagnosedRate', 'treatedRate', 'marketShare', 'compliance',
  'netInterestMargin', 'returnOnEquity', 'lossRatio', 'expenseRatio', 'combinedRatio', 'merchantDiscountRate',
  'interchangeRate', 'networkFeeRate', 'netRevenueRetention', 'grossRevenueRetention', 'annualChurn', 'revenueGrowth',
  'profitMargin', 'utilisation', 'trafficChange', 'ticketChange', 'sameStoreSalesChange', 'fourWallMargin',
  'cashOnCashReturn', 'greenshoe', 'grossSpread', 'firstDayReturn', 'conversionPremium',
  'preferredReturn', 'promote', 'investorReturn', 'discount', 'baseRate', 'coupon', 'discountPerYear', 'approximateYield',
]);
/** Result names of a recovery waterfall's class rates (`recoveryRate1`, ...), which are percentages. */
const RECOVERY_RATE = /^recoveryRate\d+$/;
/** Names whose values are multiples. */
const MULTIPLE = new Set([
  'moic', 'multiple', 'leverage', 'netLeverage', 'interestCoverage', 'entryMultiple', 'exitMultiple', 'leverageMultiple',
  'debtServiceCoverage', 'adjustedLeverage', 'priceToBook', 'ltvToCac', 'purchaseMultiple', 'platformMultiple', 'rentMultiple',
]);
/** Names whose values are days. */
const DAYS = new Set(['dso', 'dio', 'dpo', 'cashConversionCycle']);

/** Labels where the plain-English split of the name would read badly. */
const LABELS: Record<string, string> = {
  ebit: 'EBIT',
  ebitda: 'EBITDA',
  entryEbitda: 'Entry EBITDA',
  exitEbitda: 'Exit EBITDA',
  nopat: 'NOPAT',
  moic: 'MOIC',
  irr: 'IRR',
  cagr: 'CAGR',
  wacc: 'WACC',
  dso: 'Days sales outstanding',
  dio: 'Days inventory outstanding',
  dpo: 'Days payables outstanding',
  pvCashFlows: 'PV of projected cash flows',
  pvTerminalValue: 'PV of terminal value',
  terminalValueShare: 'Terminal value share of EV',
  accretionDilutionPercent: 'Accretion (+) / dilution (−)',
  debtToEquity: 'Debt / equity',
  capex: 'Capex',
  depreciationAmortization: 'D&A',
  increaseInNetWorkingCapital: 'Increase in net working capital',
  restrictedStockUnits: 'Restricted stock units',
  midYear: 'Mid-year convention',
  paidInCash: 'Paid in cash',
  noi: 'NOI',
  stabilisedNoi: 'Stabilised NOI',
  spreadBasisPoints: 'Spread (basis points)',
  ffo: 'FFO',
  affo: 'AFFO',
  ffoPerShare: 'FFO per share',
  affoPerShare: 'AFFO per share',
  ebitdar: 'EBITDAR',
  startingArr: 'Starting ARR',
  newArr: 'New ARR',
  endingArr: 'Ending ARR',
  ltvToCac: 'LTV / CAC',
  cacPaybackYears: 'CAC payback (years)',
  customerLifetimeYears: 'Customer lifetime (years)',
  paybackYears: 'Payback (years)',
  ruleOf40Score: 'Rule of 40 score',
  fulcrumClass: 'Fulcrum class (1 = most senior)',
};

/** Human label of an input or result name, e.g. `taxRate` → "Tax rate", `ebitda` → "EBITDA". */
export function labelOf(name: string): string {
  const known = LABELS[name];
  if (known) return known;
  const recovery = /^recovery(Rate)?(\d+)$/.exec(name);
  if (recovery) return `${recovery[1] ? 'Recovery rate' : 'Recovery'}, class ${recovery[2]}`;
  const subtotal = /^subtotal(\d+)$/.exec(name);
  if (subtotal) return `After step ${subtotal[1]}`;
  const words = name.replace(/([A-Z])/g, ' $1').toLowerCase().trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const number = (value: number, decimals: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

/** A term or factor of a generic arithmetic chain (see arithmetic.ts). */
type ChainStep = { item: string; amount?: number; value?: number; divide?: boolean; percent?: boolean };

/** A chain step for reading: "Contractual allowance −600", "Months ÷ 12", "Occupancy 95%". */
function chainStep(step: ChainStep, decimals: number): string {
  const amount = step.amount ?? step.value ?? 0;
  const shown = `${amount < 0 ? '−' : ''}${number(Math.abs(amount), Number.isInteger(amount) ? 0 : decimals)}${step.percent ? '%' : ''}`;
  return `${step.item} ${step.divide ? '÷ ' : ''}${shown}`;
}

/** A value formatted for reading: `25` → "25%" for rates, "9.5x" for multiples, "1,330" for amounts. */
export function formatValue(name: string, value: unknown, decimals = 2): string {
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) {
    return value
      .map((item) => (typeof item === 'number' ? formatValue(name, item, decimals) : 'item' in item ? chainStep(item as ChainStep, decimals) : Object.entries(item as Record<string, number>).map(([k, v]) => `${labelOf(k).toLowerCase()} ${formatValue(k, v, decimals)}`).join(' at ')))
      .join('; ');
  }
  if (typeof value !== 'number') return String(value);
  const places = Number.isInteger(value) && !PERCENT.has(name) && !MULTIPLE.has(name) ? 0 : decimals;
  if (PERCENT.has(name) || RECOVERY_RATE.test(name)) return `${number(value, Number.isInteger(value) ? 0 : decimals)}%`;
  if (MULTIPLE.has(name)) return `${number(value, Math.min(Math.max(decimals, 1), 2))}x`;
  if (DAYS.has(name)) return `${number(value, decimals)} days`;
  return number(value, places);
}

/** The example's inputs and results as [label, formatted value] rows. */
export function exampleRows(example: WorkedExample): { inputs: [string, string][]; results: [string, string][] } {
  const row = ([name, value]: [string, unknown]): [string, string] => [labelOf(name), formatValue(name, value, example.decimals)];
  return { inputs: Object.entries(example.inputs).map(row), results: Object.entries(example.results).map(row) };
}
