/**
 * The browser's time zone for the browser tests: an IANA `Etc/GMT±N` zone where the local time at
 * `now` is between 12:00 and 12:59, so no test's day ends while it runs. Study counts, "due today"
 * and "studied today" follow the device's local day; a card rated Good at 23:55 comes back after
 * midnight, tomorrow, and a test that began at 23:50 would see the next day's counts.
 * Pass the result as Playwright's `timezoneId`. (`Etc/GMT-5` is UTC+5: the IANA sign is inverted.)
 */
export function middayTimeZone(now: Date = new Date()): string {
  const offsetHours = 12 - now.getUTCHours();
  if (offsetHours === 0) return 'Etc/UTC';
  return offsetHours > 0 ? `Etc/GMT-${offsetHours}` : `Etc/GMT+${-offsetHours}`;
}
