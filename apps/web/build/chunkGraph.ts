/** What the build's two plugins need to know of a chunk: its file, what it imports, what it holds. */
export interface ChunkNode {
  fileName: string;
  imports: readonly string[];
  /** The modules the chunk holds: a small module may share a chunk with others. */
  moduleIds: readonly string[];
}

/** The chunk and every chunk it imports statically: what loads before it runs. */
export const staticClosure = (start: string, chunks: ReadonlyMap<string, ChunkNode>): Set<string> => {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    for (const next of chunks.get(fileName)?.imports ?? []) visit(next);
  };
  visit(start);
  return seen;
};

/** The chunk that holds a module, named by the end of its path (`src/app/layout/StaffLayout.tsx`). */
export const chunkHolding = <T extends ChunkNode>(module: string, chunks: ReadonlyMap<string, T>): T | undefined =>
  [...chunks.values()].find((chunk) => chunk.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(module)));
