/**
 * /signin: the spec's validation messages, the invalid-credentials message blocking submission
 * until an edit, 'Login failed. No session returned.', the return to the guarded page, and the
 * embedded-mode note on Google.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '@/lib/auth/auth-store';
import { SignInPage } from '@/features/auth/sign-in-page';

const supabase = vi.hoisted(() => ({ auth: { signInWithPassword: vi.fn() } }));

vi.mock('@/lib/auth/auth-session', () => ({ startAuth: vi.fn(), getAuthClient: async () => supabase }));

function renderSignIn() {
  return render(
    <MemoryRouter initialEntries={[{ pathname: '/signin', state: { from: '/interviews' } }]}>
      <Routes>
        <Route path="/signin" element={<SignInPage />} />
        <Route path="/interviews" element={<h1>Your Interviews</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

function fill(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
}

const submit = () => screen.getByRole('button', { name: 'Sign In' });

beforeEach(() => {
  useAuth.setState({ status: 'anonymous', user: null, session: null, recovery: false }, true);
  supabase.auth.signInWithPassword.mockReset();
  vi.stubGlobal('fetch', vi.fn(async () => Response.json({ auth: { mode: 'embedded', url: null, anonKey: 'embedded', googleEnabled: false } })));
});
afterEach(() => vi.unstubAllGlobals());

describe('SignInPage', () => {
  it('shows the validation messages and sends nothing', async () => {
    renderSignIn();
    fireEvent.click(submit());
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    fill('ana@', 'short');
    fireEvent.click(submit());
    expect(await screen.findByText('Email is invalid')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(supabase.auth.signInWithPassword).not.toHaveBeenCalled();
  });

  it('blocks submission while the invalid-credentials message shows, until the user edits', async () => {
    supabase.auth.signInWithPassword.mockResolvedValue({ data: { session: null, user: null }, error: { code: 'invalid_credentials', status: 400, message: 'Invalid login credentials' } });
    renderSignIn();
    fill('ana@example.com', 'wrong-password');
    fireEvent.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password. Please try again.');
    await waitFor(() => expect(submit().hasAttribute('disabled')).toBe(true));
    fireEvent.submit(submit().closest('form')!);
    expect(supabase.auth.signInWithPassword).toHaveBeenCalledTimes(1);
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'right-password' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(submit().hasAttribute('disabled')).toBe(false);
  });

  it('says when no session came back', async () => {
    supabase.auth.signInWithPassword.mockResolvedValue({ data: { session: null, user: null }, error: null });
    renderSignIn();
    fill('ana@example.com', 'Greenshoe1!');
    fireEvent.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe('Login failed. No session returned.');
  });

  it('returns to the page the guard sent the user from', async () => {
    supabase.auth.signInWithPassword.mockResolvedValue({ data: { session: { access_token: 't' }, user: {} }, error: null });
    renderSignIn();
    fill(' ana@example.com ', 'Greenshoe1!');
    fireEvent.click(submit());
    expect(await screen.findByRole('heading', { name: 'Your Interviews' })).toBeTruthy();
    expect(supabase.auth.signInWithPassword).toHaveBeenCalledWith({ email: 'ana@example.com', password: 'Greenshoe1!' });
  });

  it('offers no Google sign-in, and says nothing about it, when the server does not provide it', async () => {
    renderSignIn();
    await screen.findByRole('button', { name: 'Sign In' });
    expect(screen.queryByRole('button', { name: /Google/ })).toBeNull();
    expect(screen.queryByText(/Google/)).toBeNull();
  });
});
