/**
 * "Continue with Google": OAuth through the Supabase project (spec section 6), after an "or"
 * divider. Shown only when the runtime configuration offers Google (Supabase mode with the provider
 * enabled); otherwise nothing is rendered.
 */
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { useRuntimeConfig } from '@/config/runtime';
import { getAuthClient } from '@/lib/auth/auth-session';
import { signInWithGoogle } from '@/lib/auth/google';
import { AUTH_MESSAGES } from '@/features/auth/auth-error-messages';

function GoogleIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4">
      <path fill="#EA4335" d="M12 10.2v3.9h5.4c-.2 1.3-1.6 3.8-5.4 3.8-3.2 0-5.9-2.7-5.9-6s2.7-6 5.9-6c1.9 0 3.1.8 3.8 1.5l2.6-2.5C16.8 3.3 14.6 2.3 12 2.3 6.6 2.3 2.3 6.6 2.3 12s4.3 9.7 9.7 9.7c5.6 0 9.3-3.9 9.3-9.5 0-.6-.1-1.1-.2-1.6H12z" />
    </svg>
  );
}

export function GoogleSignIn() {
  const config = useRuntimeConfig();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const available = config?.auth.googleEnabled === true;

  async function start() {
    setBusy(true);
    setError(null);
    try {
      await signInWithGoogle(await getAuthClient(), window.location.origin);
    } catch (failure) {
      console.error('Google sign-in failed', failure);
      setError(failure instanceof Error && failure.message ? failure.message : AUTH_MESSAGES.googleFailed);
      toast.error('Authentication failed', { description: AUTH_MESSAGES.googleFailed });
      setBusy(false);
    }
  }

  if (!available) return null;
  return (
    <div className="space-y-2">
      <div className="flex items-center gap-3 text-sm text-muted-foreground" aria-hidden="true">
        <span className="h-px flex-1 bg-border" /> or <span className="h-px flex-1 bg-border" />
      </div>
      <Button variant="outline" className="w-full" onClick={() => void start()} disabled={busy}>
        <GoogleIcon />
        Continue with Google
      </Button>
      <div aria-live="assertive">
        {error && (
          <p role="alert" className="text-center text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
