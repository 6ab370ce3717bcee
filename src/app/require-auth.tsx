/**
 * The sign-in guard (spec section 2): waits while the session is being checked, renders its
 * children for a signed-in user (also offline from the stored session, expired token or not), and
 * sends anyone else to /signin with the page they asked for, so sign-in returns them there.
 */
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { ROUTES } from '@/config/routes';
import { startAuth } from '@/lib/auth/auth-session';
import { useAuth } from '@/lib/auth/auth-store';
import type { SignInLocationState } from '@/lib/auth/return-target';

export function RequireAuth({ children }: { children: ReactNode }) {
  const status = useAuth((state) => state.status);
  const location = useLocation();

  useEffect(startAuth, []);

  if (status === 'loading') {
    return (
      <p role="status" aria-live="polite" className="p-6 text-center text-muted-foreground">
        Checking your session...
      </p>
    );
  }
  if (status === 'anonymous') {
    const state: SignInLocationState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={ROUTES.signIn} replace state={state} />;
  }
  return children;
}
