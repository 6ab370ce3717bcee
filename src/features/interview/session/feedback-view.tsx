/**
 * The feedback view of one question: the answer given, beside it the candidate's recording to
 * replay and the answer's delivery (pace, filler words, long pauses) when there are any, the
 * feedback (markdown), Redo and Next.
 * Beyond the spec: when the interviewer has a follow-up question (and follow-ups are on), it is
 * offered with 'Answer the follow-up'; a follow-up's own feedback is shown the same way.
 */
import { AnswerReplay } from '@/components/answer-replay';
import { DeliveryFigures } from '@/components/delivery-figures';
import { Button } from '@/components/ui/button';
import { Markdown } from '@/lib/markdown';
import { QuestionHeading } from '@/features/interview/session/question-heading';
import { MarkedAnswer } from '@/features/interview/session/marked-answer';
import type { SentenceMark, SpeechMetrics } from '@core/contract/interview';

export interface FeedbackViewProps {
  number: number;
  total: number;
  question: string;
  answer: string;
  feedback: string;
  /** Answer sentences that covered or contradicted key points, marked in the answer. */
  marks?: readonly SentenceMark[];
  /** The answer's recording on this device, for replay. */
  recordingId?: string;
  /** The spoken answer's delivery figures. */
  speechMetrics?: SpeechMetrics;
  onRedo: () => void;
  onNext: () => void;
  /** Disables Next while the report is being prepared. */
  busy: boolean;
  /** The interviewer's follow-up question to offer, if any. */
  followUp?: string;
  onAnswerFollowUp?: () => void;
  /** True when this is the feedback on a follow-up answer. */
  isFollowUp?: boolean;
}

export function FeedbackView({ number, total, question, answer, feedback, marks, recordingId, speechMetrics, onRedo, onNext, busy, followUp, onAnswerFollowUp, isFollowUp = false }: FeedbackViewProps) {
  const last = number === total;
  return (
    <div className="space-y-5">
      <QuestionHeading number={number} total={total} question={question} followUp={isFollowUp} />
      <div className="space-y-1">
        <h3 className="text-sm font-medium text-muted-foreground">Your answer</h3>
        <MarkedAnswer answer={answer} marks={marks} />
      </div>
      {recordingId && <AnswerReplay recordingId={recordingId} />}
      {speechMetrics && <DeliveryFigures metrics={speechMetrics} />}
      <section aria-labelledby="feedback-heading" className="rounded-md border border-border p-4">
        <h3 id="feedback-heading" className="text-lg font-semibold">
          Feedback
        </h3>
        <Markdown>{feedback}</Markdown>
      </section>
      {followUp && onAnswerFollowUp && (
        <section aria-labelledby="follow-up-heading" className="space-y-3 rounded-md border border-brand/40 bg-brand/5 p-4">
          <h3 id="follow-up-heading" className="text-base font-semibold">
            The interviewer follows up
          </h3>
          <p>{followUp}</p>
          <Button onClick={onAnswerFollowUp} disabled={busy}>
            Answer the follow-up
          </Button>
        </section>
      )}
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={onRedo} disabled={busy}>
          Redo Question
        </Button>
        <Button variant={followUp && onAnswerFollowUp ? 'outline' : 'default'} onClick={onNext} disabled={busy}>
          {last ? 'Finish Interview' : 'Next Question'}
        </Button>
      </div>
    </div>
  );
}
