/**
 * The session check of Supabase mode (SUPABASE_SESSION_CHECK=on): besides the token's signature and
 * expiry, every signed-in /api request asks the project whether the token's session still exists,
 * through supabase-js `auth.getUser(token)` (GET /auth/v1/user, which Supabase refuses after a
 * sign-out, a password change in another session, a refresh-token reuse or the user's deletion).
 * Live answers are cached per token for LIVE_SESSION_CACHE_MS; a refused token, or a project that
 * cannot answer, ends in 401 like any invalid token.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { createLiveSessions } from './live-sessions';
import { serverSupabaseClient } from './supabase-client';
import { claimsVerifier, type ClaimsVerifier } from './token-verifier';

export interface SupabaseSessionCheckOptions {
  supabaseUrl: string;
  anonKey: string;
  /** How long a live answer is trusted, in ms (default LIVE_SESSION_CACHE_MS). */
  cacheMs?: number;
  fetch?: typeof globalThis.fetch;
}

/** `tokens` with the session check added: verify() and verifyClaims() reject once Supabase refuses the token. */
export function withSupabaseSessionCheck(tokens: ClaimsVerifier, options: SupabaseSessionCheckOptions): ClaimsVerifier {
  let supabase: Promise<SupabaseClient> | undefined;
  const client = () => (supabase ??= serverSupabaseClient(options));
  const sessions = createLiveSessions(async (token) => !(await (await client()).auth.getUser(token)).error, options.cacheMs);
  return claimsVerifier(async (token) => {
    const claims = await tokens.verifyClaims(token);
    if (!(await sessions.isAlive(token))) throw new Error('the Supabase session has ended');
    return claims;
  });
}
