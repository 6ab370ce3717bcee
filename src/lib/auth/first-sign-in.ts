/**
 * First sign-in (spec section 4): make sure the app user row exists (POST /api/ensure-app-user);
 * when it was just created, ask for the default study modules (POST /api/create-default-modules).
 * Failures are logged only. Runs at most once per user and page load (supabase-js reports
 * SIGNED_IN on every load and tab focus); a failed attempt may run again.
 */
import type { Session } from '@supabase/supabase-js';
import { z } from 'zod';
import { CreateDefaultModulesResponseSchema } from '@core/contract/modules';
import { callApi, createApiClient } from '@/lib/api-client';
import { bearerFetch } from '@/lib/bearer-fetch';

const EnsureAppUserResponseSchema = z.object({ created: z.boolean() });

const attempts = new Map<string, Promise<void>>();

async function ensure(session: Session): Promise<void> {
  // The session supabase-js just reported: its token is fresh, so there is nothing to refresh.
  const tokens = { getAccessToken: () => Promise.resolve(session.access_token), refreshAccessToken: () => Promise.resolve(null) };
  const { api } = createApiClient(bearerFetch(tokens));
  const { created } = await callApi(() => api['ensure-app-user'].$post(), EnsureAppUserResponseSchema);
  if (!created) return;
  try {
    await callApi(() => api['create-default-modules'].$post({ json: { user_id: session.user.id } }), CreateDefaultModulesResponseSchema);
  } catch (error) {
    console.error('Creating the default modules failed', error);
  }
}

/** Ensures the signed-in user's app user row (and default modules when new). Never rejects. */
export function ensureAppUser(session: Session): Promise<void> {
  const id = session.user.id;
  let attempt = attempts.get(id);
  if (!attempt) {
    attempt = ensure(session).catch((error: unknown) => {
      console.error('Ensuring the app user failed', error);
      attempts.delete(id);
    });
    attempts.set(id, attempt);
  }
  return attempt;
}
