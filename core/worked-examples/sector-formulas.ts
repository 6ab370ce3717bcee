/**
 * The formulas of the industry groups' worked examples (real estate, healthcare, financial
 * institutions and payments, software, business services, consumer retail, restructuring and
 * capital markets), as plain functions. Units as in formulas.ts: money in the example's unit, rates
 * in percent (25 means 25%), multiples as ratios, periods in years. Each function names its source;
 * each throws a RangeError where the formula has no answer (a zero denominator).
 */

const pct = (percent: number) => percent / 100;

/** `numerator ÷ denominator`, or a RangeError naming `what` when the denominator is zero. */
function divide(numerator: number, denominator: number, what: string): number {
  if (denominator === 0) throw new RangeError(`${what} needs a non-zero denominator`);
  return numerator / denominator;
}

/** A part as a percentage of its whole: take rate, loan-to-deposit, CET1, utilisation, loss ratio... */
export function percentageOf(part: number, whole: number) {
  return { percentage: 100 * divide(part, whole, 'a percentage') };
}

/**
 * Direct capitalisation: value = NOI ÷ cap rate, and the implied multiple of NOI (1 ÷ cap rate).
 * Source: Geltner, Miller, Clayton & Eichholtz, "Commercial Real Estate Analysis and Investments".
 */
export function capRateValue(noi: number, capRatePercent: number) {
  const value = divide(noi, pct(capRatePercent), 'a cap rate');
  return { value, multiple: value / noi };
}

/**
 * Development yield (yield on cost) = stabilised NOI ÷ total project cost; the spread over the market
 * cap rate in basis points; the stabilised value (NOI ÷ market cap rate) and the profit over cost.
 * Source: Geltner et al. (development project analysis).
 */
export function developmentSpread(i: { stabilisedNoi: number; totalCost: number; marketCapRate: number }) {
  const developmentYield = 100 * divide(i.stabilisedNoi, i.totalCost, 'a development yield');
  const { value: stabilisedValue } = capRateValue(i.stabilisedNoi, i.marketCapRate);
  return {
    developmentYield,
    spreadBasisPoints: 100 * (developmentYield - i.marketCapRate),
    stabilisedValue,
    profitOnCost: stabilisedValue - i.totalCost,
    marginOnCost: (100 * (stabilisedValue - i.totalCost)) / i.totalCost,
  };
}

/**
 * A commercial real estate lender's sizing tests: loan-to-value (loan ÷ value), debt yield (NOI ÷
 * loan) and debt service coverage (NOI ÷ annual interest and amortisation). Source: Geltner et al.
 * (commercial mortgage underwriting).
 */
export function realEstateLoanMetrics(i: { loan: number; propertyValue: number; noi: number; annualDebtService: number }) {
  return {
    loanToValue: 100 * divide(i.loan, i.propertyValue, 'loan-to-value'),
    debtYield: 100 * divide(i.noi, i.loan, 'a debt yield'),
    debtServiceCoverage: divide(i.noi, i.annualDebtService, 'debt service coverage'),
  };
}

/**
 * Nareit funds from operations: net income + real estate depreciation and amortisation − gains on
 * sales of depreciable property + impairments of it; adjusted FFO then removes the straight-line
 * rent adjustment and recurring capex, tenant improvements and leasing commissions (AFFO has no
 * official definition; this is the common one). Per-share figures over `shares`. Source: Nareit,
 * "Funds From Operations White Paper" (2018 restatement).
 */
export function fundsFromOperations(i: { netIncome: number; realEstateDepreciation: number; gainsOnSale: number; impairments: number; straightLineRent: number; recurringCapex: number; shares: number }) {
  const ffo = i.netIncome + i.realEstateDepreciation - i.gainsOnSale + i.impairments;
  const affo = ffo - i.straightLineRent - i.recurringCapex;
  return { ffo, affo, ffoPerShare: divide(ffo, i.shares, 'FFO per share'), affoPerShare: affo / i.shares };
}

/**
 * Risk-adjusted NPV of a drug: the probability of approval is the product of the remaining stage
 * probabilities; the value if approved is weighted by it, and each remaining cost by the probability
 * that it is spent. Amounts already in present value. Source: Stewart, Allison & Johnson, "Putting a
 * price on biotechnology", Nature Biotechnology 19 (2001).
 */
export function riskAdjustedNpv(i: { valueIfApproved: number; stageProbabilities: number[]; costs: Array<{ amount: number; probability: number }> }) {
  const probabilityOfApproval = 100 * i.stageProbabilities.reduce((product, p) => product * pct(p), 1);
  const riskAdjustedValue = i.valueIfApproved * pct(probabilityOfApproval);
  const riskAdjustedCosts = i.costs.reduce((sum, cost) => sum + cost.amount * pct(cost.probability), 0);
  return { probabilityOfApproval, riskAdjustedValue, riskAdjustedCosts, riskAdjustedNpv: riskAdjustedValue - riskAdjustedCosts };
}

