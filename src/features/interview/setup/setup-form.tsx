/**
 * The mock-interview setup form: job category, company, stage, industry group, office location
 * (free text with OFFICE_LOCATIONS suggested) and duration. Validates on submit with the spec's
 * messages beside each field and hands a valid setup to `onSubmit`.
 */
import { useState, type FormEvent } from 'react';
import type { InterviewSetup } from '@core/contract/interview';
import { JOB_CATEGORIES, OFFICE_LOCATIONS, SETUP_DURATIONS_MINUTES, SETUP_INDUSTRY_GROUPS, STAGES } from '@content/options';
import { Button } from '@/components/ui/button';
import { FormField } from '@/features/interview/setup/form-field';
import { validateSetup, type SetupErrors, type SetupField } from '@/features/interview/setup/validate-setup';

const JOB_LABELS: Record<(typeof JOB_CATEGORIES)[number], string> = { InvestmentBanking: 'Investment Banking' };
const STAGE_LABELS: Record<(typeof STAGES)[number], string> = {
  HireVue: 'HireVue',
  'first round': 'First round',
  'second round': 'Second round',
  superday: 'Superday',
};

function Options({ placeholder, options }: { placeholder: string; options: { value: string; label: string }[] }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {options.map(({ value, label }) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </>
  );
}

export function SetupForm({ onSubmit }: { onSubmit: (setup: InterviewSetup) => void }) {
  const [errors, setErrors] = useState<SetupErrors>({});

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const result = validateSetup(Object.fromEntries(new FormData(form)));
    if (result.ok) return onSubmit(result.setup);
    setErrors(result.errors);
    const first = Object.keys(result.errors)[0];
    form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  function clearError(field: string) {
    setErrors((current) => (field in current ? { ...current, [field as SetupField]: undefined } : current));
  }

  return (
    <form noValidate onSubmit={handleSubmit} onChange={(event) => clearError((event.target as Partial<HTMLInputElement>).name ?? '')} className="space-y-4">
      <FormField name="jobCategory" label="Job category" error={errors.jobCategory}>
        {(props) => (
          <select {...props} defaultValue="">
            <Options placeholder="Select a job category" options={JOB_CATEGORIES.map((value) => ({ value, label: JOB_LABELS[value] }))} />
          </select>
        )}
      </FormField>
      <FormField name="company" label="Company" error={errors.company}>
        {(props) => <input {...props} type="text" autoComplete="organization" placeholder="e.g. Goldman Sachs" />}
      </FormField>
      <FormField name="stage" label="Interview stage" error={errors.stage}>
        {(props) => (
          <select {...props} defaultValue="">
            <Options placeholder="Select a stage" options={STAGES.map((value) => ({ value, label: STAGE_LABELS[value] }))} />
          </select>
        )}
      </FormField>
      <FormField name="industry" label="Industry group" error={errors.industry}>
        {(props) => (
          <select {...props} defaultValue="">
            <Options placeholder="Select an industry group" options={SETUP_INDUSTRY_GROUPS.map((value) => ({ value, label: value }))} />
          </select>
        )}
      </FormField>
      <FormField name="location" label="Office location" error={errors.location}>
        {(props) => <input {...props} type="text" list="office-locations" placeholder="e.g. New York" />}
      </FormField>
      <datalist id="office-locations">
        {OFFICE_LOCATIONS.map((location) => (
          <option key={location} value={location} />
        ))}
      </datalist>
      <FormField name="duration" label="Duration" error={errors.duration}>
        {(props) => (
          <select {...props} defaultValue="">
            <Options
              placeholder="Select a duration"
              options={SETUP_DURATIONS_MINUTES.map((minutes) => ({ value: String(minutes), label: `${minutes} minutes` }))}
            />
          </select>
        )}
      </FormField>
      <Button type="submit" size="lg" className="w-full sm:w-auto">
        Start Interview
      </Button>
    </form>
  );
}
