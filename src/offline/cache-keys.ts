/** Keys of the `cache` table: one per kind of server answer and user, so users never share a copy. */
export const cacheKeys = {
  interviews: (userId: string) => `interviews:${userId}`,
  /** One interview found by paging through get-interviews (the study room). */
  interview: (userId: string, id: string) => `interview:${userId}:${id}`,
  profile: (userId: string) => `profile:${userId}`,
} as const;
