/**
 * Offers a new app version when the service worker has one ("A new version is ready — Reload");
 * the update is applied only when the user asks, never forced mid-task. Says once when the app
 * shell has been cached and works offline, at the first quiet moment (src/lib/quiet-moment.ts): a
 * toast mounting and sliding in under someone's typing made each key press slower.
 */
import { useEffect } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button } from '@/components/ui/button';
import { OFFLINE_READY_TEXT } from '@/lib/offline-ready';
import { waitForQuietMoment } from '@/lib/quiet-moment';

export function ReloadPrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    offlineReady: [offlineReady],
    updateServiceWorker,
  } = useRegisterSW();

  useEffect(() => {
    if (!offlineReady) return;
    void waitForQuietMoment()
      .then(() => import('@/lib/toast'))
      .then(({ toast }) => toast(OFFLINE_READY_TEXT));
  }, [offlineReady]);

  if (!needRefresh) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-x-2 bottom-2 z-40 mx-auto flex max-w-md items-center gap-3 rounded-lg border border-border bg-background p-3 shadow-lg"
    >
      <p className="flex-1 text-sm">A new version is ready.</p>
      <Button size="sm" onClick={() => void updateServiceWorker(true)}>
        Reload
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setNeedRefresh(false)}>
        Later
      </Button>
    </div>
  );
}
