/**
 * Module preloads for the plain shell (app.html, every page path but `/`): the entry starts the app
 * with `import('@/app/boot-app')`, so without them the browser learns of the app's chunks (React
 * DOM, the router, the layouts) only once the entry has run, one round trip and a task later.
 * Listed in the shell, they download and compile alongside the entry.
 */
import type { OutputBundle, OutputChunk } from 'rolldown';

/** The module every page but the static landing starts from (src/main.tsx imports it dynamically). */
export const BOOT_MODULE = '/src/app/boot-app.tsx';

/** The chunk of `moduleId` (ending in it) and every chunk it imports statically, in load order. */
export function staticChunkFiles(bundle: OutputBundle, moduleId: string): string[] {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
  const root = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(moduleId));
  if (!root) throw new Error(`no chunk for ${moduleId} in the bundle`);
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files: string[] = [];
  const visit = (chunk: OutputChunk) => {
    if (files.includes(chunk.fileName)) return;
    files.push(chunk.fileName);
    for (const name of chunk.imports) {
      const imported = byName.get(name);
      if (imported) visit(imported);
    }
  };
  visit(root);
  return files;
}

/** `shell` with a `<link rel="modulepreload">` for each of `files` it does not load yet, before `</head>`. */
export function withModulePreloads(shell: string, files: string[]): string {
  const links = [...new Set(files)]
    .map((file) => `/${file}`)
    .filter((href) => !shell.includes(`"${href}"`))
    .map((href) => `\n    <link rel="modulepreload" crossorigin href="${href}">`)
    .join('');
  if (!shell.includes('</head>')) throw new Error('the shell has no </head>');
  return shell.replace(/\s*<\/head>/, `${links}\n  </head>`);
}
