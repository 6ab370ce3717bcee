/**
 * The bridge between supabase-js and the auth store: loads the client on demand (auth pages,
 * guarded routes, or after first paint for a signed-in user), follows its session events
 * (INITIAL_SESSION, SIGNED_IN, SIGNED_OUT, TOKEN_REFRESHED, USER_UPDATED, PASSWORD_RECOVERY), and
 * offers the token, refresh and sign-out calls the rest of the app uses.
 *
 * Offline honour: only a definitive end (SIGNED_OUT: sign-out, or a refresh token the server
 * rejected) signs the user out. A refresh that fails for network reasons leaves supabase-js's
 * persisted session in place, and the user stays signed in from it until a refresh succeeds.
 */
import type { AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js';
import { applyPersistedSession, applySession, applySignedOut, setRecovery, useAuth } from '@/lib/auth/auth-store';
import { ensureAppUser } from '@/lib/auth/first-sign-in';

/** How long a page waits for the first session check before trusting the persisted session, in ms. */
export const SESSION_CHECK_TIMEOUT_MS = 5000;

/** Applies one supabase-js auth event to the store (exported for tests). */
export function handleAuthEvent(event: AuthChangeEvent, session: Session | null): void {
  if (event === 'SIGNED_OUT') return applySignedOut();
  if (event === 'PASSWORD_RECOVERY') setRecovery(true);
  if (!session) return applyPersistedSession();
  applySession(session);
  // Outside the callback: supabase-js holds its lock while subscribers run.
  if (event === 'SIGNED_IN') setTimeout(() => void ensureAppUser(session), 0);
}

function settleIfStillLoading(): void {
  if (useAuth.getState().status === 'loading') applyPersistedSession();
}

let client: Promise<SupabaseClient> | undefined;

/** The supabase-js client, loaded once and wired to the auth store. */
export function getAuthClient(): Promise<SupabaseClient> {
  client ??= (async () => {
    const { getSupabase } = await import('@/lib/supabase');
    const supabase = await getSupabase();
    supabase.auth.onAuthStateChange(handleAuthEvent);
    // Back online: let supabase-js refresh an expired token now rather than at its next tick.
    window.addEventListener('online', () => void supabase.auth.getSession());
    setTimeout(settleIfStillLoading, SESSION_CHECK_TIMEOUT_MS);
    return supabase;
  })().catch((error: unknown) => {
    client = undefined;
    settleIfStillLoading();
    throw error;
  });
  return client;
}

/** Starts the session machinery without waiting; failures are logged. */
export function startAuth(): void {
  getAuthClient().catch((error: unknown) => console.error('Loading sign-in failed', error));
}

/**
 * The current access token, refreshed first when it has expired; null when signed out, or when an
 * expired token cannot be refreshed now (offline). Never loads supabase-js for a visitor.
 */
export async function getAccessToken(): Promise<string | null> {
  if (useAuth.getState().status === 'anonymous') return null;
  const supabase = await getAuthClient();
  const { data, error } = await supabase.auth.getSession();
  if (error) console.warn('No usable access token', error);
  return data.session?.access_token ?? null;
}

/** Refreshes the session now (after a 401); the new access token, or null when that failed. */
export async function refreshAccessToken(): Promise<string | null> {
  if (useAuth.getState().status === 'anonymous') return null;
  const supabase = await getAuthClient();
  const { data, error } = await supabase.auth.refreshSession();
  if (error) {
    console.warn('Refreshing the session failed', error);
    return null;
  }
  return data.session?.access_token ?? null;
}

/**
 * Signs out: the session ends on the server and on this device, and the local entries are
 * cleared. On failure (offline: at once) the error is logged and nothing changes; returns false.
 */
export async function signOut(): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    console.error('Sign-out failed: this device is offline');
    return false;
  }
  try {
    const supabase = await getAuthClient();
    const { error } = await supabase.auth.signOut();
    if (error) throw error;
  } catch (error) {
    console.error('Sign-out failed', error);
    return false;
  }
  applySignedOut();
  return true;
}
