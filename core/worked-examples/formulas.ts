/**
 * The finance formulas behind the worked examples, as plain functions. Units: money in any one
 * currency unit (the example states it, usually $ millions), rates and percentages in percent
 * (25 means 25%), years and days as counts. Sources are the standard texts: Brealey, Myers & Allen,
 * "Principles of Corporate Finance" (present value, CAPM, WACC, growing perpetuity, IRR); Koller,
 * Goedhart & Wessels, "Valuation" (free cash flow, enterprise-to-equity bridge, terminal value);
 * Hamada (1972) for levered beta; US GAAP ASC 805 / IFRS 3 for goodwill. Functions throw a RangeError
 * where the formula has no answer (for example a growth rate at or above the discount rate).
 */

const pct = (percent: number) => percent / 100;

/**
 * Effect of a change in a tax-deductible expense on the three statements (positive = expense rises).
 * A non-cash expense (depreciation, amortization, a write-down) lowers the asset it uses up; a cash
 * expense is paid from cash. (Stock-based compensation is not this case: it also raises equity.)
 * Net income falls by amount × (1 − tax); cash from operations changes by amount × tax for a non-cash
 * expense (the tax saved) and by −amount × (1 − tax) for a cash one; assets fall by the same amount
 * as shareholders' equity (retained earnings), so the balance sheet balances.
 */
export function expenseChange(amount: number, taxRatePercent: number, paidInCash: boolean) {
  const netIncome = -amount * (1 - pct(taxRatePercent));
  const cashChange = paidInCash ? netIncome : amount * pct(taxRatePercent);
  const otherAssetChange = paidInCash ? 0 : -amount;
  return {
    pretaxIncomeChange: -amount,
    netIncomeChange: netIncome,
    cashFromOperationsChange: cashChange,
    cashChange,
    otherAssetChange,
    totalAssetsChange: cashChange + otherAssetChange,
    equityChange: netIncome,
  };
}

/** Enterprise value = equity value + debt + preferred stock + noncontrolling interest − cash − equity investments. */
export function enterpriseValue(i: { equityValue: number; debt: number; preferredStock: number; noncontrollingInterest: number; cash: number; equityInvestments: number }) {
  return i.equityValue + i.debt + i.preferredStock + i.noncontrollingInterest - i.cash - i.equityInvestments;
}

/** Equity value implied by an enterprise value (the bridge run backwards) and the price per diluted share. */
export function impliedSharePrice(i: { enterpriseValue: number; debt: number; preferredStock: number; noncontrollingInterest: number; cash: number; equityInvestments: number; dilutedShares: number }) {
  const equityValue = i.enterpriseValue - i.debt - i.preferredStock - i.noncontrollingInterest + i.cash + i.equityInvestments;
  if (i.dilutedShares <= 0) throw new RangeError('diluted shares must be positive');
  return { equityValue, sharePrice: equityValue / i.dilutedShares };
}

/**
 * Diluted shares by the treasury stock method: each in-the-money option tranche adds
 * count − count × strike ÷ price (the exercise proceeds buy shares back at the current price);
 * restricted stock units add their full count; a convertible bond that is in the money
 * (price above the conversion price) adds face value ÷ conversion price (if-converted method).
 */
export function dilutedShares(i: {
  sharePrice: number;
  basicShares: number;
  options: { count: number; strike: number }[];
  restrictedStockUnits: number;
  convertibles: { faceValue: number; conversionPrice: number }[];
}) {
  let optionShares = 0;
  for (const { count, strike } of i.options) if (strike < i.sharePrice) optionShares += count - (count * strike) / i.sharePrice;
  let convertibleShares = 0;
  for (const { faceValue, conversionPrice } of i.convertibles) if (conversionPrice < i.sharePrice) convertibleShares += faceValue / conversionPrice;
  const newShares = optionShares + i.restrictedStockUnits + convertibleShares;
  return { newShares, dilutedShares: i.basicShares + newShares };
}

