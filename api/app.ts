/**
 * The Hono app: API sub-apps under /api (chained, so `AppType` carries every route's types to the
 * typed client), JSON errors for every failure, and optionally the built PWA for all other paths.
 */
import { Hono } from 'hono';
import type { AiProvider } from './ai/provider';
import type { Modes } from './config/modes';
import type { Db } from './db/client';
import { handleError, handleNotFound } from './http/errors';
import { serveSpa } from './http/static-site';
import { healthRoutes } from './routes/health';
import { interviewRoutes } from './routes/interview';
import { speechRoutes } from './routes/speech';

export interface AppOptions {
  db: Db;
  ai: AiProvider;
  modes: Modes;
  /** Directory of the built PWA (dist/); when omitted only the API is served. */
  staticDir?: string;
}

/** Builds the app; `app.fetch` serves requests, `app.request()` drives it in tests. */
export function createApp({ db, ai, modes, staticDir }: AppOptions) {
  const app = new Hono()
    .route('/api', healthRoutes(db, ai, modes))
    .route('/api', interviewRoutes(ai))
    .route('/api', speechRoutes(ai));
  app.onError(handleError);
  app.notFound(handleNotFound);
  if (staticDir) app.use('*', serveSpa(staticDir));
  return app;
}

/** The app's type, for `hc<AppType>()` in the browser. */
export type AppType = ReturnType<typeof createApp>;
