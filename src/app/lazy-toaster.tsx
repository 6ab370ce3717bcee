/**
 * The toaster (sonner), loaded after the first paint so it stays out of the start-up bundle.
 * `toast()` calls made before it mounts are queued by sonner and shown once it does.
 * Toasts sit at the top, below the sticky header (HEADER_CLEARANCE_PX), so they never cover its
 * Menu button on phones.
 * Rich colours keep sonner's tints with darker text, so every toast meets WCAG AA contrast (4.5:1).
 */
import { lazy, Suspense, type CSSProperties } from 'react';

const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

/** sonner's light rich-colour text tones, darkened to reach 4.5:1 on their tinted backgrounds. */
const AA_TEXT = {
  '--success-text': 'hsl(140, 100%, 22%)',
  '--error-text': 'hsl(360, 100%, 36%)',
  '--warning-text': 'hsl(31, 92%, 28%)',
  '--info-text': 'hsl(210, 92%, 38%)',
} as CSSProperties;

/** Distance from the top of the viewport to the first toast, in CSS pixels: the header's height plus a gap. */
const HEADER_CLEARANCE_PX = 72;

export function LazyToaster() {
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" offset={{ top: HEADER_CLEARANCE_PX }} mobileOffset={{ top: HEADER_CLEARANCE_PX }} richColors closeButton style={AA_TEXT} />
    </Suspense>
  );
}
