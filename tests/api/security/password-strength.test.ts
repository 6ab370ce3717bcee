/**
 * Password strength (issue 12, item 9): common passwords are refused on sign-up and password change
 * with the reason, and a password with a NUL character is refused as
 * invalid input (400, like every other field holding one).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, followLink, lastMail, newEmail, startAuthServer, supabaseFor, type AuthServer } from '../auth/support';

let server: AuthServer;

beforeAll(async () => {
  server = await startAuthServer();
});
afterAll(() => server.close());

describe('sign-up and password change', () => {
  it.each(['Password1!', 'P@ssw0rd', 'Admin123!'])('refuse the common password %s with a reason', async (password) => {
    const { error } = await supabaseFor(server.url).auth.signUp({ email: newEmail('weak'), password });
    expect(error).toMatchObject({ status: 422, code: 'weak_password' });
    expect(error!.message.length).toBeGreaterThan(10);
  });

  it('refuses a password with a NUL character', async () => {
    const { error } = await supabaseFor(server.url).auth.signUp({ email: newEmail('nul'), password: 'Greenshoe1!\u0000x' });
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(error!.message).toMatch(/must not contain NUL/);
  });

  it('refuses a common password as the new one', async () => {
    const email = newEmail('change');
    const client = supabaseFor(server.url);
    await client.auth.signUp({ email, password: PASSWORD });
    await followLink((await lastMail(server.mailbox, email, 'signup')).link);
    await client.auth.signInWithPassword({ email, password: PASSWORD });
    const { error } = await client.auth.updateUser({ password: 'Password1!' });
    expect(error).toMatchObject({ status: 422, code: 'weak_password' });
  });
});
