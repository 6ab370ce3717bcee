/**
 * The answers of a taken interview, each under its question: the transcript, the candidate's
 * recording to replay while it is still on this device (nothing when it is gone: expired, signed
 * out, or recorded on another device), and a spoken answer's delivery (pace, filler words, long
 * pauses). Used by the feedback report (/interview-complete) and a saved interview's card
 * (/interviews), where the question is a level-3 heading.
 */
import type { TranscriptEntry } from '@core/contract/interview';
import { AnswerReplay } from '@/components/answer-replay';
import { DeliveryFigures } from '@/components/delivery-figures';

/** Shown for an answer left empty (the question was skipped or timed out silent). */
export const NO_ANSWER = 'No answer given.';

/** The answers of `entries` in order, as a list of cards; an empty answer reads NO_ANSWER. */
export function AnswerList({ entries }: { entries: readonly TranscriptEntry[] }) {
  return (
    <ol className="space-y-3">
      {entries.map((entry, i) => (
        <li key={i} aria-label={`Answer ${i + 1}`} className="space-y-2 rounded-md border border-border p-3">
          <h3 className="font-semibold">{entry.question}</h3>
          <div>
            <h4 className="text-sm font-medium text-muted-foreground">Your answer</h4>
            <p className="whitespace-pre-wrap">{entry.userResponse.trim() || NO_ANSWER}</p>
          </div>
          {entry.recordingId && <AnswerReplay recordingId={entry.recordingId} headingLevel={4} label={`Your recording of answer ${i + 1}`} />}
          {entry.speechMetrics && <DeliveryFigures metrics={entry.speechMetrics} />}
        </li>
      ))}
    </ol>
  );
}
