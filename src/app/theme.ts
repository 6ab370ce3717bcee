/**
 * The light/dark theme (spec section 2): light by default, remembered on this device, applied as
 * the `dark` class on <html>. Applied when this module loads, before the first render.
 */
import { create } from 'zustand';

export type Theme = 'light' | 'dark';

/** localStorage key of the chosen theme. */
export const STORAGE_KEY_THEME = 'greenshoe.theme';

function readTheme(): Theme {
  try {
    return localStorage.getItem(STORAGE_KEY_THEME) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
}

/** The current theme; `useTheme.getState()` outside components. */
export const useTheme = create<{ theme: Theme }>()(() => ({ theme: readTheme() }));

/** Switches to `theme`, applies it and remembers it. */
export function setTheme(theme: Theme): void {
  applyTheme(theme);
  try {
    localStorage.setItem(STORAGE_KEY_THEME, theme);
  } catch {
    // Not remembered (storage blocked): still applied for this visit.
  }
  useTheme.setState({ theme });
}

// Not when prerendering at build time (no document): main.tsx's page applies it on load.
if (typeof document !== 'undefined') applyTheme(useTheme.getState().theme);
