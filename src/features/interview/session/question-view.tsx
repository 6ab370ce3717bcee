/**
 * The question view: the question (read aloud), Begin Question (microphone + countdown, with the
 * microphone's level while recording), the always-present 'Your answer' text box, Submit Response,
 * and the analysing status. Offline, where the device coach grades the answer, its rubric loads
 * while the candidate reads the question.
 */
import { useEffect } from 'react';
import type { Capabilities, ScriptQuestion, SentenceMark, TranscriptEntry } from '@core/contract/interview';
import { LevelMeter } from '@/components/level-meter';
import { Button } from '@/components/ui/button';
import { loadLocalCoach } from '@/lib/local-coach';
import { useOnline } from '@/lib/use-online';
import { useReadAloud } from '@/lib/use-read-aloud';
import { Countdown } from '@/features/interview/session/countdown';
import { OfflineAnswerNote } from '@/features/interview/session/offline-answer-note';
import { QuestionHeading } from '@/features/interview/session/question-heading';
import { useQuestionAnswer } from '@/features/interview/session/use-question-answer';

export interface QuestionViewProps {
  question: ScriptQuestion;
  number: number;
  total: number;
  /** Server capabilities; undefined while loading (questions are read once they arrive). */
  capabilities: Capabilities | undefined;
  onAnswered: (entry: TranscriptEntry, feedback: string, followUp?: string, marks?: SentenceMark[]) => void;
  /** True for the interviewer's follow-up to question `number` (beyond the spec). */
  followUp?: boolean;
}

export function QuestionView({ question, number, total, capabilities, onAnswered, followUp = false }: QuestionViewProps) {
  const answer = useQuestionAnswer(question, capabilities?.speechToText ?? false, onAnswered);
  const readAloud = useReadAloud(question.question, capabilities?.textToSpeech);
  const analysing = answer.phase === 'analysing';
  const online = useOnline();
  const questionId = question.id;

  useEffect(() => {
    if (!online && questionId) loadLocalCoach().then((coach) => coach.warm(questionId), () => undefined);
  }, [online, questionId]);

  function begin() {
    readAloud.stop();
    void answer.begin();
  }

  return (
    <div className="space-y-5">
      <QuestionHeading number={number} total={total} question={question.question} followUp={followUp} />
      <Button variant="ghost" size="sm" onClick={() => void readAloud.replay()} disabled={answer.phase !== 'ready'}>
        Read the question again
      </Button>
      {answer.phase === 'ready' && <OfflineAnswerNote />}

      {answer.phase === 'answering' && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-muted p-3">
          <Countdown remaining={answer.remaining} />
          {answer.recording && (
            <span className="inline-flex items-center gap-2 text-sm font-medium text-destructive">
              <span aria-hidden className="size-2.5 animate-pulse rounded-full bg-destructive" />
              Recording
            </span>
          )}
          {answer.recording && <LevelMeter level={answer.level} />}
        </div>
      )}

      <div className="space-y-1">
        <label htmlFor="answer" className="block text-sm font-medium">
          Your answer
        </label>
        <textarea
          id="answer"
          value={answer.text}
          onChange={(event) => answer.setText(event.target.value)}
          readOnly={analysing}
          rows={6}
          placeholder="Press Begin Question and speak, or type your answer here."
          className="block w-full rounded-md border border-border bg-background p-3 text-base"
        />
      </div>

      <div aria-live="polite" className="space-y-2 text-sm">
        {answer.notice && <p className="text-muted-foreground">{answer.notice}</p>}
        {analysing && (
          <p role="status" className="font-medium">
            Analysing your response...{answer.progress !== null && ` (${Math.round(answer.progress)}%)`}
          </p>
        )}
      </div>
      {answer.error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {answer.error}
        </p>
      )}

      {!analysing && (
        <div className="flex flex-wrap gap-3">
          {answer.phase === 'ready' && <Button onClick={begin}>Begin Question</Button>}
          <Button variant={answer.phase === 'ready' ? 'outline' : 'default'} onClick={() => void answer.submit()}>
            Submit Response
          </Button>
        </div>
      )}
    </div>
  );
}
