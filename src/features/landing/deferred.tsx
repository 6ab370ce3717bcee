/**
 * Renders below-the-fold content after the first paint: when the browser is first idle, or as soon
 * as the placeholder comes within DEFERRED_ROOT_MARGIN of the viewport, whichever is first. Until
 * then (and while the content's lazy chunk loads) a placeholder of `minHeight` keeps the page's
 * length, so nothing above it moves. Keeps the main thread free for input when the landing is
 * reached inside the app (the content renders as a transition); when prerendering, the content is
 * rendered at once.
 */
import { startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the viewport the placeholder starts the load, in CSS pixels. */
export const DEFERRED_ROOT_MARGIN = '600px';
/** Longest wait for an idle moment before loading anyway, in milliseconds. */
export const DEFERRED_IDLE_TIMEOUT_MS = 2000;

/** Calls `run` when the browser is idle (a timer where requestIdleCallback is missing); returns a cancel. */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: DEFERRED_IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, 200);
  return () => window.clearTimeout(timer);
}

export function Deferred({ minHeight, children }: { minHeight: string; children: ReactNode }) {
  // Prerendering (no window) renders the content at once: the static page carries all of it.
  const [ready, setReady] = useState(() => typeof window === 'undefined');
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (ready) return;
    // A transition: React renders the content in slices, yielding to input between them.
    const show = () => startTransition(() => setReady(true));
    const cancelIdle = whenIdle(show);
    let observer: IntersectionObserver | undefined;
    if (placeholder.current && typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), {
        rootMargin: DEFERRED_ROOT_MARGIN,
      });
      observer.observe(placeholder.current);
    }
    return () => {
      cancelIdle();
      observer?.disconnect();
    };
  }, [ready]);

  const fallback = <div ref={placeholder} style={{ minHeight }} aria-hidden="true" />;
  return ready ? <Suspense fallback={<div style={{ minHeight }} aria-hidden="true" />}>{children}</Suspense> : fallback;
}
