/**
 * A countdown of `durationSeconds` seconds that calls `onExpire` once when it reaches zero.
 * `remaining` is whole seconds left (rounded up); `start` restarts from the full duration.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

const TICK_MS = 250;

export function useCountdown(durationSeconds: number, onExpire: () => void) {
  const [remaining, setRemaining] = useState(durationSeconds);
  const [deadline, setDeadline] = useState<number | null>(null);
  const onExpireRef = useRef(onExpire);

  useEffect(() => {
    onExpireRef.current = onExpire;
  }, [onExpire]);

  useEffect(() => {
    if (deadline === null) return;
    const id = setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) {
        clearInterval(id);
        setDeadline(null);
        onExpireRef.current();
      }
    }, TICK_MS);
    return () => clearInterval(id);
  }, [deadline]);

  const start = useCallback(() => {
    setRemaining(durationSeconds);
    setDeadline(Date.now() + durationSeconds * 1000);
  }, [durationSeconds]);

  const stop = useCallback(() => setDeadline(null), []);

  return { remaining, running: deadline !== null, start, stop };
}
