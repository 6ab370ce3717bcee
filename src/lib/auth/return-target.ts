/**
 * Where to go after signing in: the guard sends a visitor to /signin with the page they asked for
 * in navigation state (`{ from }`); sign-in returns there, or to /profile.
 */

/** Navigation state of /signin. */
export interface SignInLocationState {
  from?: string;
}

/** Where a successful sign-in goes: a same-site path from `state`, else `fallback`. */
export function returnTarget(state: unknown, fallback: string): string {
  if (typeof state !== 'object' || state === null || !('from' in state)) return fallback;
  const from = state.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return fallback;
  if (from === '/signin' || from.startsWith('/signin?')) return fallback;
  return from;
}
