/**
 * The toaster (sonner), loaded after the first paint so it stays out of the start-up bundle.
 * `toast()` calls (src/lib/toast.ts, one at a time) made before it mounts are kept by sonner and
 * shown once it does. Toasts sit at the bottom edge, one at a time, away from the sticky header's
 * controls and the page's headings at the top; the layouts end with TOAST_LANE_CLASS (toast-lane.ts), so the
 * controls at the end of a page stay clear of them.
 * Rich colours keep sonner's tints with darker text, so every toast meets WCAG AA contrast (4.5:1).
 * Nothing is prerendered: the static landing page is never hydrated, and it shows its one toast
 * in plain DOM (features/landing/islands/offline-ready-toast.ts); an empty prerendered toaster
 * would be a second "Notifications" region beside it.
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

/** Distance from the bottom of the viewport to the toast, in CSS pixels. */
const BOTTOM_GAP_PX = 12;

export function LazyToaster() {
  if (import.meta.env.SSR) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="bottom-center"
        visibleToasts={1}
        offset={{ bottom: BOTTOM_GAP_PX }}
        mobileOffset={{ bottom: BOTTOM_GAP_PX }}
        richColors
        closeButton
        style={AA_TEXT}
      />
    </Suspense>
  );
}
