import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { chunkHolding, staticClosure, type ChunkNode } from './chunkGraph.ts';

interface BundleBudgetOptions {
  /** Compressed bytes a visitor may download before the screen shows (250 KB, docs/architecture.md#quality-performance). */
  maxGzipBytes: number;
  /** Screens reached without the staff shell, as paths relative to apps/web (`src/features/…/X.tsx`). */
  publicScreens: readonly string[];
  /**
   * The code a page's small entry imports lazily (`src/X.tsx`: a page rendered by the server loads
   * it once painted), weighed with what it imports.
   */
  pageCode: readonly string[];
}

interface ChunkInfo extends ChunkNode {
  facadeModuleId: string | null;
  isEntry: boolean;
  gzipBytes: number;
}

/** The staff app's entry: public screens it loads lazily weigh on top of it. */
const MAIN_ENTRY = 'index.html';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Fails the build when the first load of a page (an entry) or a public screen (the
 * staff entry plus its chunk) weighs more than the budget once compressed, so the public form
 * stays fast on a parent's phone.
 */
export const bundleBudget = ({ maxGzipBytes, publicScreens, pageCode }: BundleBudgetOptions): Plugin => ({
  name: 'club-bundle-budget',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks = new Map<string, ChunkInfo>();
    for (const output of Object.values(bundle)) {
      if (output.type !== 'chunk') continue;
      chunks.set(output.fileName, {
        fileName: output.fileName,
        imports: output.imports,
        facadeModuleId: output.facadeModuleId,
        moduleIds: output.moduleIds,
        isEntry: output.isEntry,
        gzipBytes: gzipSync(output.code, { level: 9 }).length,
      });
    }
    const weigh = (files: Iterable<string>) => [...files].reduce((sum, file) => sum + (chunks.get(file)?.gzipBytes ?? 0), 0);

    const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
    const main = entries.find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(MAIN_ENTRY));
    if (main === undefined) return;
    const entryFiles = staticClosure(main.fileName, chunks);
    // Each page's first load: the staff app, and any page of its own (the public form).
    const checks: { label: string; bytes: number }[] = entries.map((chunk) => ({
      label: `first load (${chunk.facadeModuleId?.replaceAll('\\', '/').split('/').pop() ?? chunk.fileName})`,
      bytes: weigh(staticClosure(chunk.fileName, chunks)),
    }));

    const chunkOf = (module: string): ChunkInfo => {
      const chunk = chunkHolding(module, chunks);
      if (chunk === undefined) this.error(`bundle budget: no chunk for ${module} (is it lazy-loaded?)`);
      return chunk;
    };
    for (const screen of publicScreens) {
      checks.push({ label: screen, bytes: weigh(new Set([...entryFiles, ...staticClosure(chunkOf(screen).fileName, chunks)])) });
    }
    for (const code of pageCode) {
      checks.push({ label: `${code}, loaded by its page's entry`, bytes: weigh(staticClosure(chunkOf(code).fileName, chunks)) });
    }

    for (const { label, bytes } of checks) {
      const line = `bundle budget: ${label}: ${kb(bytes)} gzip of ${kb(maxGzipBytes)}`;
      if (bytes > maxGzipBytes) this.error(line);
      this.info(line);
    }
  },
});
