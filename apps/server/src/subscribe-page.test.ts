import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildLinkedSubscription } from './test/factories/index.js';
import { createTestApp, type TestApp } from './test/harness.js';
import { appWithWebBuild } from './test/web-build.js';

const TEMPLATE =
  '<!doctype html><html lang="fr"><head><title>Club de natation</title><!--server-head--></head>' +
  '<body><div id="root" data-page="subscribe"><!--server-html--></div></body></html>';

/**
 * A stand-in for the web build's server module (apps/web/src/ssr.tsx): it writes the form's
 * first and last names into the page, and fails for a child named "Fail".
 */
const FAKE_SERVER_MODULE = `
export const renderLoginPage = (template) => template;
export const renderSubscribePage = (template, input) => {
  if (input.resume.form.fname === 'Fail') throw new Error('render failed');
  return template.replace('<!--server-html-->', '<main data-language="' + input.language + '" data-club="' + input.clubHeading.name + '">' + input.resume.form.fname + ' ' + input.resume.form.lname + '</main>');
};`;

/** The resume route answers this many calls per address and minute (RATE_LIMIT_MAX / 20). */
const TOKEN_CALLS_PER_MINUTE = 10;

describe('the family form rendered by the server', () => {
  let t: TestApp;
  let web: FastifyInstance;
  let logged: string[];

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: String(TOKEN_CALLS_PER_MINUTE * 20) } });
    ({ web, logged } = await appWithWebBuild(t.deps, { 'subscribe.html': TEMPLATE }, FAKE_SERVER_MODULE));
  });
  afterAll(async () => {
    await web.close();
    await t.close();
  });

  let address = 0;
  /** Each test from an address of its own: the resume route counts calls per address. */
  const visitor = () => `10.0.0.${(address += 1)}`;
  const open = (token: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    web.inject({ method: 'GET', url: `/subscribe?token=${encodeURIComponent(token)}`, headers, remoteAddress });

  it("sends a form still to fill rendered with the family's data, kept nowhere, in the visitor's language", async () => {
    const s = await buildLinkedSubscription(t.deps.db, { firstName: 'Éloïse', lastName: 'Dupré' });
    const response = await open(s.token, visitor(), { cookie: 'lang=en', 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-encoding']).toBe('br');
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain(
      '<main data-language="en" data-club="Club de natation">Éloïse Dupré</main>',
    );
    expect(logged).toEqual([]);
  });

  it("gives each family its own form, however many open theirs at once, and nothing of another's", async () => {
    const families = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        buildLinkedSubscription(t.deps.db, { firstName: `Enfant${index}`, lastName: `Famille${index}` }),
      ),
    );
    const pages = await Promise.all(families.map((family) => open(family.token, visitor())));
    pages.forEach((page, index) => {
      expect(page.body).toContain(`>Enfant${index} Famille${index}</main>`);
      expect(page.body.match(/Enfant\d/g)).toEqual([`Enfant${index}`]);
    });
    expect(logged).toEqual([]);
  });

  it('sends the page the browser renders alone for a link that no longer works, with its call announced', async () => {
    const response = await open('no-such-token-000000000000000000000000000', visitor());
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<!--server-html-->');
    expect(response.body).toContain('<link rel="preload" href="/api/subscription/resume?token=no-such-token-000000000000000000000000000"');
    expect(logged).toEqual([]);
  });

  it('counts a rendered page as a call of the form: the rate limit per address holds', async () => {
    const s = await buildLinkedSubscription(t.deps.db, { firstName: 'Noé', lastName: 'Martin' });
    const from = visitor();
    // One after the other, as a family reloading the page would.
    const pages = [];
    for (let i = 0; i < TOKEN_CALLS_PER_MINUTE + 3; i += 1) pages.push(await open(s.token, from));
    const rendered = pages.filter((page) => page.body.includes('>Noé Martin</main>'));
    expect(rendered).toHaveLength(TOKEN_CALLS_PER_MINUTE);
    // The others go out for the browser to render, which then meets the limit itself.
    expect(pages.filter((page) => page.body.includes('<!--server-html-->'))).toHaveLength(3);
    const call = await web.inject({ method: 'GET', url: `/api/subscription/resume?token=${s.token}`, remoteAddress: from });
    expect(call.statusCode).toBe(429);
  });

  it('sends the page the browser renders alone when the render fails, and says so in the log', async () => {
    const s = await buildLinkedSubscription(t.deps.db, { firstName: 'Fail', lastName: 'Render' });
    logged.length = 0;
    const response = await open(s.token, visitor());
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<!--server-html-->');
    expect(response.body).toContain('rel="preload"');
    expect(logged.map((line) => JSON.parse(line) as { event?: string }).map((line) => line.event)).toEqual([
      'subscribe_page_render_failed',
    ]);
  });
});
