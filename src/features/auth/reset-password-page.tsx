/**
 * /reset-password (guarded): the set-new-password form a reset link leads to. The new password
 * follows the sign-up rules, is typed twice, and is saved through updateUser; then /profile.
 */
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ROUTES } from '@/config/routes';
import { getAuthClient } from '@/lib/auth/auth-session';
import { setRecovery } from '@/lib/auth/auth-store';
import { AuthCard, FormAlert } from '@/features/auth/auth-card';
import { AUTH_MESSAGES, newPasswordErrorMessage } from '@/features/auth/auth-error-messages';
import { PasswordField } from '@/features/auth/text-field';
import { useCredentialsForm } from '@/features/auth/use-credentials-form';
import { PASSWORD_HINT, validateNewPassword } from '@/features/auth/validate-credentials';

export const PASSWORD_UPDATED_MESSAGE = 'Your password has been updated.';

export function ResetPasswordPage() {
  const navigate = useNavigate();
  const form = useCredentialsForm({ password: '', confirm: '' }, validateNewPassword);
  const { setAuthError } = form;

  const onSubmit = form.submit(async ({ password }) => {
    try {
      const supabase = await getAuthClient();
      const { error } = await supabase.auth.updateUser({ password });
      if (error) return setAuthError(newPasswordErrorMessage(error));
      setRecovery(false);
      toast.success(PASSWORD_UPDATED_MESSAGE);
      void navigate(ROUTES.profile, { replace: true });
    } catch (failure) {
      console.error('Updating the password failed', failure);
      setAuthError(AUTH_MESSAGES.signInFailed);
    }
  });

  return (
    <AuthCard title="Set a new password" subtitle="Choose the password you will sign in with from now on.">
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-3">
        <PasswordField id="new-password" label="New password" autoComplete="new-password" hint={PASSWORD_HINT} {...form.field('password')} />
        <PasswordField id="confirm-password" label="Confirm new password" autoComplete="new-password" {...form.field('confirm')} />
        <FormAlert message={form.authError} />
        <Button type="submit" className="w-full" disabled={form.blocked}>
          {form.submitting ? 'Saving...' : 'Save New Password'}
        </Button>
      </form>
    </AuthCard>
  );
}

