import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { looksLikeFormula } from './export.js';
import { buildGroup, buildLinkedSubscription } from '../../test/factories/index.js';

const read = async (payload: Buffer): Promise<ExcelJS.Worksheet> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (sheet === undefined) throw new Error('no worksheet');
  return sheet;
};

/** The row of a member by last name: the order of punctuation depends on the database's collation. */
const rowOf = (sheet: ExcelJS.Worksheet, lastName: string): ExcelJS.Row => {
  for (let r = 2; r <= sheet.rowCount; r += 1) if (sheet.getRow(r).getCell(1).text === lastName) return sheet.getRow(r);
  throw new Error(`no row for ${lastName}`);
};
const EVIL = '=HYPERLINK("http://evil.example","x")';

describe('GET /student/export: the members spreadsheet', () => {
  let t: TestApp;
  let admin: StaffMember;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.staff(['ADMIN']);
    const groupId = await buildGroup(t.deps.db, { name: 'Benjamins' });
    await buildLinkedSubscription(t.deps.db, {
      groupId,
      lastName: 'Durand',
      firstName: 'Alice',
      birthDate: '2012-01-31',
      state: 'MISSING_DOC',
      nationality: 'FR',
    });
    await buildLinkedSubscription(t.deps.db, {
      groupId,
      lastName: '=HYPERLINK("http://evil.example","x")',
      firstName: '+cmd',
      state: 'DONE',
    });
    await buildLinkedSubscription(t.deps.db, { groupId, lastName: 'Bernard', firstName: '@Sam', phoneNumber: '-1234', state: 'SCHEDULED' });
  });
  afterAll(() => t.close());

  const exportAs = (lang?: 'fr' | 'en', headers = admin.headers) =>
    t.call({
      method: 'GET',
      url: '/api/student/export',
      headers: { ...headers, ...(lang === undefined ? {} : { cookie: `lang=${lang}` }) },
    });

  it('sends a real .xlsx named students, sorted by last name, with DD/MM/YYYY dates and translated states', async () => {
    const response = await exportAs();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe('attachment; filename="students.xlsx"');
    expect(response.headers['cache-control']).toBe('no-store');
    const sheet = await read(response.rawPayload);
    const header = sheet.getRow(1).values as unknown[];
    expect(header.slice(1, 10)).toEqual([
      'Nom',
      'Prénom',
      'Genre',
      'Date de naissance',
      'Lieu de naissance',
      'Nationalité',
      'Groupe',
      'Sous-groupe',
      'État',
    ]);
    expect(sheet.rowCount).toBe(4);
    const names = [2, 3, 4].map((r) => sheet.getRow(r).getCell(1).text);
    expect(names.filter((n) => n !== EVIL)).toEqual(['Bernard', 'Durand']);
    const durand = rowOf(sheet, 'Durand');
    expect(durand.getCell(4).value).toEqual(new Date('2012-01-31T00:00:00Z'));
    expect(durand.getCell(4).numFmt).toBe('dd/mm/yyyy');
    expect(durand.getCell(6).value).toBe('France');
    expect(durand.getCell(7).value).toBe('Benjamins');
    expect(durand.getCell(9).value).toBe('Documents manquants');
    expect(durand.getCell(10).value).toBe('Oui');
    expect(rowOf(sheet, EVIL).getCell(9).value).toBe('Terminée');
    expect(rowOf(sheet, 'Bernard').getCell(9).value).toBe('En attente');
  });

  it('keeps cells that start like a formula as text', async () => {
    const sheet = await read((await exportAs()).rawPayload);
    const evil = rowOf(sheet, EVIL);
    const bernard = rowOf(sheet, 'Bernard');
    const risky = [evil.getCell(1), evil.getCell(2), bernard.getCell(2), bernard.getCell(17)];
    expect(risky.map((c) => c.text)).toEqual([EVIL, '+cmd', '@Sam', '-1234']);
    for (const cell of risky) {
      expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
      expect(cell.formula).toBeUndefined();
      expect(cell.type).toBe(ExcelJS.ValueType.RichText);
    }
    expect(looksLikeFormula('\tx')).toBe(true);
    expect(looksLikeFormula('\rx')).toBe(true);
    expect(looksLikeFormula('Anne')).toBe(false);
  });

  it('translates headers and states for an English user', async () => {
    const sheet = await read((await exportAs('en')).rawPayload);
    expect(sheet.name).toBe('Members');
    expect(sheet.getRow(1).getCell(9).value).toBe('State');
    expect(rowOf(sheet, 'Durand').getCell(9).value).toBe('Missing documents');
    expect(rowOf(sheet, EVIL).getCell(9).value).toBe('Done');
  });

  it('streams a large season in batches', async () => {
    const big = await createTestApp();
    try {
      const groupId = await buildGroup(big.deps.db);
      for (let i = 0; i < 1_050; i += 1)
        await buildLinkedSubscription(big.deps.db, { groupId, lastName: `Nom${String(i).padStart(4, '0')}` });
      const bigAdmin = await big.staff(['ADMIN']);
      const sheet = await read((await big.call({ method: 'GET', url: '/api/student/export', headers: bigAdmin.headers })).rawPayload);
      expect(sheet.rowCount).toBe(1_051);
      expect(sheet.getRow(2).getCell(1).value).toBe('Nom0000');
      expect(sheet.getRow(1_051).getCell(1).value).toBe('Nom1049');
    } finally {
      await big.close();
    }
  }, 120_000);

  it('exports what the list shows: its filters and its order, with a filter on the header and widths that fit', async () => {
    const groupId = await buildGroup(t.deps.db, { name: 'Requins' });
    const longEmail = 'une.adresse.vraiment.tres.longue.pour.la.famille@example.org';
    await buildLinkedSubscription(t.deps.db, { groupId, lastName: 'Acier', firstName: 'Jo', state: 'SCHEDULED', email: longEmail });
    await buildLinkedSubscription(t.deps.db, { groupId, lastName: 'abricot', firstName: 'Lou', state: 'SCHEDULED' });
    await buildLinkedSubscription(t.deps.db, { groupId, lastName: 'Zèbre', firstName: 'Max', state: 'SCHEDULED' });
    await buildLinkedSubscription(t.deps.db, { groupId, lastName: 'Bleu', firstName: 'Ana', state: 'DONE' });
    const query = 'groupName=requins&state=SCHEDULED';
    const list = (await t.call({ method: 'GET', url: `/api/subscription/?${query}`, headers: admin.headers })).json<{
      rows: { lastName: string }[];
    }>();

    const sheet = await read((await t.call({ method: 'GET', url: `/api/student/export?${query}`, headers: admin.headers })).rawPayload);
    const names = Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2).getCell(1).text);
    // The list's order: names without case or accents ("abricot" before "Acier").
    expect(names).toEqual(['abricot', 'Acier', 'Zèbre']);
    expect(names).toEqual(list.rows.map((r) => r.lastName));
    expect(sheet.autoFilter).toBe('A1:AE1');
    const emailColumn = sheet.getColumn(16);
    expect(sheet.getRow(1).getCell(16).value).toBe('E-mail');
    // Wider than the header asked for (12 before): the longest address fits.
    expect(emailColumn.width).toBeGreaterThanOrEqual(longEmail.length);
    expect(sheet.getColumn(2).width).toBeLessThan(20);
    expect(sheet.getColumn(4).width).toBeGreaterThanOrEqual('Date de naissance'.length);

    const problems = await read(
      (await t.call({ method: 'GET', url: '/api/student/export?groupName=requins&problem=true', headers: admin.headers })).rawPayload,
    );
    expect(problems.rowCount).toBe(2);
    expect(problems.getRow(2).getCell(1).text).toBe('Bleu');
    expect((await t.call({ method: 'GET', url: '/api/student/export?state=LOST', headers: admin.headers })).statusCode).toBe(400);
  });

  it('answers 404 for an unknown season', async () => {
    expect((await t.call({ method: 'GET', url: '/api/student/export?season=999', headers: admin.headers })).statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const manager = await t.staff(['SECTION_MANAGER']);
    expect((await exportAs('fr', manager.headers)).statusCode).toBe(403);
  });
});
