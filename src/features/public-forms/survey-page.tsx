/**
 * /grow-ib-access, the 'Interview Experience Survey' (spec sections 2 to 5): Company Name, Company
 * Industry, Company Office and the interview rounds, each with a name (First Round, Superday, ...)
 * and its questions; rounds and questions are added and removed by survey-rounds.ts's rules.
 * Every field is required (messages beside each field, the first invalid one focused). 'Submit
 * Survey' sends it; on success the page is replaced by / with the toast 'Thank you for your helping
 * us democratize investment banking recruiting!'; offline it waits in the outbox with "We'll send
 * this when you're back online". The submitting flag is always cleared.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { PUBLIC_FORM_MESSAGES as M, SurveyDataSchema, type SurveyData } from '@core/contract/public-forms';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/input';
import { ROUTES } from '@/config/routes';
import { HoneypotField, TextField } from '@/features/public-forms/form-parts';
import { submitErrorText } from '@/features/public-forms/submit-error';
import {
  addQuestion,
  addRound,
  canAddQuestion,
  canAddRound,
  canRemoveQuestion,
  canRemoveRound,
  editQuestion,
  initialRounds,
  removeQuestion,
  removeRound,
  renameRound,
  toSurveyRounds,
  type DraftRound,
} from '@/features/public-forms/survey-rounds';
import { submitSurvey } from '@/offline/public-forms';
import { cn } from '@/lib/utils';

type CompanyField = 'name' | 'industry' | 'office';
/** Errors by field id: a company field's name, `round:{key}` or `question:{key}`. */
type SurveyErrors = Record<string, string>;

const COMPANY_FIELDS: { field: CompanyField; label: string; placeholder: string }[] = [
  { field: 'name', label: 'Company Name', placeholder: 'e.g. Evercore' },
  { field: 'industry', label: 'Company Industry', placeholder: 'e.g. Investment Banking (M&A)' },
  { field: 'office', label: 'Company Office', placeholder: 'e.g. New York' },
];

const roundId = (round: DraftRound) => `survey-round-${round.key}`;
const questionId = (key: string) => `survey-question-${key}`;

