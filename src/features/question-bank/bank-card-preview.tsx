/**
 * A question bank result before it is opened: the question card's top (difficulty, category), the
 * question and its context lines, with Answer and Study. Either one opens the whole card (record
 * control, answer box, feedback, best-practice answer), so a list of results mounts only what a
 * reader sees until they pick a question. `children` go below the buttons (a notice about opening it).
 */
import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { CardBadges, CardContextLines } from '@/components/question-card/card-header';
import type { CardQuestion } from '@/components/question-card/types';

export type OpenWith = 'answer' | 'study';

export function BankCardPreview({ question, onOpen, children }: { question: CardQuestion; onOpen: (how: OpenWith) => void; children?: ReactNode }) {
  const questionId = useId();
  return (
    <article
      // Focusable from script only (Show more moves focus to the first card it adds).
      tabIndex={-1}
      aria-labelledby={questionId}
      aria-roledescription="question card"
      className="flex flex-col gap-3 rounded-xl border border-border bg-background p-4 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:p-5"
    >
      <CardBadges question={question} isStudied={false} />
      <p id={questionId} className="text-base font-semibold leading-snug sm:text-lg">
        {question.question}
      </p>
      <CardContextLines question={question} />
      <div className="flex flex-wrap gap-3">
        <Button size="lg" onClick={() => onOpen('answer')}>
          Answer
        </Button>
        <Button size="lg" variant="secondary" onClick={() => onOpen('study')}>
          Study
        </Button>
      </div>
      {children}
    </article>
  );
}
