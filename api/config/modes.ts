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
  const auth = env.SUPABASE_URL && env.SUPABASE_ANON_KEY ? 'supabase' : 'embedded';

  if (auth === 'supabase' && env.SMTP_URL) {
    notices.push("SMTP_URL is ignored with Supabase sign-in: Supabase's own mailer sends the links.");
  }
  if (auth === 'embedded' && env.SUPABASE_JWT_SECRET) {
    notices.push('SUPABASE_JWT_SECRET is ignored without SUPABASE_URL and SUPABASE_ANON_KEY.');
  }
  if (!env.CONTACT_EMAIL) {
    notices.push('CONTACT_EMAIL is not set: the privacy page names no contact address. Set it to the address users should write to.');
  }

  return {
    modes: {
      database: env.DATABASE_URL ? 'postgres' : 'pglite',
      auth,
      ai: env.OPENAI_API_KEY ? 'openai' : 'offline-coach',
      speech: env.OPENAI_API_KEY ? 'openai' : 'browser',
      email: auth === 'embedded' && env.SMTP_URL ? 'smtp' : 'mailbox',
    },
    notices,
  };
}
