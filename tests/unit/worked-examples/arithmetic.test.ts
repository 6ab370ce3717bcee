/** The generic arithmetic chains and the newer group formulas, against values worked out by hand. */
import { describe, expect, it } from 'vitest';
import { productOfFactors, sumOfTerms } from '../../../core/worked-examples/arithmetic';
import * as s from '../../../core/worked-examples/sector-formulas';
import { formatValue } from '../../../core/worked-examples/format';

describe('arithmetic chains', () => {
  it('adds signed terms and states each running subtotal', () => {
    expect(sumOfTerms([{ amount: 20 }, { amount: -5 }, { amount: -6 }, { amount: -4 }])).toEqual({ subtotal1: 20, subtotal2: 15, subtotal3: 9, subtotal4: 5, total: 5 });
  });

  it('multiplies and divides factors in order, reading percentages as percent', () => {
    expect(productOfFactors([{ value: 30 }, { value: 182.5, divide: true }, { value: 365 }]).total).toBeCloseTo(60, 10);
    expect(productOfFactors([{ value: 500 }, { value: 0.25, percent: true }]).total).toBeCloseTo(1.25, 10);
    expect(() => productOfFactors([{ value: 1 }, { value: 0, divide: true }])).toThrow(RangeError);
  });

  it('prints a chain step with its sign, division and percent', () => {
    expect(formatValue('terms', [{ item: 'Gross charges', amount: 1000 }, { item: 'Allowance', amount: -600 }], 0)).toBe('Gross charges 1,000; Allowance −600');
    expect(formatValue('factors', [{ item: 'Units', value: 100 }, { item: 'Cap rate', value: 5, percent: true, divide: true }], 0)).toBe('Units 100; Cap rate ÷ 5%');
  });
});

describe('waterfalls, blocks and loans', () => {
  it('pays capital and the pref before the promote, and no promote when the pref is not met', () => {
    expect(s.promoteWaterfall({ equity: 100, distributions: 130, preferredReturn: 8, promote: 20 })).toMatchObject({ excess: 22, sponsorPromote: 4.4, investorDistributions: 125.6 });
    expect(s.promoteWaterfall({ equity: 100, distributions: 105, preferredReturn: 8, promote: 20 })).toMatchObject({ preferredReturnPaid: 5, excess: 0, sponsorPromote: 0, investorDistributions: 105 });
  });

  it('fixes the seller\'s proceeds in a block whatever the resale price', () => {
    const gain = s.blockTrade({ shares: 5, purchasePrice: 48, lastClose: 50, salePrice: 49 });
    const loss = s.blockTrade({ shares: 5, purchasePrice: 48, lastClose: 50, salePrice: 46 });
    expect(gain.proceeds).toBe(loss.proceeds);
    expect([gain.resaleProfit, loss.resaleProfit]).toEqual([5, -10]);
    expect(s.blockTrade({ shares: 10, purchasePrice: 18, lastClose: 20, salePrice: 0 })).not.toHaveProperty('resaleProfit');
  });

  it('adds the discount spread over the assumed life to the floating coupon', () => {
    const loan = s.floatingLoanYield({ baseRate: 4, marginBasisPoints: 350, price: 98, assumedLifeYears: 3 });
    expect(loan.coupon).toBe(7.5);
    expect(loan.approximateYield).toBeCloseTo(7.5 + 2 / 3, 10);
    expect(s.floatingLoanYield({ baseRate: 4, marginBasisPoints: 350, price: 100, assumedLifeYears: 3 }).approximateYield).toBe(7.5);
  });
});
