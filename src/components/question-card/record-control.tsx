/**
 * The front face's record control: Record Answer starts the microphone and the 120-second m:ss
 * countdown (auto-submit at zero); while recording, the microphone's level shows and Stop and
 * Submit ends it. Offline the control is disabled with a plain note, since recording needs a
 * connection.
 */
import { useId } from 'react';
import { LevelMeter } from '@/components/level-meter';
import { Button } from '@/components/ui/button';
import { formatTime } from '@/lib/format-time';
import { cn } from '@/lib/utils';
import type { CardAnswer } from '@/components/question-card/use-card-answer';

export const RECORDING_OFFLINE_NOTE = 'Recording needs a connection — type your answer';

const ANNOUNCEMENTS: Record<number, string> = { 60: '1 minute left', 30: '30 seconds left', 10: '10 seconds left' };

export function RecordControl({ answer, online }: { answer: CardAnswer; online: boolean }) {
  const noteId = useId();
  if (answer.phase === 'recording') {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-md bg-muted p-3">
        <span role="timer" aria-label="Time left" className={cn('font-mono text-2xl tabular-nums', answer.remaining <= 10 && 'text-destructive')}>
          {formatTime(answer.remaining)}
        </span>
        <span aria-live="polite" className="sr-only">
          {ANNOUNCEMENTS[answer.remaining] ?? ''}
        </span>
        {answer.recording && (
          <span className="inline-flex items-center gap-2 text-sm font-medium text-destructive">
            <span aria-hidden className="size-2.5 animate-pulse rounded-full bg-destructive" />
            Recording
          </span>
        )}
        <Button size="lg" className="ml-auto" onClick={() => void answer.submit()}>
          Stop and Submit
        </Button>
        {answer.recording && <LevelMeter level={answer.level} />}
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        size="lg"
        variant="outline"
        disabled={!online || answer.phase === 'analysing'}
        aria-describedby={online ? undefined : noteId}
        onClick={() => void answer.begin()}
      >
        <span aria-hidden className="size-2.5 rounded-full bg-destructive" />
        Record Answer
      </Button>
      {!online && (
        <p id={noteId} className="text-sm text-muted-foreground">
          {RECORDING_OFFLINE_NOTE}
        </p>
      )}
    </div>
  );
}
