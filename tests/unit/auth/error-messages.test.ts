import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  isObfuscatedExistingUser,
  newPasswordErrorMessage,
  signInErrorMessage,
  signUpErrorMessage,
} from '@/features/auth/auth-error-messages';
import { VALIDATION_MESSAGES } from '@/features/auth/validate-credentials';

describe('sign-in error messages', () => {
  it('maps invalid credentials to the spec message', () => {
    expect(signInErrorMessage({ code: 'invalid_credentials', status: 400 })).toBe('Invalid email or password. Please try again.');
    expect(signInErrorMessage({ status: 400, message: 'Invalid login credentials' })).toBe(AUTH_MESSAGES.invalidCredentials);
  });

  it('says anything else went wrong', () => {
    expect(signInErrorMessage({ code: 'unexpected_failure', status: 500 })).toBe('Something went wrong. Please try again.');
    expect(signInErrorMessage({ status: 0, message: 'Failed to fetch' }, true)).toBe('Something went wrong. Please try again.');
  });

  it('names an unconfirmed email, rate limits and being offline', () => {
    expect(signInErrorMessage({ code: 'email_not_confirmed', status: 400 })).toBe(AUTH_MESSAGES.emailNotConfirmed);
    expect(signInErrorMessage({ code: 'over_request_rate_limit', status: 429 })).toBe(AUTH_MESSAGES.tooManyAttempts);
    expect(signInErrorMessage({ status: 0, message: 'Failed to fetch' }, false)).toBe(AUTH_MESSAGES.offline);
  });
});

describe('sign-up error messages', () => {
  it('maps an existing account to "User Already Registered"', () => {
    expect(signUpErrorMessage({ code: 'user_already_exists', status: 422 })).toBe('User Already Registered');
    expect(signUpErrorMessage({ code: 'email_exists', status: 422 })).toBe('User Already Registered');
    expect(signUpErrorMessage({ status: 400, message: 'User already registered' })).toBe('User Already Registered');
  });

  it('maps a repeated sign-up of an unconfirmed email to the pending message', () => {
    const pending = 'This email is already pending confirmation. Please check your inbox.';
    expect(signUpErrorMessage({ code: 'over_email_send_rate_limit', status: 429 })).toBe(pending);
    expect(signUpErrorMessage({ code: 'email_not_confirmed', status: 400 })).toBe(pending);
  });

  it("falls back to 'Something went wrong', and states the password rules for weak_password", () => {
    expect(signUpErrorMessage({ code: 'unexpected_failure', status: 500 }, true)).toBe('Something went wrong');
    expect(signUpErrorMessage({ code: 'weak_password', status: 422 })).toBe(VALIDATION_MESSAGES.passwordRules);
  });

  it("shows the server's reason for a weak password", () => {
    const reason = 'This is a top-10 common password.';
    expect(signUpErrorMessage({ code: 'weak_password', status: 422, message: reason })).toBe(reason);
    expect(newPasswordErrorMessage({ code: 'weak_password', status: 422, message: reason })).toBe(reason);
  });

  it("reads Supabase's identity-less answer as an existing account", () => {
    expect(isObfuscatedExistingUser({ identities: [] })).toBe(true);
    expect(isObfuscatedExistingUser({ identities: [{ provider: 'email' }] })).toBe(false);
    expect(isObfuscatedExistingUser(null)).toBe(false);
  });
});

describe('new-password error messages', () => {
  it('names a reused password', () => {
    expect(newPasswordErrorMessage({ code: 'same_password', status: 422 })).toBe(AUTH_MESSAGES.samePassword);
    expect(newPasswordErrorMessage({ code: 'unexpected_failure', status: 500 }, true)).toBe(AUTH_MESSAGES.signInFailed);
  });
});
