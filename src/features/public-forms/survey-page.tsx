/**
 * /grow-ib-access, the 'Interview Experience Survey' (spec sections 2 to 5): Company Name, Company
 * Industry, Company Office and the interview rounds, each with a name (First Round, Superday, ...)
 * and its questions; rounds and questions are added and removed by survey-rounds.ts's rules.
 * Every field is required (messages beside each field, the first invalid one focused). 'Submit
 * Survey' sends it; on success the page is replaced by / with the toast 'Thank you for your helping
 * us democratize investment banking recruiting!'; offline it waits in the outbox with "We'll send
 * this when you're back online". The submitting flag is always cleared.
 * Parts: survey-fields.ts (ids, checks), use-survey-form.ts (state, submission),
 * survey-round-fieldset.tsx and survey-question-field.tsx (a round, a question).
 */
import { Button } from '@/components/ui/button';
import { HoneypotField, TextField } from '@/features/public-forms/form-parts';
import { COMPANY_FIELDS, focusSoon, roundId } from '@/features/public-forms/survey-fields';
import { SurveyRoundFieldset } from '@/features/public-forms/survey-round-fieldset';
import { addRound, canAddRound } from '@/features/public-forms/survey-rounds';
import { useSurveyForm } from '@/features/public-forms/use-survey-form';

export function SurveyPage() {
  const { company, setCompany, rounds, setRounds, website, setWebsite, errors, clearError, submitting, handleSubmit } = useSurveyForm();

  function onAddRound() {
    const next = addRound(rounds);
    setRounds(next);
    const added = next[next.length - 1]!;
    if (added !== rounds[rounds.length - 1]) focusSoon(`${roundId(added)}-name`);
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
          <SurveyRoundFieldset key={round.key} rounds={rounds} roundIndex={roundIndex} errors={errors} setRounds={setRounds} clearError={clearError} />
        ))}

        <HoneypotField value={website} onChange={setWebsite} />

        <div className="flex flex-col gap-3 sm:flex-row sm:justify-between">
          <Button variant="outline" disabled={!canAddRound(rounds)} onClick={onAddRound}>
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
