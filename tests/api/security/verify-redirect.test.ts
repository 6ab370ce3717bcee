/**
 * The verify link's redirect origin (issue 12, item 10): only SITE_URL's origin is allowed, never
 * the origin a request's Host header claims.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthServer, type AuthServer } from '../auth/support';

let server: AuthServer;

beforeAll(async () => {
  server = await startAuthServer();
});
afterAll(() => server.close());

describe('GET /auth/v1/verify', () => {
  it('ignores a redirect_to on the Host header’s origin and falls back to SITE_URL', async () => {
    const query = new URLSearchParams({ token: 'unknown', type: 'signup', redirect_to: 'http://evil.example/steal' });
    const res = await server.app.request(`http://evil.example/auth/v1/verify?${query}`);
    expect(res.status).toBe(303);
    const target = new URL(res.headers.get('location')!);
    expect(target.origin).toBe(server.url);
    expect(target.pathname).toBe('/auth/redirect');
  });

  it('keeps a redirect_to on SITE_URL', async () => {
    const query = new URLSearchParams({ token: 'unknown', type: 'signup', redirect_to: `${server.url}/interviews` });
    const res = await server.app.request(`http://evil.example/auth/v1/verify?${query}`);
    expect(new URL(res.headers.get('location')!).href.split('#')[0]).toBe(`${server.url}/interviews`);
  });
});
