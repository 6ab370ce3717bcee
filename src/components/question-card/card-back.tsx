/**
 * The back face: the feedback on the answer (with Try Again, Study and the recall rating), or the
 * best-practice answer under 'Best Practice Answer' ('Generating best practice answer...' while it
 * loads, the spec's failure text if it cannot). Back to Question flips to the front.
 */
import { BEST_PRACTICE_FAILED } from '@core/contract/tutor';
import { Button } from '@/components/ui/button';
import { Markdown } from '@/lib/markdown';
import { RatingButtons } from '@/components/question-card/rating-buttons';
import type { CardQuestion } from '@/components/question-card/types';
import type { CardAnswer } from '@/components/question-card/use-card-answer';

export const GENERATING_BEST_PRACTICE = 'Generating best practice answer...';

export interface CardBackProps {
  question: CardQuestion;
  /** Id of the question text (the card is labelled by it). */
  questionId: string;
  answer: CardAnswer;
  showRating: boolean;
}

function BestPractice({ answer }: { answer: CardAnswer }) {
  const { bestPractice } = answer;
  return (
    <section className="space-y-2">
      <h3 className="text-base font-semibold">Best Practice Answer</h3>
      {bestPractice.status === 'loading' && (
        <p role="status" className="text-sm text-muted-foreground">
          {GENERATING_BEST_PRACTICE}
        </p>
      )}
      {bestPractice.status === 'error' && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {BEST_PRACTICE_FAILED}
        </p>
      )}
      {bestPractice.status === 'ready' && <Markdown>{bestPractice.answer}</Markdown>}
    </section>
  );
}

function Feedback({ answer, showRating }: { answer: CardAnswer; showRating: boolean }) {
  const { result } = answer;
  if (!result) return null;
  return (
    <section className="space-y-3">
      <h3 className="text-base font-semibold">Feedback</h3>
      <details className="rounded-md bg-muted p-3 text-sm">
        <summary className="cursor-pointer font-medium">Your answer</summary>
        <p className="mt-2 whitespace-pre-wrap">{result.answer}</p>
      </details>
      <Markdown>{result.feedback}</Markdown>
      {showRating && <RatingButtons coverage={result.coverage} rating={answer.rating} onRate={answer.rate} />}
    </section>
  );
}

export function CardBack({ question, questionId, answer, showRating }: CardBackProps) {
  const feedbackView = answer.backView === 'feedback' && answer.result;
  return (
    <div className="flex flex-1 flex-col gap-4">
      <p id={questionId} className="text-sm font-medium text-muted-foreground">
        {question.question}
      </p>
      {feedbackView ? <Feedback answer={answer} showRating={showRating} /> : <BestPractice answer={answer} />}
      <div className="mt-auto flex flex-wrap gap-3">
        {answer.result && (
          <Button size="lg" variant="outline" onClick={answer.tryAgain}>
            Try Again
          </Button>
        )}
        {feedbackView ? (
          <Button size="lg" variant="secondary" onClick={() => void answer.study()}>
            Study
          </Button>
        ) : (
          answer.result && (
            <Button size="lg" variant="ghost" onClick={answer.showFeedback}>
              View Feedback
            </Button>
          )
        )}
        <Button size="lg" onClick={answer.backToQuestion}>
          Back to Question
        </Button>
      </div>
    </div>
  );
}
