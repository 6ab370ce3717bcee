/**
 * Generic arithmetic for worked examples whose calculation is a plain chain rather than a named
 * formula: a sum of signed terms (a revenue-to-net bridge, a margin stack, an organic growth split)
 * and a product of factors (volume × price, an amount × a rate, a total ÷ its periods). Each example
 * of these kinds names every term and the `basis` of the chain, the definition or standard it
 * follows (e.g. "ASC 606: net patient revenue"), so the source travels with the example.
 */

/**
 * Adds signed terms in order. Returns `total` and `subtotal<n>`, the running sum after term n
 * (1-based), so each step of a chain such as 20 − 5 = 15, 15 − 6 = 9 can be stated and recomputed.
 */
export function sumOfTerms(terms: ReadonlyArray<{ amount: number }>): Record<string, number> {
  const results: Record<string, number> = {};
  let total = 0;
  terms.forEach((term, index) => {
    total += term.amount;
    results[`subtotal${index + 1}`] = total;
  });
  results.total = total;
  return results;
}

/**
 * Multiplies factors in order, dividing by those marked `divide`. Percentages are given as percent
 * with `percent: true` (95 means 95%). Returns `total` and `subtotal<n>` after factor n (1-based).
 * Throws a RangeError when dividing by zero.
 */
export function productOfFactors(factors: ReadonlyArray<{ value: number; divide?: boolean; percent?: boolean }>): Record<string, number> {
  const results: Record<string, number> = {};
  let total = 1;
  factors.forEach((factor, index) => {
    const value = factor.percent ? factor.value / 100 : factor.value;
    if (factor.divide && value === 0) throw new RangeError(`factor ${index + 1} divides by zero`);
    total = factor.divide ? total / value : total * value;
    results[`subtotal${index + 1}`] = total;
  });
  results.total = total;
  return results;
}
