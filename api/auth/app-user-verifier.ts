/**
 * The verifier the signed-in routes use: the auth's verifier, then the caller's appusers row made
 * sure of (every user-owned row references it, so deleting the user deletes their rows). Ids made
 * sure of by this process are remembered, so a signed-in request costs the insert once.
 */
import type { Db } from '../db/client';
import { ensureAppUser } from '../services/app-users';
import type { TokenVerifier } from './auth-user';

/** The remembered ids are forgotten when they grow past this many. */
const MAX_REMEMBERED = 10_000;

/** `verifier`, creating the appusers row of each caller it accepts when missing. */
export function withAppUserRow(db: Db, verifier: TokenVerifier): TokenVerifier {
  const known = new Set<string>();
  return {
    async verify(token) {
      const user = await verifier.verify(token);
      if (!known.has(user.id)) {
        await ensureAppUser(db, user);
        if (known.size >= MAX_REMEMBERED) known.clear();
        known.add(user.id);
      }
      return user;
    },
  };
}
