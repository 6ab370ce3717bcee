/**
 * Runs the interview one question at a time: question view, then feedback view; Redo clears the
 * answer and feedback, Next advances, and after the last question the report is prepared.
 * Beyond the spec: when the feedback carries the interviewer's follow-up question and follow-ups
 * are on, 'Answer the follow-up' runs one extra turn through the same answer flow; its question
 * and answer join the transcript right after the question it follows.
 */
import { useCallback, useMemo, useState } from 'react';
import type { InterviewSetup, ScriptQuestion, SentenceMark, TranscriptEntry } from '@core/contract/interview';
import { Button } from '@/components/ui/button';
import { useCapabilities } from '@/config/runtime';
import { FeedbackView } from '@/features/interview/session/feedback-view';
import { useFollowUpsEnabled } from '@/features/interview/session/follow-up-setting';
import { QuestionView } from '@/features/interview/session/question-view';
import { useFinishInterview } from '@/features/interview/session/use-finish-interview';

interface Answered {
  entry: TranscriptEntry;
  feedback: string;
  followUp?: string;
  marks?: SentenceMark[];
}

/** Where the current question is: its first answer, or the follow-up's. */
type Step = { kind: 'question' } | { kind: 'feedback' } | { kind: 'follow-up' } | { kind: 'follow-up-feedback' };

export function InterviewRunner({ setup, questions }: { setup?: InterviewSetup; questions: ScriptQuestion[] }) {
  const capabilities = useCapabilities();
  const [followUpsEnabled] = useFollowUpsEnabled();
  const [index, setIndex] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const [step, setStep] = useState<Step>({ kind: 'question' });
  const [answered, setAnswered] = useState<Answered | null>(null);
  const [followUpAnswered, setFollowUpAnswered] = useState<Answered | null>(null);
  /** The transcript entries of each question answered so far (its answer, then any follow-up). */
  const [turns, setTurns] = useState<TranscriptEntry[][]>([]);
  const { status, error, finish } = useFinishInterview(setup, questions);
  const question = questions[index];
  const transcript = turns.flat();
  const followUpQuestion = useMemo<ScriptQuestion | null>(() => (answered?.followUp ? { question: answered.followUp } : null), [answered]);

  const onAnswered = useCallback(
    (entry: TranscriptEntry, feedback: string, followUp?: string, marks?: SentenceMark[]) => {
      setAnswered({ entry, feedback, followUp, marks });
      setTurns((previous) => [...previous.slice(0, index), [entry]]);
      setStep({ kind: 'feedback' });
    },
    [index],
  );

  const onFollowUpAnswered = useCallback(
    (entry: TranscriptEntry, feedback: string, _followUp?: string, marks?: SentenceMark[]) => {
      setFollowUpAnswered({ entry, feedback, marks });
      setTurns((previous) => [...previous.slice(0, index), [...(previous[index] ?? []).slice(0, 1), entry]]);
      setStep({ kind: 'follow-up-feedback' });
    },
    [index],
  );

  function redo() {
    setAnswered(null);
    setFollowUpAnswered(null);
    setTurns((previous) => previous.slice(0, index));
    setAttempt((n) => n + 1);
    setStep({ kind: 'question' });
  }

  function redoFollowUp() {
    setFollowUpAnswered(null);
    setTurns((previous) => [...previous.slice(0, index), (previous[index] ?? []).slice(0, 1)]);
    setAttempt((n) => n + 1);
    setStep({ kind: 'follow-up' });
  }

  function next() {
    if (index === questions.length - 1) return void finish(transcript);
    setAnswered(null);
    setFollowUpAnswered(null);
    setIndex(index + 1);
    setStep({ kind: 'question' });
  }

  // next() finishes at the last question, so index stays below questions.length.
  if (!question) return null;
  if (step.kind === 'question' || !answered) {
    return (
      <QuestionView
        key={`${index}-${attempt}`}
        question={question}
        number={index + 1}
        total={questions.length}
        capabilities={capabilities}
        onAnswered={onAnswered}
      />
    );
  }
  if (step.kind === 'follow-up' && followUpQuestion) {
    return (
      <div className="space-y-4">
        <QuestionView
          key={`${index}-${attempt}-follow-up`}
          question={followUpQuestion}
          number={index + 1}
          total={questions.length}
          capabilities={capabilities}
          onAnswered={onFollowUpAnswered}
          followUp
        />
        <Button variant="ghost" size="sm" onClick={next} disabled={status === 'working'}>
          Skip the follow-up
        </Button>
      </div>
    );
  }
  const shown = step.kind === 'follow-up-feedback' && followUpAnswered ? followUpAnswered : answered;
  const offerFollowUp = step.kind === 'feedback' && followUpsEnabled && answered.followUp ? answered.followUp : undefined;
  return (
    <div className="space-y-4">
      <FeedbackView
        key={`${index}-${step.kind}`}
        number={index + 1}
        total={questions.length}
        question={shown.entry.question}
        answer={shown.entry.userResponse}
        feedback={shown.feedback}
        marks={shown.marks}
        recordingId={shown.entry.recordingId}
        speechMetrics={shown.entry.speechMetrics}
        onRedo={shown === answered ? redo : redoFollowUp}
        onNext={next}
        busy={status === 'working'}
        followUp={offerFollowUp}
        onAnswerFollowUp={() => setStep({ kind: 'follow-up' })}
        isFollowUp={shown !== answered}
      />
      <div aria-live="polite">
        {status === 'working' && <p role="status">Preparing your feedback report...</p>}
      </div>
      {status === 'error' && (
        <div role="alert" className="space-y-2 text-destructive">
          <p>{error}</p>
          <Button variant="outline" onClick={() => void finish(transcript)}>
            Try again
          </Button>
        </div>
      )}
    </div>
  );
}
