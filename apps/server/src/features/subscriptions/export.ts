import { PassThrough } from 'node:stream';
import { countryName, SUBSCRIPTION_STATE_LABELS, isSubscriptionState, sizeLabel } from '@club/domain';
import type ExcelJS from 'exceljs';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import type { Language } from '../../lib/language.js';

const BATCH = 500;

/** A text a spreadsheet could run as a formula (QUALITY: = + - @, tab, CR). */
export const looksLikeFormula = (value: string): boolean => /^[=+\-@\t\r]/.test(value);

/**
 * A string cell. Ordinary text is a plain string cell; text that could be read as a formula
 * is written as an inline rich-text string, which spreadsheets always keep as text.
 */
const textCell = (value: string | null): ExcelJS.CellValue =>
  value === null || value === '' ? null : looksLikeFormula(value) ? { richText: [{ text: value }] } : value;

/** A birth date `YYYY-MM-DD` as a real date cell shown DD/MM/YYYY (sorts as a date). */
const dateCell = (value: string | null): Date | null => (value === null ? null : new Date(`${value.slice(0, 10)}T00:00:00Z`));

const HEADERS: Record<Language, string[]> = {
  fr: [
    'Nom', 'Prénom', 'Genre', 'Date de naissance', 'Lieu de naissance', 'Nationalité', 'Groupe', 'Sous-groupe', 'État',
    'Nouvelle inscription', 'Adresse', "Complément d'adresse", 'Code postal', 'Ville', 'Pays', 'E-mail', 'Téléphone',
    'Contact – prénom', 'Contact – nom', 'Contact – e-mail', 'Contact – téléphone', 'Contact – e-mail secondaire',
    'Contact – téléphone secondaire', 'Second contact – e-mail', 'Second contact – téléphone', 'Taille T-shirt',
    'Taille short', 'Instagram', 'École', 'Classe', 'Date de validation',
  ],
  en: [
    'Last name', 'First name', 'Gender', 'Birth date', 'Birth place', 'Nationality', 'Group', 'Sub-group', 'State',
    'New subscription', 'Address', 'Address complement', 'Zip code', 'City', 'Country', 'E-mail', 'Phone',
    'Contact – first name', 'Contact – last name', 'Contact – e-mail', 'Contact – phone', 'Contact – secondary e-mail',
    'Contact – secondary phone', 'Second contact – e-mail', 'Second contact – phone', 'T-shirt size', 'Short size',
    'Instagram', 'School', 'School level', 'Validation date',
  ],
};
const DATE_COLUMNS = [4, 31];

/**
 * The styles of the data cells, one object each: ExcelJS recognises a style it has already
 * written by the object itself, while a cell's own style object (one per cell otherwise) makes it
 * work the style out again for every cell, most of the export's time.
 */
const PLAIN_STYLE: Partial<ExcelJS.Style> = Object.freeze({});
const DATE_STYLE: Partial<ExcelJS.Style> = Object.freeze({ numFmt: 'dd/mm/yyyy' });

/**
 * Members first, in the order of their (last name, first name) index, then their subscription
 * of the season: each batch continues the index where the last one stopped instead of sorting
 * the season again (SQLite keeps the order of a CROSS JOIN; PostgreSQL plans the inner join).
 */
const exportQuery = (db: Kysely<DB>, seasonId: number) =>
  db
    .selectFrom('members as m')
    .crossJoin('subscriptions as s')
    .leftJoin('groups as g', 'g.id', 's.group_id')
    .leftJoin('sub_groups as sg', (join) => join.onRef('sg.id', '=', 'm.sub_group_id').onRef('sg.group_id', '=', 's.group_id'))
    .leftJoin('guardians as gu', 'gu.id', 'm.guardian_id')
    .leftJoin('shirt_sizes as shirt', 'shirt.id', 'm.shirt_size_id')
    .leftJoin('short_sizes as short', 'short.id', 'm.short_size_id')
    .select([
      's.id',
      'm.id as member_id',
      's.state',
      's.is_new',
      's.process_date',
      'm.last_name',
      'm.first_name',
      'm.gender',
      'm.birth_date',
      'm.birth_place',
      'm.nationality',
      'm.address',
      'm.address_comp',
      'm.zip_code',
      'm.city',
      'm.country',
      'm.email',
      'm.phone_number',
      'm.second_guardian_email',
      'm.second_guardian_phone',
      'm.instagram_handle',
      'm.school',
      'm.school_level',
      'g.name as group_name',
      'sg.name as sub_group_name',
      'gu.first_name as gu_first_name',
      'gu.last_name as gu_last_name',
      'gu.email as gu_email',
      'gu.phone_number as gu_phone',
      'gu.secondary_email as gu_secondary_email',
      'gu.secondary_phone_number as gu_secondary_phone',
      'shirt.label as shirt_label',
      'short.label as short_label',
    ])
    .whereRef('s.member_id', '=', 'm.id')
    .where('s.season_id', '=', seasonId);

