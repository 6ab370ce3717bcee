/**
 * Starts the app: renders the router (src/app/router.tsx) into #root, replacing what is there (the
 * plain shell's empty root, or the static landing page when the visitor moves from it into the app,
 * or when the landing needs the whole app: see src/main.tsx). The landing's HTML is never hydrated
 * as a whole; its islands are (docs/decisions/0014-landing-islands.md). A page prerendered to stay
 * until the app is ready (/question-bank) stays on screen while the app renders into a detached
 * #root; the page puts it in place once its first cards are ready (src/lib/static-page.ts).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from '@/app/router';
import { holdStaticPage, holdsStaticPage } from '@/lib/static-page';

/** Renders the app into #root. @throws Error when the page has no #root. */
export function bootApp(): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element in index.html');
  let container = root;
  if (holdsStaticPage(root)) {
    container = document.createElement('div');
    container.id = 'root';
    holdStaticPage(root, container);
  } else {
    root.replaceChildren();
    delete root.dataset.prerendered;
  }
  createRoot(container).render(
    <StrictMode>
      <AppRouter />
    </StrictMode>,
  );
}
