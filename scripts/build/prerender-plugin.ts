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
 * the landing's HTML. The landing's phone menu works from an inline script (landingMenuScript).
 * /question-bank is prerendered the same way into question-bank.html (header, search form and its
 * first cards; `data-prerendered="/question-bank"`), with the app's start, the page's chunk and the
 * bank's index chunk preloaded after the first paint; the app takes it over once its own cards are
 * ready (src/lib/static-page.ts, docs/decisions/0029). An inline script right after #root hides
 * what would be wrong for this visit before the first paint: the results when the URL has a query,
 * the visitor-only parts (Sign In, Get Started) when a session is stored.
 */
import type { OutputAsset, OutputBundle } from 'rolldown';
import { BOOT_MODULE, staticChunkFiles, withModulePreloads } from './shell-preloads.ts';
import type { Plugin, ViteDevServer } from 'vite';
import { SESSION_STORAGE_KEY } from '../../src/lib/auth/local-entries.ts';

/** The shell every other path gets (api/http/static-site.ts, the service worker's navigateFallback). */
export const SPA_SHELL = 'app.html';
/** The prerendered question bank; the server and the service worker answer /question-bank with it. */
export const BANK_PAGE = 'question-bank.html';
/** The bank page's module, whose chunk is preloaded with the bank page's scripts. */
const BANK_PAGE_MODULE = '/src/features/question-bank/question-bank-page.tsx';
/** Set while the plugin's own Vite server runs, so it does not prerender inside itself. */
const INNER = 'GREENSHOE_PRERENDERING';

/** Renders each of `urls` with src/prerender.tsx in one throw-away Vite server, in order. */
async function renderPages(urls: string[]): Promise<string[]> {
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
    const pages: string[] = [];
    for (const url of urls) pages.push(await render(url));
    return pages;
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

/** What prerenderedPage puts into a shell: the page's path and HTML, and how it loads. */
export interface PrerenderedPage {
  /** The page's path, written to `#root[data-prerendered]`. */
  path: string;
  /** The page's HTML (what goes inside #root). */
  html: string;
  /** The stylesheet's text by its href; undefined keeps the link. */
  css: (href: string) => string | undefined;
  /** Chunks preloaded with the entry (the page's lazy chunk and its imports). */
  pageChunks?: string[];
  /** HTML written right after #root (an inline script that adjusts the page before the first paint). */
  afterRoot?: string;
}

/**
 * `shell` with the page's HTML in #root, its stylesheet inlined and its scripts deferred past the
 * first paint. @throws Error when the shell has no empty #root or no module entry script.
 */
export function prerenderedPage(shell: string, { path, html, css, pageChunks = [], afterRoot = '' }: PrerenderedPage): string {
  let page = shell.replace('<div id="root"></div>', () => `<div id="root" data-prerendered="${path}">${html}</div>${afterRoot}`);
  if (page === shell) throw new Error('the shell has no empty <div id="root"></div> to prerender into');
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
  if (!entry) throw new Error('the shell has no module entry script');
  for (const chunk of pageChunks) if (!preloads.includes(chunk) && chunk !== entry) preloads.push(chunk);
  return page.replace('</body>', () => `  ${deferredScripts(entry!, preloads)}\n  </body>`);
}

/**
 * The bank page's inline script, run before its first paint: hides the prerendered results when
 * the URL has a query (the app shows that query's own), and the visitor-only parts when a session
 * is stored on the device (the app shows the signed-in header).
 */
export function bankPageAdjustments(): string {
  const hide = `function(s){r.querySelectorAll(s).forEach(function(e){e.style.display='none'})}`;
  return `<script>(function(){var r=document.getElementById('root'),h=${hide};try{if(localStorage.getItem(${JSON.stringify(SESSION_STORAGE_KEY)}))h('[data-visitor-only]')}catch(e){}if(location.search)h('[data-static-results]')})()</script>`;
}

/**
 * The landing's inline script, run as the page parses: the phone Menu button opens and closes the
 * top bar's menu (`aria-expanded`, `hidden`), so it works before any module has loaded (the app's
 * header, once the visitor moves into the app, is React's).
 */
export function landingMenuScript(): string {
  return `<script>(function(){var b=document.querySelector('button[aria-controls="site-menu"]'),m=document.getElementById('site-menu');if(b&&m)b.addEventListener('click',function(){var o=b.getAttribute('aria-expanded')!=='true';b.setAttribute('aria-expanded',String(o));m.hidden=!o})})()</script>`;
}

function cssOf(bundle: OutputBundle, href: string): string | undefined {
  const file = bundle[href.replace(/^\//, '')] as OutputAsset | undefined;
  return file?.type === 'asset' ? String(file.source) : undefined;
}

/** The bank's index chunk (bank-chunks-plugin.ts names it bank-index-*). */
function bankIndexChunk(bundle: OutputBundle): string[] {
  return Object.keys(bundle).filter((file) => /^assets\/bank-index-[^/]+\.js$/.test(file));
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
        const appShell = withModulePreloads(shell, staticChunkFiles(bundle, BOOT_MODULE));
        const css = (href: string) => cssOf(bundle, href);
        const [landing, bank] = await renderPages(['/', '/question-bank']);
        this.emitFile({ type: 'asset', fileName: SPA_SHELL, source: appShell });
        this.emitFile({
          type: 'asset',
          fileName: BANK_PAGE,
          source: prerenderedPage(appShell, {
            path: '/question-bank',
            html: bank!,
            css,
            pageChunks: [...staticChunkFiles(bundle, BANK_PAGE_MODULE), ...bankIndexChunk(bundle)].map((file) => `/${file}`),
            afterRoot: bankPageAdjustments(),
          }),
        });
        index.source = prerenderedPage(shell, { path: '/', html: landing!, css, afterRoot: landingMenuScript() });
      },
    },
  };
}
