/**
 * supabase-js 2.x itself against the embedded auth over HTTP: sign-up, confirmation through the
 * mailbox link, sign-in, refresh with rotation, get and update user, sign-out, password reset.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, followLink, lastMail, mailsTo, newEmail, startAuthServer, supabaseFor, type AuthServer } from './support';

let server: AuthServer;

beforeAll(async () => {
  server = await startAuthServer();
});
afterAll(() => server.close());

/** Signs `email` up and confirms it through its link; answers the link's fragment. */
async function signUpConfirmed(email: string, password = PASSWORD) {
  const { error } = await supabaseFor(server.url).auth.signUp({ email, password });
  expect(error).toBeNull();
  const { fragment } = await followLink((await lastMail(server.mailbox, email, 'signup')).link);
  return fragment;
}

async function signedIn(email: string, password = PASSWORD) {
  const client = supabaseFor(server.url);
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return { client, session: data.session! };
}

describe('sign-up and confirmation', () => {
  it('creates an unconfirmed user without a session and mails a confirmation link', async () => {
    const email = newEmail('signup');
    const { data, error } = await supabaseFor(server.url).auth.signUp({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email, aud: 'authenticated', role: 'authenticated' });
    expect(data.user?.identities).toHaveLength(1);
    expect(data.user?.email_confirmed_at).toBeUndefined();

    const mail = await lastMail(server.mailbox, email, 'signup');
    const link = new URL(mail.link);
    expect(`${link.origin}${link.pathname}`).toBe(`${server.url}/auth/v1/verify`);
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('redirect_to')).toBe(`${server.url}/auth/redirect`);
    expect(mail.text).toContain(mail.link);
    expect(mail.subject).toBe('Confirm your Greenshoe account');
  });

  it('refuses to sign in before confirmation with email_not_confirmed', async () => {
    const email = newEmail('early');
    await supabaseFor(server.url).auth.signUp({ email, password: PASSWORD });
    const { data, error } = await supabaseFor(server.url).auth.signInWithPassword({ email, password: PASSWORD });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 400, code: 'email_not_confirmed' });
  });

  it('confirms through the mailbox link: 303 to emailRedirectTo with a session in the fragment', async () => {
    const email = newEmail('confirm');
    const client = supabaseFor(server.url);
    await client.auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: `${server.url}/auth/redirect?next=profile` } });
    const { status, target, fragment } = await followLink((await lastMail(server.mailbox, email, 'signup')).link);

    expect(status).toBe(303);
    expect(`${target.origin}${target.pathname}${target.search}`).toBe(`${server.url}/auth/redirect?next=profile`);
    expect(fragment).toMatchObject({ token_type: 'bearer', type: 'signup', expires_in: '3600' });
    expect(Number(fragment.expires_at)).toBeGreaterThan(Date.now() / 1000 + 3500);

    const { data, error } = await client.auth.setSession({ access_token: fragment.access_token!, refresh_token: fragment.refresh_token! });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeTruthy();
  });

  it('lets a link work once: the second visit redirects with otp_expired', async () => {
    const email = newEmail('twice');
    await signUpConfirmed(email);
    const again = await followLink((await lastMail(server.mailbox, email, 'signup')).link);
    expect(again.status).toBe(303);
    expect(again.fragment).toEqual({ error: 'access_denied', error_code: 'otp_expired', error_description: 'Email link is invalid or has expired' });
  });

  it('confirms with verifyOtp({ token_hash, type: "email" }) and signs in', async () => {
    const email = newEmail('otp');
    await supabaseFor(server.url).auth.signUp({ email, password: PASSWORD });
    const token = new URL((await lastMail(server.mailbox, email, 'signup')).link).searchParams.get('token')!;
    const { data, error } = await supabaseFor(server.url).auth.verifyOtp({ token_hash: token, type: 'email' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
  });

  it('answers a repeated sign-up of a confirmed address with a user without identities, and mails nothing', async () => {
    const email = newEmail('again');
    await signUpConfirmed(email);
    const { data, error } = await supabaseFor(server.url).auth.signUp({ email, password: 'Another kettle 93!' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
    expect(await mailsTo(server.mailbox, email, 'signup', 2, 300)).toHaveLength(1);
  });

  it('refuses a repeated sign-up of a pending address within a minute, then resends after it', async () => {
    const email = newEmail('pending');
    const client = supabaseFor(server.url);
    await client.auth.signUp({ email, password: PASSWORD });
    const first = await lastMail(server.mailbox, email, 'signup');

    const soon = await client.auth.signUp({ email, password: PASSWORD });
    expect(soon.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(soon.error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);

    server.advanceClock(61);
    const later = await client.auth.signUp({ email, password: PASSWORD });
    expect(later.error).toBeNull();
    expect(later.data.user?.identities).toHaveLength(1);
    const user = later.data.user!;
    expect(Date.parse(user.confirmation_sent_at!) - Date.parse(user.created_at)).toBeGreaterThan(60_000);
    expect(await mailsTo(server.mailbox, email, 'signup', 2)).toHaveLength(2);
    expect((await followLink(first.link)).fragment.error_code).toBe('otp_expired');
  });

  it('refuses a weak password with weak_password (422) and the rule', async () => {
    const { error } = await supabaseFor(server.url).auth.signUp({ email: newEmail('weak'), password: 'password' });
    expect(error).toMatchObject({ status: 422, code: 'weak_password', name: 'AuthWeakPasswordError' });
    expect(error?.message).toMatch(/^Password must contain at least 8 characters/);
  });

  it('refuses an address that is not one with email_address_invalid', async () => {
    const { error } = await supabaseFor(server.url).auth.signUp({ email: 'not-an-email', password: PASSWORD });
    expect(error).toMatchObject({ status: 400, code: 'email_address_invalid' });
  });
});

describe('sessions', () => {
  it('signs in, and rejects a wrong password or an unknown address with invalid_credentials', async () => {
    const email = newEmail('signin');
    await signUpConfirmed(email);
    const { session } = await signedIn(email);
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600, user: { email } });

    for (const attempt of [{ email, password: 'Wrong123!' }, { email: newEmail('nobody'), password: PASSWORD }]) {
      const { data, error } = await supabaseFor(server.url).auth.signInWithPassword(attempt);
      expect(data.session).toBeNull();
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
    }
  });

  it('reads the user and verifies the claims locally through the JWKS', async () => {
    const email = newEmail('claims');
    await signUpConfirmed(email);
    const { client, session } = await signedIn(email);
    const { data: user } = await client.auth.getUser();
    expect(user.user?.email).toBe(email);

    const { data, error } = await client.auth.getClaims();
    expect(error).toBeNull();
    expect(data?.header).toMatchObject({ alg: 'ES256', kid: expect.any(String) });
    expect(data?.claims).toMatchObject({
      iss: `${server.url}/auth/v1`,
      sub: session.user.id,
      aud: 'authenticated',
      role: 'authenticated',
      aal: 'aal1',
      email,
      session_id: expect.any(String),
    });
  });

  it('rotates the refresh token: the old one stops working, and reusing it ends the session', async () => {
    const email = newEmail('refresh');
    await signUpConfirmed(email);
    const { client, session } = await signedIn(email);
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(session.refresh_token);
    expect(data.session?.access_token).toBeTruthy();

    const replay = await supabaseFor(server.url).auth.refreshSession({ refresh_token: session.refresh_token });
    expect(replay.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
    const successor = await supabaseFor(server.url).auth.refreshSession({ refresh_token: data.session!.refresh_token });
    expect(successor.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('changes the password with updateUser: the new one signs in, the old one no longer does', async () => {
    const email = newEmail('update');
    await signUpConfirmed(email);
    const { client } = await signedIn(email);
    const same = await client.auth.updateUser({ password: PASSWORD });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    const { data, error } = await client.auth.updateUser({ password: 'Changed kettle 58$' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);

    expect((await supabaseFor(server.url).auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe('invalid_credentials');
    expect((await supabaseFor(server.url).auth.signInWithPassword({ email, password: 'Changed kettle 58$' })).error).toBeNull();
  });

  it('signs out: the refresh token is revoked and the session is gone', async () => {
    const email = newEmail('signout');
    await signUpConfirmed(email);
    const { client, session } = await signedIn(email);
    expect((await client.auth.signOut()).error).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();

    const refresh = await supabaseFor(server.url).auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refresh.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    const user = await supabaseFor(server.url).auth.getUser(session.access_token);
    expect(user.error?.name).toBe('AuthSessionMissingError');
  });

  it("signs out others only with scope 'others'", async () => {
    const email = newEmail('others');
    await signUpConfirmed(email);
    const phone = await signedIn(email);
    const laptop = await signedIn(email);
    expect((await laptop.client.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await laptop.client.auth.refreshSession()).error).toBeNull();
    expect((await supabaseFor(server.url).auth.refreshSession({ refresh_token: phone.session.refresh_token })).error?.code).toBe(
      'refresh_token_not_found',
    );
  });
});

describe('password reset', () => {
  it('recovers: mailbox link → recovery session → new password → sign-in with it', async () => {
    const email = newEmail('reset');
    await signUpConfirmed(email);
    const client = supabaseFor(server.url);
    const { error } = await client.auth.resetPasswordForEmail(email, { redirectTo: `${server.url}/auth/redirect` });
    expect(error).toBeNull();

    const mail = await lastMail(server.mailbox, email, 'recovery');
    expect(mail.subject).toBe('Reset your Greenshoe password');
    const { status, fragment, target } = await followLink(mail.link);
    expect(status).toBe(303);
    expect(target.pathname).toBe('/auth/redirect');
    expect(fragment.type).toBe('recovery');

    const events: string[] = [];
    client.auth.onAuthStateChange((event) => void events.push(event));
    expect((await client.auth.setSession({ access_token: fragment.access_token!, refresh_token: fragment.refresh_token! })).error).toBeNull();
    const updated = await client.auth.updateUser({ password: 'Recovered kettle 71@' });
    expect(updated.error).toBeNull();
    expect(events).toContain('USER_UPDATED');

    expect((await supabaseFor(server.url).auth.signInWithPassword({ email, password: 'Recovered kettle 71@' })).error).toBeNull();
    expect((await followLink(mail.link)).fragment.error_code).toBe('otp_expired');
  });

  it('answers an unknown address exactly as a known one, and mails nothing', async () => {
    const unknown = newEmail('ghost');
    const { data, error } = await supabaseFor(server.url).auth.resetPasswordForEmail(unknown);
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(await mailsTo(server.mailbox, unknown, 'recovery', 1, 300)).toHaveLength(0);
  });
});
