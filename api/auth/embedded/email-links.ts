/**
 * The e-mailed links of the embedded auth: a confirmation link after sign-up (valid 24 hours) and
 * a password-reset link (valid 1 hour). Each carries a random single-use token, stored hashed; the
 * link is `<SITE_URL>/auth/v1/verify?token=...&type=signup|recovery&redirect_to=...`. One user gets
 * at most one e-mail of a kind per `intervalSeconds` (GoTrue's 60 s).
 */
import type { Db } from '../../db/client';
import { linkMessage, type Mailer } from '../../services/mail/mailer';
import type { AuthUserRow } from './gotrue-shapes';
import { hashToken, randomToken } from './secrets';
import { consumeLinkToken, setLinkToken, type LinkKind } from './users';

/** How long a link works, in hours. */
export const LINK_LIFETIME_HOURS: Record<LinkKind, number> = { signup: 24, recovery: 1 };

export interface LinkSettings {
  siteUrl: string;
  mailer: Mailer;
  /** Least time between two e-mails of one kind to one user, in seconds. */
  intervalSeconds: number;
}

/** Seconds until another e-mail of `kind` may go to `user`; 0 when one may go now. */
export function secondsUntilNextEmail(user: AuthUserRow, kind: LinkKind, intervalSeconds: number, now: Date): number {
  const sentAt = kind === 'signup' ? user.confirmationSentAt : user.recoverySentAt;
  if (!sentAt) return 0;
  const left = sentAt.getTime() + intervalSeconds * 1000 - now.getTime();
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/**
 * Stores a fresh token for `kind` (the previous link of that kind stops working) and mails its link.
 * `passwordHash` (a sign-up's) is stored with the token, so the link confirms that password only.
 * @throws the mailer's error; the token is then withdrawn, so a retry is not held back by the interval.
 */
export async function sendLink(db: Db, settings: LinkSettings, user: AuthUserRow, kind: LinkKind, redirectTo: string, now: Date, passwordHash?: string): Promise<void> {
  const token = randomToken();
  await setLinkToken(db, user.id, kind, hashToken(token), now, passwordHash);
  const query = new URLSearchParams({ token, type: kind, redirect_to: redirectTo });
  const link = `${settings.siteUrl}/auth/v1/verify?${query.toString()}`;
  try {
    await settings.mailer.send(linkMessage(kind, user.email, link, LINK_LIFETIME_HOURS[kind]));
  } catch (error) {
    await setLinkToken(db, user.id, kind, null, null);
    throw error;
  }
}

/** Uses a link token of `kind`: the user it confirmed, or undefined when unknown, used or expired. */
export function useLink(db: Db, kind: LinkKind, token: string, now: Date): Promise<AuthUserRow | undefined> {
  const sentAfter = new Date(now.getTime() - LINK_LIFETIME_HOURS[kind] * 3600 * 1000);
  return consumeLinkToken(db, kind, hashToken(token), sentAfter, now);
}
