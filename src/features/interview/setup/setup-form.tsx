/**
 * The mock-interview setup form: job category, company, stage, industry group, office location
 * (free text with OFFICE_LOCATIONS suggested) and duration. Validates on submit with the spec's
 * messages beside each field and hands a valid setup to `onSubmit`.
 */
import { useState, type FormEvent } from 'react';
import type { InterviewSetup } from '@core/contract/interview';
import { SETUP_DURATIONS_MINUTES } from '@content/options';
import { focusFirstInvalid, InterviewSetupFields } from '@/components/interview-setup-fields';
import { Button } from '@/components/ui/button';
import { validateSetup, type SetupErrors, type SetupField } from '@/features/interview/setup/validate-setup';

export function SetupForm({ onSubmit }: { onSubmit: (setup: InterviewSetup) => void }) {
  const [errors, setErrors] = useState<SetupErrors>({});

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const result = validateSetup(Object.fromEntries(new FormData(form)));
    if (result.ok) return onSubmit(result.setup);
    setErrors(result.errors);
    focusFirstInvalid(form, result.errors);
  }

  function clearError(field: string) {
    setErrors((current) => (field in current ? { ...current, [field as SetupField]: undefined } : current));
  }

  return (
    <form noValidate onSubmit={handleSubmit} onChange={(event) => clearError((event.target as Partial<HTMLInputElement>).name ?? '')} className="space-y-4">
      <InterviewSetupFields errors={errors} durations={SETUP_DURATIONS_MINUTES} idPrefix="setup-" locationsListId="office-locations" />
      <Button type="submit" size="lg" className="w-full sm:w-auto">
        Start Interview
      </Button>
    </form>
  );
}
