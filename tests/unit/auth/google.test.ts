import { describe, expect, it } from 'vitest';
import { signInWithGoogle } from '@/lib/auth/google';
import { createSupabaseClient } from '@/lib/supabase';

describe('Google sign-in in Supabase mode', () => {
  it('builds the authorize URL with the provider, scopes, offline access and consent prompt', async () => {
    const supabase = createSupabaseClient(
      { mode: 'supabase', url: 'https://abcdefgh.supabase.co', anonKey: 'public-anon-key', googleEnabled: true },
      'http://localhost:3000',
    );
    const authorizeUrl = await signInWithGoogle(supabase, 'https://greenshoe.example', true);
    const url = new URL(authorizeUrl);

    expect(`${url.origin}${url.pathname}`).toBe('https://abcdefgh.supabase.co/auth/v1/authorize');
    expect(url.searchParams.get('provider')).toBe('google');
    expect(url.searchParams.get('scopes')).toBe('email profile');
    expect(url.searchParams.get('access_type')).toBe('offline');
    expect(url.searchParams.get('prompt')).toBe('consent');
    expect(url.searchParams.get('redirect_to')).toBe('https://greenshoe.example/auth/redirect');
    expect(authorizeUrl).toContain('provider=google');
    expect(authorizeUrl).toContain('scopes=email%20profile');
    expect(authorizeUrl).toContain('access_type=offline');
    expect(authorizeUrl).toContain('prompt=consent');
  });
});
