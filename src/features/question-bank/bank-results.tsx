/**
 * The question bank's results: the count ("N questions", announced politely), the question cards
 * PAGE_SIZE at a time, more when Show more scrolls into view or is pressed (then focus moves to the
 * first card it adds), and an empty state with the ways out: clear the search, clear the filters.
 * Cards off screen skip layout and paint (`content-visibility: auto`).
 */
import { memo, useEffect, useRef, useState } from 'react';
import type { QuestionSummary } from '@core/contract/question';
import { Button } from '@/components/ui/button';
import { BankResultCard } from '@/features/question-bank/bank-result-card';
import { groupDigits } from '@/lib/group-digits';

/** Cards shown at first and added by each Show more. */
export const PAGE_SIZE = 10;

export interface BankResultsProps {
  questions: readonly QuestionSummary[];
  /** Identifies the search and filters: a new one starts again from the first page. */
  queryKey: string;
  canPractice: boolean;
  onClearText?: () => void;
  onClearFilters?: () => void;
}

const count = (n: number) => `${groupDigits(n)} ${n === 1 ? 'question' : 'questions'}`;

/** Memoised: the page's render when the typed text reaches the URL (same results) skips it. */
export const BankResults = memo(function BankResults({ questions, queryKey, canPractice, onClearText, onClearFilters }: BankResultsProps) {
  const [paging, setPaging] = useState({ queryKey, shown: PAGE_SIZE });
  const shown = paging.queryKey === queryKey ? Math.min(paging.shown, questions.length) : Math.min(PAGE_SIZE, questions.length);
  const listRef = useRef<HTMLOListElement>(null);
  const focusFrom = useRef<number | null>(null);
  const moreRef = useRef<HTMLDivElement>(null);
  const hasMore = shown < questions.length;

  useEffect(() => {
    if (focusFrom.current === null) return;
    listRef.current?.querySelectorAll<HTMLElement>('[aria-roledescription="question card"]')[focusFrom.current]?.focus();
    focusFrom.current = null;
  }, [shown]);

  useEffect(() => {
    const more = moreRef.current;
    if (!more || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setPaging({ queryKey, shown: shown + PAGE_SIZE });
    });
    observer.observe(more);
    return () => observer.disconnect();
  }, [queryKey, shown, hasMore]);

  function showMore() {
    focusFrom.current = shown;
    setPaging({ queryKey, shown: shown + PAGE_SIZE });
  }

  return (
    <div className="space-y-4">
      <p role="status" className="text-sm font-medium text-muted-foreground">
        {count(questions.length)}
      </p>
      {questions.length === 0 ? (
        <div className="space-y-3 rounded-xl border border-dashed border-border p-6 text-center">
          <p className="text-lg font-medium">No questions match</p>
          <p className="text-muted-foreground">Try other words or fewer filters.</p>
          <div className="flex flex-wrap justify-center gap-3">
            {onClearText && (
              <Button variant="outline" onClick={onClearText}>
                Clear search
              </Button>
            )}
            {onClearFilters && (
              <Button variant="outline" onClick={onClearFilters}>
                Clear filters
              </Button>
            )}
          </div>
        </div>
      ) : (
        <ol ref={listRef} aria-label="Questions" className="space-y-6">
          {questions.slice(0, shown).map((question) => (
            <li key={question.id} className="[contain-intrinsic-size:auto_320px] [content-visibility:auto]">
              <BankResultCard question={question} canPractice={canPractice} />
            </li>
          ))}
        </ol>
      )}
      {hasMore && (
        <div ref={moreRef} className="flex flex-col items-center gap-2 pt-2">
          <p className="text-sm text-muted-foreground">
            Showing {groupDigits(shown)} of {count(questions.length)}
          </p>
          <Button variant="outline" size="lg" onClick={showMore}>
            Show more
          </Button>
        </div>
      )}
    </div>
  );
});
