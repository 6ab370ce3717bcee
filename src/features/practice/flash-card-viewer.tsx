/**
 * The flash-card viewer (spec section 2): one question card at a time with Previous and Next (large
 * tap targets), 'Card i of n'; on a phone a horizontal swipe moves between cards, on a keyboard the
 * arrow keys do (space flips the focused card: the card handles it). Under a rated card, when
 * FSRS brings it back ("Next review of this card: in 10 minutes"). The first card rendered on a
 * page load is marked FIRST_CARD_MARK for the offline benchmark.
 */
import { useEffect, useRef, type TouchEvent } from 'react';
import type { CardRating, ModuleQuestion } from '@core/contract/modules';
import { nextReviewLabel } from '@core/flashcards/counts';
import { QuestionCard } from '@/components/question-card/question-card';
import { cardQuestionFromModule } from '@/components/question-card/types';
import { Button } from '@/components/ui/button';
import { FIRST_CARD_MARK, SWIPE_MIN_PX } from '@/features/practice/constants';


let firstCardMarked = false;

/** True when a key pressed in `target` belongs to what has focus (typing, a control), not the viewer. */
function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.closest('[role="dialog"]')) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export interface FlashCardViewerProps {
  questions: readonly ModuleQuestion[];
  index: number;
  studied: ReadonlySet<string>;
  onIndexChange: (index: number) => void;
  onStudied: (questionId: string) => void;
  /** `reopen` makes the card's rating choosable again (after an undo). */
  onRated: (questionId: string, rating: CardRating, reopen: () => void) => void;
  /** When the current card is next due (FSRS), null when it was never rated. */
  nextReview?: Date | null;
}

export function FlashCardViewer({ questions, index, studied, onIndexChange, onStudied, onRated, nextReview = null }: FlashCardViewerProps) {
  const current = questions[index];
  const count = questions.length;
  const touch = useRef<{ x: number; y: number } | null>(null);
  const move = useRef(onIndexChange);

  useEffect(() => {
    move.current = onIndexChange;
  }, [onIndexChange]);

  useEffect(() => {
    if (firstCardMarked || !current || typeof performance === 'undefined') return;
    firstCardMarked = true;
    performance.mark(FIRST_CARD_MARK);
  }, [current]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (isEditable(event.target)) return;
      if (event.key === 'ArrowLeft' && index > 0) {
        event.preventDefault();
        move.current(index - 1);
      } else if (event.key === 'ArrowRight' && index < count - 1) {
        event.preventDefault();
        move.current(index + 1);
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [index, count]);

  function onTouchStart(event: TouchEvent) {
    const point = event.touches[0];
    touch.current = event.touches.length === 1 && point && !isEditable(event.target) ? { x: point.clientX, y: point.clientY } : null;
  }

  function onTouchEnd(event: TouchEvent) {
    const start = touch.current;
    touch.current = null;
    const point = event.changedTouches[0];
    if (!start || !point) return;
    const dx = point.clientX - start.x;
    const dy = point.clientY - start.y;
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < 1.5 * Math.abs(dy)) return;
    if (dx < 0 && index < count - 1) onIndexChange(index + 1);
    else if (dx > 0 && index > 0) onIndexChange(index - 1);
  }

  if (!current) return null;
  return (
    // Horizontal gestures belong to the viewer (not the browser's swipe-back); vertical scroll and zoom stay.
    <section aria-label="Flash card" className="space-y-3 overscroll-x-contain [touch-action:pan-y_pinch-zoom]" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
      <QuestionCard
        question={cardQuestionFromModule(current)}
        isStudied={studied.has(current.id)}
        isActive
        onStudied={onStudied}
        onRated={(rating, reopen) => onRated(current.id, rating, reopen)}
        className="min-h-[320px]"
      />
      {nextReview && (
        <p role="status" className="text-sm text-muted-foreground">
          Next review of this card: {nextReviewLabel(nextReview)}
        </p>
      )}
      <div className="flex items-center justify-between gap-3">
        <Button variant="outline" size="lg" className="min-w-28" disabled={index === 0} onClick={() => onIndexChange(index - 1)}>
          <span aria-hidden>←</span> Previous
        </Button>
        <p className="text-sm tabular-nums text-muted-foreground" aria-live="polite">
          Card {index + 1} of {count}
        </p>
        <Button variant="outline" size="lg" className="min-w-28" disabled={index >= count - 1} onClick={() => onIndexChange(index + 1)}>
          Next <span aria-hidden>→</span>
        </Button>
      </div>
    </section>
  );
}
