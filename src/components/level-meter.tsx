/**
 * The microphone's live level as a bar (role meter, 0 to 100), so a candidate sees the microphone
 * hears them. `level` is an RMS level from 0 to 1, shown as meterPercent (lib/microphone-check.ts).
 */
import { meterPercent } from '@/lib/microphone-check';
import { cn } from '@/lib/utils';

export function LevelMeter({ level, className }: { level: number; className?: string }) {
  const percent = meterPercent(level);
  return (
    <div role="meter" aria-label="Microphone level" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className={cn('h-2 w-full rounded bg-muted', className)}>
      <div className="h-2 rounded bg-brand transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}