/** Cost of equity by CAPM: risk-free rate + beta × equity risk premium (percent). */
export function costOfEquity(riskFreeRatePercent: number, beta: number, equityRiskPremiumPercent: number) {
  return riskFreeRatePercent + beta * equityRiskPremiumPercent;
}

/** WACC = E/(D+E) × cost of equity + D/(D+E) × pre-tax cost of debt × (1 − tax), all in percent. */
export function wacc(i: { equityValue: number; debtValue: number; costOfEquity: number; preTaxCostOfDebt: number; taxRate: number }) {
  const total = i.equityValue + i.debtValue;
  if (total <= 0) throw new RangeError('capital must be positive');
  const afterTaxCostOfDebt = i.preTaxCostOfDebt * (1 - pct(i.taxRate));
  const equityWeight = (100 * i.equityValue) / total;
  return { equityWeight, debtWeight: 100 - equityWeight, afterTaxCostOfDebt, wacc: pct(equityWeight) * i.costOfEquity + (1 - pct(equityWeight)) * afterTaxCostOfDebt };
}

/** Hamada: levered beta = unlevered beta × (1 + (1 − tax) × D/E); D/E as a ratio (0.5, not 50). */
export function leveredBeta(unleveredBeta: number, debtToEquity: number, taxRatePercent: number) {
  return unleveredBeta * (1 + (1 - pct(taxRatePercent)) * debtToEquity);
}

/** Hamada inverted: unlevered beta = levered beta ÷ (1 + (1 − tax) × D/E). */
export function unleveredBeta(leveredBetaValue: number, debtToEquity: number, taxRatePercent: number) {
  return leveredBetaValue / (1 + (1 - pct(taxRatePercent)) * debtToEquity);
}

/** Unlevered free cash flow = EBIT × (1 − tax) + D&A − capex − increase in net working capital. */
export function unleveredFreeCashFlow(i: { ebit: number; taxRate: number; depreciationAmortization: number; capex: number; increaseInNetWorkingCapital: number }) {
  const nopat = i.ebit * (1 - pct(i.taxRate));
  return { nopat, unleveredFreeCashFlow: nopat + i.depreciationAmortization - i.capex - i.increaseInNetWorkingCapital };
}

/** Terminal value by perpetuity growth: next year's cash flow ÷ (discount rate − growth), with next year = final year × (1 + g). */
export function gordonTerminalValue(finalYearCashFlow: number, discountRatePercent: number, growthRatePercent: number) {
  if (growthRatePercent >= discountRatePercent) throw new RangeError('growth must be below the discount rate');
  return (finalYearCashFlow * (1 + pct(growthRatePercent))) / (pct(discountRatePercent) - pct(growthRatePercent));
}

/** Perpetuity growth rate implied by a terminal value: g = (TV × r − CF) ÷ (TV + CF), in percent. */
export function impliedPerpetuityGrowth(terminalValue: number, finalYearCashFlow: number, discountRatePercent: number) {
  return (100 * (terminalValue * pct(discountRatePercent) - finalYearCashFlow)) / (terminalValue + finalYearCashFlow);
}

/**
 * Present value of cash flows at the end of years 1..n (or in the middle of each year with the
 * mid-year convention: periods 0.5, 1.5, ...), discounted at `discountRatePercent`.
 */
export function presentValue(cashFlows: number[], discountRatePercent: number, midYear: boolean) {
  return cashFlows.reduce((sum, flow, index) => sum + flow / (1 + pct(discountRatePercent)) ** (index + (midYear ? 0.5 : 1)), 0);
}

/** A DCF: present value of the projected cash flows plus the terminal value discounted from the end of the final year. */
export function discountedCashFlow(i: { cashFlows: number[]; terminalValue: number; discountRate: number; midYear: boolean }) {
  const pvCashFlows = presentValue(i.cashFlows, i.discountRate, i.midYear);
  const pvTerminalValue = i.terminalValue / (1 + pct(i.discountRate)) ** i.cashFlows.length;
  const enterpriseValueResult = pvCashFlows + pvTerminalValue;
  return { pvCashFlows, pvTerminalValue, enterpriseValue: enterpriseValueResult, terminalValueShare: (100 * pvTerminalValue) / enterpriseValueResult };
}

