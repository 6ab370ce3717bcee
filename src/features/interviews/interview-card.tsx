/**
 * One saved interview: company, interview type, score to one decimal (coloured 8+ green, 6+ yellow,
 * else red), date and time, industry and stage (readable labels, not stored values); the score per
 * question (folded; absent in interviews saved before it was kept); the answers (folded), each with
 * its recording to replay while it is on this device and its delivery; whether it still waits to sync;
 * for one graded on the device, the model's re-grade; Redo and Study.
 */
import { useMemo } from 'react';
import { optionLabel } from '@content/options';
import { AnswerList } from '@/components/answer-list';
import { QuestionScoreList } from '@/components/question-score-list';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { answersOf, cardScoreColor, type InterviewListItem } from '@/features/interviews/interview-list';
import { ModelFeedback } from '@/features/interviews/model-feedback';

const SCORE_CLASSES = {
  green: 'text-green-700 dark:text-green-400',
  yellow: 'text-yellow-700 dark:text-yellow-400',
  red: 'text-red-700 dark:text-red-400',
} as const;

/** When an interview was taken, date and time in the reader's locale (e.g. "Mar 4, 2026, 8:41 PM"); the raw text if unreadable. */
export function formatTakenDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

interface InterviewCardProps {
  item: InterviewListItem;
  onRedo: (item: InterviewListItem) => void;
  onStudy: (item: InterviewListItem) => void;
}

export function InterviewCard({ item, onRedo, onStudy }: InterviewCardProps) {
  const { record, sync, error } = item;
  const color = cardScoreColor(record.score);
  const answers = useMemo(() => answersOf(record), [record]);
  const headingId = `interview-${record.id}`;
  return (
    <li aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-border p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="truncate text-lg font-semibold">
            {record.company}
          </h2>
          <p className="text-sm text-muted-foreground">{optionLabel(record.interviewType)}</p>
        </div>
        <p className={cn('text-2xl font-bold', SCORE_CLASSES[color])} data-color={color}>
          <span className="sr-only">Score </span>
          {record.score.toFixed(1)}
        </p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Date</dt>
        <dd>{formatTakenDate(record.date_taken)}</dd>
        <dt className="text-muted-foreground">Industry</dt>
        <dd>{record.industry}</dd>
        <dt className="text-muted-foreground">Stage</dt>
        <dd>{optionLabel(record.stage)}</dd>
      </dl>
      {record.questionScores && record.questionScores.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium">Score per question</summary>
          <div className="mt-2">
            <QuestionScoreList scores={record.questionScores} />
          </div>
        </details>
      )}
      {answers.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium">Your answers</summary>
          <div className="mt-2">
            <AnswerList entries={answers} />
          </div>
        </details>
      )}
      {sync === 'pending' && <p className="text-sm font-medium text-muted-foreground">Waiting to sync</p>}
      {sync === 'rejected' && (
        <p className="text-sm font-medium text-destructive">Not saved to your account: {error ?? 'refused by the server'}</p>
      )}
      <ModelFeedback item={item} />
      <div className="mt-auto flex gap-2">
        <Button variant="outline" size="sm" onClick={() => onRedo(item)} aria-label={`Redo ${record.company} interview`}>
          Redo
        </Button>
        <Button size="sm" onClick={() => onStudy(item)} aria-label={`Study ${record.company} interview`}>
          Study
        </Button>
      </div>
    </li>
  );
}
