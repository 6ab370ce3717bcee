/** GET /api/config: parsed, kept in localStorage, and used from there when the API cannot be reached. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const SUPABASE = { auth: { mode: 'supabase', url: 'https://abcdefgh.supabase.co', anonKey: 'anon', googleEnabled: true } };

beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('getRuntimeConfig', () => {
  it('reads the server answer and keeps it', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json(SUPABASE)));
    const { getRuntimeConfig, STORAGE_KEY_RUNTIME_CONFIG } = await import('@/config/runtime');
    expect(await getRuntimeConfig()).toEqual(SUPABASE);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY_RUNTIME_CONFIG) ?? 'null')).toEqual(SUPABASE);
  });

  it('starts offline from the kept copy', async () => {
    localStorage.setItem('greenshoe.runtimeConfig', JSON.stringify(SUPABASE));
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const { getRuntimeConfig } = await import('@/config/runtime');
    expect(await getRuntimeConfig()).toEqual(SUPABASE);
  });

  it('falls back to the embedded sign-in on this origin', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ error: 'Not found' }, { status: 404 })));
    const { getRuntimeConfig, DEFAULT_RUNTIME_CONFIG } = await import('@/config/runtime');
    expect(await getRuntimeConfig()).toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(DEFAULT_RUNTIME_CONFIG.auth).toMatchObject({ mode: 'embedded', url: null, googleEnabled: false });
  });

  it('rejects malformed answers', async () => {
    const { parseRuntimeConfig } = await import('@/config/runtime');
    expect(parseRuntimeConfig({ auth: { mode: 'other' } })).toBeNull();
    expect(parseRuntimeConfig({ auth: { mode: 'supabase', url: 'ftp://x', anonKey: 'x', googleEnabled: false } })).toBeNull();
    expect(parseRuntimeConfig({ auth: { mode: 'embedded', url: null, anonKey: 'k', googleEnabled: false } })).toEqual({
      auth: { mode: 'embedded', url: null, anonKey: 'k', googleEnabled: false },
    });
  });
});
