/**
 * The report's score per question: each question asked, in interview order, with its score out of
 * 10 (whole numbers as they are, others to one decimal). Used by the feedback report and by a
 * saved interview's card.
 */
import type { QuestionScore } from '@core/contract/interview';

const formatScore = (score: number) => (Number.isInteger(score) ? String(score) : score.toFixed(1));

export function QuestionScoreList({ scores }: { scores: readonly QuestionScore[] }) {
  return (
    <ol className="space-y-2">
      {scores.map((item, i) => (
        <li key={i} className="flex items-baseline justify-between gap-4 rounded-md border border-border p-3">
          <span>{item.question}</span>
          <span className="shrink-0 font-semibold tabular-nums">{formatScore(item.score)}/10</span>
        </li>
      ))}
    </ol>
  );
}
