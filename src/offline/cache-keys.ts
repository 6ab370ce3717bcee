/** Keys of the `cache` table: one per kind of server answer and user, so users never share a copy. */
export const cacheKeys = {
  interviews: (userId: string) => `interviews:${userId}`,
  profile: (userId: string) => `profile:${userId}`,
} as const;
