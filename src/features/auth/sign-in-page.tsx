/**
 * /signin: welcome back; email and password (show/hide), or Google. Success goes back to the page
 * the guard sent the user from, else /profile. Messages per spec sections 5 and 8.
 */
import { useEffect } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ROUTES } from '@/config/routes';
import { getAuthClient, startAuth } from '@/lib/auth/auth-session';
import { useAuth } from '@/lib/auth/auth-store';
import { returnTarget } from '@/lib/auth/return-target';
import { AuthCard, FormAlert } from '@/features/auth/auth-card';
import { AUTH_MESSAGES, signInErrorMessage } from '@/features/auth/auth-error-messages';
import { GoogleSignIn } from '@/features/auth/google-sign-in';
import { PasswordField, TextField } from '@/features/auth/text-field';
import { useCredentialsForm } from '@/features/auth/use-credentials-form';
import { validateSignIn } from '@/features/auth/validate-credentials';

export function SignInPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const status = useAuth((state) => state.status);
  const target = returnTarget(location.state, ROUTES.profile);
  const form = useCredentialsForm({ email: '', password: '' }, validateSignIn);
  const { setAuthError } = form;

  useEffect(startAuth, []);

  if (status === 'authenticated' && !form.submitting) return <Navigate to={target} replace />;

  const onSubmit = form.submit(async ({ email, password }) => {
    try {
      const supabase = await getAuthClient();
      const { data, error } = await supabase.auth.signInWithPassword({ email: email.trim(), password });
      if (error) return setAuthError(signInErrorMessage(error));
      if (!data.session) return setAuthError(AUTH_MESSAGES.noSession);
      void navigate(target, { replace: true });
    } catch (failure) {
      console.error('Sign-in failed', failure);
      setAuthError(AUTH_MESSAGES.signInFailed);
      toast.error('Authentication failed', { description: 'Please check your credentials and try again.' });
    }
  });

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Sign in to save interviews and track your progress"
      footer={
        <p>
          Don&apos;t have an account?{' '}
          <Link to={ROUTES.signUp} className="font-medium text-brand underline-offset-4 hover:underline">
            Sign up
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-3">
        <TextField id="signin-email" label="Email" type="email" autoComplete="email" inputMode="email" {...form.field('email')} />
        <PasswordField id="signin-password" label="Password" autoComplete="current-password" {...form.field('password')} />
        <div className="-mt-2 text-right text-sm">
          <Link to={ROUTES.forgotPassword} className="text-brand underline-offset-4 hover:underline">
            Forgot password?
          </Link>
        </div>
        <FormAlert message={form.authError} />
        <Button type="submit" className="w-full" disabled={form.blocked}>
          {form.submitting ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      <GoogleSignIn />
    </AuthCard>
  );
}
