/**
 * The toaster (sonner), loaded after the first paint so it stays out of the start-up bundle.
 * `toast()` calls made before it mounts are queued by sonner and shown once it does.
 */
import { lazy, Suspense } from 'react';

const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

export function LazyToaster() {
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" richColors closeButton />
    </Suspense>
  );
}
