/**
 * Build-time prerendering (scripts/build/prerender-plugin.ts): renders a public page to HTML with
 * react-dom/static, waiting for its lazy chunks, so the browser paints it before any script runs;
 * main.tsx then hydrates it. Never shipped to the browser.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from '@/app/router';

/** The HTML of `url`'s page (what goes inside #root). */
export async function render(url: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
