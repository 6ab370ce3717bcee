/**
 * Google sign-in (spec section 6): OAuth through the Supabase project, scopes email and profile,
 * offline access and a consent prompt, returning to /auth/redirect. Only in Supabase mode: the
 * embedded auth has no Google provider.
 */
import type { SignInWithOAuthCredentials, SupabaseClient } from '@supabase/supabase-js';

/** The signInWithOAuth credentials for Google, returning to `origin`/auth/redirect. */
export function googleSignInCredentials(origin: string, skipBrowserRedirect = false): SignInWithOAuthCredentials {
  return {
    provider: 'google',
    options: {
      redirectTo: `${origin}/auth/redirect`,
      scopes: 'email profile',
      queryParams: { access_type: 'offline', prompt: 'consent' },
      skipBrowserRedirect,
    },
  };
}

/**
 * Starts Google sign-in: the browser leaves for Google unless `skipBrowserRedirect`.
 * Resolves to the authorize URL; rejects with the provider's error.
 */
export async function signInWithGoogle(supabase: SupabaseClient, origin: string, skipBrowserRedirect = false): Promise<string> {
  const { data, error } = await supabase.auth.signInWithOAuth(googleSignInCredentials(origin, skipBrowserRedirect));
  if (error) throw error;
  return data.url;
}
