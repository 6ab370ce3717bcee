/**
 * The Hono app: API sub-apps under /api (chained, so `AppType` carries every route's types to the
 * typed client), JSON errors for every failure, and optionally the built PWA for all other paths.
 */
import { Hono } from 'hono';
import type { AiProvider } from './ai/provider';
import { withAppUserRow } from './auth/app-user-verifier';
import type { TokenVerifier } from './auth/auth-user';
import type { AuthModule } from './auth/create-auth';
import type { Modes } from './config/modes';
import type { Db } from './db/client';
import { createMemoryCounters, type CounterStore, type Limit } from './http/fixed-window';
import { handleError, handleNotFound } from './http/errors';
import {
  AI_ROUTE_PATHS,
  DEFAULT_AI_RATE_LIMIT,
  DEFAULT_UPLOAD_RATE_LIMIT,
  UPLOAD_ROUTE_PATH,
  aiRateLimit,
} from './http/rate-limit-ai';
import { securityHeaders, type SecurityHeaderOptions } from './http/security-headers';
import { serveSpa } from './http/static-site';
import { accountRoutes } from './routes/account';
import { appUserRoutes } from './routes/app-users';
import { gotrueRoutes } from './routes/auth';
import { healthRoutes } from './routes/health';
import { interviewRoutes } from './routes/interview';
import { modelFeedbackRoutes } from './routes/model-feedback';
import { savedInterviewRoutes } from './routes/interviews';
import { moduleRoutes } from './routes/modules';
import { practiceRoutes } from './routes/practice';
import { profileRoutes } from './routes/profile';
import { DEFAULT_FORMS_RATE_LIMIT, publicFormRoutes } from './routes/public-forms';
import { speechRoutes } from './routes/speech';
import { tutorRoutes } from './routes/tutor';

export interface AppOptions {
  db: Db;
  ai: AiProvider;
  modes: Modes;
  /** Verifies bearer tokens (Supabase JWKS or the embedded auth's key) for the signed-in routes. */
  verifier: TokenVerifier;
  /**
   * Sign-in (api/auth/create-auth.ts): GET /api/config, POST /api/forgot-password, GET /api/verify,
   * and in embedded mode the Supabase-compatible auth at /auth/v1. Without it those answer 503 / 404.
   */
  auth?: AuthModule;
  /** Directory of the built PWA (dist/); when omitted only the API is served. */
  staticDir?: string;
  /**
   * Rate limit of the AI routes, per user (bearer token) else per address. Default: DEFAULT_AI_RATE_LIMIT
   * with the OpenAI provider, none with the offline coach; `false` turns it off.
   */
  aiRateLimit?: Limit | false;
  /** Rate limit of POST /api/speech-to-text in every mode. Default: DEFAULT_UPLOAD_RATE_LIMIT; `false` turns it off. */
  uploadRateLimit?: Limit | false;
  /**
   * Rate limit of each public form (waitlist, partnerships, survey) per client address. Default:
   * DEFAULT_FORMS_RATE_LIMIT; `false` turns it off. server.ts passes formsRateLimitOf(env).
   */
  formsRateLimit?: Limit | false;
  /** SUPABASE_URL and SITE_URL for the security headers (CSP connect-src, HSTS); see security-headers.ts. */
  security?: Omit<SecurityHeaderOptions, 'staticDir'>;
  /** Where the AI, upload and public forms' limits count (default: this process's memory; PostgreSQL for several processes). */
  counters?: CounterStore;
}

/** Builds the app; `app.fetch` serves requests, `app.request()` drives it in tests. */
export function createApp(options: AppOptions) {
  const { db, ai, modes, verifier: tokens, auth, staticDir, aiRateLimit: aiLimit, uploadRateLimit, formsRateLimit, security } = options;
  const counters = options.counters ?? createMemoryCounters();
  const base = new Hono();
  base.use('*', securityHeaders({ ...security, staticDir }));
  const verifier = withAppUserRow(db, tokens);
  const limit = aiLimit ?? (ai.mode === 'openai' ? DEFAULT_AI_RATE_LIMIT : false);
  if (limit) {
    const limiter = aiRateLimit({ name: 'ai', limit, counters, verifier, trustProxy: auth?.trustProxy });
    for (const path of AI_ROUTE_PATHS) base.use(path, limiter);
  }
  const uploadLimit = uploadRateLimit ?? DEFAULT_UPLOAD_RATE_LIMIT;
  if (uploadLimit) base.use(UPLOAD_ROUTE_PATH, aiRateLimit({ name: 'upload', limit: uploadLimit, counters, verifier, trustProxy: auth?.trustProxy }));
  const app = base
    .route('/api', healthRoutes(db, ai, modes))
    .route('/api', interviewRoutes(ai))
    .route('/api', speechRoutes(ai))
    .route('/api', tutorRoutes(ai))
    .route('/api', appUserRoutes(db, tokens)) // answers whether this call created the row
    .route('/api', savedInterviewRoutes(db, verifier))
    .route('/api', modelFeedbackRoutes(db, ai, verifier))
    .route('/api', profileRoutes(db, verifier))
    .route('/api', moduleRoutes(db, verifier))
    .route('/api', practiceRoutes(db, ai, verifier))
    .route('/api', accountRoutes(auth))
    .route('/api', publicFormRoutes(db, { limit: formsRateLimit ?? DEFAULT_FORMS_RATE_LIMIT, trustProxy: auth?.trustProxy, counters }));
  if (auth?.embedded) app.route('/auth/v1', gotrueRoutes({ auth: auth.embedded, limiter: auth.limiter, trustProxy: auth.trustProxy }));
  app.onError(handleError);
  app.notFound(handleNotFound);
  if (staticDir) app.use('*', serveSpa(staticDir));
  return app;
}

/** The app's type, for `hc<AppType>()` in the browser. */
export type AppType = ReturnType<typeof createApp>;
