/**
 * `usePrerendering()`: true while a component renders to HTML at build time (src/prerender.tsx,
 * React's server snapshot), false in the browser. A prerendered page uses it to mark what works
 * only once the app has taken over (src/lib/static-page.ts).
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function usePrerendering(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
}
