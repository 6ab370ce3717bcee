/**
 * The JSON the embedded auth answers with, in Supabase Auth (GoTrue) shapes: the user object and
 * the session (token) response that supabase-js turns into `User` and `Session`.
 */
import { randomUUID } from 'node:crypto';
import type { authUsers } from '../../db/schema';

/** A row of auth_users. */
export type AuthUserRow = typeof authUsers.$inferSelect;

/** GoTrue's user object (the fields supabase-js's `User` type declares). Times are ISO strings. */
export interface GoTrueUser {
  id: string;
  aud: string;
  role: string;
  email: string;
  phone: string;
  email_confirmed_at?: string;
  confirmed_at?: string;
  confirmation_sent_at?: string;
  recovery_sent_at?: string;
  last_sign_in_at?: string;
  app_metadata: { provider: 'email'; providers: ['email'] };
  user_metadata: Record<string, unknown>;
  identities: GoTrueIdentity[];
  created_at: string;
  updated_at: string;
  is_anonymous: boolean;
}

interface GoTrueIdentity {
  identity_id: string;
  id: string;
  user_id: string;
  identity_data: { email: string; email_verified: boolean; phone_verified: boolean; sub: string };
  provider: 'email';
  email: string;
  last_sign_in_at?: string;
  created_at: string;
  updated_at: string;
}

/** The token response of /token, /verify: what supabase-js saves as the session. */
export interface GoTrueSession {
  access_token: string;
  token_type: 'bearer';
  /** Seconds until the access token expires. */
  expires_in: number;
  /** Unix time (seconds) when it expires. */
  expires_at: number;
  refresh_token: string;
  user: GoTrueUser;
}

const iso = (date: Date | null | undefined) => date?.toISOString();

/** The user object for a stored user, with its one email identity. */
export function toGoTrueUser(row: AuthUserRow): GoTrueUser {
  const confirmed = iso(row.emailConfirmedAt);
  return {
    id: row.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: row.email,
    phone: '',
    email_confirmed_at: confirmed,
    confirmed_at: confirmed,
    confirmation_sent_at: iso(row.confirmationSentAt),
    recovery_sent_at: iso(row.recoverySentAt),
    last_sign_in_at: iso(row.lastSignInAt),
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    identities: [
      {
        identity_id: row.id,
        id: row.id,
        user_id: row.id,
        identity_data: { email: row.email, email_verified: Boolean(row.emailConfirmedAt), phone_verified: false, sub: row.id },
        provider: 'email',
        email: row.email,
        last_sign_in_at: iso(row.lastSignInAt),
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      },
    ],
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    is_anonymous: false,
  };
}

/**
 * GoTrue's answer to a repeated sign-up of a confirmed address when confirmations are on: a made-up
 * user with a random id and no identities, so the answer does not say whether the address exists.
 * Clients detect it by `user.identities.length === 0`.
 */
export function obfuscatedUser(email: string, now: Date): GoTrueUser {
  const at = now.toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: at,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    identities: [],
    created_at: at,
    updated_at: at,
    is_anonymous: false,
  };
}
