/**
 * The top of both faces: the difficulty label ('Basic' or 'Advanced', the question's own), the
 * optional category (with its subcategory), the Studied badge, and the optional Company, Stage,
 * Office and Industry Group lines.
 */
import type { CardQuestion } from '@/components/question-card/types';

const DIFFICULTY_LABELS = { basic: 'Basic', advanced: 'Advanced' } as const;

export function CardBadges({ question, isStudied }: { question: CardQuestion; isStudied: boolean }) {
  const { difficulty } = question;
  const category = [question.category, question.subcategory].filter((part) => part?.trim()).join(' · ');
  if (!difficulty && !category && !isStudied) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs font-medium">
      {difficulty && (
        <span className="rounded-full bg-muted px-2.5 py-1 text-muted-foreground">
          <span className="sr-only">Difficulty: </span>
          {DIFFICULTY_LABELS[difficulty]}
        </span>
      )}
      {category && (
        <span className="rounded-full border border-border px-2.5 py-1 text-muted-foreground">
          <span className="sr-only">Category: </span>
          {category}
        </span>
      )}
      {isStudied && (
        <span className="inline-flex items-center gap-1 rounded-full bg-green-700 px-2.5 py-1 text-white dark:bg-green-500 dark:text-green-950">
          <svg aria-hidden viewBox="0 0 16 16" className="size-3" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="M3 8.5l3 3 7-7" />
          </svg>
          Studied
        </span>
      )}
    </div>
  );
}

/** The context lines of a question; nothing when it has none. */
export function CardContextLines({ question }: { question: CardQuestion }) {
  const lines: [string, string | null | undefined][] = [
    ['Company', question.company],
    ['Stage', question.stage],
    ['Office', question.location],
    ['Industry Group', question.group ?? question.industry],
  ];
  const shown = lines.filter((line): line is [string, string] => Boolean(line[1]?.trim()));
  if (shown.length === 0) return null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 text-sm">
      {shown.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}:</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
