/**
 * What the browser keeps about the signed-in user (spec section 3): `authToken` (the access token)
 * and `user` (JSON `{ user_id, email }`), written on sign-in and refresh and cleared on sign-out;
 * and a read of the session supabase-js persists, so the app knows who is signed in at start
 * (and offline) without loading supabase-js.
 */
import type { Session } from '@supabase/supabase-js';

/** localStorage key of the access token (spec). */
export const AUTH_TOKEN_KEY = 'authToken';
/** localStorage key of the JSON user `{ user_id, email }` (spec). */
export const USER_KEY = 'user';
/** localStorage key under which supabase-js persists the session (its `storageKey`). */
export const SESSION_STORAGE_KEY = 'greenshoe.auth.session';

/** The signed-in user as the app shows it. */
export interface AuthUser {
  id: string;
  email: string | null;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Writes `authToken` and `user` for `session`. */
export function writeLocalEntries(session: Pick<Session, 'access_token' | 'user'>): void {
  const store = storage();
  if (!store) return;
  try {
    store.setItem(AUTH_TOKEN_KEY, session.access_token);
    store.setItem(USER_KEY, JSON.stringify({ user_id: session.user.id, email: session.user.email ?? null }));
  } catch (error) {
    console.error('Could not keep the session on this device', error);
  }
}

/** Removes `authToken` and `user`. */
export function clearLocalEntries(): void {
  const store = storage();
  store?.removeItem(AUTH_TOKEN_KEY);
  store?.removeItem(USER_KEY);
}

/** The `user` entry, or null when absent or malformed. */
export function readStoredUser(): AuthUser | null {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(USER_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null || !('user_id' in value) || typeof value.user_id !== 'string') return null;
    const email = 'email' in value && typeof value.email === 'string' ? value.email : null;
    return { id: value.user_id, email };
  } catch {
    return null;
  }
}

/**
 * The session supabase-js persisted (possibly with an expired access token), or null. supabase-js
 * removes it when the session is definitively over (sign-out, refresh token rejected) and keeps it
 * when a refresh fails for network reasons, so its presence means "still signed in".
 */
export function readPersistedSession(): Session | null {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(SESSION_STORAGE_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const session = value as Partial<Session>;
    if (typeof session.access_token !== 'string' || typeof session.refresh_token !== 'string') return null;
    if (typeof session.user?.id !== 'string') return null;
    return session as Session;
  } catch {
    return null;
  }
}

/** True when the session's access token has expired (or has no expiry recorded). */
export function isExpired(session: Pick<Session, 'expires_at'>, now = Date.now()): boolean {
  return session.expires_at === undefined || session.expires_at * 1000 <= now;
}
