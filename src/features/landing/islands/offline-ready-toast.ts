/**
 * The "ready to work offline" toast on the static landing page, in plain DOM: loading React,
 * React DOM and sonner for this one message cost about 50 ms of main-thread work on a first visit
 * (docs/perf.md, docs/decisions/0014-landing-islands.md). It sits where the app's toasts do
 * (bottom centre, src/app/lazy-toaster.tsx), is announced as a polite status, has a Close button
 * and leaves after OFFLINE_READY_SHOWN_MS, or when the visitor moves into the app. Once the
 * visitor is in the app, the app's toaster shows the message instead.
 */
import { buttonVariants } from '@/components/ui/button';
import { inApp, onEnterApp } from '@/features/landing/islands/enter-app';
import { OFFLINE_READY_TEXT } from '@/lib/offline-ready';

/** How long the toast shows, in milliseconds (sonner's default, as for the app's toasts). */
export const OFFLINE_READY_SHOWN_MS = 4000;

/** Shows the toast (see the module comment). */
export function showOfflineReady(): void {
  if (inApp()) {
    void import('@/lib/toast').then(({ toast }) => toast(OFFLINE_READY_TEXT));
    return;
  }
  const toast = document.createElement('div');
  toast.setAttribute('role', 'status');
  toast.className =
    'fixed inset-x-0 bottom-3 z-50 mx-auto flex w-[calc(100%-2rem)] max-w-sm items-center justify-between gap-3 rounded-lg border border-border bg-background py-2 pl-4 pr-2 text-sm text-foreground shadow-lg';
  const text = document.createElement('p');
  const close = document.createElement('button');
  close.type = 'button';
  close.className = buttonVariants({ variant: 'ghost', size: 'icon' });
  close.setAttribute('aria-label', 'Close toast');
  close.textContent = '×';
  toast.append(text, close);

  const remove = () => {
    window.clearTimeout(timer);
    toast.remove();
  };
  close.addEventListener('click', remove);
  const timer = window.setTimeout(remove, OFFLINE_READY_SHOWN_MS);
  onEnterApp(remove);
  document.body.append(toast);
  // A status region announces a change of its text, not the text it was inserted with.
  requestAnimationFrame(() => (text.textContent = OFFLINE_READY_TEXT));
}
