/**
 * The answer countdown shown as m:ss. The visible clock is not announced every second; screen
 * readers hear "1 minute left", "30 seconds left" and "10 seconds left" through a polite live region.
 */
import { formatTime } from '@/lib/format-time';
import { cn } from '@/lib/utils';

const ANNOUNCEMENTS: Record<number, string> = { 60: '1 minute left', 30: '30 seconds left', 10: '10 seconds left' };

/** `remaining` is whole seconds left. */
export function Countdown({ remaining }: { remaining: number }) {
  return (
    <div className="flex items-baseline gap-2">
      <span className="text-sm text-muted-foreground">Time left</span>
      <span role="timer" className={cn('font-mono text-2xl tabular-nums', remaining <= 10 && 'text-destructive')}>
        {formatTime(remaining)}
      </span>
      <span aria-live="polite" className="sr-only">
        {ANNOUNCEMENTS[remaining] ?? ''}
      </span>
    </div>
  );
}