/**
 * Epidemiology-based peak sales: patients × diagnosed × treated × market share gives the patients on
 * the drug; × annual net price × compliance (the share of the year a patient stays on therapy) gives
 * peak sales. Source: Cook, "Forecasting for the Pharmaceutical Industry" (patient-based forecasting).
 */
export function drugPeakSales(i: { patients: number; diagnosedRate: number; treatedRate: number; marketShare: number; annualNetPrice: number; compliance: number }) {
  const patientsOnDrug = i.patients * pct(i.diagnosedRate) * pct(i.treatedRate) * pct(i.marketShare);
  return { patientsOnDrug, peakSales: patientsOnDrug * i.annualNetPrice * pct(i.compliance) };
}

/**
 * Lease-adjusted leverage: debt ÷ EBITDA, and (debt + rent × rent multiple) ÷ EBITDAR with EBITDAR =
 * EBITDA + rent, which treats leases as debt so owners and lessees compare. Source: the rating
 * agencies' rent-capitalisation convention (Moody's, multiple of rent, commonly 8x).
 */
export function rentAdjustedLeverage(i: { debt: number; ebitda: number; annualRent: number; rentMultiple: number }) {
  const adjustedDebt = i.debt + i.annualRent * i.rentMultiple;
  const ebitdar = i.ebitda + i.annualRent;
  return { leverage: divide(i.debt, i.ebitda, 'leverage'), adjustedDebt, ebitdar, adjustedLeverage: divide(adjustedDebt, ebitdar, 'adjusted leverage') };
}

/** Net interest income (interest income − interest expense) and net interest margin (over average earning assets). Source: standard bank analysis (Koch & MacDonald, "Bank Management"). */
export function netInterestMargin(i: { interestIncome: number; interestExpense: number; averageEarningAssets: number }) {
  const netInterestIncome = i.interestIncome - i.interestExpense;
  return { netInterestIncome, netInterestMargin: 100 * divide(netInterestIncome, i.averageEarningAssets, 'a net interest margin') };
}

/**
 * Justified price to book from a constant return on equity, cost of equity and growth:
 * P/B = (ROE − g) ÷ (cost of equity − g); with tangible equity and ROTCE it gives P/TBV.
 * Source: Damodaran, "Investment Valuation" (valuing financial service firms).
 */
export function justifiedPriceToBook(i: { returnOnEquity: number; costOfEquity: number; growthRate: number }) {
  if (i.growthRate >= i.costOfEquity) throw new RangeError('growth must be below the cost of equity');
  return { priceToBook: (i.returnOnEquity - i.growthRate) / (i.costOfEquity - i.growthRate) };
}

/** An insurer's loss ratio (losses ÷ earned premiums), expense ratio and combined ratio (their sum). Source: standard property and casualty insurance analysis. */
export function combinedRatio(i: { earnedPremiums: number; losses: number; expenses: number }) {
  const lossRatio = 100 * divide(i.losses, i.earnedPremiums, 'a loss ratio');
  const expenseRatio = (100 * i.expenses) / i.earnedPremiums;
  return { lossRatio, expenseRatio, combinedRatio: lossRatio + expenseRatio };
}

/**
 * The split of a card purchase: interchange to the issuer, network fees, and the acquirer's share of
 * the merchant discount; the merchant receives the amount less the merchant discount. Source: the
 * four-party card model (Federal Reserve, interchange and network fee reports).
 */
export function cardTransaction(i: { amount: number; merchantDiscountRate: number; interchangeRate: number; networkFeeRate: number }) {
  const merchantDiscount = i.amount * pct(i.merchantDiscountRate);
  const interchange = i.amount * pct(i.interchangeRate);
  const networkFees = i.amount * pct(i.networkFeeRate);
  return { interchange, networkFees, acquirerShare: merchantDiscount - interchange - networkFees, merchantDiscount, merchantReceives: i.amount - merchantDiscount };
}

/**
 * An ARR bridge: ending ARR = starting ARR + new + expansion − contraction − churn; net revenue
 * retention = (starting + expansion − contraction − churn) ÷ starting; gross revenue retention leaves
 * out expansion. Source: the definitions software companies disclose in their filings.
 */
export function arrBridge(i: { startingArr: number; newArr: number; expansion: number; contraction: number; churn: number }) {
  const retained = i.startingArr - i.contraction - i.churn;
  return {
    endingArr: retained + i.expansion + i.newArr,
    netRevenueRetention: 100 * divide(retained + i.expansion, i.startingArr, 'net revenue retention'),
    grossRevenueRetention: (100 * retained) / i.startingArr,
  };
}

