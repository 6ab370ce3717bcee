/**
 * The signed-in user's profile for /profile: GET /api/profile (bearer token) through the cache,
 * fresh for PROFILE_FRESH_MS and readable offline.
 */
import { useCallback } from 'react';
import { ProfileSchema, type Profile } from '@core/contract/saved-interview';
import { useAuth } from '@/lib/auth/auth-store';
import { callApi } from '@/lib/api-client';
import { authorizedApi } from '@/lib/authorized-api';
import { cacheKeys } from '@/offline/cache-keys';
import { PROFILE_FRESH_MS } from '@/offline/constants';
import { useCachedResource, type CachedResource } from '@/offline/use-cached-resource';

const parseProfile = (body: unknown): Profile => ProfileSchema.parse(body);

export function useProfile(): CachedResource<Profile> {
  const userId = useAuth((state) => state.user?.id ?? null);
  const load = useCallback(() => callApi(() => authorizedApi().api.profile.$get(), ProfileSchema), []);
  return useCachedResource(userId ? cacheKeys.profile(userId) : null, load, parseProfile, PROFILE_FRESH_MS);
}
