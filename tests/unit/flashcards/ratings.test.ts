import { describe, expect, it } from 'vitest';
import { RATING_NAMES, isReviewRating, suggestRating } from '@core/flashcards/ratings';

describe('suggestRating', () => {
  it.each([
    [0, 'Again'],
    [29.9, 'Again'],
    [30, 'Hard'],
    [59, 'Hard'],
    [60, 'Good'],
    [84, 'Good'],
    [85, 'Easy'],
    [100, 'Easy'],
  ])('suggests for %s%% coverage: %s', (coverage, name) => {
    const rating = suggestRating(coverage);
    expect(rating).not.toBeNull();
    expect(RATING_NAMES[rating!]).toBe(name);
  });

  it('suggests nothing when the coverage is unknown', () => {
    expect(suggestRating(null)).toBeNull();
    expect(suggestRating(undefined)).toBeNull();
    expect(suggestRating(Number.NaN)).toBeNull();
  });

  it('recognises the four ratings only', () => {
    expect([0, 1, 2, 3, 4, 5, '3'].map(isReviewRating)).toEqual([false, true, true, true, true, false, false]);
  });
});