/**
 * Customer unit economics with constant churn: lifetime = 1 ÷ churn (years), lifetime value = annual
 * gross profit ÷ churn (undiscounted), CAC payback = acquisition cost ÷ annual gross profit (years)
 * and LTV ÷ CAC. Source: Skok, "SaaS Metrics 2.0"; the same arithmetic for any recurring client.
 */
export function customerUnitEconomics(i: { annualGrossProfit: number; annualChurn: number; acquisitionCost: number }) {
  const customerLifetimeYears = divide(1, pct(i.annualChurn), 'a customer lifetime');
  const lifetimeValue = i.annualGrossProfit * customerLifetimeYears;
  if (i.acquisitionCost === 0) return { customerLifetimeYears, lifetimeValue };
  return {
    customerLifetimeYears,
    lifetimeValue,
    cacPaybackYears: divide(i.acquisitionCost, i.annualGrossProfit, 'a CAC payback'),
    ltvToCac: lifetimeValue / i.acquisitionCost,
  };
}

/** Rule of 40: revenue growth + profit margin (free cash flow or EBITDA), in percentage points. Source: Feld, "The Rule of 40% for a Healthy SaaS Company" (2015). */
export function ruleOf40(revenueGrowth: number, profitMargin: number) {
  return { ruleOf40Score: revenueGrowth + profitMargin };
}

/**
 * Multiple arbitrage in a roll-up: EBITDA bought at the purchase multiple and valued at the
 * platform's multiple; the difference is value created on paper. Source: standard buy-and-build
 * analysis (Rosenbaum & Pearl, "Investment Banking").
 */
export function rollUpArbitrage(i: { acquiredEbitda: number; purchaseMultiple: number; platformMultiple: number }) {
  const purchasePrice = i.acquiredEbitda * i.purchaseMultiple;
  const valueAtPlatformMultiple = i.acquiredEbitda * i.platformMultiple;
  return { purchasePrice, valueAtPlatformMultiple, valueCreated: valueAtPlatformMultiple - purchasePrice };
}

/** Professional-services revenue: staff × available hours × utilisation × bill rate. Source: Maister, "Managing the Professional Service Firm". */
export function servicesRevenue(i: { staff: number; availableHours: number; utilisation: number; billRate: number }) {
  const billedHours = i.staff * i.availableHours * pct(i.utilisation);
  return { billedHours, revenue: billedHours * i.billRate };
}

/** Same-store sales growth from traffic and average ticket: (1 + traffic) × (1 + ticket) − 1, in percent. Source: retail equity research convention. */
export function sameStoreSales(trafficChange: number, ticketChange: number) {
  return { sameStoreSalesChange: 100 * ((1 + pct(trafficChange)) * (1 + pct(ticketChange)) - 1) };
}

/** New-store economics: four-wall EBITDA = sales × margin; cash-on-cash return and payback on the net investment. Source: restaurant and retail unit-economics disclosures (four-wall analysis). */
export function storeEconomics(i: { netInvestment: number; sales: number; fourWallMargin: number }) {
  const fourWallEbitda = i.sales * pct(i.fourWallMargin);
  return { fourWallEbitda, cashOnCashReturn: 100 * divide(fourWallEbitda, i.netInvestment, 'a cash-on-cash return'), paybackYears: divide(i.netInvestment, fourWallEbitda, 'a payback') };
}

/**
 * A recovery waterfall under absolute priority: `claims` in order of priority take value until it
 * runs out. Results per class (1-based, in order): `recovery<n>` and `recoveryRate<n>` (percent), and
 * `fulcrumClass`, the first class not paid in full (0 when every class is). Source: US Bankruptcy
 * Code §§ 507, 1129(b) (absolute priority); Moyer, "Distressed Debt Analysis".
 */
export function recoveryWaterfall(distributableValue: number, claims: number[]) {
  const results: Record<string, number> = { fulcrumClass: 0 };
  let remaining = distributableValue;
  claims.forEach((claim, index) => {
    const recovery = Math.max(0, Math.min(claim, remaining));
    remaining -= recovery;
    results[`recovery${index + 1}`] = recovery;
    results[`recoveryRate${index + 1}`] = claim === 0 ? 100 : (100 * recovery) / claim;
    if (recovery < claim && results.fulcrumClass === 0) results.fulcrumClass = index + 1;
  });
  return results;
}

/**
 * An offering's proceeds: base shares × price, the greenshoe (over-allotment) shares and the
 * proceeds with it exercised, the underwriters' gross spread on them, and the money left on the table
 * if the shares close the first day at `firstDayClose` (0: not given). Source: Ritter, "Initial Public
 * Offerings" (underpricing, gross spreads); Regulation M on stabilisation.
 */
