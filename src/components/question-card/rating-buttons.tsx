/**
 * FSRS recall rating after feedback: Again, Hard, Good, Easy, with the one suggested by the answer's
 * coverage highlighted. One rating per answer; the chosen one stays pressed.
 */
import { useId } from 'react';
import { RATING_NAMES, REVIEW_RATINGS, suggestRating, type ReviewRating } from '@core/flashcards/ratings';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

export interface RatingButtonsProps {
  coverage: number | null;
  rating: ReviewRating | null;
  onRate: (rating: ReviewRating) => void;
}

export function RatingButtons({ coverage, rating, onRate }: RatingButtonsProps) {
  const headingId = useId();
  const hintId = useId();
  const suggested = suggestRating(coverage);
  return (
    <div role="group" aria-labelledby={headingId} className="space-y-2 border-t border-border pt-3">
      <p id={headingId} className="text-sm font-medium">
        How well did you know it?
      </p>
      {suggested !== null && rating === null && (
        <p id={hintId} className="text-xs text-muted-foreground">
          Suggested from your answer ({coverage}% of the key points): {RATING_NAMES[suggested]}
        </p>
      )}
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {REVIEW_RATINGS.map((value) => {
          const isSuggested = value === suggested && rating === null;
          return (
            <Button
              key={value}
              size="lg"
              variant={rating === value || isSuggested ? 'default' : 'outline'}
              aria-pressed={rating === value}
              aria-describedby={isSuggested ? hintId : undefined}
              disabled={rating !== null && rating !== value}
              className={cn(isSuggested && 'ring-2 ring-ring ring-offset-2 ring-offset-background')}
              onClick={() => onRate(value)}
            >
              {RATING_NAMES[value]}
            </Button>
          );
        })}
      </div>
      {rating !== null && (
        <p role="status" className="text-xs text-muted-foreground">
          Rated {RATING_NAMES[rating]}: the card is scheduled for review.
        </p>
      )}
    </div>
  );
}
