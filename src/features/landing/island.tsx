/**
 * An island of the static landing page: a part that needs React to be interactive (the feature
 * showcase's tabs and inline setup form, the logo strip). Its HTML is rendered as a root of its own
 * (islands/island-element.tsx), so the browser can hydrate it alone, without the page around it
 * (islands/start-islands.ts; docs/decisions/0014-landing-islands.md). While prerendering, the
 * renderer given through IslandRenderer produces that HTML; in the app (the landing reached by a
 * navigation inside it) the island's component renders in place under the app's router.
 */
import { createContext, useContext } from 'react';
import { ISLANDS, type IslandName } from '@/features/landing/islands/island-element';

/** Renders island `name` to HTML as its own root (react-dom/server: prerendering only). */
export type RenderIsland = (name: IslandName) => string;

/** Provided by src/prerender.tsx; absent in the browser. */
export const IslandRenderer = createContext<RenderIsland | null>(null);

export function Island({ name }: { name: IslandName }) {
  const render = useContext(IslandRenderer);
  if (render) return <div data-island={name} dangerouslySetInnerHTML={{ __html: render(name) }} />;
  const Component = ISLANDS[name];
  return (
    <div data-island={name}>
      <Component />
    </div>
  );
}