export function offeringProceeds(i: { baseShares: number; offerPrice: number; greenshoe: number; grossSpread: number; firstDayClose: number }) {
  const greenshoeShares = i.baseShares * pct(i.greenshoe);
  const shares = i.baseShares + greenshoeShares;
  const grossProceeds = shares * i.offerPrice;
  const result: Record<string, number> = {
    baseProceeds: i.baseShares * i.offerPrice,
    greenshoeShares,
    grossProceeds,
    underwritingFees: grossProceeds * pct(i.grossSpread),
  };
  if (i.firstDayClose > 0) {
    result.firstDayReturn = 100 * divide(i.firstDayClose - i.offerPrice, i.offerPrice, 'a first-day return');
    result.moneyLeftOnTable = (i.firstDayClose - i.offerPrice) * shares;
  }
  return result;
}

/** A convertible bond: conversion ratio (face ÷ conversion price), conversion premium over the share price, and conversion value (parity). Source: Fabozzi, "Bond Markets, Analysis and Strategies". */
export function convertibleBond(i: { faceValue: number; conversionPrice: number; sharePrice: number }) {
  const conversionRatio = divide(i.faceValue, i.conversionPrice, 'a conversion ratio');
  return { conversionRatio, conversionPremium: 100 * (divide(i.conversionPrice, i.sharePrice, 'a conversion premium') - 1), conversionValue: conversionRatio * i.sharePrice };
}

/**
 * A rights issue of one new share for every `existingPerNew` held: theoretical ex-rights price =
 * (existing × price + subscription price) ÷ (existing + 1), and the value of one right (per new share)
 * = TERP − subscription price. Source: Brealey, Myers & Allen, "Principles of Corporate Finance".
 */
export function rightsIssue(i: { sharePrice: number; subscriptionPrice: number; existingPerNew: number }) {
  const theoreticalExRightsPrice = (i.existingPerNew * i.sharePrice + i.subscriptionPrice) / (i.existingPerNew + 1);
  return { theoreticalExRightsPrice, valueOfRight: theoreticalExRightsPrice - i.subscriptionPrice };
}

/**
 * A one-period real estate joint-venture waterfall: investors get their capital back, then a simple
 * (non-compounding) preferred return on it, and the profit above that is split with the sponsor
 * taking `promote` percent. Source: Linneman & Kirsch, "Real Estate Finance and Investments: Risks
 * and Opportunities" (joint-venture waterfalls). Shortfalls fill the tiers in order.
 */
export function promoteWaterfall(i: { equity: number; distributions: number; preferredReturn: number; promote: number }) {
  const returnOfCapital = Math.min(i.distributions, i.equity);
  const preferredReturnPaid = Math.min(i.distributions - returnOfCapital, i.equity * pct(i.preferredReturn));
  const excess = i.distributions - returnOfCapital - preferredReturnPaid;
  const sponsorPromote = excess * pct(i.promote);
  const investorDistributions = i.distributions - sponsorPromote;
  return {
    returnOfCapital,
    preferredReturnPaid,
    excess,
    sponsorPromote,
    investorDistributions,
    investorReturn: 100 * (divide(investorDistributions, i.equity, 'an investor return') - 1),
  };
}

/**
 * A block trade or discounted share sale: the discount of the purchase price to the last close, what
 * the seller (or issuer) receives, and, when the buyer resells at `salePrice` (0: not given), the
 * buyer's profit or loss. Source: Gao & Ritter, "The marketing of seasoned equity offerings", Journal
 * of Financial Economics 97 (2010), on bought deals and accelerated offerings.
 */
export function blockTrade(i: { shares: number; purchasePrice: number; lastClose: number; salePrice: number }) {
  const result: Record<string, number> = {
    discount: 100 * (1 - divide(i.purchasePrice, i.lastClose, 'a discount')),
    proceeds: i.shares * i.purchasePrice,
  };
  if (i.salePrice > 0) result.resaleProfit = i.shares * (i.salePrice - i.purchasePrice);
  return result;
}

/**
 * A floating-rate loan's approximate yield: cash coupon = base rate + margin (basis points); the
 * original issue discount (100 − price, in points) spread evenly over the assumed life gives the
 * discount per year; the yield is their sum. The leveraged loan market quotes this with a three-year
 * life by convention. Source: Taylor & Sansone, "The Handbook of Loan Syndications and Trading"
 * (LSTA), on OID and yield to three years.
 */
export function floatingLoanYield(i: { baseRate: number; marginBasisPoints: number; price: number; assumedLifeYears: number }) {
  const coupon = i.baseRate + i.marginBasisPoints / 100;
  const discountPerYear = divide(100 - i.price, i.assumedLifeYears, 'a discount per year');
  return { coupon, discountPerYear, approximateYield: coupon + discountPerYear };
}
