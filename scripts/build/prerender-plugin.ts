/**
 * Vite plugin: prerenders the landing page into the built index.html, so `/` paints before any
 * script runs; main.tsx then starts its islands. The page is rendered by src/prerender.tsx through a
 * throw-away Vite server (same config, SSR module loading). The page stays static in the browser
 * but for its islands (docs/decisions/0014-landing-islands.md), so no page chunk is preloaded with
 * the entry. In that page:
 * - `#root` carries `data-prerendered="/"` (main.tsx keeps the page only then);
 * - the stylesheet is inlined, so the first paint waits for no other request;
 * - the app's scripts (entry and module preloads) are requested just after the first paint, so
 *   the HTML and CSS get the connection to themselves on a slow network.
 * The shell, with module preloads of the app's start (shell-preloads.ts), is kept as app.html: the
 * server and the service worker answer every other page path with it, so no other page ever shows
 * the landing's HTML.
 */
import type { OutputAsset, OutputBundle } from 'rolldown';
import { BOOT_MODULE, staticChunkFiles, withModulePreloads } from './shell-preloads.ts';
import type { Plugin, ViteDevServer } from 'vite';

/** The shell every other path gets (api/http/static-site.ts, the service worker's navigateFallback). */
export const SPA_SHELL = 'app.html';
/** Set while the plugin's own Vite server runs, so it does not prerender inside itself. */
const INNER = 'GREENSHOE_PRERENDERING';

/** Renders `url` with src/prerender.tsx in a throw-away Vite server. */
async function renderPage(url: string): Promise<string> {
  process.env[INNER] = '1';
  let server: ViteDevServer | undefined;
  try {
    const { createServer } = await import('vite');
    server = await createServer({
      appType: 'custom',
      logLevel: 'error',
      server: { middlewareMode: true, hmr: false, ws: false },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    const { render } = (await server.ssrLoadModule('/src/prerender.tsx')) as { render: (url: string) => Promise<string> };
    return await render(url);
  } finally {
    await server?.close();
    delete process.env[INNER];
  }
}

/** The inline script that adds the entry and its module preloads once the page has painted. */
function deferredScripts(entry: string, preloads: string[]): string {
  const load = `function(){if(window.__gsLoaded)return;window.__gsLoaded=1;${JSON.stringify(preloads)}.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)});var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};document.head.appendChild(s)}`;
  // After the first paint; at once in a hidden tab, where animation frames wait for the tab to show.
  return `<script>(function(){var load=${load};if(document.visibilityState==='hidden')load();else requestAnimationFrame(function(){setTimeout(load,0)})})()</script>`;
}

/**
 * index.html with `html` in #root, its stylesheet inlined and its scripts deferred past the first
 * paint; `pageChunks` (the page's lazy chunk and its imports) are preloaded with the entry.
 */
export function prerenderedIndex(shell: string, html: string, css: (href: string) => string | undefined, pageChunks: string[] = []): string {
  let page = shell.replace('<div id="root"></div>', `<div id="root" data-prerendered="/">${html}</div>`);
  if (page === shell) throw new Error('index.html has no empty <div id="root"></div> to prerender into');
  page = page.replace(/<link rel="stylesheet" crossorigin href="([^"]+)">/g, (tag, href: string) => {
    const source = css(href);
    return source === undefined ? tag : `<style>${source.replace(/<\/style/gi, '<\\/style')}</style>`;
  });
  const preloads: string[] = [];
  page = page.replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href: string) => {
    preloads.push(href);
    return '';
  });
  let entry: string | undefined;
  page = page.replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/, (_tag, src: string) => {
    entry = src;
    return '';
  });
  if (!entry) throw new Error('index.html has no module entry script');
  for (const chunk of pageChunks) if (!preloads.includes(chunk) && chunk !== entry) preloads.push(chunk);
  return page.replace('</body>', `  ${deferredScripts(entry, preloads)}\n  </body>`);
}

function cssOf(bundle: OutputBundle, href: string): string | undefined {
  const file = bundle[href.replace(/^\//, '')] as OutputAsset | undefined;
  return file?.type === 'asset' ? String(file.source) : undefined;
}

export function prerenderLanding(): Plugin {
  return {
    name: 'greenshoe:prerender-landing',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild && !process.env[INNER],
    generateBundle: {
      // After Vite's own HTML plugin has put index.html in the bundle.
      order: 'post',
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        if (!index || index.type !== 'asset') return;
        const shell = String(index.source);
        this.emitFile({ type: 'asset', fileName: SPA_SHELL, source: withModulePreloads(shell, staticChunkFiles(bundle, BOOT_MODULE)) });
        index.source = prerenderedIndex(shell, await renderPage('/'), (href) => cssOf(bundle, href));
      },
    },
  };
}
