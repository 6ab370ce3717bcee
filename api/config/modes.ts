/**
 * The one place that decides which implementation serves each outside concern. A concern switches
 * to its real service when its variables are set and this build has that provider; otherwise it
 * stays on the embedded default and `notices` says why the variable was ignored.
 */
import type { Health } from '../../core/contract/interview';
import type { Env } from './env';

/** The active mode of each concern, as GET /api/health reports it. */
export type Modes = Health['modes'];

/** Modes plus human-readable notices about configuration this build cannot use yet. */
export interface ModeDecision {
  modes: Modes;
  notices: string[];
}

/** Derives every concern's mode from the environment. */
export function deriveModes(env: Env): ModeDecision {
  const notices: string[] = [];
  const notYet = (variable: string, fallback: string) =>
    notices.push(`${variable} is set, but this build has no provider for it yet: using ${fallback}.`);

  if (env.OPENAI_API_KEY) notYet('OPENAI_API_KEY', 'the offline coach and browser speech');
  if (env.SUPABASE_URL) notYet('SUPABASE_URL', 'embedded sign-in');
  if (env.SMTP_URL) notYet('SMTP_URL', 'the local mailbox');

  return {
    modes: {
      database: env.DATABASE_URL ? 'postgres' : 'pglite',
      auth: 'embedded',
      ai: 'offline-coach',
      speech: 'browser',
      email: 'mailbox',
    },
    notices,
  };
}
