/**
 * The study session's "All Questions" list (issue 16): one compact row per card (its number, the
 * question on up to two lines, category and whether it is studied), each row a button that opens
 * that card in the flash-card viewer. The current card's row is marked `aria-current`.
 */
import type { ModuleQuestion } from '@core/contract/modules';
import { cn } from '@/lib/utils';

export interface QuestionListProps {
  questions: readonly ModuleQuestion[];
  studied: ReadonlySet<string>;
  /** Id of the card in the viewer, if any. */
  currentId: string | undefined;
  onOpen: (questionId: string) => void;
}

export function QuestionList({ questions, studied, currentId, onOpen }: QuestionListProps) {
  return (
    <ol className="divide-y divide-border rounded-lg border border-border">
      {questions.map((question, i) => {
        const isStudied = studied.has(question.id);
        const current = question.id === currentId;
        return (
          <li key={question.id}>
            <button
              type="button"
              aria-current={current ? 'true' : undefined}
              data-studied={isStudied || undefined}
              onClick={() => onOpen(question.id)}
              className={cn(
                'flex min-h-11 w-full items-start gap-3 px-3 py-2.5 text-left text-sm hover:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
                current && 'bg-muted',
              )}
            >
              <span className="w-8 shrink-0 tabular-nums text-muted-foreground">{i + 1}.</span>
              <span className="min-w-0 flex-1">
                <span className="line-clamp-2 font-medium">{question.question}</span>
                <span className="text-xs text-muted-foreground">{question.category}</span>
              </span>
              <span className={cn('shrink-0 text-xs font-medium', isStudied ? 'text-brand' : 'text-muted-foreground')}>
                {isStudied ? 'Studied' : 'New'}
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
