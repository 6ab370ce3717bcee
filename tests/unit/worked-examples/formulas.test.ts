/** The finance formulas behind the worked examples, against values worked out by hand and known identities. */
import { describe, expect, it } from 'vitest';
import * as f from '../../../core/worked-examples/formulas';

describe('finance formulas', () => {
  it('walks an expense through the statements and keeps the balance sheet balanced', () => {
    expect(f.expenseChange(10, 40, false)).toMatchObject({ netIncomeChange: -6, cashFromOperationsChange: 4, otherAssetChange: -10, totalAssetsChange: -6, equityChange: -6 });
    expect(f.expenseChange(10, 40, true)).toMatchObject({ netIncomeChange: -6, cashChange: -6, otherAssetChange: 0 });
    for (const [amount, tax, cash] of [[37, 21, false], [5, 0, true], [250, 35, true]] as const) {
      const change = f.expenseChange(amount, tax, cash);
      expect(change.totalAssetsChange).toBeCloseTo(change.equityChange, 10);
    }
  });

  it('bridges equity value and enterprise value in both directions', () => {
    const inputs = { equityValue: 500, debt: 200, preferredStock: 30, noncontrollingInterest: 20, cash: 100, equityInvestments: 0 };
    expect(f.enterpriseValue(inputs)).toBe(650);
    const back = f.impliedSharePrice({ ...inputs, enterpriseValue: 650, dilutedShares: 25 });
    expect(back).toEqual({ equityValue: 500, sharePrice: 20 });
    expect(() => f.impliedSharePrice({ ...inputs, enterpriseValue: 650, dilutedShares: 0 })).toThrow(RangeError);
  });

  it('counts only in-the-money options and convertibles in diluted shares', () => {
    const base = { sharePrice: 20, basicShares: 100, restrictedStockUnits: 0, convertibles: [] };
    expect(f.dilutedShares({ ...base, options: [{ count: 10, strike: 10 }] }).dilutedShares).toBe(105);
    expect(f.dilutedShares({ ...base, options: [{ count: 10, strike: 25 }] }).dilutedShares).toBe(100);
    expect(f.dilutedShares({ ...base, options: [], convertibles: [{ faceValue: 100, conversionPrice: 25 }] }).newShares).toBe(0);
    expect(f.dilutedShares({ ...base, options: [], convertibles: [{ faceValue: 100, conversionPrice: 10 }] }).newShares).toBe(10);
  });

  it('computes CAPM, WACC and levers beta consistently', () => {
    expect(f.costOfEquity(3, 1, 6)).toBe(9);
    expect(f.wacc({ equityValue: 50, debtValue: 50, costOfEquity: 10, preTaxCostOfDebt: 8, taxRate: 25 }).wacc).toBeCloseTo(8, 10);
    expect(f.leveredBeta(1, 1, 0)).toBe(2);
    expect(f.leveredBeta(f.unleveredBeta(1.37, 0.6, 21), 0.6, 21)).toBeCloseTo(1.37, 10);
  });

  it('values a growing perpetuity, recovers its growth rate, and refuses growth at the discount rate', () => {
    expect(f.gordonTerminalValue(100, 10, 0)).toBeCloseTo(1000, 9);
    expect(f.impliedPerpetuityGrowth(f.gordonTerminalValue(100, 10, 3), 100, 10)).toBeCloseTo(3, 10);
    expect(() => f.gordonTerminalValue(100, 5, 5)).toThrow(RangeError);
    expect(() => f.dividendDiscountPrice(1, 4, 6)).toThrow(RangeError);
  });

  it('discounts at year end or mid-year', () => {
    expect(f.presentValue([110], 10, false)).toBeCloseTo(100, 10);
    expect(f.presentValue([110, 121], 10, false)).toBeCloseTo(200, 10);
    expect(f.presentValue([100], 21, true)).toBeCloseTo(100 / 1.1, 10);
    const dcf = f.discountedCashFlow({ cashFlows: [110], terminalValue: 1100, discountRate: 10, midYear: false });
    expect(dcf.enterpriseValue).toBeCloseTo(1100, 9);
  });

  it('finds accretion and dilution, with break-even synergies', () => {
    const deal = { acquirerNetIncome: 100, acquirerShares: 50, acquirerSharePrice: 40, targetNetIncome: 20, purchasePrice: 400, cashPercent: 0, debtPercent: 0, stockPercent: 100, interestRateOnCash: 0, interestRateOnDebt: 0, taxRate: 25, synergies: 0 };
    // Acquirer P/E = 2,000 ÷ 100 = 20x and the price paid is 400 ÷ 20 = 20x: neither accretive nor dilutive.
    expect(f.accretionDilution(deal).accretionDilutionPercent).toBeCloseTo(0, 10);
    const dear = f.accretionDilution({ ...deal, purchasePrice: 600 });
    expect(dear.accretionDilutionPercent).toBeLessThan(0);
    expect(f.accretionDilution({ ...deal, purchasePrice: 600, synergies: dear.breakevenSynergies }).accretionDilutionPercent).toBeCloseTo(0, 8);
    expect(() => f.accretionDilution({ ...deal, stockPercent: 90 })).toThrow(RangeError);
  });

  it('creates goodwill net of the deferred tax liability in a stock deal only', () => {
    expect(f.goodwill({ purchasePrice: 100, bookValueOfEquity: 60, existingGoodwill: 0, assetWriteUps: 20, taxRate: 25, assetDeal: false }).goodwill).toBe(25);
    expect(f.goodwill({ purchasePrice: 100, bookValueOfEquity: 60, existingGoodwill: 0, assetWriteUps: 20, taxRate: 25, assetDeal: true }).goodwill).toBe(20);
  });

  it('computes IRR, MOIC and a simple LBO', () => {
    expect(f.internalRateOfReturn([-100, 110])).toBeCloseTo(10, 6);
    expect(f.internalRateOfReturn([-100, 0, 121])).toBeCloseTo(10, 6);
    expect(() => f.internalRateOfReturn([100, 100])).toThrow(RangeError);
    expect(f.moicAndIrr(100, 200, 5).irr).toBeCloseTo(14.87, 2);
    const lbo = f.simpleLbo({ entryEbitda: 10, entryMultiple: 8, leverageMultiple: 4, exitEbitda: 10, exitMultiple: 8, debtRepaid: 40, years: 5 });
    expect(lbo.exitEquity).toBe(80);
    expect(lbo.moic).toBe(2);
  });

  it('handles growth, working capital days, credit statistics, multiples and clock angles', () => {
    expect(f.compoundAnnualGrowth(100, 121, 2)).toBeCloseTo(10, 10);
    expect(() => f.compoundAnnualGrowth(0, 10, 2)).toThrow(RangeError);
    expect(f.cashConversionCycle({ receivables: 100, revenue: 365, inventory: 50, costOfGoodsSold: 365, payables: 30 }).cashConversionCycle).toBeCloseTo(120, 10);
    expect(f.creditStatistics({ ebitda: 50, debt: 250, cash: 50, interestExpense: 25 })).toEqual({ leverage: 5, netLeverage: 4, interestCoverage: 2 });
    expect(() => f.multipleOf(10, 0)).toThrow(RangeError);
    expect([f.clockHandAngle(12, 0), f.clockHandAngle(6, 0), f.clockHandAngle(3, 0), f.clockHandAngle(15, 30)]).toEqual([0, 180, 90, 75]);
  });
});
