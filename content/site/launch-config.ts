/**
 * The launch date as configuration, read at build time (`npm start` builds, so setting it for
 * `npm start` is enough): LAUNCH_DATE, an ISO day (YYYY-MM-DD) in UTC, defaults to the spec's
 * launch, 2025-09-08. vite.config.ts hands the checked value to the browser as `__LAUNCH_DATE__`.
 */

/** The spec's launch day (spec section 1). */
export const DEFAULT_LAUNCH_DATE = '2025-09-08';

/**
 * Checks LAUNCH_DATE (undefined or empty: the default) and returns it as YYYY-MM-DD.
 * Throws an Error naming the variable when it is not a real calendar day.
 */
export function parseLaunchDate(value: string | undefined): string {
  const day = value?.trim() || DEFAULT_LAUNCH_DATE;
  const parsed = new Date(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day) {
    throw new Error(`LAUNCH_DATE must be a day written YYYY-MM-DD, got "${value}"`);
  }
  return day;
}

/**
 * What the browser gets: the launch day, the day as people write it ("September 8, 2025"), and
 * whether it had passed when the app was built (for the prerendered pages). The text is formatted
 * here, at build time: the browser's first `Intl` call loads its locale data, about 75–110 ms of
 * main-thread work on a first visit to `/` (docs/perf.md).
 */
export interface LaunchAtBuild {
  day: string;
  dayText: string;
  launchedAtBuild: boolean;
}

/** The launch as of `now` (milliseconds since the epoch, the build time). Throws like parseLaunchDate. */
export function launchAtBuild(value: string | undefined, now: number): LaunchAtBuild {
  const day = parseLaunchDate(value);
  const start = Date.parse(`${day}T00:00:00Z`);
  const dayText = new Date(start).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  return { day, dayText, launchedAtBuild: now >= start };
}