/** Checks the survey with SurveyDataSchema; errors keyed by field id, in the page's order. */
export function validateSurvey(company: Record<CompanyField, string>, rounds: readonly DraftRound[]): SurveyErrors {
  const data: SurveyData = { ...company, rounds: toSurveyRounds(rounds) };
  const result = SurveyDataSchema.safeParse(data);
  if (result.success) return {};
  const errors: SurveyErrors = {};
  for (const issue of result.error.issues) {
    const [first, roundIndex, part, questionIndex] = issue.path;
    let key: string | undefined;
    if (first === 'rounds' && typeof roundIndex === 'number') {
      const round = rounds[roundIndex];
      if (round && part === 'name') key = `round:${round.key}`;
      if (round && part === 'questions' && typeof questionIndex === 'number') key = `question:${round.questions[questionIndex]?.key}`;
    } else if (typeof first === 'string') {
      key = first;
    }
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** Element id of an error key, for focusing the first invalid field. */
function elementIdOf(key: string, rounds: readonly DraftRound[]): string {
  if (key.startsWith('round:')) {
    const round = rounds.find((item) => item.key === key.slice('round:'.length));
    return round ? `${roundId(round)}-name` : '';
  }
  if (key.startsWith('question:')) return questionId(key.slice('question:'.length));
  return `survey-${key}`;
}

function focusSoon(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

export function SurveyPage() {
  const navigate = useNavigate();
  const [company, setCompany] = useState<Record<CompanyField, string>>({ name: '', industry: '', office: '' });
  const [rounds, setRounds] = useState<DraftRound[]>(initialRounds);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<SurveyErrors>({});
  const [submitting, setSubmitting] = useState(false);

  const clearError = (key: string) => setErrors((current) => (key in current ? { ...current, [key]: '' } : current));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const found = validateSurvey(company, rounds);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(elementIdOf(first, rounds))?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const { queued } = await submitSurvey({ data: { ...company, rounds: toSurveyRounds(rounds) }, website });
      navigate(ROUTES.home, { replace: true });
      if (queued) toast(M.queuedOffline);
      else toast.success(M.surveySuccess);
    } catch (error) {
      console.error('Survey submission failed', error);
      toast.error(M.waitlistErrorTitle, { description: submitErrorText(error, M.waitlistError) });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <div className="space-y-2 text-center">
        <h1 className="text-3xl font-bold tracking-tight">Interview Experience Survey</h1>
        <p className="text-muted-foreground">
          Share the questions you were asked, round by round. Every answer grows the question collection and helps the next
          candidate prepare. No account needed.
        </p>
      </div>

      <form noValidate onSubmit={(event) => void handleSubmit(event)} className="relative mt-8 space-y-8">
        <fieldset className="space-y-4 rounded-lg border border-border p-5">
          <legend className="px-1 text-lg font-semibold">Company</legend>
          {COMPANY_FIELDS.map(({ field, label, placeholder }) => (
            <TextField
              key={field}
              id={`survey-${field}`}
              label={label}
              placeholder={placeholder}
              value={company[field]}
              error={errors[field] || undefined}
              onChange={(event) => {
                setCompany((current) => ({ ...current, [field]: event.target.value }));
                clearError(field);
              }}
            />
          ))}
        </fieldset>

        {rounds.map((round, roundIndex) => (
          <fieldset key={round.key} id={roundId(round)} className="space-y-4 rounded-lg border border-border p-5">
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
              {round.questions.map((question, questionIndex) => {
                const id = questionId(question.key);
                const error = errors[`question:${question.key}`] || undefined;
                return (
                  <li key={question.key} className="space-y-1">
                    <label htmlFor={id} className="block text-sm font-medium">
                      Question {questionIndex + 1}
                    </label>
                    <div className="flex gap-2">
                      <textarea
                        id={id}
                        rows={2}
                        value={question.text}
                        placeholder="e.g. Walk me through a DCF."
                        aria-invalid={Boolean(error)}
                        aria-describedby={error ? `${id}-error` : undefined}
                        onChange={(event) => {
                          setRounds((current) => editQuestion(current, roundIndex, questionIndex, event.target.value));
                          clearError(`question:${question.key}`);
                        }}
                        className={cn(inputClass, 'h-auto min-h-16 py-2')}
                      />
                      {canRemoveQuestion(round, questionIndex) && (
                        <Button
                          variant="outline"
                          size="sm"
                          className="h-10 shrink-0"
                          aria-label={`Remove question ${questionIndex + 1} of round ${roundIndex + 1}`}
                          onClick={() => {
                            setRounds((current) => removeQuestion(current, roundIndex, questionIndex));
                            focusSoon(questionId(round.questions[questionIndex - 1].key));
                          }}
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
              })}
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
                    focusSoon(`${roundId(rounds[roundIndex - 1])}-name`);
                  }}
                >
                  Remove round {roundIndex + 1}
                </Button>
              )}
            </div>
          </fieldset>
        ))}

        <HoneypotField value={website} onChange={setWebsite} />

        <div className="flex flex-col gap-3 sm:flex-row sm:justify-between">
          <Button
            variant="outline"
            disabled={!canAddRound(rounds)}
            onClick={() => {
              const next = addRound(rounds);
              setRounds(next);
              const added = next[next.length - 1];
              if (added !== rounds[rounds.length - 1]) focusSoon(`${roundId(added)}-name`);
            }}
          >
            Add round
          </Button>
          <Button type="submit" size="lg" disabled={submitting}>
            {submitting ? 'Submitting...' : 'Submit Survey'}
          </Button>
        </div>
      </form>
    </div>
  );
}
