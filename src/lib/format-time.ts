/** Formats a number of seconds as m:ss (e.g. 120 → "2:00", 59 → "0:59"); negatives show 0:00. */
export function formatTime(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