/** Inputs of a merger model's accretion/dilution test; the mix percentages sum to 100. */
export interface MergerInputs {
  acquirerNetIncome: number;
  acquirerShares: number;
  acquirerSharePrice: number;
  targetNetIncome: number;
  purchasePrice: number;
  cashPercent: number;
  debtPercent: number;
  stockPercent: number;
  interestRateOnCash: number;
  interestRateOnDebt: number;
  taxRate: number;
  synergies: number;
}

/**
 * Pro forma EPS of an acquisition: acquirer + target net income, less the after-tax interest lost on
 * the cash used and paid on the new debt, plus after-tax synergies, over the acquirer's shares plus
 * the shares issued (stock part ÷ acquirer share price). Accretion/dilution is pro forma EPS against
 * standalone EPS, in percent. Breakeven synergies are the pre-tax synergies that make it zero.
 */
export function accretionDilution(i: MergerInputs) {
  if (Math.abs(i.cashPercent + i.debtPercent + i.stockPercent - 100) > 1e-9) throw new RangeError('the cash, debt and stock mix must sum to 100');
  const keep = 1 - pct(i.taxRate);
  const foregoneInterest = i.purchasePrice * pct(i.cashPercent) * pct(i.interestRateOnCash) * keep;
  const newInterest = i.purchasePrice * pct(i.debtPercent) * pct(i.interestRateOnDebt) * keep;
  const newShares = (i.purchasePrice * pct(i.stockPercent)) / i.acquirerSharePrice;
  const beforeSynergies = i.acquirerNetIncome + i.targetNetIncome - foregoneInterest - newInterest;
  const proFormaNetIncome = beforeSynergies + i.synergies * keep;
  const proFormaShares = i.acquirerShares + newShares;
  const standaloneEps = i.acquirerNetIncome / i.acquirerShares;
  const proFormaEps = proFormaNetIncome / proFormaShares;
  return {
    newShares,
    proFormaNetIncome,
    standaloneEps,
    proFormaEps,
    accretionDilutionPercent: 100 * (proFormaEps / standaloneEps - 1),
    breakevenSynergies: Math.max(0, (standaloneEps * proFormaShares - beforeSynergies) / keep),
  };
}

/**
 * Goodwill in an acquisition: purchase equity price − (book value of equity − existing goodwill +
 * asset write-ups − the new deferred tax liability). In a stock deal the write-ups are not tax
 * deductible, so a deferred tax liability of write-ups × tax rate is created; in an asset deal (or a
 * 338(h)(10) election) there is none.
 */
export function goodwill(i: { purchasePrice: number; bookValueOfEquity: number; existingGoodwill: number; assetWriteUps: number; taxRate: number; assetDeal: boolean }) {
  const deferredTaxLiability = i.assetDeal ? 0 : i.assetWriteUps * pct(i.taxRate);
  const adjustedNetAssets = i.bookValueOfEquity - i.existingGoodwill + i.assetWriteUps - deferredTaxLiability;
  return { deferredTaxLiability, adjustedNetAssets, goodwill: i.purchasePrice - adjustedNetAssets };
}

/** Internal rate of return (percent) of yearly cash flows starting at year 0, by bisection; throws when there is no sign change. */
export function internalRateOfReturn(cashFlows: number[]) {
  const npv = (rate: number) => cashFlows.reduce((sum, flow, year) => sum + flow / (1 + rate) ** year, 0);
  let low = -0.99;
  let high = 10;
  if (Math.sign(npv(low)) === Math.sign(npv(high))) throw new RangeError('these cash flows have no internal rate of return');
  for (let step = 0; step < 200; step += 1) {
    const mid = (low + high) / 2;
    if (Math.sign(npv(mid)) === Math.sign(npv(low))) low = mid;
    else high = mid;
  }
  return (100 * (low + high)) / 2;
}

