/**
 * One question of a survey round: 'Question n', its textarea with the error beside it, and Remove
 * (shown only where survey-rounds.ts allows it; focus then goes to the question before).
 */
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/input';
import { cn } from '@/lib/utils';

export interface SurveyQuestionFieldProps {
  /** The textarea's element id. */
  id: string;
  /** 0-based places of the question and its round, shown 1-based. */
  questionIndex: number;
  roundIndex: number;
  text: string;
  error?: string;
  onChange: (text: string) => void;
  /** Removes the question; absent when it cannot be removed. */
  onRemove?: () => void;
}

export function SurveyQuestionField({ id, questionIndex, roundIndex, text, error, onChange, onRemove }: SurveyQuestionFieldProps) {
  return (
    <li className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        Question {questionIndex + 1}
      </label>
      <div className="flex gap-2">
        <textarea
          id={id}
          rows={2}
          value={text}
          placeholder="e.g. Walk me through a DCF."
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
          className={cn(inputClass, 'h-auto min-h-16 py-2')}
        />
        {onRemove && (
          <Button
            variant="outline"
            size="sm"
            className="h-10 shrink-0"
            aria-label={`Remove question ${questionIndex + 1} of round ${roundIndex + 1}`}
            onClick={onRemove}
          >
            Remove
          </Button>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </li>
  );
}
