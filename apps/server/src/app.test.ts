import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { createTestApp, type TestApp } from './test/harness.js';

describe('HTTP shell', () => {
  let t: TestApp;
  let web: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    t = await createTestApp();
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
    writeFileSync(
      join(dist, 'subscribe.html'),
      '<!doctype html><html><head></head><body><div id="root" data-page="subscribe"></div></body></html>',
    );
    writeFileSync(
      join(dist, 'family.html'),
      '<!doctype html><html><head></head><body><div id="root" data-page="family"></div></body></html>',
    );
    writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets', 'app-1234.js.br'), brotliCompressSync('console.log(1)'));
    writeFileSync(join(dist, 'assets', 'app-1234.js.gz'), gzipSync('console.log(1)'));
    web = await buildApp({ deps: t.deps, webDist: dist, logger: false });
  });
  afterAll(async () => {
    await web.close();
    await t.close();
  });

  it('answers the health check', async () => {
    const response = await t.call({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('sends the security headers', async () => {
    const response = await t.call({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    // Blob URLs only for images and frames (the review's preview), never for scripts.
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("frame-src 'self' blob:");
    expect(csp).not.toMatch(/script-src[^;]*blob:/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.call({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const admin = await t.staff(['ADMIN']);
    const response = await t.call({
      method: 'POST',
      url: '/api/coach/',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: '{"firstName": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST' });
    expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('serves the web app for every path outside /api, and its files', async () => {
    for (const path of ['/', '/login', '/group/12/edit', '/no/such/page']) {
      const response = await web.inject({ method: 'GET', url: path });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
    }
    const asset = await web.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const api = await web.inject({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it("serves the family's form its own page, and the staff app everywhere else", async () => {
    for (const path of ['/subscribe?token=abc', '/subscribe', '/subscribe/?token=abc']) {
      const response = await web.inject({ method: 'GET', url: path });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('data-page="subscribe"');
    }
    for (const path of ['/subscriber', '/subscribe/12', '/subscription/']) {
      const response = await web.inject({ method: 'GET', url: path });
      expect(response.body).not.toContain('data-page="subscribe"');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('announces the family’s data in their page, so it loads with the code', async () => {
    const preloads = async (url: string) => {
      const response = await web.inject({ method: 'GET', url });
      expect(response.headers['content-type']).toMatch(/text\/html/);
      return [...response.body.matchAll(/<link rel="preload" href="([^"]*)" as="fetch" crossorigin="anonymous">/g)].map((m) => m[1]);
    };
    expect(await preloads('/subscribe?token=k7Q2mVx9-abc_DEF')).toEqual(['/api/subscription/resume?token=k7Q2mVx9-abc_DEF']);
    // The URL the page's own request uses: the token as it reads it, encoded the same way.
    expect(await preloads('/subscribe?token=%20a%2Bb%20')).toEqual(['/api/subscription/resume?token=a%2Bb']);
    // Nothing a link could carry closes the attribute or adds markup.
    const hostile = await web.inject({ method: 'GET', url: `/subscribe?token=${encodeURIComponent('"><script>alert(1)</script>')}` });
    expect(hostile.body).not.toContain('<script>');
    expect(hostile.body).toContain('href="/api/subscription/resume?token=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E"');
    expect(await preloads('/subscribe')).toEqual([]);
    expect(await preloads(`/subscribe?token=${'x'.repeat(201)}`)).toEqual([]);
  });

  it('serves the family space its own page, announcing its home unless a link is being opened', async () => {
    for (const path of ['/family', '/family/', '/family?token=abc']) {
      const response = await web.inject({ method: 'GET', url: path });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('data-page="family"');
    }
    const preloads = async (url: string) =>
      [...(await web.inject({ method: 'GET', url })).body.matchAll(/<link rel="preload" href="([^"]*)"/g)].map((m) => m[1]);
    expect(await preloads('/family')).toEqual(['/api/family/']);
    // The link's token is exchanged before the home can be read.
    expect(await preloads('/family?token=k7Q2mVx9-abc_DEF')).toEqual([]);
    expect((await web.inject({ method: 'GET', url: '/family/12' })).body).not.toContain('data-page="family"');
  });

  it('serves a mail’s absence link the family page, announcing the link’s absences', async () => {
    for (const path of ['/absence?token=abc', '/absence', '/absence/?token=abc']) {
      const response = await web.inject({ method: 'GET', url: path });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('data-page="family"');
    }
    const preloads = async (url: string) =>
      [...(await web.inject({ method: 'GET', url })).body.matchAll(/<link rel="preload" href="([^"]*)"/g)].map((m) => m[1]);
    expect(await preloads('/absence?token=k7Q2mVx9-abc_DEF')).toEqual(['/api/absence-link?token=k7Q2mVx9-abc_DEF']);
    expect(await preloads('/absence?token=%20a%2Bb%20')).toEqual(['/api/absence-link?token=a%2Bb']);
    const hostile = await web.inject({ method: 'GET', url: `/absence?token=${encodeURIComponent('"><script>alert(1)</script>')}` });
    expect(hostile.body).not.toContain('<script>');
    expect(await preloads('/absence')).toEqual([]);
    expect(await preloads(`/absence?token=${'x'.repeat(201)}`)).toEqual([]);
    for (const path of ['/absences', '/absence/12'])
      expect((await web.inject({ method: 'GET', url: path })).body).not.toContain('data-page="family"');
  });

  it('answers a path of thousands of slashes at once, as any unknown path', async () => {
    const started = performance.now();
    const response = await web.inject({ method: 'GET', url: `/family${'/'.repeat(50_000)}a` });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('data-page="family"');
    // A regular expression retrying from every slash took seconds here.
    expect(performance.now() - started).toBeLessThan(500);
    expect((await web.inject({ method: 'GET', url: `/family${'/'.repeat(50)}` })).body).toContain('data-page="family"');
  });

  it("sends the build's compressed copy the browser accepts, and the plain file otherwise", async () => {
    const br = await web.inject({ method: 'GET', url: '/assets/app-1234.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    const gzip = await web.inject({ method: 'GET', url: '/assets/app-1234.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await web.inject({ method: 'GET', url: '/assets/app-1234.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });
});
