/**
 * One interview round of the survey: 'Round n', its name, its questions, 'Add question' (the new
 * question is focused) and 'Remove round n' (focus goes to the round before), each allowed by
 * survey-rounds.ts's rules.
 */
import type { Dispatch, SetStateAction } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/features/public-forms/form-parts';
import { focusSoon, questionId, roundId, type SurveyErrors } from '@/features/public-forms/survey-fields';
import { SurveyQuestionField } from '@/features/public-forms/survey-question-field';
import {
  addQuestion,
  canAddQuestion,
  canRemoveQuestion,
  canRemoveRound,
  editQuestion,
  removeQuestion,
  removeRound,
  renameRound,
  type DraftRound,
} from '@/features/public-forms/survey-rounds';

export interface SurveyRoundFieldsetProps {
  rounds: readonly DraftRound[];
  /** The round shown: rounds[roundIndex]. */
  roundIndex: number;
  errors: SurveyErrors;
  setRounds: Dispatch<SetStateAction<DraftRound[]>>;
  clearError: (key: string) => void;
}

export function SurveyRoundFieldset({ rounds, roundIndex, errors, setRounds, clearError }: SurveyRoundFieldsetProps) {
  const round = rounds[roundIndex]!;
  return (
    <fieldset id={roundId(round)} className="space-y-4 rounded-lg border border-border p-5">
      <legend className="px-1 text-lg font-semibold">Round {roundIndex + 1}</legend>
      <TextField
        id={`${roundId(round)}-name`}
        label="Round name"
        placeholder="e.g. First Round, Superday"
        value={round.name}
        error={errors[`round:${round.key}`] || undefined}
        onChange={(event) => {
          setRounds((current) => renameRound(current, roundIndex, event.target.value));
          clearError(`round:${round.key}`);
        }}
      />
      <ol className="space-y-3">
        {round.questions.map((question, questionIndex) => (
          <SurveyQuestionField
            key={question.key}
            id={questionId(question.key)}
            questionIndex={questionIndex}
            roundIndex={roundIndex}
            text={question.text}
            error={errors[`question:${question.key}`] || undefined}
            onChange={(text) => {
              setRounds((current) => editQuestion(current, roundIndex, questionIndex, text));
              clearError(`question:${question.key}`);
            }}
            onRemove={
              canRemoveQuestion(round, questionIndex)
                ? () => {
                    setRounds((current) => removeQuestion(current, roundIndex, questionIndex));
                    focusSoon(questionId(round.questions[questionIndex - 1]!.key));
                  }
                : undefined
            }
          />
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={!canAddQuestion(round)}
          onClick={() => {
            setRounds((current) => addQuestion(current, roundIndex));
            // The new question is the last of this round once rendered.
            requestAnimationFrame(() => {
              const inputs = document.querySelectorAll<HTMLTextAreaElement>(`#${roundId(round)} textarea`);
              inputs[inputs.length - 1]?.focus();
            });
          }}
        >
          Add question
        </Button>
        {canRemoveRound(rounds, roundIndex) && (
          <Button
            variant="ghost"
            size="sm"
            className="text-destructive"
            onClick={() => {
              setRounds((current) => removeRound(current, roundIndex));
              focusSoon(`${roundId(rounds[roundIndex - 1]!)}-name`);
            }}
          >
            Remove round {roundIndex + 1}
          </Button>
        )}
      </div>
    </fieldset>
  );
}
