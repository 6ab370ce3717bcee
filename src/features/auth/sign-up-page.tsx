/**
 * /signup: create an account with email and a password that meets the rules. Success shows the
 * toast 'Check your email!' and goes to / (the account is confirmed through an emailed link that
 * returns to /auth/redirect). Messages per spec sections 5 and 8.
 */
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ROUTES } from '@/config/routes';
import { getAuthClient, startAuth } from '@/lib/auth/auth-session';
import { AuthCard, FormAlert } from '@/features/auth/auth-card';
import { AUTH_MESSAGES, isObfuscatedExistingUser, signUpErrorMessage } from '@/features/auth/auth-error-messages';
import { PasswordField, TextField } from '@/features/auth/text-field';
import { useCredentialsForm } from '@/features/auth/use-credentials-form';
import { PASSWORD_HINT, validateSignUp } from '@/features/auth/validate-credentials';

export function SignUpPage() {
  const navigate = useNavigate();
  const form = useCredentialsForm({ email: '', password: '' }, validateSignUp);
  const { setAuthError } = form;

  useEffect(startAuth, []);

  const onSubmit = form.submit(async ({ email, password }) => {
    try {
      const supabase = await getAuthClient();
      const { data, error } = await supabase.auth.signUp({
        email: email.trim(),
        password,
        options: { emailRedirectTo: `${window.location.origin}${ROUTES.authRedirect}` },
      });
      if (error) return setAuthError(signUpErrorMessage(error));
      if (isObfuscatedExistingUser(data.user)) return setAuthError(AUTH_MESSAGES.alreadyRegistered);
      if (data.session) {
        toast.success('Welcome to Greenshoe!');
        return navigate(ROUTES.profile, { replace: true });
      }
      toast.success('Check your email!', { description: 'Open the link we sent you to confirm your account.' });
      void navigate(ROUTES.home);
    } catch (failure) {
      console.error('Sign-up failed', failure);
      setAuthError(AUTH_MESSAGES.signUpFailed);
    }
  });

  return (
    <AuthCard
      title="Create your account"
      subtitle="Save your interviews and track your progress, free"
      footer={
        <p>
          Already have an account?{' '}
          <Link to={ROUTES.signIn} className="font-medium text-brand underline-offset-4 hover:underline">
            Sign in
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-3">
        <TextField id="signup-email" label="Email" type="email" autoComplete="email" inputMode="email" {...form.field('email')} />
        <PasswordField id="signup-password" label="Password" autoComplete="new-password" hint={PASSWORD_HINT} {...form.field('password')} />
        <FormAlert message={form.authError} />
        <Button type="submit" className="w-full" disabled={form.blocked}>
          {form.submitting ? 'Creating account...' : 'Sign Up'}
        </Button>
      </form>
    </AuthCard>
  );
}
