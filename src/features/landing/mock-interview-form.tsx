/**
 * The mock-interview tab's inline setup form: job category, company, stage, industry group, office
 * location and a duration of 15 to 60 minutes (LANDING_DURATIONS_MINUTES). Validates on submit
 * with the setup page's messages beside each field; a valid setup goes to /interview in
 * navigation state, as the setup page does.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { JOB_CATEGORIES, LANDING_DURATIONS_MINUTES, OFFICE_LOCATIONS, SETUP_INDUSTRY_GROUPS, STAGES } from '@content/options';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/input';
import { ROUTES } from '@/config/routes';
import {
  validateLandingSetup,
  type LandingSetupErrors,
  type LandingSetupField,
} from '@/features/landing/validate-landing-setup';

const JOB_LABELS: Record<(typeof JOB_CATEGORIES)[number], string> = { InvestmentBanking: 'Investment Banking' };
const STAGE_LABELS: Record<(typeof STAGES)[number], string> = {
  HireVue: 'HireVue',
  'first round': 'First round',
  'second round': 'Second round',
  superday: 'Superday',
};

interface ControlProps {
  id: string;
  name: LandingSetupField;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  className: string;
}

function Field({
  name,
  label,
  error,
  children,
}: {
  name: LandingSetupField;
  label: string;
  error?: string;
  children: (props: ControlProps) => ReactNode;
}) {
  const id = `landing-setup-${name}`;
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children({ id, name, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined, className: inputClass })}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

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

export function MockInterviewForm() {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<LandingSetupErrors>({});

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const result = validateLandingSetup(Object.fromEntries(new FormData(form)));
    if (result.ok) {
      navigate(ROUTES.interview, { state: { setup: result.setup } });
      return;
    }
    setErrors(result.errors);
    const first = Object.keys(result.errors)[0];
    form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  function clearError(field: string) {
    setErrors((current) => (field in current ? { ...current, [field]: undefined } : current));
  }

  return (
    <form
      noValidate
      aria-label="Set up a mock interview"
      onSubmit={handleSubmit}
      onChange={(event) => clearError((event.target as Partial<HTMLInputElement>).name ?? '')}
      className="mt-5 grid gap-4 sm:grid-cols-2"
    >
      <Field name="jobCategory" label="Job category" error={errors.jobCategory}>
        {(props) => (
          <select {...props} defaultValue="">
            <Options placeholder="Select a job category" options={JOB_CATEGORIES.map((value) => ({ value, label: JOB_LABELS[value] }))} />
          </select>
        )}
      </Field>
      <Field name="company" label="Company" error={errors.company}>
        {(props) => <input {...props} type="text" autoComplete="organization" placeholder="e.g. Goldman Sachs" />}
      </Field>
      <Field name="stage" label="Interview stage" error={errors.stage}>
        {(props) => (
          <select {...props} defaultValue="">
            <Options placeholder="Select a stage" options={STAGES.map((value) => ({ value, label: STAGE_LABELS[value] }))} />
          </select>
        )}
      </Field>
      <Field name="industry" label="Industry group" error={errors.industry}>
        {(props) => (
          <select {...props} defaultValue="">
            <Options placeholder="Select an industry group" options={SETUP_INDUSTRY_GROUPS.map((value) => ({ value, label: value }))} />
          </select>
        )}
      </Field>
      <Field name="location" label="Office location" error={errors.location}>
        {(props) => <input {...props} type="text" list="landing-office-locations" placeholder="e.g. New York" />}
      </Field>
      <datalist id="landing-office-locations">
        {OFFICE_LOCATIONS.map((location) => (
          <option key={location} value={location} />
        ))}
      </datalist>
      <Field name="duration" label="Duration" error={errors.duration}>
        {(props) => (
          <select {...props} defaultValue="">
            <Options
              placeholder="Select a duration"
              options={LANDING_DURATIONS_MINUTES.map((minutes) => ({ value: String(minutes), label: `${minutes} minutes` }))}
            />
          </select>
        )}
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" className="w-full sm:w-auto">
          Start Interview
        </Button>
      </div>
    </form>
  );
}
