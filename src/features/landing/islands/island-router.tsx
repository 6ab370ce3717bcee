/**
 * The router context of a landing island: `/` as the location, and a navigator that moves the
 * visitor into the app (enterApp) instead of changing a route, so the islands' links and the setup
 * form's navigate() work without React Router's BrowserRouter or the app shell on the static page.
 */
import type { ReactNode } from 'react';
import { createPath, Router, type Navigator } from 'react-router-dom';
import { enterApp } from '@/features/landing/islands/enter-app';

const navigator: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
  go: (delta) => history.go(delta),
  push: (to, state) => enterApp(typeof to === 'string' ? to : createPath(to), state),
  replace: (to, state) => enterApp(typeof to === 'string' ? to : createPath(to), state),
};

export function IslandRouter({ children }: { children: ReactNode }) {
  return (
    <Router location="/" navigator={navigator}>
      {children}
    </Router>
  );
}
