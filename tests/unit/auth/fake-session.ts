/** Test helpers: GoTrue-shaped sessions persisted where supabase-js keeps them, and JSON answers. */
import { SESSION_STORAGE_KEY } from '@/lib/auth/local-entries';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned JWT-shaped access token for `userId`, expiring at `exp` (unix seconds). */
export function accessToken(userId: string, exp: number): string {
  return `${base64url({ alg: 'ES256', typ: 'JWT' })}.${base64url({ sub: userId, exp, aud: 'authenticated', role: 'authenticated' })}.sig`;
}

/** A session for ana@example.com whose access token expires `expiresInSeconds` from now (negative: expired). */
export function makeSession(expiresInSeconds: number, userId = '6f1c3a52-1d0e-4f7a-9a63-0c9b8f3d2e11') {
  const expiresAt = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return {
    access_token: accessToken(userId, expiresAt),
    refresh_token: 'refresh-1',
    token_type: 'bearer',
    expires_in: Math.max(expiresInSeconds, 0),
    expires_at: expiresAt,
    user: {
      id: userId,
      aud: 'authenticated',
      role: 'authenticated',
      email: 'ana@example.com',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {},
      identities: [],
      created_at: '2026-01-01T00:00:00Z',
    },
  };
}

/** Stores `session` as supabase-js persists it, with the spec's local entries. */
export function persistSession(session: ReturnType<typeof makeSession>): void {
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  localStorage.setItem('authToken', session.access_token);
  localStorage.setItem('user', JSON.stringify({ user_id: session.user.id, email: session.user.email }));
}

/** A JSON answer with GoTrue's API version header (so supabase-js reads `code`). */
export function gotrueJson(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
  });
}