type ExportRow = Awaited<ReturnType<ReturnType<typeof exportQuery>['execute']>>[number];

/** Rows by last name, then first name, read in batches after the last one seen (keyset), so memory and each batch's cost stay flat. */
async function* exportRows(db: Kysely<DB>, seasonId: number): AsyncGenerator<ExportRow> {
  let after: { lastName: string; firstName: string; memberId: number } | null = null;
  for (;;) {
    let query = exportQuery(db, seasonId);
    if (after !== null) {
      const { lastName, firstName, memberId } = after;
      query = query.where(sql<boolean>`(m.last_name, m.first_name, m.id) > (${lastName}, ${firstName}, ${memberId})`);
    }
    const rows = await query.orderBy('m.last_name').orderBy('m.first_name').orderBy('m.id').limit(BATCH).execute();
    for (const row of rows) yield row;
    const last = rows[rows.length - 1];
    if (last === undefined || rows.length < BATCH) return;
    after = { lastName: last.last_name, firstName: last.first_name, memberId: last.member_id };
  }
}

const toCells = (r: ExportRow, language: Language): ExcelJS.CellValue[] => {
  const yes = language === 'en' ? 'Yes' : 'Oui';
  const no = language === 'en' ? 'No' : 'Non';
  return [
    textCell(r.last_name),
    textCell(r.first_name),
    r.gender,
    dateCell(r.birth_date),
    textCell(r.birth_place),
    countryName(r.nationality, language) || null,
    textCell(r.group_name),
    textCell(r.sub_group_name),
    isSubscriptionState(r.state) ? SUBSCRIPTION_STATE_LABELS[language][r.state] : r.state,
    r.is_new === 1 ? yes : no,
    textCell(r.address),
    textCell(r.address_comp),
    textCell(r.zip_code),
    textCell(r.city),
    countryName(r.country, language) || null,
    textCell(r.email),
    textCell(r.phone_number),
    textCell(r.gu_first_name),
    textCell(r.gu_last_name),
    textCell(r.gu_email),
    textCell(r.gu_phone),
    textCell(r.gu_secondary_email),
    textCell(r.gu_secondary_phone),
    textCell(r.second_guardian_email),
    textCell(r.second_guardian_phone),
    textCell(r.shirt_label === null ? null : sizeLabel(r.shirt_label, language)),
    textCell(r.short_label === null ? null : sizeLabel(r.short_label, language)),
    textCell(r.instagram_handle),
    textCell(r.school),
    textCell(r.school_level),
    dateCell(r.process_date),
  ];
};

/**
 * GET /student/export: every member of the season as a real .xlsx (SPEC §7 "a spreadsheet
 * file named students"), written while it is read so large clubs stream, not buffer.
 */
export const streamMembersWorkbook = (db: Kysely<DB>, seasonId: number, language: Language): PassThrough => {
  const stream = new PassThrough();
  const write = async () => {
    // Loaded on the first export: ExcelJS alone adds 27 MB to the server's memory.
    const { default: Excel } = await import('exceljs');
    const workbook = new Excel.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(language === 'en' ? 'Members' : 'Membres', { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = HEADERS[language].map((header, index) => ({
      header,
      width: Math.max(12, header.length + 2),
      ...(DATE_COLUMNS.includes(index + 1) ? { style: { numFmt: 'dd/mm/yyyy' } } : {}),
    }));
    sheet.getRow(1).font = { bold: true };
    for await (const row of exportRows(db, seasonId)) {
      const added = sheet.addRow(toCells(row, language));
      added.eachCell((cell, column) => {
        cell.style = DATE_COLUMNS.includes(column) ? DATE_STYLE : PLAIN_STYLE;
      });
      added.commit();
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => stream.destroy(error instanceof Error ? error : new Error(String(error))));
  return stream;
};
