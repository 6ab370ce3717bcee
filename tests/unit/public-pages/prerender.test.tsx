// @vitest-environment node
/**
 * Prerendering `/` at build time: the landing page renders on the server (no document, no storage)
 * with its hero and figures and without the welcome dialog, and the built index.html gets the HTML
 * in #root, its stylesheet inlined and its scripts requested after the first paint. /question-bank
 * prerenders with its first cards from the bank's index, in bank order.
 */
import { describe, expect, it } from 'vitest';
import { BANK_STATS } from '@content/site/bank-stats';
import { prerenderedPage } from '../../../scripts/build/prerender-plugin';
import { loadBankSummaries } from '@/lib/device-bank';

const SHELL = `<!doctype html><html><head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('prerendering the landing page', () => {
  it('renders the hero and the real figures, without the welcome dialog', async () => {
    const { render } = await import('@/prerender');
    const html = await render('/');
    expect(html).toContain('Walk into your banking interviews ready');
    expect(html).toContain('Create Free Account');
    expect(html).toContain(`>${BANK_STATS.questions}<`);
    expect(html).toContain('href="/privacy"');
    expect(html).not.toContain('Welcome to Greenshoe');
  }, 30_000);

  it('writes the page in reading order, with no script to move parts of it into place', async () => {
    const { render } = await import('@/prerender');
    const html = await render('/');
    // React outlines a large finished Suspense boundary by default: a hidden copy, a fallback in
    // place, and an inline script that swaps them while the page parses (more work before paint).
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<template');
    expect(html.indexOf('Walk into your banking interviews ready')).toBeLessThan(html.indexOf('href="/privacy"'));
  }, 30_000);

  it('draws the header mark inline: no SVG image, whose document Chromium builds on the main thread', async () => {
    const { render } = await import('@/prerender');
    const html = await render('/');
    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    expect(header).toMatch(/<a [^>]*href="\/"[^>]*><svg [^>]*viewBox="0 0 100 100"/);
    expect(header).not.toContain('<img');
    expect(html).not.toContain('as="image"');
  }, 30_000);

  it('renders /question-bank with its first cards in bank order and the visitor header', async () => {
    const { render } = await import('@/prerender');
    const html = await render('/question-bank');
    const { bank } = await loadBankSummaries();
    expect(html.match(/aria-roledescription="question card"/g)).toHaveLength(10);
    expect(html).toContain('<ol aria-label="Questions"');
    const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
    const at = bank.slice(0, 10).map((question) => html.indexOf(escape(question.question)));
    expect(at.every((index) => index > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(html).toContain('Sign In');
    expect(html).toContain('Get Started');
    expect(html).not.toContain('Loading the question bank');
  }, 30_000);

  it('puts the page in #root, inlines the stylesheet and loads the scripts after the first paint', () => {
    const page = prerenderedPage(SHELL, {
      path: '/',
      html: '<main>Hello</main>',
      css: (href) => (href === '/assets/index-abc.css' ? 'body{margin:0}' : undefined),
      pageChunks: ['/assets/landing-abc.js'],
    });
    expect(page).toContain('<div id="root" data-prerendered="/"><main>Hello</main></div>');
    expect(page).toContain('<style>body{margin:0}</style>');
    expect(page).not.toMatch(/<link rel="(stylesheet|modulepreload)"/);
    expect(page).not.toContain('<script type="module"');
    const loader = /<script>(.*)<\/script>\s*<\/body>/s.exec(page)?.[1] ?? '';
    expect(loader).toContain('requestAnimationFrame');
    expect(loader).toContain('"/assets/index-abc.js"');
    expect(loader).toContain('["/assets/react-abc.js","/assets/landing-abc.js"]');
  });

  it('refuses a shell without an empty #root', () => {
    const shell = SHELL.replace('<div id="root"></div>', '<div id="app"></div>');
    expect(() => prerenderedPage(shell, { path: '/', html: 'x', css: () => undefined })).toThrow(/root/);
  });
});
