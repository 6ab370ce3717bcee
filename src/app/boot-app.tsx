/**
 * Starts the app: renders the router (src/app/router.tsx) into #root, replacing what is there (the
 * plain shell's empty root, or the static landing page when the visitor moves from it into the app,
 * or when the landing needs the whole app: see src/main.tsx). The landing's HTML is never hydrated
 * as a whole; its islands are (docs/decisions/0014-landing-islands.md).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from '@/app/router';

/** Renders the app into #root. @throws Error when the page has no #root. */
export function bootApp(): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element in index.html');
  root.replaceChildren();
  delete root.dataset.prerendered;
  createRoot(root).render(
    <StrictMode>
      <AppRouter />
    </StrictMode>,
  );
}
