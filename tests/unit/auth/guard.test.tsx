/**
 * The sign-in guard: a visitor goes to /signin carrying the page asked for; a signed-in user sees
 * the page; a stored session is honoured offline even when its access token has expired.
 */
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '@/app/require-auth';
import { initialAuthState, useAuth } from '@/lib/auth/auth-store';
import { returnTarget } from '@/lib/auth/return-target';
import { makeSession, persistSession } from './fake-session';

vi.mock('@/lib/auth/auth-session', () => ({ startAuth: vi.fn() }));

function SignInProbe() {
  const location = useLocation();
  return <p>Sign-in page, then back to {returnTarget(location.state, '/profile')}</p>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/signin" element={<SignInProbe />} />
        <Route
          path="/interviews"
          element={
            <RequireAuth>
              <h1>Your Interviews</h1>
            </RequireAuth>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('RequireAuth', () => {
  it('sends a visitor to /signin with the page to return to', () => {
    useAuth.setState(initialAuthState(), true);
    expect(useAuth.getState().status).toBe('anonymous');
    renderAt('/interviews?q=evercore');
    expect(screen.getByText('Sign-in page, then back to /interviews?q=evercore')).toBeTruthy();
    expect(screen.queryByText('Your Interviews')).toBeNull();
  });

  it('renders the page for a signed-in user', () => {
    persistSession(makeSession(3600));
    useAuth.setState(initialAuthState(), true);
    renderAt('/interviews');
    expect(screen.getByRole('heading', { name: 'Your Interviews' })).toBeTruthy();
  });

  it('waits while the session is checked', () => {
    useAuth.setState({ status: 'loading', user: null, session: null, recovery: false }, true);
    renderAt('/interviews');
    expect(screen.getByRole('status').textContent).toBe('Checking your session...');
  });

  it('honours a stored session offline although its access token expired an hour ago', () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    persistSession(makeSession(-3600));
    useAuth.setState(initialAuthState(), true);
    expect(useAuth.getState()).toMatchObject({ status: 'authenticated', user: { email: 'ana@example.com' } });
    renderAt('/interviews');
    expect(screen.getByRole('heading', { name: 'Your Interviews' })).toBeTruthy();
  });
});

describe('returnTarget', () => {
  it('accepts same-site paths only', () => {
    expect(returnTarget({ from: '/interviews' }, '/profile')).toBe('/interviews');
    expect(returnTarget({ from: '//evil.example' }, '/profile')).toBe('/profile');
    expect(returnTarget({ from: 'https://evil.example' }, '/profile')).toBe('/profile');
    expect(returnTarget({ from: '/signin' }, '/profile')).toBe('/profile');
    expect(returnTarget(null, '/profile')).toBe('/profile');
  });
});
