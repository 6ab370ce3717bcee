/**
 * /verify?token=: confirms an account through GET /api/verify. No token is an error at once;
 * otherwise 'Verifying your account...', then success (and on to /signin) or failure.
 */
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { ROUTES } from '@/config/routes';
import { AuthCard } from '@/features/auth/auth-card';
import { publicApi } from '@/lib/api-client';

/** How long the success message shows before the page moves on to /signin, in milliseconds. */
export const VERIFIED_REDIRECT_DELAY_MS = 3000;

// One request per token and page load (a verification link works once; React may mount twice).
const requests = new Map<string, Promise<boolean>>();

function verify(token: string): Promise<boolean> {
  let request = requests.get(token);
  if (!request) {
    request = publicApi.api.verify
      .$get({ query: { token } })
      .then((response) => response.ok)
      .catch((error: unknown) => {
        console.error('Verification request failed', error);
        return false;
      });
    requests.set(token, request);
  }
  return request;
}

export function VerifyPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<'verifying' | 'success' | 'error'>(token ? 'verifying' : 'error');

  useEffect(() => {
    if (!token) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void verify(token).then((ok) => {
      if (!live) return;
      setOutcome(ok ? 'success' : 'error');
      if (ok) timer = setTimeout(() => void navigate(ROUTES.signIn), VERIFIED_REDIRECT_DELAY_MS);
    });
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [token, navigate]);

  const goToLogin = (
    <Link to={ROUTES.signIn} className={buttonVariants({ className: 'w-full' })}>
      Go to Login
    </Link>
  );

  return (
    <div aria-live="polite">
      {!token || outcome === 'error' ? (
        <AuthCard title="Verification Failed">
          <p className="text-center text-muted-foreground">We couldn&apos;t verify your account. The link may be invalid or expired.</p>
          {goToLogin}
        </AuthCard>
      ) : outcome === 'verifying' ? (
        <AuthCard title="Verifying your account...">
          <p role="status" className="text-center text-muted-foreground">
            This takes a moment.
          </p>
        </AuthCard>
      ) : (
        <AuthCard title="Account Verified!">
          <p className="text-center text-muted-foreground">Your account has been successfully verified. You can now log in.</p>
          {goToLogin}
        </AuthCard>
      )}
    </div>
  );
}
