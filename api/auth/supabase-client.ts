/**
 * A server-side supabase-js client (no stored session, no token refresh, realtime over `ws`, as Node
 * 20 has no WebSocket), loaded on first use: supabase-js and ws are needed only in Supabase mode, so
 * the embedded default never loads them (they cost about 20 MiB resident and 0.2 s of CPU at start).
 */
import type { SupabaseClient } from '@supabase/supabase-js';

export interface ServerSupabaseOptions {
  supabaseUrl: string;
  anonKey: string;
  /** `implicit` for the links the account service sends (the browser gets the tokens in the URL fragment). */
  flowType?: 'implicit';
  fetch?: typeof globalThis.fetch;
}

/** A new supabase-js client for the project; the first call imports supabase-js and ws. */
export async function serverSupabaseClient({ supabaseUrl, anonKey, flowType, fetch }: ServerSupabaseOptions): Promise<SupabaseClient> {
  const [{ createClient }, { default: WebSocket }] = await Promise.all([import('@supabase/supabase-js'), import('ws')]);
  return createClient(supabaseUrl, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, ...(flowType ? { flowType } : {}) },
    realtime: { transport: WebSocket as never },
    ...(fetch ? { global: { fetch } } : {}),
  });
}
