/** The industry groups' formulas, against values worked out by hand and their edge cases. */
import { describe, expect, it } from 'vitest';
import * as s from '../../../core/worked-examples/sector-formulas';

describe('industry-group formulas', () => {
  it('values a property from NOI and a cap rate, and a higher cap rate lowers the value', () => {
    expect(s.capRateValue(6, 6)).toEqual({ value: 100, multiple: 100 / 6 });
    expect(s.capRateValue(6, 5.5).value).toBeGreaterThan(s.capRateValue(6, 6).value);
    expect(() => s.capRateValue(6, 0)).toThrow(RangeError);
  });

  it('weights a drug by the product of its stage probabilities and each cost by its own', () => {
    const npv = s.riskAdjustedNpv({ valueIfApproved: 1000, stageProbabilities: [50, 50], costs: [{ amount: 100, probability: 100 }, { amount: 200, probability: 50 }] });
    expect(npv).toEqual({ probabilityOfApproval: 25, riskAdjustedValue: 250, riskAdjustedCosts: 200, riskAdjustedNpv: 50 });
  });

  it('pays claims in order of priority and names the first class not paid in full', () => {
    expect(s.recoveryWaterfall(500, [100, 300, 200])).toMatchObject({ recovery2: 300, recovery3: 100, recoveryRate3: 50, fulcrumClass: 3 });
    expect(s.recoveryWaterfall(1000, [100, 300])).toMatchObject({ recoveryRate1: 100, recoveryRate2: 100, fulcrumClass: 0 });
    expect(s.recoveryWaterfall(50, [100, 300])).toMatchObject({ recovery1: 50, recovery2: 0, fulcrumClass: 1 });
  });

  it('keeps gross and net revenue retention apart and adds new customers only to ending ARR', () => {
    expect(s.arrBridge({ startingArr: 200, newArr: 40, expansion: 20, contraction: 10, churn: 10 })).toEqual({ endingArr: 240, netRevenueRetention: 100, grossRevenueRetention: 90 });
  });

  it('gives lifetime value from churn and omits CAC ratios when no acquisition cost is given', () => {
    expect(s.customerUnitEconomics({ annualGrossProfit: 100, annualChurn: 20, acquisitionCost: 250 })).toEqual({ customerLifetimeYears: 5, lifetimeValue: 500, cacPaybackYears: 2.5, ltvToCac: 2 });
    expect(s.customerUnitEconomics({ annualGrossProfit: 100, annualChurn: 20, acquisitionCost: 0 })).toEqual({ customerLifetimeYears: 5, lifetimeValue: 500 });
    expect(() => s.customerUnitEconomics({ annualGrossProfit: 100, annualChurn: 0, acquisitionCost: 0 })).toThrow(RangeError);
  });

  it('justifies a price to book of 1x when the return on equity equals its cost, and refuses growth at the cost of equity', () => {
    expect(s.justifiedPriceToBook({ returnOnEquity: 10, costOfEquity: 10, growthRate: 3 }).priceToBook).toBe(1);
    expect(() => s.justifiedPriceToBook({ returnOnEquity: 12, costOfEquity: 8, growthRate: 8 })).toThrow(RangeError);
  });

  it('splits a card payment so that the parts add up to the merchant discount', () => {
    const split = s.cardTransaction({ amount: 200, merchantDiscountRate: 3, interchangeRate: 2, networkFeeRate: 0.25 });
    expect(split.interchange + split.networkFees + split.acquirerShare).toBeCloseTo(split.merchantDiscount, 10);
    expect(split.merchantReceives).toBe(194);
  });

  it('counts the greenshoe in the proceeds and the money left on the table', () => {
    expect(s.offeringProceeds({ baseShares: 10, offerPrice: 10, greenshoe: 10, grossSpread: 5, firstDayClose: 12 })).toEqual({
      baseProceeds: 100,
      greenshoeShares: 1,
      grossProceeds: 110,
      underwritingFees: 5.5,
      firstDayReturn: 20,
      moneyLeftOnTable: 22,
    });
    expect(s.offeringProceeds({ baseShares: 10, offerPrice: 10, greenshoe: 0, grossSpread: 0, firstDayClose: 0 })).not.toHaveProperty('moneyLeftOnTable');
  });

  it('prices a rights issue so that a holder is no better or worse off', () => {
    const { theoreticalExRightsPrice, valueOfRight } = s.rightsIssue({ sharePrice: 10, subscriptionPrice: 5, existingPerNew: 1 });
    expect(theoreticalExRightsPrice).toBe(7.5);
    expect(2 * theoreticalExRightsPrice).toBe(10 + 5);
    expect(valueOfRight).toBe(2.5);
  });

  it('treats leases as debt in rent-adjusted leverage and multiplies traffic and ticket in comps', () => {
    expect(s.rentAdjustedLeverage({ debt: 100, ebitda: 50, annualRent: 10, rentMultiple: 8 })).toEqual({ leverage: 2, adjustedDebt: 180, ebitdar: 60, adjustedLeverage: 3 });
    expect(s.sameStoreSales(10, -10).sameStoreSalesChange).toBeCloseTo(-1, 10);
  });
});