/** Multiple of invested capital and IRR of one investment held `years` with no interim cash: IRR = MOIC^(1/years) − 1. */
export function moicAndIrr(equityInvested: number, equityAtExit: number, years: number) {
  const moic = equityAtExit / equityInvested;
  return { moic, irr: 100 * (moic ** (1 / years) - 1) };
}

/**
 * A simple LBO: entry enterprise value = EBITDA × entry multiple, debt = EBITDA × leverage multiple,
 * sponsor equity = the rest (fees ignored); exit enterprise value = exit EBITDA × exit multiple,
 * exit equity = exit EV − (entry debt − debt repaid) + cash built up, then MOIC and IRR.
 */
export function simpleLbo(i: { entryEbitda: number; entryMultiple: number; leverageMultiple: number; exitEbitda: number; exitMultiple: number; debtRepaid: number; years: number }) {
  const entryEnterpriseValue = i.entryEbitda * i.entryMultiple;
  const entryDebt = i.entryEbitda * i.leverageMultiple;
  const equityInvested = entryEnterpriseValue - entryDebt;
  const exitEnterpriseValue = i.exitEbitda * i.exitMultiple;
  const exitDebt = entryDebt - i.debtRepaid;
  const exitEquity = exitEnterpriseValue - exitDebt;
  return { entryEnterpriseValue, entryDebt, equityInvested, exitEnterpriseValue, exitDebt, exitEquity, ...moicAndIrr(equityInvested, exitEquity, i.years) };
}

/** Compound annual growth rate in percent: (end ÷ start)^(1/years) − 1. */
export function compoundAnnualGrowth(startValue: number, endValue: number, years: number) {
  if (startValue <= 0 || endValue <= 0) throw new RangeError('CAGR needs positive start and end values');
  return 100 * ((endValue / startValue) ** (1 / years) - 1);
}

/** Days sales outstanding, days inventory outstanding, days payables outstanding and the cash conversion cycle (DSO + DIO − DPO), on a 365-day year. */
export function cashConversionCycle(i: { receivables: number; revenue: number; inventory: number; costOfGoodsSold: number; payables: number }) {
  const dso = (365 * i.receivables) / i.revenue;
  const dio = (365 * i.inventory) / i.costOfGoodsSold;
  const dpo = (365 * i.payables) / i.costOfGoodsSold;
  return { dso, dio, dpo, cashConversionCycle: dso + dio - dpo };
}

/** Credit statistics: total debt ÷ EBITDA, (debt − cash) ÷ EBITDA, and EBITDA ÷ interest expense, as multiples. */
export function creditStatistics(i: { ebitda: number; debt: number; cash: number; interestExpense: number }) {
  return { leverage: i.debt / i.ebitda, netLeverage: (i.debt - i.cash) / i.ebitda, interestCoverage: i.ebitda / i.interestExpense };
}

/** Value as a multiple of a metric (EV ÷ EBITDA, price ÷ EPS, ...), and the value a multiple implies. */
export function multipleOf(value: number, metric: number) {
  if (metric === 0) throw new RangeError('the metric must not be zero');
  return value / metric;
}

/** Gordon growth model share price: next year's dividend ÷ (cost of equity − dividend growth). */
export function dividendDiscountPrice(nextDividend: number, costOfEquityPercent: number, growthPercent: number) {
  if (growthPercent >= costOfEquityPercent) throw new RangeError('growth must be below the cost of equity');
  return nextDividend / (pct(costOfEquityPercent) - pct(growthPercent));
}

/** Smaller angle in degrees between a clock's hands at h:m: |30h − 5.5m|, folded to at most 180. */
export function clockHandAngle(hours: number, minutes: number) {
  const angle = Math.abs(30 * (hours % 12) - 5.5 * minutes);
  return angle > 180 ? 360 - angle : angle;
}
