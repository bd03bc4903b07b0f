import type { HtmlTagDescriptor, Plugin } from 'vite';
import { chunkHolding, staticClosure, type ChunkNode } from './chunkGraph.ts';

/**
 * Announces the staff shell's chunks in the staff app's page (index.html), beside the entry's own.
 * The router asks for the shell only once the entry has run, and Vite's helper then adds one
 * `<link rel="modulepreload">` per chunk from script: about 45 of them, a long task on a slow phone,
 * and the chunks wait for the entry's own to arrive and run (docs/bench.md#phones). Announced in the
 * HTML, the browser fetches them from the start, and the helper finds them already there. At low
 * priority: after the entry's own chunks, which the first paint needs.
 * `shellModules`: the shell and what it loads lazily on every screen.
 */
export const staffShellPreload = (shellModules: readonly string[]): Plugin => ({
  name: 'club-staff-shell-preload',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(_html, context): HtmlTagDescriptor[] | undefined {
      const { bundle, chunk: entry } = context;
      if (bundle === undefined || entry === undefined || !context.filename.replaceAll('\\', '/').endsWith('/index.html')) return undefined;
      const chunks = new Map<string, ChunkNode>();
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') chunks.set(output.fileName, output);
      }
      const wanted = new Set<string>();
      for (const module of shellModules) {
        const shell = chunkHolding(module, chunks);
        if (shell === undefined) throw new Error(`staff shell preload: no chunk holds ${module}`);
        for (const file of staticClosure(shell.fileName, chunks)) wanted.add(file);
      }
      const announced = staticClosure(entry.fileName, chunks);
      return [...wanted]
        .filter((file) => !announced.has(file))
        .map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}`, fetchpriority: 'low' },
          injectTo: 'head',
        }));
    },
  },
});
