import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ClubAdmin } from '@club/domain/club';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { createTestApp, type StaffMember, type TestApp } from './test/harness.js';
import { webBuild } from './test/web-build.js';

const TEMPLATE =
  '<!doctype html><html lang="fr"><head><title>Club de natation</title><!--server-head--></head>' +
  '<body><div id="root"><!--server-html--></div><script type="module" src="/assets/login-1.js"></script></body></html>';

/**
 * A stand-in for the web build's server module (apps/web/src/ssr.tsx): it writes what it was
 * given into the page and counts its renders, and fails when the club is named "Fail".
 */
const FAKE_SERVER_MODULE = `
globalThis.loginRenders = 0;
export const renderLoginPage = (template, input) => {
  globalThis.loginRenders += 1;
  if (input.clubHeading?.name === 'Fail') throw new Error('render failed');
  return template
    .replace('<!--server-head-->', '<style>body{}</style>')
    .replace('<!--server-html-->', '<main data-language="' + input.language + '">' + JSON.stringify(input.clubHeading).replace(/</g, '&lt;') + '</main>');
};`;

const renders = (): number => (globalThis as { loginRenders?: number }).loginRenders ?? 0;

describe('the login page rendered by the server', () => {
  let t: TestApp;
  let admin: StaffMember;
  let web: Awaited<ReturnType<typeof buildApp>>;
  let version: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.staff(['ADMIN']);
    const dist = webBuild(
      { 'index.html': '<!doctype html><html><body><div id="root" data-page="staff"></div></body></html>', 'login.html': TEMPLATE },
      FAKE_SERVER_MODULE,
    );
    web = await buildApp({ deps: t.deps, webDist: dist, logger: false });
  });
  afterAll(async () => {
    await web.close();
    await t.close();
  });
  beforeEach(async () => {
    version = (await t.call({ method: 'GET', url: '/api/club', headers: admin.headers })).json<ClubAdmin>().version;
  });

  const rename = async (name: string) => {
    const response = await t.call({ method: 'PATCH', url: '/api/club', headers: admin.headers, payload: { version, name } });
    expect(response.statusCode).toBe(200);
    version = response.json<ClubAdmin>().version;
  };
  const open = (headers: Record<string, string> = {}, url = '/login') => web.inject({ method: 'GET', url, headers });

  it("sends the page rendered in the visitor's language, with the club's name, compressed as the browser accepts", async () => {
    await rename('Cercle <des> Nageurs');
    const french = await open();
    expect(french.statusCode).toBe(200);
    expect(french.headers['content-type']).toMatch(/^text\/html/);
    expect(french.headers['cache-control']).toBe('no-cache');
    expect(french.headers.vary).toMatch(/Accept-Encoding/);
    expect(String(french.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(french.body).toContain('<main data-language="fr">{"name":"Cercle &lt;des> Nageurs","logoUrl":null}</main>');
    expect(french.body).toContain('<script type="module" src="/assets/login-1.js">');

    const english = await open({ cookie: 'lang=en' }, '/login/');
    expect(english.body).toContain('<main data-language="en">');

    const br = await open({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(french.body);
    const gzip = await open({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(french.body);
  });

  it('sends the staff app instead when someone may be signed in: it sends them on to their home', async () => {
    const response = await open({ cookie: 'club_session=1' });
    expect(response.body).toContain('data-page="staff"');
    expect(response.body).not.toContain('<main');
  });

  it('renders each page once, even for visitors arriving together, and again once the club is renamed', async () => {
    await rename('Les Dauphins');
    const before = renders();
    const pages = await Promise.all(Array.from({ length: 20 }, () => open({ 'accept-encoding': 'br' })));
    expect(new Set(pages.map((page) => page.statusCode))).toEqual(new Set([200]));
    expect(renders() - before).toBe(1);
    expect(brotliDecompressSync(pages[0]!.rawPayload).toString()).toContain('Les Dauphins');

    await rename('Les Marsouins');
    expect((await open()).body).toContain('Les Marsouins');
    expect(renders() - before).toBe(2);
  });

  it('sends the page as the build wrote it when the render fails, for the browser to render, and tries again on the next visit', async () => {
    await rename('Fail');
    const before = renders();
    const failed = await open();
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toBe(TEMPLATE);
    await open();
    expect(renders() - before).toBe(2);
  });
});
