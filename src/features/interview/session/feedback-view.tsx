/** The feedback view of one question: the answer given, the feedback (markdown), Redo and Next. */
import { Button } from '@/components/ui/button';
import { Markdown } from '@/lib/markdown';
import { QuestionHeading } from '@/features/interview/session/question-heading';

export interface FeedbackViewProps {
  number: number;
  total: number;
  question: string;
  answer: string;
  feedback: string;
  onRedo: () => void;
  onNext: () => void;
  /** Disables Next while the report is being prepared. */
  busy: boolean;
}

export function FeedbackView({ number, total, question, answer, feedback, onRedo, onNext, busy }: FeedbackViewProps) {
  const last = number === total;
  return (
    <div className="space-y-5">
      <QuestionHeading number={number} total={total} question={question} />
      <div className="space-y-1">
        <h3 className="text-sm font-medium text-muted-foreground">Your answer</h3>
        <p className="whitespace-pre-wrap rounded-md bg-muted p-3">{answer}</p>
      </div>
      <section aria-labelledby="feedback-heading" className="rounded-md border border-border p-4">
        <h3 id="feedback-heading" className="text-lg font-semibold">
          Feedback
        </h3>
        <Markdown>{feedback}</Markdown>
      </section>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={onRedo} disabled={busy}>
          Redo Question
        </Button>
        <Button onClick={onNext} disabled={busy}>
          {last ? 'Finish Interview' : 'Next Question'}
        </Button>
      </div>
    </div>
  );
}
