/**
 * The front face: the question, its context lines, the record control, the always-present answer
 * box (Enter submits, Shift+Enter adds a line), the analysing status and the card's error texts;
 * then Submit Answer, Study, and View Feedback once there is feedback.
 */
import { useId, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { CardContextLines } from '@/components/question-card/card-header';
import { RecordControl } from '@/components/question-card/record-control';
import type { CardQuestion } from '@/components/question-card/types';
import type { CardAnswer } from '@/components/question-card/use-card-answer';

export interface CardFrontProps {
  question: CardQuestion;
  questionId: string;
  answer: CardAnswer;
  online: boolean;
  large: boolean;
}

export function CardFront({ question, questionId, answer, online, large }: CardFrontProps) {
  const boxId = useId();
  const busy = answer.phase === 'analysing';
  const recording = answer.phase === 'recording';

  function onBoxKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    event.stopPropagation();
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void answer.submit();
    }
  }

  return (
    <div className="flex flex-1 flex-col gap-4">
      <p id={questionId} className={cn('font-semibold leading-snug', large ? 'text-xl sm:text-2xl' : 'text-base sm:text-lg')}>
        {question.question}
      </p>
      <CardContextLines question={question} />
      <RecordControl answer={answer} online={online} />
      <div className="space-y-1">
        <label htmlFor={boxId} className="block text-sm font-medium">
          Your answer
        </label>
        <textarea
          id={boxId}
          value={answer.text}
          onChange={(event) => answer.setText(event.target.value)}
          onKeyDown={onBoxKeyDown}
          readOnly={busy}
          rows={large ? 6 : 3}
          placeholder="Type your answer (Enter submits, Shift+Enter adds a line), or record it."
          className="block w-full rounded-md border border-border bg-background p-3 text-base"
        />
      </div>
      <div className="space-y-2 text-sm">
        {answer.notice && <p className="text-muted-foreground">{answer.notice}</p>}
        {busy && (
          <p role="status" className="font-medium">
            Analysing your answer...{answer.progress !== null && ` (${Math.round(answer.progress)}%)`}
          </p>
        )}
        {answer.error && (
          <p role="alert" className="font-medium text-destructive">
            {answer.error}
          </p>
        )}
      </div>
      <div className="mt-auto flex flex-wrap gap-3">
        {!recording && (
          <Button size="lg" disabled={busy} onClick={() => void answer.submit()}>
            Submit Answer
          </Button>
        )}
        <Button size="lg" variant="secondary" disabled={busy || recording} onClick={() => void answer.study()}>
          Study
        </Button>
        {answer.result && !busy && (
          <Button size="lg" variant="ghost" onClick={answer.showFeedback}>
            View Feedback
          </Button>
        )}
      </div>
    </div>
  );
}
