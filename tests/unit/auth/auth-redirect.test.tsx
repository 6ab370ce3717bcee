/**
 * /auth/redirect: sets the session from the fragment's tokens, ensures the app user, cleans the
 * fragment and goes to /profile (or the set-new-password form after a reset link); without a
 * session it stays on 'Authenticating...'.
 */
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthRedirectPage } from '@/features/auth/auth-redirect-page';
import { useAuth } from '@/lib/auth/auth-store';

const mocks = vi.hoisted(() => ({
  setSession: vi.fn(),
  getSession: vi.fn(),
  ensureAppUser: vi.fn(async () => {}),
}));

vi.mock('@/lib/auth/auth-session', () => ({
  getAuthClient: async () => ({ auth: { setSession: mocks.setSession, getSession: mocks.getSession } }),
}));
vi.mock('@/lib/auth/first-sign-in', () => ({ ensureAppUser: mocks.ensureAppUser }));

const session = { access_token: 'a', refresh_token: 'r', user: { id: 'user-1', email: 'ana@example.com' } };

function renderWithFragment(fragment: string) {
  window.history.replaceState(null, '', `/auth/redirect#${fragment}`);
  return render(
    <MemoryRouter initialEntries={['/auth/redirect']}>
      <Routes>
        <Route path="/auth/redirect" element={<AuthRedirectPage />} />
        <Route path="/profile" element={<h1>Your Profile</h1>} />
        <Route path="/reset-password" element={<h1>Set a new password</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  mocks.setSession.mockResolvedValue({ data: { session }, error: null });
  mocks.getSession.mockResolvedValue({ data: { session }, error: null });
  useAuth.setState({ recovery: false });
});
afterEach(() => vi.restoreAllMocks());

describe('AuthRedirectPage', () => {
  it('sets the session from both tokens, ensures the app user and goes to /profile', async () => {
    renderWithFragment('access_token=a&refresh_token=r&expires_in=3600&token_type=bearer&type=signup');
    expect(screen.getByRole('heading', { name: 'Authenticating...' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Your Profile' })).toBeTruthy();
    expect(mocks.setSession).toHaveBeenCalledWith({ access_token: 'a', refresh_token: 'r' });
    expect(mocks.ensureAppUser).toHaveBeenCalledWith(session);
    expect(window.location.hash).toBe('');
  });

  it('opens the set-new-password form after a reset link', async () => {
    renderWithFragment('access_token=a&refresh_token=r&type=recovery');
    expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeTruthy();
    expect(useAuth.getState().recovery).toBe(true);
  });

  it('stays on Authenticating... without a session user, logging only', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mocks.getSession.mockResolvedValue({ data: { session: null }, error: null });
    renderWithFragment('access_token=a');
    expect(await screen.findByRole('link', { name: 'Back to Sign In' })).toBeTruthy();
    expect(mocks.setSession).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Authenticating...' })).toBeTruthy();
    expect(console.error).toHaveBeenCalled();
  });
});
