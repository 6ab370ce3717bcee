/**
 * The kinds of worked example: for each, the zod schema of its inputs and the function that computes
 * its results (a record of named numbers) from core/worked-examples/formulas.ts. A worked example
 * names its kind, states inputs and results, and tests recompute the results from the inputs.
 */
import { z } from 'zod';
import * as f from './formulas';
import * as sector from './sector-formulas';
import { productOfFactors, sumOfTerms } from './arithmetic';

const money = z.number();
const percent = z.number().min(-100).max(1000);
const count = z.number().nonnegative();
const probability = z.number().min(0).max(100);
/** The definition or standard a generic arithmetic chain follows, e.g. "ASC 606: net patient revenue". */
const basis = z.string().min(8);

/** Kind name → input schema and compute function. */
export const WORKED_EXAMPLE_KINDS = {
  'expense-change': {
    inputs: z.strictObject({ amount: money, taxRate: percent, paidInCash: z.boolean() }),
    compute: (i: { amount: number; taxRate: number; paidInCash: boolean }) => f.expenseChange(i.amount, i.taxRate, i.paidInCash),
  },
  'enterprise-value': {
    inputs: z.strictObject({
      equityValue: money,
      debt: money.default(0),
      preferredStock: money.default(0),
      noncontrollingInterest: money.default(0),
      cash: money.default(0),
      equityInvestments: money.default(0),
    }),
    compute: (i: Parameters<typeof f.enterpriseValue>[0]) => ({ enterpriseValue: f.enterpriseValue(i) }),
  },
  'implied-share-price': {
    inputs: z.strictObject({
      enterpriseValue: money,
      debt: money.default(0),
      preferredStock: money.default(0),
      noncontrollingInterest: money.default(0),
      cash: money.default(0),
      equityInvestments: money.default(0),
      dilutedShares: count,
    }),
    compute: f.impliedSharePrice,
  },
  'diluted-shares': {
    inputs: z.strictObject({
      sharePrice: money.positive(),
      basicShares: count,
      options: z.array(z.strictObject({ count, strike: money })).default([]),
      restrictedStockUnits: count.default(0),
      convertibles: z.array(z.strictObject({ faceValue: money, conversionPrice: money.positive() })).default([]),
    }),
    compute: f.dilutedShares,
  },
  'cost-of-equity': {
    inputs: z.strictObject({ riskFreeRate: percent, beta: z.number(), equityRiskPremium: percent }),
    compute: (i: { riskFreeRate: number; beta: number; equityRiskPremium: number }) => ({ costOfEquity: f.costOfEquity(i.riskFreeRate, i.beta, i.equityRiskPremium) }),
  },
  wacc: {
    inputs: z.strictObject({ equityValue: money, debtValue: money, costOfEquity: percent, preTaxCostOfDebt: percent, taxRate: percent }),
    compute: f.wacc,
  },
  'unlever-beta': {
    inputs: z.strictObject({ leveredBeta: z.number(), debtToEquity: z.number().nonnegative(), taxRate: percent }),
    compute: (i: { leveredBeta: number; debtToEquity: number; taxRate: number }) => ({ unleveredBeta: f.unleveredBeta(i.leveredBeta, i.debtToEquity, i.taxRate) }),
  },
  'relever-beta': {
    inputs: z.strictObject({ unleveredBeta: z.number(), debtToEquity: z.number().nonnegative(), taxRate: percent }),
    compute: (i: { unleveredBeta: number; debtToEquity: number; taxRate: number }) => ({ leveredBeta: f.leveredBeta(i.unleveredBeta, i.debtToEquity, i.taxRate) }),
  },
  'unlevered-free-cash-flow': {
    inputs: z.strictObject({ ebit: money, taxRate: percent, depreciationAmortization: money, capex: money, increaseInNetWorkingCapital: money }),
    compute: f.unleveredFreeCashFlow,
  },
  'terminal-value-perpetuity': {
    inputs: z.strictObject({ finalYearCashFlow: money, discountRate: percent, growthRate: percent }),
    compute: (i: { finalYearCashFlow: number; discountRate: number; growthRate: number }) => ({ terminalValue: f.gordonTerminalValue(i.finalYearCashFlow, i.discountRate, i.growthRate) }),
  },
  'implied-perpetuity-growth': {
    inputs: z.strictObject({ terminalValue: money, finalYearCashFlow: money, discountRate: percent }),
    compute: (i: { terminalValue: number; finalYearCashFlow: number; discountRate: number }) => ({ growthRate: f.impliedPerpetuityGrowth(i.terminalValue, i.finalYearCashFlow, i.discountRate) }),
  },
  'present-value': {
    inputs: z.strictObject({ cashFlows: z.array(money).min(1), discountRate: percent, midYear: z.boolean().default(false) }),
    compute: (i: { cashFlows: number[]; discountRate: number; midYear: boolean }) => ({ presentValue: f.presentValue(i.cashFlows, i.discountRate, i.midYear) }),
  },
  dcf: {
    inputs: z.strictObject({ cashFlows: z.array(money).min(1), terminalValue: money, discountRate: percent, midYear: z.boolean().default(false) }),
    compute: f.discountedCashFlow,
  },
  'accretion-dilution': {
    inputs: z.strictObject({
      acquirerNetIncome: money,
      acquirerShares: count,
      acquirerSharePrice: money.positive(),
      targetNetIncome: money,
      purchasePrice: money,
      cashPercent: percent.default(0),
      debtPercent: percent.default(0),
      stockPercent: percent.default(0),
      interestRateOnCash: percent.default(0),
      interestRateOnDebt: percent.default(0),
      taxRate: percent,
      synergies: money.default(0),
    }),
    compute: f.accretionDilution,
  },
  goodwill: {
    inputs: z.strictObject({
      purchasePrice: money,
      bookValueOfEquity: money,
      existingGoodwill: money.default(0),
      assetWriteUps: money.default(0),
      taxRate: percent,
      assetDeal: z.boolean().default(false),
    }),
    compute: f.goodwill,
  },
  irr: {
    inputs: z.strictObject({ cashFlows: z.array(money).min(2) }),
    compute: (i: { cashFlows: number[] }) => ({ irr: f.internalRateOfReturn(i.cashFlows) }),
  },
  'moic-irr': {
    inputs: z.strictObject({ equityInvested: money.positive(), equityAtExit: money, years: z.number().positive() }),
    compute: (i: { equityInvested: number; equityAtExit: number; years: number }) => f.moicAndIrr(i.equityInvested, i.equityAtExit, i.years),
  },
  'simple-lbo': {
    inputs: z.strictObject({
      entryEbitda: money,
      entryMultiple: z.number().positive(),
      leverageMultiple: z.number().nonnegative(),
      exitEbitda: money,
      exitMultiple: z.number().positive(),
      debtRepaid: money.default(0),
      years: z.number().positive(),
    }),
    compute: f.simpleLbo,
  },
  cagr: {
    inputs: z.strictObject({ startValue: money, endValue: money, years: z.number().positive() }),
    compute: (i: { startValue: number; endValue: number; years: number }) => ({ cagr: f.compoundAnnualGrowth(i.startValue, i.endValue, i.years) }),
  },
  'cash-conversion-cycle': {
    inputs: z.strictObject({ receivables: money, revenue: money.positive(), inventory: money, costOfGoodsSold: money.positive(), payables: money }),
    compute: f.cashConversionCycle,
  },
  'credit-statistics': {
    inputs: z.strictObject({ ebitda: money.positive(), debt: money, cash: money.default(0), interestExpense: money.positive() }),
    compute: f.creditStatistics,
  },
  multiple: {
    inputs: z.strictObject({ value: money, metric: money }),
    compute: (i: { value: number; metric: number }) => ({ multiple: f.multipleOf(i.value, i.metric) }),
  },
  'implied-value': {
    inputs: z.strictObject({ metric: money, multiple: z.number() }),
    compute: (i: { metric: number; multiple: number }) => ({ value: i.metric * i.multiple }),
  },
  'dividend-discount': {
    inputs: z.strictObject({ nextDividend: money, costOfEquity: percent, growthRate: percent }),
    compute: (i: { nextDividend: number; costOfEquity: number; growthRate: number }) => ({ sharePrice: f.dividendDiscountPrice(i.nextDividend, i.costOfEquity, i.growthRate) }),
  },
  'percentage-of': {
    inputs: z.strictObject({ part: money, whole: money }),
    compute: (i: { part: number; whole: number }) => sector.percentageOf(i.part, i.whole),
  },
  'cap-rate-value': {
    inputs: z.strictObject({ noi: money, capRate: percent }),
    compute: (i: { noi: number; capRate: number }) => sector.capRateValue(i.noi, i.capRate),
  },
  'development-spread': {
    inputs: z.strictObject({ stabilisedNoi: money, totalCost: money.positive(), marketCapRate: percent }),
    compute: sector.developmentSpread,
  },
  'real-estate-loan-metrics': {
    inputs: z.strictObject({ loan: money, propertyValue: money, noi: money, annualDebtService: money }),
    compute: sector.realEstateLoanMetrics,
  },
  'funds-from-operations': {
    inputs: z.strictObject({
      netIncome: money,
      realEstateDepreciation: money,
      gainsOnSale: money.default(0),
      impairments: money.default(0),
      straightLineRent: money.default(0),
      recurringCapex: money.default(0),
      shares: count,
    }),
    compute: sector.fundsFromOperations,
  },
  'risk-adjusted-npv': {
    inputs: z.strictObject({
      valueIfApproved: money,
      stageProbabilities: z.array(probability).min(1),
      costs: z.array(z.strictObject({ amount: money, probability })).default([]),
    }),
    compute: sector.riskAdjustedNpv,
  },
  'drug-peak-sales': {
    inputs: z.strictObject({ patients: count, diagnosedRate: probability, treatedRate: probability, marketShare: probability, annualNetPrice: money, compliance: probability.default(100) }),
    compute: sector.drugPeakSales,
  },
  'rent-adjusted-leverage': {
    inputs: z.strictObject({ debt: money, ebitda: money, annualRent: money, rentMultiple: z.number().nonnegative() }),
    compute: sector.rentAdjustedLeverage,
  },
  'net-interest-margin': {
    inputs: z.strictObject({ interestIncome: money, interestExpense: money, averageEarningAssets: money }),
    compute: sector.netInterestMargin,
  },
  'justified-price-to-book': {
    inputs: z.strictObject({ returnOnEquity: percent, costOfEquity: percent, growthRate: percent }),
    compute: sector.justifiedPriceToBook,
  },
  'combined-ratio': {
    inputs: z.strictObject({ earnedPremiums: money.positive(), losses: money, expenses: money }),
    compute: sector.combinedRatio,
  },
  'card-transaction': {
    inputs: z.strictObject({ amount: money, merchantDiscountRate: percent, interchangeRate: percent, networkFeeRate: percent }),
    compute: sector.cardTransaction,
  },
  'arr-bridge': {
    inputs: z.strictObject({ startingArr: money, newArr: money.default(0), expansion: money.default(0), contraction: money.default(0), churn: money.default(0) }),
    compute: sector.arrBridge,
  },
  'customer-unit-economics': {
    inputs: z.strictObject({ annualGrossProfit: money, annualChurn: percent, acquisitionCost: money.default(0) }),
    compute: sector.customerUnitEconomics,
  },
  'rule-of-40': {
    inputs: z.strictObject({ revenueGrowth: percent, profitMargin: percent }),
    compute: (i: { revenueGrowth: number; profitMargin: number }) => sector.ruleOf40(i.revenueGrowth, i.profitMargin),
  },
  'roll-up-arbitrage': {
    inputs: z.strictObject({ acquiredEbitda: money, purchaseMultiple: z.number().nonnegative(), platformMultiple: z.number().nonnegative() }),
    compute: sector.rollUpArbitrage,
  },
  'services-revenue': {
    inputs: z.strictObject({ staff: count, availableHours: count, utilisation: probability, billRate: money }),
    compute: sector.servicesRevenue,
  },
  'same-store-sales': {
    inputs: z.strictObject({ trafficChange: percent, ticketChange: percent }),
    compute: (i: { trafficChange: number; ticketChange: number }) => sector.sameStoreSales(i.trafficChange, i.ticketChange),
  },
  'store-economics': {
    inputs: z.strictObject({ netInvestment: money.positive(), sales: money, fourWallMargin: percent }),
    compute: sector.storeEconomics,
  },
  'recovery-waterfall': {
    inputs: z.strictObject({ distributableValue: money.nonnegative(), claims: z.array(money.nonnegative()).min(1) }),
    compute: (i: { distributableValue: number; claims: number[] }) => sector.recoveryWaterfall(i.distributableValue, i.claims),
  },
  'offering-proceeds': {
    inputs: z.strictObject({ baseShares: count, offerPrice: money.positive(), greenshoe: probability.default(0), grossSpread: percent.default(0), firstDayClose: money.nonnegative().default(0) }),
    compute: sector.offeringProceeds,
  },
  'convertible-bond': {
    inputs: z.strictObject({ faceValue: money, conversionPrice: money.positive(), sharePrice: money.positive() }),
    compute: sector.convertibleBond,
  },
  'rights-issue': {
    inputs: z.strictObject({ sharePrice: money.positive(), subscriptionPrice: money.nonnegative(), existingPerNew: z.number().positive() }),
    compute: sector.rightsIssue,
  },
  'promote-waterfall': {
    inputs: z.strictObject({ equity: money.positive(), distributions: money.nonnegative(), preferredReturn: percent, promote: probability }),
    compute: sector.promoteWaterfall,
  },
  'block-trade': {
    inputs: z.strictObject({ shares: count, purchasePrice: money.positive(), lastClose: money.positive(), salePrice: money.nonnegative().default(0) }),
    compute: sector.blockTrade,
  },
  'floating-loan-yield': {
    inputs: z.strictObject({ baseRate: percent, marginBasisPoints: z.number(), price: money.positive(), assumedLifeYears: z.number().positive() }),
    compute: sector.floatingLoanYield,
  },
  'sum-of-terms': {
    inputs: z.strictObject({ basis, terms: z.array(z.strictObject({ item: z.string().min(2), amount: money })).min(2) }),
    compute: (i: { terms: Array<{ amount: number }> }) => sumOfTerms(i.terms),
  },
  'product-of-factors': {
    inputs: z.strictObject({
      basis,
      factors: z.array(z.strictObject({ item: z.string().min(2), value: z.number(), divide: z.boolean().optional(), percent: z.boolean().optional() })).min(2),
    }),
    compute: (i: { factors: Array<{ value: number; divide?: boolean; percent?: boolean }> }) => productOfFactors(i.factors),
  },
  'clock-angle': {
    inputs: z.strictObject({ hours: z.number().int().min(0).max(23), minutes: z.number().int().min(0).max(59) }),
    compute: (i: { hours: number; minutes: number }) => ({ angle: f.clockHandAngle(i.hours, i.minutes) }),
  },
} as const;

/** Name of a worked-example kind. */
export type WorkedExampleKind = keyof typeof WORKED_EXAMPLE_KINDS;

/** Kind names, for the zod enum of the worked-example schema. */
export const KIND_NAMES = Object.keys(WORKED_EXAMPLE_KINDS) as [WorkedExampleKind, ...WorkedExampleKind[]];

/**
 * Validates `inputs` for `kind` and computes its results. Throws a ZodError for invalid inputs and a
 * RangeError where the formula has no answer.
 */
export function computeWorkedExample(kind: WorkedExampleKind, inputs: unknown): Record<string, number> {
  const spec = WORKED_EXAMPLE_KINDS[kind];
  const parsed = spec.inputs.parse(inputs);
  return (spec.compute as (i: typeof parsed) => Record<string, number>)(parsed);
}
