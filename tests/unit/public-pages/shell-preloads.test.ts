// @vitest-environment node
/**
 * The plain shell (app.html) lists the app's start chunks as module preloads: the boot chunk and
 * every chunk it imports statically, each once, and none the shell already loads.
 */
import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { BOOT_MODULE, staticChunkFiles, withModulePreloads } from '../../../scripts/build/shell-preloads';

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null) => ({ type: 'chunk', fileName, imports, facadeModuleId });
const BUNDLE = {
  'assets/index-a.js': chunk('assets/index-a.js', ['assets/launch-a.js'], '/repo/index.html'),
  'assets/boot-app-a.js': chunk('assets/boot-app-a.js', ['assets/react-a.js', 'assets/routes-a.js'], `/repo${BOOT_MODULE}`),
  'assets/routes-a.js': chunk('assets/routes-a.js', ['assets/react-a.js']),
  'assets/react-a.js': chunk('assets/react-a.js', []),
  'assets/launch-a.js': chunk('assets/launch-a.js', []),
  'assets/page-a.js': chunk('assets/page-a.js', ['assets/react-a.js']),
  'assets/index-a.css': { type: 'asset', fileName: 'assets/index-a.css' },
} as unknown as OutputBundle;

const SHELL = `<html><head>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-a.js">
  </head><body><div id="root"></div></body></html>`;

describe('the shell preloads the app start', () => {
  it('lists the boot chunk and its static imports once, not lazy pages', () => {
    expect(staticChunkFiles(BUNDLE, BOOT_MODULE)).toEqual(['assets/boot-app-a.js', 'assets/react-a.js', 'assets/routes-a.js']);
  });

  it('adds one module preload for each chunk the shell does not load yet', () => {
    const files = staticChunkFiles(BUNDLE, BOOT_MODULE);
    const shell = withModulePreloads(SHELL, [...files, ...files]);
    expect(shell.match(/rel="modulepreload"/g)).toHaveLength(3);
    expect(shell).toContain('<link rel="modulepreload" crossorigin href="/assets/boot-app-a.js">');
    expect(shell).toContain('<link rel="modulepreload" crossorigin href="/assets/routes-a.js">');
    expect(shell.indexOf('boot-app-a.js')).toBeLessThan(shell.indexOf('</head>'));
  });

  it('fails the build when the boot module has no chunk', () => {
    expect(() => staticChunkFiles(BUNDLE, '/src/app/missing.tsx')).toThrow(/missing/);
  });
});
