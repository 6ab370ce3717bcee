/** The 'Follow-up questions' switch of the interview screen, bound to the remembered setting. */
import { useId } from 'react';
import { useFollowUpsEnabled } from '@/features/interview/session/follow-up-setting';

export function FollowUpToggle() {
  const [enabled, setEnabled] = useFollowUpsEnabled();
  const hintId = useId();
  return (
    <span className="inline-flex items-center">
      <label className="inline-flex cursor-pointer items-center gap-2 text-sm">
        <input
          type="checkbox"
          role="switch"
          checked={enabled}
          onChange={(event) => setEnabled(event.target.checked)}
          aria-describedby={hintId}
          className="size-4 accent-brand"
        />
        <span>Follow-up questions</span>
      </label>
      <span id={hintId} className="sr-only">
        When an answer misses a key point, the interviewer may ask one follow-up question before moving on.
      </span>
    </span>
  );
}
