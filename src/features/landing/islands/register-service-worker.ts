/**
 * Registers the service worker from the static landing page, as the app's ReloadPrompt does, so a
 * first visit that stays on `/` still installs the app for offline use. When the precache is ready
 * the "ready to work offline" toast is shown (loading the toaster then); an update found here is
 * offered by the app's ReloadPrompt once the visitor moves into the app.
 */
import { registerSW } from 'virtual:pwa-register';

export function registerServiceWorker(): void {
  registerSW({
    onOfflineReady: () => void import('@/features/landing/islands/offline-ready-toast').then(({ showOfflineReady }) => showOfflineReady()),
  });
}
