/**
 * /auth/redirect, where email confirmation, password-reset and Google sign-in links return
 * (spec section 4): 'Authenticating...' throughout. Sets the session from the URL fragment when
 * both tokens are there (and cleans the fragment), waits 150 ms, reads the session, ensures the app user (and default
 * modules when new), and goes to /profile, or to the set-new-password form
 * after a reset link. Failures are logged and the page stays; a link back to sign-in is offered.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { ROUTES } from '@/config/routes';
import { getAuthClient } from '@/lib/auth/auth-session';
import { setRecovery } from '@/lib/auth/auth-store';
import { ensureAppUser } from '@/lib/auth/first-sign-in';

/** Wait between setting the session and reading it back, in milliseconds (spec section 9). */
export const AUTH_REDIRECT_WAIT_MS = 150;

/** Where the page goes once signed in: the fragment's `type` says whether it was a reset link. */
export function redirectTarget(fragment: URLSearchParams): string {
  return fragment.get('type') === 'recovery' ? ROUTES.resetPassword : ROUTES.profile;
}

async function completeSignIn(fragment: URLSearchParams): Promise<string | null> {
  const failure = fragment.get('error_description') ?? fragment.get('error');
  if (failure) throw new Error(`The sign-in link was refused: ${failure}`);
  const supabase = await getAuthClient();
  const accessToken = fragment.get('access_token');
  const refreshToken = fragment.get('refresh_token');
  if (accessToken && refreshToken) {
    const { error } = await supabase.auth.setSession({ access_token: accessToken, refresh_token: refreshToken });
    if (error) console.error('Setting the session from the link failed', error);
  }
  await new Promise((resolve) => setTimeout(resolve, AUTH_REDIRECT_WAIT_MS));
  const { data, error } = await supabase.auth.getSession();
  if (error) throw error;
  if (!data.session?.user) return null;
  await ensureAppUser(data.session);
  return redirectTarget(fragment);
}

export function AuthRedirectPage() {
  const navigate = useNavigate();
  const started = useRef(false);
  const [stuck, setStuck] = useState(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const fragment = new URLSearchParams(window.location.hash.slice(1));
    // Clean the fragment at once: its tokens should not linger in the address bar or history.
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    completeSignIn(fragment)
      .then((target) => {
        if (!target) {
          console.error('Auth redirect: no signed-in user after the link');
          return setStuck(true);
        }
        if (target === ROUTES.resetPassword) setRecovery(true);
        void navigate(target, { replace: true });
      })
      .catch((error: unknown) => {
        console.error('Auth redirect failed', error);
        setStuck(true);
      });
  }, [navigate]);

  return (
    <section className="space-y-4 py-16 text-center">
      <div role="status" aria-live="polite">
        <h1 className="text-xl font-semibold">Authenticating...</h1>
      </div>
      {stuck && (
        <Link to={ROUTES.signIn} className={buttonVariants({ variant: 'link' })}>
          Back to Sign In
        </Link>
      )}
    </section>
  );
}
