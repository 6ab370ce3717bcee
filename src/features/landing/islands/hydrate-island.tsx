/**
 * Hydrates one island of the static landing page (see ../island.tsx) as a React root of its own.
 * Loaded on the island's first interaction (or approach), so React stays off the page until then.
 */
import { hydrateRoot } from 'react-dom/client';
import { onEnterApp } from '@/features/landing/islands/enter-app';
import { islandElement, islandIdPrefix, type IslandName } from '@/features/landing/islands/island-element';

/** Hydrates `container` (the `[data-island=name]` element); resolves once it is interactive. */
export function hydrateIsland(name: IslandName, container: Element): Promise<void> {
  return new Promise((resolve) => {
    const root = hydrateRoot(container, islandElement(name, resolve), { identifierPrefix: islandIdPrefix(name) });
    onEnterApp(() => root.unmount());
  });
}
