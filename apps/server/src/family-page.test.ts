import { FAMILY_SESSION_COOKIE } from '@club/domain';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { signInFamily } from './features/family/test-data.js';
import { buildGuardian, buildMember } from './test/factories/index.js';
import { createTestApp, type TestApp } from './test/harness.js';
import { appWithWebBuild } from './test/web-build.js';

const TEMPLATE =
  '<!doctype html><html lang="fr"><head><title>Club de natation</title><!--server-head--></head>' +
  '<body><div id="root" data-page="family"><!--server-html--></div></body></html>';

/**
 * A stand-in for the web build's server module (apps/web/src/ssr.tsx): it writes what it was given
 * of each call into the page, and fails for a family whose first member is named "Fail".
 */
const FAKE_SERVER_MODULE = `
export const renderLoginPage = (template) => template;
export const renderSubscribePage = (template) => template;
export const renderFamilyPage = async (template, input) => {
  const names = input.home.members.map((member) => member.firstName);
  if (names[0] === 'Fail') throw new Error('render failed');
  const parts = [
    input.language,
    input.clubHeading.name,
    input.home.email,
    names.join('+'),
    'sessions=' + input.sessions.sessions.length,
    'absences=' + Array.isArray(input.absences.children),
    'calendar=' + (typeof input.calendarLink.url),
    'payments=' + (typeof input.payments),
  ];
  return template.replace('<!--server-html-->', '<main>' + parts.join('|') + '</main>');
};`;

describe("the family's home rendered by the server", () => {
  let t: TestApp;
  let web: FastifyInstance;
  let logged: string[];

  beforeAll(async () => {
    t = await createTestApp();
    ({ web, logged } = await appWithWebBuild(t.deps, { 'family.html': TEMPLATE }, FAKE_SERVER_MODULE));
  });
  afterAll(async () => {
    await web.close();
    await t.close();
  });

  let families = 0;
  /** A signed-in family whose one child is named as given. */
  const family = async (childName: string) => {
    families += 1;
    const email = `home${families}@example.org`;
    await buildMember(t.deps.db, { firstName: childName, guardianId: await buildGuardian(t.deps.db, { email }) });
    return { email, ...(await signInFamily(t, email)) };
  };
  const open = (url: string, headers: Record<string, string> = {}) => web.inject({ method: 'GET', url, headers });

  it("sends a signed-in family its home rendered from each of the home's calls, kept nowhere, in its language", async () => {
    const signedIn = await family('Anouk');
    const response = await open('/family', { cookie: `lang=en; ${signedIn.headers.cookie}`, 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.vary).toContain('Cookie');
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain(
      `<main>en|Club de natation|${signedIn.email}|Anouk|sessions=1|absences=true|calendar=string|payments=object</main>`,
    );
    expect(logged).toEqual([]);
  });

  it("gives each family its own home, however many open theirs at once, and nothing of another's", async () => {
    const signedIn = await Promise.all(Array.from({ length: 5 }, (_, index) => family(`Enfant${index}`)));
    const pages = await Promise.all(signedIn.map((one) => open('/family', one.headers)));
    pages.forEach((page, index) => {
      expect(page.body).toContain(`|${signedIn[index]!.email}|Enfant${index}|`);
      expect(page.body.match(/Enfant\d/g)).toEqual([`Enfant${index}`]);
      expect(page.body.match(/home\d+@example\.org/g)).toEqual([signedIn[index]!.email]);
    });
    expect(logged).toEqual([]);
  });

  it('sends the page the browser renders alone to a visitor with no session, an ended one, or a link to exchange', async () => {
    const signedIn = await family('Basile');
    const withLink = await open('/family?token=abc', signedIn.headers);
    expect(withLink.body).toContain('<!--server-html-->');
    expect(withLink.body).not.toContain('Basile');
    const nobody = await open('/family');
    expect(nobody.headers['cache-control']).toBe('no-cache');
    expect(nobody.body).toContain('<!--server-html-->');
    expect(nobody.body).toContain('<link rel="preload" href="/api/family/"');
    const forged = await open('/family', { cookie: `${FAMILY_SESSION_COOKIE}=${'x'.repeat(43)}` });
    expect(forged.body).toContain('<!--server-html-->');
    expect((await t.call({ method: 'POST', url: '/api/family/sign-out', headers: signedIn.headers })).statusCode).toBe(204);
    const ended = await open('/family', signedIn.headers);
    expect(ended.body).toContain('<!--server-html-->');
    expect(ended.body).not.toContain('Basile');
    expect(logged).toEqual([]);
  });

  it('sends the page the browser renders alone when the render fails, and says so in the log', async () => {
    const signedIn = await family('Fail');
    logged.length = 0;
    const response = await open('/family', signedIn.headers);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<!--server-html-->');
    expect(logged.map((line) => JSON.parse(line) as { event?: string }).map((line) => line.event)).toEqual(['family_page_render_failed']);
  });
});
