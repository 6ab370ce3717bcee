/**
 * Account pre-hijacking (issue 12, item 1): an attacker who signs up first with the victim's address
 * must not keep a way in once the victim confirms. Only the password of the sign-up whose link was
 * used may sign in; a link dies when a newer one is sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, followLink, lastMail, mailsTo, newEmail, startAuthServer, supabaseFor, type AuthServer } from '../auth/support';

let server: AuthServer;

beforeAll(async () => {
  server = await startAuthServer({ emailIntervalSeconds: 0 });
});
afterAll(() => server.close());

const ATTACKER_PASSWORD = 'Intruder-42-Quill!';

describe('a sign-up over an unconfirmed address', () => {
  it('lets only the password of the confirmed sign-up in, not the earlier one', async () => {
    const email = newEmail('victim');
    await supabaseFor(server.url).auth.signUp({ email, password: ATTACKER_PASSWORD });
    await supabaseFor(server.url).auth.signUp({ email, password: PASSWORD });
    const { status } = await followLink((await lastMail(server.mailbox, email, 'signup')).link);
    expect(status).toBe(303);

    const attacker = await supabaseFor(server.url).auth.signInWithPassword({ email, password: ATTACKER_PASSWORD });
    expect(attacker.error).toMatchObject({ code: 'invalid_credentials' });
    const victim = await supabaseFor(server.url).auth.signInWithPassword({ email, password: PASSWORD });
    expect(victim.error).toBeNull();
    expect(victim.data.session).not.toBeNull();
  });

  it('kills the older link when a newer sign-up sends a new one', async () => {
    const email = newEmail('older');
    await supabaseFor(server.url).auth.signUp({ email, password: PASSWORD });
    await supabaseFor(server.url).auth.signUp({ email, password: ATTACKER_PASSWORD });
    const [first, second] = await mailsTo(server.mailbox, email, 'signup', 2);
    const old = await followLink(first!.link);
    expect(old.fragment.error_code).toBe('otp_expired');
    await followLink(second!.link);
    const signIn = await supabaseFor(server.url).auth.signInWithPassword({ email, password: ATTACKER_PASSWORD });
    expect(signIn.error).toBeNull();
    expect((await supabaseFor(server.url).auth.signInWithPassword({ email, password: PASSWORD })).error).toMatchObject({ code: 'invalid_credentials' });
  });

  it('does not let the pre-set password in after the owner confirms through a reset link', async () => {
    const email = newEmail('reset');
    await supabaseFor(server.url).auth.signUp({ email, password: ATTACKER_PASSWORD });
    await supabaseFor(server.url).auth.resetPasswordForEmail(email);
    const { fragment } = await followLink((await lastMail(server.mailbox, email, 'recovery')).link);
    expect(fragment.access_token).toBeTruthy();
    const attacker = await supabaseFor(server.url).auth.signInWithPassword({ email, password: ATTACKER_PASSWORD });
    expect(attacker.error).toMatchObject({ code: 'invalid_credentials' });
  });
});
