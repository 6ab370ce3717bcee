/**
 * Form state shared by the sign-in, sign-up and new-password forms: values, the spec's validation
 * messages per field (focus moves to the first invalid one), and the auth error. Submission is
 * blocked while an auth error is shown, until the user edits a field (spec section 5).
 */
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { isValid, type CredentialErrors } from '@/features/auth/validate-credentials';

type Field = keyof CredentialErrors;

export function useCredentialsForm<F extends Field>(initial: Record<F, string>, validate: (values: Record<F, string>) => CredentialErrors) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<CredentialErrors>({});
  const [authError, setAuthError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  /** Props for the input of `name`: value, change handler (clears its error and the auth error), error. */
  function field(name: F) {
    return {
      name,
      value: values[name],
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const { value } = event.target;
        setValues((current) => ({ ...current, [name]: value }));
        setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
        setAuthError(null);
      },
    };
  }

  /** The form's submit handler: validates, then runs `action` unless blocked. */
  function submit(action: (values: Record<F, string>) => Promise<void>) {
    return async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (submitting || authError) return;
      const form = event.currentTarget;
      const found = validate(values);
      setErrors(found);
      if (!isValid(found)) {
        form.querySelector<HTMLElement>(`[name="${Object.keys(found)[0]}"]`)?.focus();
        return;
      }
      setSubmitting(true);
      try {
        await action(values);
      } finally {
        setSubmitting(false);
      }
    };
  }

  return { field, submit, authError, setAuthError, submitting, blocked: submitting || authError !== null };
}
