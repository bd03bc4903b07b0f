import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Code comments point readers at the repository's own documents, by anchor
 * (docs/product.md#spec-mapping says where the former, unpublished documents' sections went).
 * This keeps it so: no citation of a document that is not in the repository, and no
 * `docs/<file>.md#anchor` that the document does not have.
 */

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SOURCE_DIRS = ['apps/server/src', 'apps/server/bench', 'apps/web/src', 'packages/domain/src', 'e2e', 'scripts', '.ci'];
const ROOT_FILES = ['eslint.config.js', 'vitest.config.ts'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'test-results', 'playwright-report']);
const TEXT_FILE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|sql|md)$|^\.ci\//;

/** The former documents, as comments cited them: a section of either note, or the quality list by name. */
const GONE_DOCUMENT = /\bSPEC\s*§|\bARCHITECTURE\s*(§|\.md\b)|\bQUALITY\.md\b/;
const DOC_CITATION = /\bdocs\/([\w-]+)\.md(?:#([\w-]+))?/g;

const sourceFiles = (): string[] => {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(path);
      } else if (TEXT_FILE.test(path)) files.push(path);
    }
  };
  for (const dir of SOURCE_DIRS) if (existsSync(join(ROOT, dir))) walk(dir);
  return [...files, ...ROOT_FILES.filter((file) => existsSync(join(ROOT, file)))];
};

/** GitHub's heading anchor: lower case, punctuation dropped, spaces as hyphens. */
const slugOf = (heading: string): string =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');

/** The anchors a reader can land on: explicit `<a id>` tags and the headings outside code blocks. */
export const anchorsOf = (markdown: string): Set<string> => {
  const anchors = new Set<string>();
  const taken = new Map<string, number>();
  let inCode = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inCode = !inCode;
    if (inCode) continue;
    for (const [, id] of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id!);
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading === null) continue;
    const slug = slugOf(heading[1]!);
    const seen = taken.get(slug) ?? 0;
    anchors.add(seen === 0 ? slug : `${slug}-${seen}`);
    taken.set(slug, seen + 1);
  }
  return anchors;
};

const docAnchors = new Map<string, Set<string> | null>();
const anchorsOfDoc = (name: string): Set<string> | null => {
  if (!docAnchors.has(name)) {
    const path = join(ROOT, 'docs', `${name}.md`);
    docAnchors.set(name, existsSync(path) && statSync(path).isFile() ? anchorsOf(readFileSync(path, 'utf8')) : null);
  }
  return docAnchors.get(name)!;
};

const scan = () => {
  const goneCitations: string[] = [];
  const brokenPointers: string[] = [];
  for (const file of sourceFiles()) {
    const lines = readFileSync(join(ROOT, file), 'utf8').split('\n');
    lines.forEach((line, index) => {
      const where = `${file}:${index + 1}`;
      if (GONE_DOCUMENT.test(line)) goneCitations.push(`${where}: ${line.trim()}`);
      for (const [cited, doc, anchor] of line.matchAll(DOC_CITATION)) {
        const anchors = anchorsOfDoc(doc!);
        if (anchors === null) brokenPointers.push(`${where}: ${cited} (no such document)`);
        else if (anchor !== undefined && !anchors.has(anchor)) brokenPointers.push(`${where}: ${cited} (no such anchor)`);
      }
    });
  }
  return { goneCitations, brokenPointers };
};

describe('documentation pointers in the code', () => {
  const { goneCitations, brokenPointers } = scan();

  it('cite no document the repository does not have', () => {
    expect(goneCitations).toEqual([]);
  });

  it('point only at documents and anchors that exist', () => {
    expect(brokenPointers).toEqual([]);
  });

  it('read anchors as GitHub writes them', () => {
    const anchors = anchorsOf(
      [
        '<a id="roles"></a>',
        '## Roles and what each may do',
        '### Login — `/login`',
        '```',
        '# not a heading',
        '```',
        '## Backups',
        '## Backups',
      ].join('\n'),
    );
    expect([...anchors].sort()).toEqual(['backups', 'backups-1', 'login--login', 'roles', 'roles-and-what-each-may-do']);
  });

  it('looks at the code and not at the docs themselves', () => {
    const files = sourceFiles();
    expect(files).toContain('apps/server/src/app.ts');
    expect(files).toContain('e2e/support/test-day.ts');
    expect(files).toContain('.ci/run');
    expect(files.some((file) => file.includes('node_modules') || file.startsWith('docs/'))).toBe(false);
  });
});
