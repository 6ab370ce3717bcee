/**
 * The sign-up and set-new-password forms show why the server refused a password (422
 * weak_password with zxcvbn's reason), and the spec's password rules when the server gives none.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SignUpPage } from '@/features/auth/sign-up-page';
import { ResetPasswordPage } from '@/features/auth/reset-password-page';
import { VALIDATION_MESSAGES } from '@/features/auth/validate-credentials';

const supabase = vi.hoisted(() => ({ auth: { signUp: vi.fn(), updateUser: vi.fn() } }));

vi.mock('@/lib/auth/auth-session', () => ({ startAuth: vi.fn(), getAuthClient: async () => supabase }));

/** What supabase-js returns for the server's 422 weak_password answer. */
function weakPassword(message: string) {
  return { data: { user: null, session: null }, error: { name: 'AuthWeakPasswordError', code: 'weak_password', status: 422, message, reasons: ['pwned'] } };
}

const GUESSABLE = 'This is a commonly used password.';

beforeEach(() => {
  supabase.auth.signUp.mockReset();
  supabase.auth.updateUser.mockReset();
});

function signUp(password: string) {
  render(<MemoryRouter><SignUpPage /></MemoryRouter>);
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
}

function setNewPassword(password: string) {
  render(<MemoryRouter><ResetPasswordPage /></MemoryRouter>);
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Save New Password' }));
}

describe('a password the server finds too easy to guess', () => {
  it("shows the server's reason in the sign-up form", async () => {
    supabase.auth.signUp.mockResolvedValue(weakPassword(GUESSABLE));
    signUp('Password1!');
    expect((await screen.findByRole('alert')).textContent).toBe(GUESSABLE);
  });

  it("shows the server's reason in the set-new-password form", async () => {
    supabase.auth.updateUser.mockResolvedValue(weakPassword(GUESSABLE));
    setNewPassword('P@ssw0rd1');
    expect((await screen.findByRole('alert')).textContent).toBe(GUESSABLE);
  });

  it('states the password rules when the server gives no reason', async () => {
    supabase.auth.signUp.mockResolvedValue(weakPassword(''));
    signUp('Password1!');
    expect((await screen.findByRole('alert')).textContent).toBe(VALIDATION_MESSAGES.passwordRules);
  });
});
