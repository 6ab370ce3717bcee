/**
 * The survey form's state and submission: company values, draft rounds, the honeypot, errors and
 * the submitting flag (always cleared). Submit checks everything first (the first invalid field
 * is focused); on success it replaces the page by / with the thank-you toast, or the offline
 * notice when the survey waits in the outbox; a failure toasts the error and keeps the form.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { PUBLIC_FORM_MESSAGES as M } from '@core/contract/public-form-messages';
import { ROUTES } from '@/config/routes';
import { toast } from '@/lib/toast';
import { submitSurvey } from '@/offline/public-forms';
import { elementIdOf, validateSurvey, type CompanyValues, type SurveyErrors } from '@/features/public-forms/survey-fields';
import { initialRounds, toSurveyRounds, type DraftRound } from '@/features/public-forms/survey-rounds';
import { submitErrorText } from '@/features/public-forms/submit-error';

export function useSurveyForm() {
  const navigate = useNavigate();
  const [company, setCompany] = useState<CompanyValues>({ name: '', industry: '', office: '' });
  const [rounds, setRounds] = useState<DraftRound[]>(initialRounds);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<SurveyErrors>({});
  const [submitting, setSubmitting] = useState(false);

  /** Hides the error of field `key` (after the user changed it). */
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
      void navigate(ROUTES.home, { replace: true });
      if (queued) toast(M.queuedOffline);
      else toast.success(M.surveySuccess);
    } catch (error) {
      console.error('Survey submission failed', error);
      toast.error(M.waitlistErrorTitle, { description: submitErrorText(error, M.waitlistError) });
    } finally {
      setSubmitting(false);
    }
  }

  return { company, setCompany, rounds, setRounds, website, setWebsite, errors, clearError, submitting, handleSubmit };
}
