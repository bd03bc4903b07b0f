import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A web build for a test: dist/ with the files given (name → content), and, when given,
 * dist-ssr/ssr.js standing in for the server render module (docs/architecture.md#server-rendered-login).
 * Returns the dist/ folder, as WEB_DIST names it.
 */
export const webBuild = (files: Readonly<Record<string, string>>, serverModule?: string): string => {
  const root = mkdtempSync(join(tmpdir(), 'web-'));
  const dist = join(root, 'dist');
  mkdirSync(dist);
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dist, name), content);
  if (serverModule !== undefined) {
    mkdirSync(join(root, 'dist-ssr'));
    writeFileSync(join(root, 'dist-ssr', 'ssr.js'), serverModule);
  }
  return dist;
};
