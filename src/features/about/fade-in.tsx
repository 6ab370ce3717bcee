/**
 * A section that fades in (and rises slightly) when it scrolls into view: FADE_IN_MS, with an
 * optional delay, triggered once by an IntersectionObserver. Shown at once, without motion, for
 * prefers-reduced-motion or where IntersectionObserver is missing.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useReducedMotion } from '@/lib/use-reduced-motion';
import { cn } from '@/lib/utils';

/** The fade's duration, in milliseconds (spec section 9: 0.6 s). */
export const FADE_IN_MS = 600;
/** Share of the section that must be visible to start the fade. */
const THRESHOLD = 0.1;

export function FadeIn({ children, delayMs = 0, className }: { children: ReactNode; delayMs?: number; className?: string }) {
  const reducedMotion = useReducedMotion();
  const [seen, setSeen] = useState(false);
  const element = useRef<HTMLDivElement>(null);
  const observable = typeof IntersectionObserver === 'function';

  useEffect(() => {
    if (seen || reducedMotion || !observable || !element.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold: THRESHOLD },
    );
    observer.observe(element.current);
    return () => observer.disconnect();
  }, [seen, reducedMotion, observable]);

  const shown = seen || reducedMotion || !observable;
  return (
    <div
      ref={element}
      data-shown={shown}
      className={cn(shown ? 'translate-y-0 opacity-100' : 'translate-y-4 opacity-0', className)}
      style={reducedMotion ? undefined : { transition: `opacity ${FADE_IN_MS}ms ease-out ${delayMs}ms, transform ${FADE_IN_MS}ms ease-out ${delayMs}ms` }}
    >
      {children}
    </div>
  );
}
