/**
 * The question card (spec sections 2 and 4): the question with its optional Company, Stage, Office
 * and Industry Group lines, its difficulty, a Studied badge and green highlight when studied, a ring
 * when active (a click makes it active), at least 260px tall, with two faces: the front holds the
 * question and the answer (record with the 120 s countdown, or type), the back the feedback or the
 * best-practice answer. Space on the card flips it. Progress is reported through onStudied only
 * when a non-empty answer got feedback; the FSRS rating through onRated. The card writes nothing
 * itself: its owner stores progress and reviews.
 */
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import type { ReviewRating } from '@core/flashcards/ratings';
import { useCapabilities } from '@/config/runtime';
import { cn } from '@/lib/utils';
import { CardBack } from '@/components/question-card/card-back';
import { CardFront } from '@/components/question-card/card-front';
import { CardBadges } from '@/components/question-card/card-header';
import type { CardQuestion, StudiedResult } from '@/components/question-card/types';
import { useCardAnswer, type CardAnswer } from '@/components/question-card/use-card-answer';
import { useOnline } from '@/lib/use-online';

export interface QuestionCardProps {
  question: CardQuestion;
  isStudied?: boolean;
  isActive?: boolean;
  /** Called when the card is clicked (or Enter is pressed on it). */
  onActivate?: () => void;
  /** Called once per answer that got feedback (never for an empty answer). */
  onStudied?: (questionId: string, result: StudiedResult) => void;
  /** Called with the recall rating the candidate chose after feedback (once per answer, unless `reopen` is called: it clears the rating). */
  onRated?: (rating: ReviewRating, reopen: () => void) => void;
  /** Show the Again/Hard/Good/Easy rating after feedback (default: when onRated is given). */
  showRating?: boolean;
  /** 'large' for the single practice question screen. */
  size?: 'default' | 'large';
  /**
   * What the card does as it mounts (a card the question bank opens on demand): 'answer' moves focus
   * to the answer box, 'study' shows the best-practice answer.
   */
  openWith?: 'answer' | 'study';
  className?: string;
}

function announcement(answer: CardAnswer): string {
  if (answer.phase === 'recording') return 'Recording your answer.';
  if (answer.face === 'front') return '';
  if (answer.backView === 'feedback' && answer.result) return 'Feedback on your answer is shown.';
  return answer.bestPractice.status === 'ready' ? 'The best practice answer is shown.' : '';
}

function CardBody(props: QuestionCardProps) {
  const { question, isStudied = false, isActive = false, onActivate, onStudied, onRated, size = 'default', openWith, className } = props;
  const online = useOnline();
  const capabilities = useCapabilities();
  const answer = useCardAnswer({ question, serverTranscription: capabilities?.speechToText ?? false, online, onStudied, onRated });
  const questionId = useId();
  const showRating = props.showRating ?? onRated !== undefined;
  const cardRef = useRef<HTMLElement>(null);
  // Only as the card mounts: `openWith` is how it was opened, not a state to keep in step with.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || !openWith) return;
    opened.current = true;
    if (openWith === 'study') void answer.study();
    else cardRef.current?.querySelector('textarea')?.focus();
  }, [openWith, answer]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.target !== event.currentTarget) return;
    if (event.key === ' ') {
      event.preventDefault();
      answer.flip();
    } else if (event.key === 'Enter') {
      onActivate?.();
    }
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a card opens with Enter or a click (spec); a button role would hide its heading and answer from screen-reader navigation
    <article
      ref={cardRef}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the card takes focus so arrow keys and Enter work on it (spec)
      tabIndex={0}
      aria-labelledby={questionId}
      aria-roledescription="question card"
      aria-current={isActive ? 'true' : undefined}
      data-face={answer.face}
      data-studied={isStudied || undefined}
      onClick={onActivate}
      onKeyDown={onKeyDown}
      className={cn(
        'flex min-h-[260px] flex-col gap-3 rounded-xl border bg-background p-4 shadow-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:p-5',
        isStudied ? 'border-green-500 bg-green-50 dark:border-green-600 dark:bg-green-950/40' : 'border-border',
        isActive && 'ring-2 ring-ring ring-offset-2 ring-offset-background',
        size === 'large' && 'min-h-[420px] sm:p-8',
        className,
      )}
    >
      <CardBadges question={question} isStudied={isStudied} />
      {answer.face === 'front' ? (
        <CardFront question={question} questionId={questionId} answer={answer} online={online} large={size === 'large'} />
      ) : (
        <CardBack question={question} questionId={questionId} answer={answer} showRating={showRating} />
      )}
      <p aria-live="polite" className="sr-only">
        {announcement(answer)}
      </p>
    </article>
  );
}

/** The card; its answer state starts afresh when the question changes. */
export function QuestionCard(props: QuestionCardProps) {
  return <CardBody key={`${props.question.id}\u0000${props.question.question}`} {...props} />;
}
