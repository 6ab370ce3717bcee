import { describe, expect, it } from 'vitest';
import {
  isStrongPassword,
  validateNewPassword,
  validateSignIn,
  validateSignUp,
  VALIDATION_MESSAGES,
} from '@/features/auth/validate-credentials';

const RULES =
  'Password must contain at least 8 characters, one uppercase letter, one lowercase letter, one number, and one special character (@$!%*?&)';

describe('sign-in validation', () => {
  it("gives the spec's messages for missing fields", () => {
    expect(validateSignIn({ email: '  ', password: '' })).toEqual({ email: 'Email is required', password: 'Password is required' });
  });

  it('rejects an email that is not email-shaped and a short password', () => {
    expect(validateSignIn({ email: 'ana.example.com', password: 'short' })).toEqual({
      email: 'Email is invalid',
      password: 'Password must be at least 8 characters',
    });
    expect(validateSignIn({ email: 'ana@example', password: '12345678' }).email).toBe('Email is invalid');
  });

  it('accepts any password of 8 characters or more (the rules apply to sign-up only)', () => {
    expect(validateSignIn({ email: ' ana@example.com ', password: 'password' })).toEqual({});
  });
});

describe('sign-up validation', () => {
  it('has the exact rules message', () => {
    expect(VALIDATION_MESSAGES.passwordRules).toBe(RULES);
  });

  it.each([
    ['no uppercase', 'lowercase1!'],
    ['no lowercase', 'UPPERCASE1!'],
    ['no digit', 'NoDigits!!'],
    ['no special from @$!%*?&', 'NoSpecial12'],
    ['only a special outside the set', 'Special#12'],
  ])('refuses a password with %s', (_case, password) => {
    expect(isStrongPassword(password)).toBe(false);
    expect(validateSignUp({ email: 'ana@example.com', password })).toEqual({ password: RULES });
  });

  it('says "at least 8 characters" first for a short password', () => {
    expect(validateSignUp({ email: 'ana@example.com', password: 'Ab1!' })).toEqual({ password: 'Password must be at least 8 characters' });
  });

  it('accepts a password meeting every rule, other characters allowed', () => {
    expect(validateSignUp({ email: 'ana@example.com', password: 'Greenshoe1!' })).toEqual({});
    expect(validateSignUp({ email: 'ana@example.com', password: 'Green shoe#1?' })).toEqual({});
  });

  it('needs the new password typed twice alike', () => {
    expect(validateNewPassword({ password: 'Greenshoe1!', confirm: 'Greenshoe1?' })).toEqual({ confirm: 'Passwords do not match' });
    expect(validateNewPassword({ password: 'weakpass', confirm: 'weakpass' })).toEqual({ password: RULES });
    expect(validateNewPassword({ password: 'Greenshoe1!', confirm: 'Greenshoe1!' })).toEqual({});
  });
});
