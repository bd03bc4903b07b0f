import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ClubAdmin } from '@club/domain/club';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroup } from '../../test/factories/index.js';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { pdfToText } from '../subscriptions/test-data.js';
import type { ClubSettingsRow } from './repository.js';
import { letterheadLines } from './letterhead.js';
import { CLEAN_SVG, jpegFile, pngFile } from './test-data.js';

/** The pictures of a PDF as a real reader lists them (pdfimages from poppler-utils): type, width and height. */
const imagesIn = (pdf: Buffer): { type: string; width: number; height: number }[] => {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    const listing = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' });
    // Two header lines, then: page num type width height color comp bpc enc …
    return listing
      .trim()
      .split('\n')
      .slice(2)
      .map((line) => line.trim().split(/\s+/))
      .map((cells) => ({ type: cells[2]!, width: Number(cells[3]), height: Number(cells[4]) }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

describe('the head of every PDF: the club’s logo, name, address and contact', () => {
  let t: TestApp;
  let admin: StaffMember;
  let group: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.staff(['ADMIN']);
    // Leisure swimming: a group type that has a schedule.
    group = await buildGroup(t.deps.db, { name: 'Dauphins', typeId: 1 });
  });
  afterAll(() => t.close());

  const schedule = async () => {
    const response = await t.call({ method: 'GET', url: `/api/group/${group}/schedule?lang=fr` });
    expect(response.statusCode, response.body).toBe(200);
    return response.rawPayload;
  };
  const upload = async (content: Buffer | string, type: string) =>
    expect(
      (await t.call({ method: 'PUT', url: '/api/club/logo', headers: { ...admin.headers, 'content-type': type }, payload: content }))
        .statusCode,
    ).toBe(200);

  it('has the name alone, and no picture, until the club’s identity is filled in', async () => {
    const pdf = await schedule();
    expect(pdfToText(pdf)).toContain('CLUB DE NATATION');
    expect(imagesIn(pdf)).toEqual([]);
  });

  it('prints the new name with the address on one line and the contact under it, and draws an SVG logo from its PNG', async () => {
    const version = (await t.call({ method: 'GET', url: '/api/club', headers: admin.headers })).json<ClubAdmin>().version;
    const saved = await t.call({
      method: 'PATCH',
      url: '/api/club',
      headers: admin.headers,
      payload: {
        version,
        name: 'Cercle des Nageurs de Fontvieille',
        address: { lines: ['Stade Louis II', '13 avenue des Castelans'], postalCode: '98000', city: 'Monaco', country: 'Monaco' },
        email: 'secretariat@cnf.mc',
        phone: '+377 93 00 00 00',
        website: 'https://cnf.mc',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await upload(CLEAN_SVG, 'image/svg+xml');

    const pdf = await schedule();
    const text = pdfToText(pdf);
    expect(text).toContain('CERCLE DES NAGEURS DE FONTVIEILLE');
    expect(text).toContain('Stade Louis II, 13 avenue des Castelans, 98000 Monaco, Monaco');
    expect(text).toContain('secretariat@cnf.mc · +37793000000 · https://cnf.mc');
    expect(text).not.toContain('CLUB DE NATATION');
    // The PNG drawn from the SVG (120 × 60, drawn 160 high), and its transparency as a soft mask.
    expect(imagesIn(pdf)).toEqual([
      { type: 'image', width: 320, height: 160 },
      { type: 'smask', width: 320, height: 160 },
    ]);
  });

  it('draws a PNG logo as it is', async () => {
    await upload(pngFile(90, 30), 'image/png');
    expect(imagesIn(await schedule())).toEqual([{ type: 'image', width: 90, height: 30 }]);
  });

  it('still makes the document when the logo cannot be drawn', async () => {
    // Its header is a JPEG's, which the upload's check reads, but it is too tall to send as is and holds no picture to shrink.
    await upload(jpegFile(600, 500), 'image/jpeg');
    const pdf = await schedule();
    expect(pdfToText(pdf)).toContain('CERCLE DES NAGEURS DE FONTVIEILLE');
    expect(imagesIn(pdf)).toEqual([]);
  });
});

describe('the lines under the club’s name', () => {
  const row = (values: Partial<ClubSettingsRow>) =>
    ({
      address_lines: null,
      postal_code: null,
      city: null,
      country: null,
      email: null,
      phone: null,
      website: null,
      ...values,
    }) as ClubSettingsRow;

  it('leaves out what is not filled in', () => {
    expect(letterheadLines(row({}), 'fr')).toEqual([]);
    expect(letterheadLines(row({ city: 'Monaco', phone: '+377 93 00 00 00' }), 'fr')).toEqual(['Monaco', '+377 93 00 00 00']);
    expect(letterheadLines(row({ address_lines: 'Piscine\nQuai Albert Ier', postal_code: '98000', email: 'a@b.mc' }), 'fr')).toEqual([
      'Piscine, Quai Albert Ier, 98000',
      'a@b.mc',
    ]);
  });

  it('names the country in the document’s language', () => {
    expect(letterheadLines(row({ city: 'Monaco', country: 'MC' }), 'fr')).toEqual(['Monaco, Monaco']);
    expect(letterheadLines(row({ city: 'Genève', country: 'CH' }), 'fr')).toEqual(['Genève, Suisse']);
    expect(letterheadLines(row({ city: 'Genève', country: 'CH' }), 'en')).toEqual(['Genève, Switzerland']);
  });
});
