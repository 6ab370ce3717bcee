/**
 * Revoked sessions on /api (issue 12, item 3): after a global sign-out, a password change, a detected
 * refresh-token reuse or the deletion of the user, the old access token no longer opens /api; and
 * deleting a user deletes their rows.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUsers, interviews, modules, practiceResponses } from '../../../api/db/schema';
import { PASSWORD, followLink, lastMail, newEmail, startAuthServer, supabaseFor, type AuthServer } from '../auth/support';
import { savedInterviewPayload } from '../support/test-app';

let server: AuthServer;

beforeAll(async () => {
  server = await startAuthServer();
});
afterAll(() => server.close());

/** A confirmed user's first session (from the confirmation link). */
async function confirmedUser() {
  const email = newEmail('revoke');
  await supabaseFor(server.url).auth.signUp({ email, password: PASSWORD });
  const { fragment } = await followLink((await lastMail(server.mailbox, email, 'signup')).link);
  return { email, access: fragment.access_token!, refresh: fragment.refresh_token! };
}

const api = (path: string, access: string, body?: unknown) =>
  fetch(`${server.url}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { Authorization: `Bearer ${access}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const auth = (path: string, init: RequestInit) => fetch(`${server.url}/auth/v1${path}`, init);
const refresh = (token: string) =>
  auth('/token?grant_type=refresh_token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ refresh_token: token }) });

describe('an access token whose session ended', () => {
  it('is refused by /api after a global sign-out', async () => {
    const { access } = await confirmedUser();
    expect((await api('/profile', access)).status).toBe(200);
    expect((await auth('/logout?scope=global', { method: 'POST', headers: { Authorization: `Bearer ${access}` } })).status).toBe(204);
    const res = await api('/profile', access);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Unauthorized' });
  });

  it('is refused by /api after the password changes in another session', async () => {
    const { email, access: other } = await confirmedUser();
    expect((await api('/profile', other)).status).toBe(200);
    const client = supabaseFor(server.url);
    await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect((await client.auth.updateUser({ password: 'Different7!pass' })).error).toBeNull();
    expect((await api('/profile', other)).status).toBe(401);
    const { data } = await client.auth.getSession();
    expect((await api('/profile', data.session!.access_token)).status).toBe(200);
  });

  it('is refused by /api after a refresh token is used twice', async () => {
    const { access, refresh: first } = await confirmedUser();
    expect((await refresh(first)).status).toBe(200);
    expect((await api('/profile', access)).status).toBe(200);
    expect((await refresh(first)).status).toBe(400);
    expect((await api('/profile', access)).status).toBe(401);
  });

  it('is refused by /api once the user is deleted, and the user’s rows are gone', async () => {
    const { access } = await confirmedUser();
    const me = await (await auth('/user', { headers: { Authorization: `Bearer ${access}` } })).json();
    const saved = await api('/save-interview', access, savedInterviewPayload());
    expect(saved.status).toBe(201);
    expect((await api(`/modules-with-progress/${me.id}`, access)).status).toBe(200);
    const practice = { id: crypto.randomUUID(), user_id: me.id, question: 'Walk me through a DCF.', response: 'Free cash flows.' };
    expect((await api('/store-practice-question', access, practice)).status).toBe(200);

    const { db } = server.database;
    await db.delete(authUsers).where(eq(authUsers.id, me.id));

    // Deleted outside the auth: the API may trust the live session for its cache time (2 s) at most.
    await expect.poll(async () => (await api('/profile', access)).status, { timeout: 10_000, interval: 250 }).toBe(401);
    expect(await db.select().from(interviews).where(eq(interviews.userId, me.id))).toEqual([]);
    expect(await db.select().from(modules).where(eq(modules.userId, me.id))).toEqual([]);
    expect(await db.select().from(practiceResponses).where(eq(practiceResponses.userId, me.id))).toEqual([]);
  });
});
