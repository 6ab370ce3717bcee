/**
 * Browser entry. On the prerendered landing page (`#root[data-prerendered="/"]`) opened by a visitor
 * the static page serves as it is (landingStaysStatic), only its islands start
 * (features/landing/islands/start-islands.tsx) and React Router loads when the visitor moves into
 * the app. Anywhere else, and on the landing for a signed-in visitor, a device with work waiting in
 * its outbox, the verified-account return or a page built before a launch day that has come, the app
 * starts (src/app/boot-app.tsx). docs/decisions/0014-landing-islands.md.
 */
import { landingStaysStatic } from '@/features/landing/islands/landing-stays-static';
import { preloadDeepLink } from '@/app/deep-link';
import './index.css';

if (landingStaysStatic()) void import('@/features/landing/islands/start-islands').then(({ startIslands }) => startIslands());
else {
  // A page opened directly starts its own chunk alongside the app's (src/app/deep-link.ts).
  preloadDeepLink(window.location.pathname);
  void import('@/app/boot-app').then(({ bootApp }) => bootApp());
}
