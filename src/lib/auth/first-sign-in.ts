/**
 * First sign-in (spec section 4): make sure the app user row exists (POST /api/ensure-app-user);
 * when it was just created, ask for the default study modules (POST /api/create-default-modules).
 * Failures are logged only. Runs at most once per user and page load (supabase-js reports
 * SIGNED_IN on every load and tab focus); a failed attempt may run again.
 */
import type { Session } from '@supabase/supabase-js';

const attempts = new Map<string, Promise<void>>();

async function post(path: string, accessToken: string, body?: unknown): Promise<unknown> {
  const headers: Record<string, string> = { authorization: `Bearer ${accessToken}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(path, { method: 'POST', headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

async function ensure(session: Session): Promise<void> {
  const answer = await post('/api/ensure-app-user', session.access_token);
  const created = typeof answer === 'object' && answer !== null && 'created' in answer && answer.created === true;
  if (!created) return;
  try {
    await post('/api/create-default-modules', session.access_token, { user_id: session.user.id });
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
