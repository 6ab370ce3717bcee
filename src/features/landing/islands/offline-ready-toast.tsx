/**
 * The "ready to work offline" toast on the static landing page: mounts the app's toaster in a root
 * of its own (unmounted when the visitor moves into the app, whose layout has its own) and shows it.
 * Once the visitor is in the app, the app's toaster shows it.
 */
import { createRoot } from 'react-dom/client';
import { LazyToaster } from '@/app/lazy-toaster';
import { inApp, onEnterApp } from '@/features/landing/islands/enter-app';
import { toast } from '@/lib/toast';

/** The toast's text, as the app's ReloadPrompt says it. */
export const OFFLINE_READY_TEXT = 'Greenshoe is ready to work offline.';

export function showOfflineReady(): void {
  if (inApp()) {
    toast(OFFLINE_READY_TEXT);
    return;
  }
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  root.render(<LazyToaster />);
  onEnterApp(() => {
    root.unmount();
    container.remove();
  });
  toast(OFFLINE_READY_TEXT);
}
