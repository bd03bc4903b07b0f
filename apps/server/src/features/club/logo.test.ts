import type { ClubAdmin, ClubPublic } from '@club/domain/club';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { auditEntries } from '../../test/audit.js';
import { CLEAN_SVG, jpegFile, pngFile, SCRIPTED_SVG } from './test-data.js';

describe('club logo: PUT, GET and DELETE /api/club/logo', () => {
  let t: TestApp;
  let admin: StaffMember;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.staff(['ADMIN']);
  });
  afterAll(() => t.close());

  const upload = (content: Buffer | string, contentType: string, who: StaffMember = admin) =>
    t.call({ method: 'PUT', url: '/api/club/logo', headers: { ...who.headers, 'content-type': contentType }, payload: content });
  const served = (url = '/api/club/logo', headers: Record<string, string> = {}) => t.call({ method: 'GET', url, headers });
  const logoUrl = async () => (await t.call({ method: 'GET', url: '/api/club' })).json<ClubPublic>().logoUrl;
  const refusal = (response: Awaited<ReturnType<typeof upload>>) => {
    expect(response.statusCode, response.body).toBe(400);
    return response.json<{ fields: { logo: string } }>().fields.logo;
  };

  it('stores a PNG, serves it with its type, a tag and a cache that follows the logo’s version', async () => {
    const png = pngFile(64, 32);
    const response = await upload(png, 'image/png');
    expect(response.statusCode, response.body).toBe(200);
    const url = response.json<ClubAdmin>().logoUrl;
    expect(url).toMatch(/^\/api\/club\/logo\?v=[0-9a-f]{32}$/);
    expect(await logoUrl()).toBe(url);

    const logo = await served(url!);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    expect(logo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(logo.rawPayload.equals(png)).toBe(true);
    // Without the version the browser asks again each time, and gets 304 while it has the logo.
    const plain = await served();
    expect(plain.headers['cache-control']).toBe('no-cache');
    const again = await served('/api/club/logo', { 'if-none-match': String(plain.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    const [entry] = await auditEntries(t, admin, 'CLUB_LOGO_UPDATED');
    expect(entry).toMatchObject({
      targetType: 'CLUB',
      actor: { id: admin.id },
      details: { type: 'image/png', bytes: png.length, width: 64, height: 32 },
    });
  });

  it('tells the type by the content, not by what the upload claims', async () => {
    // A PNG sent as an SVG (a file renamed .svg) is a PNG.
    expect((await upload(pngFile(8, 8), 'image/svg+xml')).statusCode).toBe(200);
    expect((await served()).headers['content-type']).toBe('image/png');
    const jpeg = await upload(jpegFile(300, 200), 'application/octet-stream');
    expect(jpeg.statusCode, jpeg.body).toBe(200);
    expect((await served()).headers['content-type']).toBe('image/jpeg');
    // A text file renamed .png is refused, and the logo stays as it was.
    const before = await logoUrl();
    expect(refusal(await upload('Hello, this is a text file.\n', 'image/png'))).toBe('LOGO_TYPE_ERROR');
    expect(refusal(await upload(Buffer.from([0x00, 0x01, 0x02, 0x03]), 'image/jpeg'))).toBe('LOGO_TYPE_ERROR');
    expect(refusal(await upload('<html><body><svg></svg></body></html>', 'image/svg+xml'))).toBe('LOGO_TYPE_ERROR');
    expect(refusal(await upload('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>', 'image/svg+xml'))).toBe('LOGO_TYPE_ERROR');
    expect(await logoUrl()).toBe(before);
  });

  it('refuses a file over 1 MB, a picture too large to need, and a body that is no file', async () => {
    const oversized = Buffer.concat([pngFile(4, 4), Buffer.alloc(1024 * 1024)]);
    expect(refusal(await upload(oversized, 'image/png'))).toBe('LOGO_TOO_LARGE');
    expect(refusal(await upload(pngFile(5000, 2), 'image/png'))).toBe('LOGO_DIMENSIONS_ERROR');
    const json = await t.call({ method: 'PUT', url: '/api/club/logo', headers: admin.headers, payload: { logo: 'x' } });
    expect(refusal(json)).toBe('LOGO_TYPE_ERROR');
  });

  it('sanitises an SVG: no script, event handler, HTML inside or script link survives', async () => {
    const response = await upload(SCRIPTED_SVG, 'image/svg+xml');
    expect(response.statusCode, response.body).toBe(200);
    const logo = await served();
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    expect(logo.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    const svg = logo.body;
    expect(svg).toMatch(/^<svg[\s>]/);
    expect(svg).toContain('<rect');
    for (const hostile of ['<script', 'alert', 'onload', 'onclick', 'onerror', 'foreignObject', 'javascript:', '<div', '<img']) {
      expect(svg, hostile).not.toContain(hostile);
    }
  });

  it('keeps what a drawing needs: reused shapes, gradients, styles', async () => {
    expect((await upload(CLEAN_SVG, 'image/svg+xml')).statusCode).toBe(200);
    const svg = (await served()).body;
    for (const kept of ['<use', 'href="#w"', 'linearGradient', 'url(#sea)', 'CNM &amp; co', 'viewBox="0 0 120 60"'])
      expect(svg, kept).toContain(kept);
    expect((await auditEntries(t, admin, 'CLUB_LOGO_UPDATED'))[0]?.details).toMatchObject({
      type: 'image/svg+xml',
      width: 120,
      height: 60,
    });
  });

  it('refuses an SVG that would load or link anything from elsewhere', async () => {
    const svg = (inside: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10">${inside}</svg>`;
    for (const outside of [
      '<image xlink:href="http://evil.example/track.png" width="10" height="10"/>',
      '<image href="https://evil.example/track.png" width="10" height="10"/>',
      '<use xlink:href="//evil.example/sprites.svg#logo"/>',
      '<use href="sprites.svg#logo"/>',
      '<style>@import url("https://evil.example/font.css");</style>',
      '<rect width="10" height="10" style="fill: url(https://evil.example/paint.svg#p)"/>',
      '<rect width="10" height="10" fill="url(http://evil.example/paint.svg#p)"/>',
      '<a href="https://evil.example/"><rect width="10" height="10"/></a>',
    ]) {
      expect(refusal(await upload(svg(outside), 'image/svg+xml')), outside).toBe('LOGO_EXTERNAL_REFERENCE');
    }
    // A picture drawn into the file itself is no outside resource.
    const embedded = svg(`<image href="data:image/png;base64,${pngFile(2, 2).toString('base64')}" width="10" height="10"/>`);
    expect((await upload(embedded, 'image/svg+xml')).statusCode).toBe(200);
  });

  it('removes the logo: nothing served, no URL, and the removal recorded', async () => {
    expect((await t.call({ method: 'DELETE', url: '/api/club/logo', headers: admin.headers })).statusCode).toBe(204);
    expect((await served()).statusCode).toBe(404);
    expect(await logoUrl()).toBeNull();
    expect((await auditEntries(t, admin, 'CLUB_LOGO_REMOVED')).length).toBe(1);
    // Again: nothing to remove, nothing recorded.
    expect((await t.call({ method: 'DELETE', url: '/api/club/logo', headers: admin.headers })).statusCode).toBe(204);
    expect((await auditEntries(t, admin, 'CLUB_LOGO_REMOVED')).length).toBe(1);
  });

  it('leaves the logo to admins', async () => {
    const coach = await t.staff(['COACH']);
    expect((await upload(pngFile(4, 4), 'image/png', coach)).statusCode).toBe(403);
    expect((await t.call({ method: 'DELETE', url: '/api/club/logo', headers: coach.headers })).statusCode).toBe(403);
  });
});
