/**
 * /forgot-password: 'Reset Password'. Sends POST /api/forgot-password and then shows the same
 * confirmation whether or not an account exists for the email. Errors per spec section 8.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { ROUTES } from '@/config/routes';
import { AuthCard, FormAlert } from '@/features/auth/auth-card';
import { TextField } from '@/features/auth/text-field';
import { validateEmail } from '@/features/auth/validate-credentials';
import { publicApi, readErrorMessage } from '@/lib/api-client';

export const RESET_SENT_MESSAGE = 'If an account exists with this email, you will receive a password reset link.';
export const RESET_ERROR_MESSAGES = {
  generic: 'An error occurred. Please try again.',
  noResponse: 'No response from server. Please try again later.',
} as const;

/** Asks for a reset link; resolves to null when sent, else the message to show. */
export async function requestPasswordReset(email: string): Promise<string | null> {
  let response: Response;
  try {
    response = await publicApi.api['forgot-password'].$post({ json: { email } });
  } catch {
    return RESET_ERROR_MESSAGES.noResponse;
  }
  // A 404 would say the account does not exist: the answer never reveals that.
  if (response.ok || response.status === 404) return null;
  return (await readErrorMessage(response)) || RESET_ERROR_MESSAGES.generic;
}

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState<string | null>(null);
  const [phase, setPhase] = useState<'form' | 'sending' | 'sent'>('form');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = validateEmail(email);
    setFieldError(invalid);
    if (invalid) return event.currentTarget.querySelector<HTMLElement>('[name="email"]')?.focus();
    setPhase('sending');
    setError(null);
    const failure = await requestPasswordReset(email.trim());
    setError(failure);
    setPhase(failure ? 'form' : 'sent');
  }

  const back = (
    <Link to={ROUTES.signIn} className={buttonVariants({ variant: 'link' })}>
      Back to Sign In
    </Link>
  );

  if (phase === 'sent') {
    return (
      <AuthCard title="Reset Password" footer={back}>
        <p role="status" className="rounded-md border border-border bg-muted p-4 text-center">
          {RESET_SENT_MESSAGE}
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset Password" subtitle="Enter your email and we'll send you a link to set a new password." footer={back}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-3">
        <TextField
          id="forgot-email"
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          error={fieldError}
          onChange={(event) => {
            setEmail(event.target.value);
            setFieldError(undefined);
          }}
        />
        <FormAlert message={error} />
        <Button type="submit" className="w-full" disabled={phase === 'sending'}>
          {phase === 'sending' ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>
    </AuthCard>
  );
}
