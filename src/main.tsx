/**
 * Browser entry: mounts the app's router into #root. A page prerendered at build time for this
 * path (`#root[data-prerendered]`, see scripts/build/prerender-plugin.ts) is hydrated instead,
 * keeping its HTML; anything else is rendered from scratch.
 */
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRouter } from '@/app/router';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element in index.html');

const app = (
  <StrictMode>
    <AppRouter />
  </StrictMode>
);

if (root.dataset.prerendered === window.location.pathname && root.firstElementChild) {
  hydrateRoot(root, app);
} else {
  // A prerendered page served for another path (an old cache): start clean.
  root.replaceChildren();
  createRoot(root).render(app);
}
