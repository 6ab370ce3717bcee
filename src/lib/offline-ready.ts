/**
 * What Greenshoe says once its service worker has cached the app and it works offline: the app's
 * toast (src/app/reload-prompt.tsx) and the static landing's plain-DOM one
 * (src/features/landing/islands/offline-ready-toast.ts) show the same text.
 */
export const OFFLINE_READY_TEXT = 'Greenshoe is ready to work offline.';
