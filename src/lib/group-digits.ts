/**
 * Whole numbers with a comma between each group of three digits ("1,234"), as `toLocaleString('en-US')`
 * writes them but without Intl: a page's first Intl call loads the browser's locale data, a task of
 * 0.25–1 s at 4× CPU on a first visit to /question-bank.
 */

/** `n` (a whole number) with its thousands grouped: 907 → "907", 12345 → "12,345", -1000 → "-1,000". */
export function groupDigits(n: number): string {
  return String(Math.trunc(n)).replace(/\B(?=(\d{3})+$)/g, ',');
}
