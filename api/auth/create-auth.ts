/**
 * Assembles sign-in for the active mode: the token verifier the data routes use, the runtime
 * config the browser reads, the spec's account calls, the rate limiter, and in embedded mode the
 * Supabase-compatible auth served at /auth/v1. `authFromEnv` is server.ts's entry; tests call
 * `createAuth` with in-memory keys and mailers.
 */
import { EMBEDDED_ANON_KEY, type RuntimeConfig } from '../../core/contract/runtime-config';
import { siteUrlOf, type Env } from '../config/env';
import type { Db } from '../db/client';
import { createMailboxMailer, mailboxPath } from '../services/mail/mailbox';
import type { Log, Mailer } from '../services/mail/mailer';
import { createSmtpMailer } from '../services/mail/smtp';
import { createMemoryCounters, type CounterStore } from '../http/fixed-window';
import { embeddedAccountService, supabaseAccountService, type AccountService } from './account-service';
import type { TokenVerifier } from './auth-user';
import { createEmbeddedAuth, type EmbeddedAuth, type EmbeddedAuthOptions } from './embedded/embedded-auth';
import { DEFAULT_RATE_LIMITS, NO_RATE_LIMITS, createRateLimiter, type RateLimiter, type RateLimits } from './rate-limit';
import { loadOrCreateSharedSigningKey, loadOrCreateSigningKey } from './signing-key';
import { withSupabaseSessionCheck } from './supabase-session-check';
import { createTokenVerifier } from './token-verifier';

/** Everything the app needs from sign-in, whichever mode is active. */
export interface AuthModule {
  mode: 'embedded' | 'supabase';
  verifier: TokenVerifier;
  runtimeConfig: RuntimeConfig;
  account: AccountService;
  limiter: RateLimiter;
  /** Rate limits key on X-Forwarded-For (behind a trusted reverse proxy). */
  trustProxy: boolean;
  /** The embedded auth behind /auth/v1; null in Supabase mode. */
  embedded: EmbeddedAuth | null;
}

interface Common {
  /** Default: DEFAULT_RATE_LIMITS. */
  limits?: RateLimits;
  /** Where the limits count (default: this process's memory; PostgreSQL when several processes share a database). */
  counters?: CounterStore;
  trustProxy?: boolean;
  /** The privacy page's contact address (CONTACT_EMAIL), passed on in the runtime config when set. */
  contactEmail?: string;
}

export type AuthSetup =
  | (Common & { mode: 'embedded' } & EmbeddedAuthOptions)
  | (Common & {
      mode: 'supabase';
      supabaseUrl: string;
      anonKey: string;
      siteUrl: string;
      jwtSecret?: string;
      /** Asks the project whether each token's session still exists (SUPABASE_SESSION_CHECK=on; api/auth/supabase-session-check.ts). */
      sessionCheck?: boolean;
      /** How long the session check trusts a live answer, in ms (default LIVE_SESSION_CACHE_MS). */
      sessionCacheMs?: number;
      /** Overrides the JWKS address (tests). */
      jwksUrl?: string;
      fetch?: typeof globalThis.fetch;
    });

/** Builds the auth module for `setup`. */
export function createAuth(setup: AuthSetup): AuthModule {
  const limiter = createRateLimiter(setup.limits ?? DEFAULT_RATE_LIMITS, setup.counters ?? createMemoryCounters());
  const trustProxy = setup.trustProxy ?? false;
  const contact = setup.contactEmail ? { contactEmail: setup.contactEmail } : {};
  if (setup.mode === 'embedded') {
    const embedded = createEmbeddedAuth(setup);
    return {
      mode: 'embedded',
      verifier: embedded.verifier,
      runtimeConfig: { auth: { mode: 'embedded', url: null, anonKey: EMBEDDED_ANON_KEY, googleEnabled: false }, ...contact },
      account: embeddedAccountService(embedded),
      limiter,
      trustProxy,
      embedded,
    };
  }
  const tokens = createTokenVerifier({ mode: 'supabase', supabaseUrl: setup.supabaseUrl, jwtSecret: setup.jwtSecret, jwksUrl: setup.jwksUrl });
  return {
    mode: 'supabase',
    verifier: setup.sessionCheck
      ? withSupabaseSessionCheck(tokens, { supabaseUrl: setup.supabaseUrl, anonKey: setup.anonKey, cacheMs: setup.sessionCacheMs, fetch: setup.fetch })
      : tokens,
    runtimeConfig: { auth: { mode: 'supabase', url: setup.supabaseUrl, anonKey: setup.anonKey, googleEnabled: true }, ...contact },
    account: supabaseAccountService(setup),
    limiter,
    trustProxy,
    embedded: null,
  };
}

/**
 * The auth module the environment asks for, counting its rate limits in `counters`. Embedded mode
 * loads (or creates) the signing key in the database with DATABASE_URL (so several processes
 * share it), else under DATA_DIR, and mails through SMTP_URL or the mailbox file DATA_DIR/mailbox.jsonl.
 */
export async function authFromEnv(env: Env, db: Db, counters: CounterStore, log: Log = console.log): Promise<AuthModule> {
  const siteUrl = siteUrlOf(env);
  const common = {
    siteUrl,
    counters,
    trustProxy: env.TRUST_PROXY === 'true',
    limits: env.AUTH_RATE_LIMITS === 'off' ? NO_RATE_LIMITS : DEFAULT_RATE_LIMITS,
    contactEmail: env.CONTACT_EMAIL,
  };
  if (env.SUPABASE_URL && env.SUPABASE_ANON_KEY) {
    return createAuth({
      ...common,
      mode: 'supabase',
      supabaseUrl: env.SUPABASE_URL,
      anonKey: env.SUPABASE_ANON_KEY,
      jwtSecret: env.SUPABASE_JWT_SECRET,
      sessionCheck: env.SUPABASE_SESSION_CHECK === 'on',
    });
  }
  const mailer: Mailer = env.SMTP_URL
    ? createSmtpMailer({ transport: env.SMTP_URL, from: env.SMTP_FROM ?? `Greenshoe <no-reply@${new URL(siteUrl).hostname}>`, log })
    : createMailboxMailer(mailboxPath(env.DATA_DIR), log);
  const key = env.DATABASE_URL ? await loadOrCreateSharedSigningKey(db) : await loadOrCreateSigningKey(env.DATA_DIR);
  return createAuth({ ...common, mode: 'embedded', db, key, mailer });
}
