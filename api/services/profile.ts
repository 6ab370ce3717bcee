/**
 * The signed-in user's profile (GET /api/profile): their interviews summarised by the pure
 * deriveProfile (core/profile/derive-profile.ts), with their email.
 */
import type { Profile } from '../../core/contract/saved-interview';
import { deriveProfile } from '../../core/profile/derive-profile';
import type { AuthUser } from '../auth/auth-user';
import type { Db } from '../db/client';
import { findAppUserEmail } from './app-users';
import { listInterviews } from './interviews';

/**
 * The profile of `user`. `email` is the token's, else the app user row's, else empty text; a user
 * without interviews gets zeros and empty lists.
 */
export async function getProfile(db: Db, user: AuthUser): Promise<Profile> {
  const [records, storedEmail] = await Promise.all([listInterviews(db, user.id), findAppUserEmail(db, user.id)]);
  return deriveProfile({ user_id: user.id, email: user.email ?? storedEmail ?? '' }, records);
}
