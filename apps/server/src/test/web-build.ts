import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import type { TestApp } from './harness.js';

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

/** The staff app's page in a test build: the pages the server renders sit beside it. */
export const STAFF_PAGE = '<!doctype html><html><body><div id="root" data-page="staff"></div></body></html>';

/**
 * A second app on the test app's database, serving a test web build (files beside index.html,
 * and the server module standing in for apps/web/src/ssr.tsx), whose warnings and errors are kept
 * in `logged`, one JSON line each.
 */
export const appWithWebBuild = async (
  deps: TestApp['deps'],
  files: Readonly<Record<string, string>>,
  serverModule: string,
): Promise<{ web: FastifyInstance; logged: string[] }> => {
  const logged: string[] = [];
  const web = await buildApp({
    deps,
    webDist: webBuild({ 'index.html': STAFF_PAGE, ...files }, serverModule),
    logger: { level: 'warn', stream: { write: (line: string) => logged.push(line) } },
  });
  return { web, logged };
};
