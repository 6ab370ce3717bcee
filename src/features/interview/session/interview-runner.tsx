/**
 * Runs the interview one question at a time: question view, then feedback view; Redo clears the
 * answer and feedback, Next advances, and after the last question the report is prepared.
 */
import { useCallback, useState } from 'react';
import type { InterviewSetup, ScriptQuestion, TranscriptEntry } from '@core/contract/interview';
import { Button } from '@/components/ui/button';
import { useCapabilities } from '@/config/runtime';
import { FeedbackView } from '@/features/interview/session/feedback-view';
import { QuestionView } from '@/features/interview/session/question-view';
import { useFinishInterview } from '@/features/interview/session/use-finish-interview';

interface Answered {
  entry: TranscriptEntry;
  feedback: string;
}

export function InterviewRunner({ setup, questions }: { setup?: InterviewSetup; questions: ScriptQuestion[] }) {
  const capabilities = useCapabilities();
  const [index, setIndex] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const [answered, setAnswered] = useState<Answered | null>(null);
  const [transcript, setTranscript] = useState<TranscriptEntry[]>([]);
  const { status, error, finish } = useFinishInterview(setup, questions);
  const question = questions[index];

  const onAnswered = useCallback(
    (entry: TranscriptEntry, feedback: string) => {
      setAnswered({ entry, feedback });
      setTranscript((entries) => [...entries.slice(0, index), entry]);
    },
    [index],
  );

  function redo() {
    setAnswered(null);
    setTranscript((entries) => entries.slice(0, index));
    setAttempt((n) => n + 1);
  }

  function next() {
    if (index === questions.length - 1) return void finish(transcript);
    setAnswered(null);
    setIndex(index + 1);
  }

  if (!answered) {
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
  return (
    <div className="space-y-4">
      <FeedbackView
        key={index}
        number={index + 1}
        total={questions.length}
        question={question.question}
        answer={answered.entry.userResponse}
        feedback={answered.feedback}
        onRedo={redo}
        onNext={next}
        busy={status === 'working'}
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
