/**
 * Build-time prerendering (scripts/build/prerender-plugin.ts): renders a public page to HTML with
 * react-dom/static, waiting for its lazy chunks, so the browser paints it before any script runs.
 * The landing's islands are rendered as roots of their own (features/landing/island.tsx), so the
 * browser can hydrate each alone. /question-bank renders its first cards from the bank's index
 * chunk, loaded first (its page then renders them at once). Never shipped to the browser.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from '@/app/router';
import { ROUTES } from '@/config/routes';
import { IslandRenderer, type RenderIsland } from '@/features/landing/island';
import { islandElement, islandIdPrefix } from '@/features/landing/islands/island-element';
import { loadBankSummaries } from '@/lib/device-bank';

const renderIsland: RenderIsland = (name) => renderToString(islandElement(name), { identifierPrefix: islandIdPrefix(name) });

/** The HTML of `url`'s page (what goes inside #root). */
export async function render(url: string): Promise<string> {
  if (url === ROUTES.questionBank) await loadBankSummaries();
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <IslandRenderer value={renderIsland}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </IslandRenderer>
    </StrictMode>,
    // Every Suspense boundary inline, in reading order: by default React outlines large ones (a
    // fallback in place, the content hidden at the end, an inline script to swap them).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
