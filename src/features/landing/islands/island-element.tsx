/**
 * The React element of each landing island, the same when prerendering (src/prerender.tsx) and
 * hydrating (hydrate-island.tsx), so the two trees match, their useId values included.
 */
import { StrictMode, useEffect, type ComponentType } from 'react';
import { FeatureShowcase } from '@/features/landing/feature-showcase';
import { LogoStrip } from '@/features/landing/logo-strip';
import { IslandRouter } from '@/features/landing/islands/island-router';

/** The islands of the landing page: each one's name is its data-island value and id prefix. */
export const ISLANDS = { showcase: FeatureShowcase, logos: LogoStrip } satisfies Record<string, ComponentType>;
export type IslandName = keyof typeof ISLANDS;

/** The identifier prefix of island `name`'s root. */
export function islandIdPrefix(name: IslandName): string {
  return `${name}-`;
}

/** Calls `onHydrated` (when given) after the first commit in the browser; renders nothing. */
function Committed({ onHydrated }: { onHydrated?: () => void }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return null;
}

/** Island `name`'s root element; `onHydrated` runs once it is interactive. */
export function islandElement(name: IslandName, onHydrated?: () => void) {
  const Island = ISLANDS[name];
  return (
    <StrictMode>
      <IslandRouter>
        <Island />
      </IslandRouter>
      <Committed onHydrated={onHydrated} />
    </StrictMode>
  );
}
