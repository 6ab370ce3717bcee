/**
 * The one supabase-js client, used for every auth action in both modes: pointed at this origin
 * (the API's embedded `/auth/v1`) or at the Supabase project named by GET /api/config.
 * Load it with a dynamic import (`await import('@/lib/supabase')`): supabase-js stays out of the
 * start-up bundle and reaches only visitors of auth pages and signed-in users.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { getRuntimeConfig, type AuthRuntimeConfig } from '@/config/runtime';
import { SESSION_STORAGE_KEY } from '@/lib/auth/local-entries';

/**
 * A client for `config`: embedded mode talks to `origin`. Sessions persist in localStorage and are
 * refreshed before expiry (supabase-js retries with a backoff from 200 ms); the URL fragment is
 * left to the /auth/redirect page. `fetch` is for tests.
 * The session is kept under SESSION_STORAGE_KEY, which the auth store reads before this loads.
 */
export function createSupabaseClient(config: AuthRuntimeConfig, origin: string, fetch?: typeof globalThis.fetch): SupabaseClient {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-return -- supabase-js types a client without generated database types with `any`; Greenshoe uses it for auth only
  return createClient(config.url ?? origin, config.anonKey, {
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: false,
      flowType: 'implicit',
      storageKey: SESSION_STORAGE_KEY,
    },
    ...(fetch ? { global: { fetch } } : {}),
  });
}

let client: Promise<SupabaseClient> | undefined;

/** The app's client, created once from the runtime config (which works offline from its kept copy). */
export function getSupabase(): Promise<SupabaseClient> {
  client ??= getRuntimeConfig().then((config) => createSupabaseClient(config.auth, window.location.origin));
  return client;
}
