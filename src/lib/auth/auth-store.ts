/**
 * The auth store (zustand): `useAuth()` → { status, user, session, recovery }. It starts from the
 * session supabase-js persisted in localStorage, without loading supabase-js, so `/` stays light
 * and a signed-in student who opens the app offline (even with an expired access token) is
 * signed in at once. auth-session.ts feeds it from supabase-js's events after that.
 */
import type { Session } from '@supabase/supabase-js';
import { create } from 'zustand';
import {
  clearLocalEntries,
  isExpired,
  readPersistedSession,
  SESSION_STORAGE_KEY,
  writeLocalEntries,
  type AuthUser,
} from '@/lib/auth/local-entries';

export type { AuthUser } from '@/lib/auth/local-entries';

/** 'loading' until the session is known; then signed in or not. */
export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

export interface AuthState {
  status: AuthStatus;
  /** The signed-in user; null unless `status` is 'authenticated'. */
  user: AuthUser | null;
  /** The current session (its access token may have expired while offline). */
  session: Session | null;
  /** True after a password-reset link signed the user in (PASSWORD_RECOVERY). */
  recovery: boolean;
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function toUser(session: Session): AuthUser {
  return { id: session.user.id, email: session.user.email ?? null };
}

const ANONYMOUS: AuthState = { status: 'anonymous', user: null, session: null, recovery: false };

/**
 * The state a page load starts in: signed in from a persisted session whose token is still valid
 * (or expired while offline: the student stays in the app until a refresh can say otherwise);
 * 'loading' when the token expired and the device is online (a refresh decides); else anonymous.
 */
export function initialAuthState(): AuthState {
  const session = readPersistedSession();
  if (!session) return ANONYMOUS;
  if (isExpired(session) && !isOffline()) return { status: 'loading', user: null, session: null, recovery: false };
  return { status: 'authenticated', user: toUser(session), session, recovery: false };
}

/** The auth store; `useAuth()` in components, `useAuth.getState()` elsewhere. */
export const useAuth = create<AuthState>()(initialAuthState);

/** Records a live session: signed in, `authToken` and `user` written. */
export function applySession(session: Session): void {
  writeLocalEntries(session);
  const { user } = useAuth.getState();
  const next = toUser(session);
  useAuth.setState({
    status: 'authenticated',
    session,
    user: user?.id === next.id && user.email === next.email ? user : next,
  });
}

/** Records a definitive sign-out: anonymous, `authToken` and `user` cleared. */
export function applySignedOut(): void {
  clearLocalEntries();
  useAuth.setState(ANONYMOUS);
}

/**
 * Settles the state from what supabase-js kept: its persisted session means still signed in (a
 * refresh that failed for network reasons keeps it), its absence means signed out.
 */
export function applyPersistedSession(): void {
  const session = readPersistedSession();
  if (session) applySession(session);
  else applySignedOut();
}

/** Marks (or clears) the password-recovery sign-in. */
export function setRecovery(recovery: boolean): void {
  useAuth.setState({ recovery });
}

// Another tab signed in or out: follow it, even before supabase-js is loaded here.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== SESSION_STORAGE_KEY) return;
    if (event.newValue !== null) applyPersistedSession();
    else if (useAuth.getState().status !== 'anonymous') applySignedOut();
  });
}
