/**
 * The mock-interview tab's inline setup form: job category, company, stage, industry group, office
 * location and a duration of 15 to 60 minutes (LANDING_DURATIONS_MINUTES). Validates on submit
 * with the setup page's messages beside each field; a valid setup goes to /interview in
 * navigation state, as the setup page does.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { LANDING_DURATIONS_MINUTES } from '@content/options';
import { focusFirstInvalid, InterviewSetupFields } from '@/components/interview-setup-fields';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/input';
import { ROUTES } from '@/config/routes';
import { validateLandingSetup, type LandingSetupErrors } from '@/features/landing/validate-landing-setup';

export function MockInterviewForm() {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<LandingSetupErrors>({});

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const result = validateLandingSetup(Object.fromEntries(new FormData(form)));
    if (result.ok) {
      void navigate(ROUTES.interview, { state: { setup: result.setup } });
      return;
    }
    setErrors(result.errors);
    focusFirstInvalid(form, result.errors);
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
      <InterviewSetupFields
        errors={errors}
        durations={LANDING_DURATIONS_MINUTES}
        idPrefix="landing-setup-"
        locationsListId="landing-office-locations"
        controlClassName={inputClass}
      />
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" className="w-full sm:w-auto">
          Start Interview
        </Button>
      </div>
    </form>
  );
}
