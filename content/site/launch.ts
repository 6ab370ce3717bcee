/**
 * The launch (spec section 1) as this build was configured: LAUNCH_DATE at build time
 * (launch-config.ts), handed over by vite.config.ts as `__LAUNCH__`. Before the day the landing and
 * waitlist pages announce it and the waitlist is the way in; from the day on they say Greenshoe is
 * available, the way in is an account and the waitlist is a product-news sign-up.
 */
import type { LaunchAtBuild } from './launch-config';

declare const __LAUNCH__: LaunchAtBuild;

/** The launch day, YYYY-MM-DD (UTC), its text, and whether it had passed at build time. */
export const LAUNCH: LaunchAtBuild = __LAUNCH__;

/** The launch day as people write it, e.g. "September 8, 2025" (formatted at build time). */
export const LAUNCH_DATE = LAUNCH.dayText;

/** True from the start of the launch day (UTC) on; `now` in milliseconds since the epoch. */
export function isLaunched(now: number, launchDay: string = LAUNCH.day): boolean {
  return now >= Date.parse(`${launchDay}T00:00:00Z`);
}
