/**
 * The root of every page: skip link, the page's layout (public or signed-in), the toaster (sonner)
 * and the service worker's update prompt. Applies the theme before the first render, and, for a
 * signed-in user, starts the session machinery (supabase-js) and the outbox sync (Dexie) after the
 * first paint; a visitor whose outbox holds entries (outbox-hint.ts) starts the sync too. Other
 * visitors on public pages never load either. After the first interaction, the offline pack is
 * fetched at idle (start-offline-pack.ts); a page whose code is not on the device says so.
 */
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import '@/app/theme';
import { LazyToaster } from '@/app/lazy-toaster';
import { PageUnavailableBoundary } from '@/app/page-unavailable-boundary';
import { ReloadPrompt } from '@/app/reload-prompt';
import { startOfflinePackWhenQuiet } from '@/app/start-offline-pack';
import { PageLoading } from '@/components/page-loading';
import { useAuth } from '@/lib/auth/auth-store';
import { hasOutboxHint } from '@/offline/outbox-hint';

/** How long after the first paint a signed-in user's session machinery starts, in milliseconds. */
const AUTH_START_DELAY_MS = 300;

export function AppLayout() {
  const hasSession = useAuth((state) => state.status !== 'anonymous');
  const { pathname } = useLocation();

  useEffect(() => {
    // The outbox is drained for a signed-in user, or for a visitor whose device holds work waiting.
    if (!hasSession && !hasOutboxHint()) return;
    const timer = setTimeout(() => {
      if (hasSession) void import('@/lib/auth/auth-session').then(({ startAuth }) => startAuth());
      void import('@/offline/sync').then(({ startSync }) => startSync());
    }, AUTH_START_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hasSession]);

  useEffect(() => startOfflinePackWhenQuiet(), []);

  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-background focus:p-2"
      >
        Skip to content
      </a>
      <PageUnavailableBoundary resetKey={pathname}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </PageUnavailableBoundary>
      <LazyToaster />
      <ReloadPrompt />
    </>
  );
}
