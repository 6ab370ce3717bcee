/**
 * The shell around every page: skip link, header with the brand mark, the page outlet, the
 * toaster (sonner) and the service worker's update prompt.
 */
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LazyToaster } from '@/app/lazy-toaster';
import { ReloadPrompt } from '@/app/reload-prompt';
import { BrandMark } from '@/components/brand-mark';
import { PageLoading } from '@/components/page-loading';

export function AppLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-background focus:p-2"
      >
        Skip to content
      </a>
      <header className="border-b border-border">
        <div className="mx-auto flex max-w-3xl items-center px-4 py-3">
          <BrandMark />
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-6">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <LazyToaster />
      <ReloadPrompt />
    </div>
  );
}
