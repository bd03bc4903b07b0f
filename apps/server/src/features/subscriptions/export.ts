import { PassThrough } from 'node:stream';
import { countryName, SUBSCRIPTION_STATE_LABELS, isSubscriptionState, sizeLabel } from '@club/domain';
import type ExcelJS from 'exceljs';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import type { Language } from '../../lib/language.js';
import { exportRows, type ExportRow, type ExportSelection } from './export-rows.js';

/** A text a spreadsheet could run as a formula (docs/architecture.md#quality-security: = + - @, tab, CR). */
export const looksLikeFormula = (value: string): boolean => /^[=+\-@\t\r]/.test(value);

/**
 * A string cell. Ordinary text is a plain string cell; text that could be read as a formula
 * is written as an inline rich-text string, which spreadsheets always keep as text.
 */
export const textCell = (value: string | null): ExcelJS.CellValue =>
  value === null || value === '' ? null : looksLikeFormula(value) ? { richText: [{ text: value }] } : value;

/** A birth date `YYYY-MM-DD` as a real date cell shown DD/MM/YYYY (sorts as a date). */
export const dateCell = (value: string | null): Date | null => (value === null ? null : new Date(`${value.slice(0, 10)}T00:00:00Z`));

const HEADERS: Record<Language, string[]> = {
  fr: [
    'Nom',
    'Prénom',
    'Genre',
    'Date de naissance',
    'Lieu de naissance',
    'Nationalité',
    'Groupe',
    'Sous-groupe',
    'État',
    'Nouvelle inscription',
    'Adresse',
    "Complément d'adresse",
    'Code postal',
    'Ville',
    'Pays',
    'E-mail',
    'Téléphone',
    'Contact – prénom',
    'Contact – nom',
    'Contact – e-mail',
    'Contact – téléphone',
    'Contact – e-mail secondaire',
    'Contact – téléphone secondaire',
    'Second contact – e-mail',
    'Second contact – téléphone',
    'Taille T-shirt',
    'Taille short',
    'Instagram',
    'École',
    'Classe',
    'Date de validation',
  ],
  en: [
    'Last name',
    'First name',
    'Gender',
    'Birth date',
    'Birth place',
    'Nationality',
    'Group',
    'Sub-group',
    'State',
    'New subscription',
    'Address',
    'Address complement',
    'Zip code',
    'City',
    'Country',
    'E-mail',
    'Phone',
    'Contact – first name',
    'Contact – last name',
    'Contact – e-mail',
    'Contact – phone',
    'Contact – secondary e-mail',
    'Contact – secondary phone',
    'Second contact – e-mail',
    'Second contact – phone',
    'T-shirt size',
    'Short size',
    'Instagram',
    'School',
    'School level',
    'Validation date',
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

/** Characters a cell shows: a date is DD/MM/YYYY, a text kept as rich text its text. */
const shownLength = (value: ExcelJS.CellValue): number => {
  if (value === null || value === undefined) return 0;
  if (value instanceof Date) return 10;
  if (typeof value === 'object' && 'richText' in value) return value.richText.reduce((n, part) => n + part.text.length, 0);
  return String(value).length;
};

/** Room for the header's filter button and a margin; a very long address wraps nobody's screen. */
const FILTER_BUTTON = 3;
const MIN_WIDTH = 10;
const MAX_WIDTH = 60;

/**
 * Widths that fit the longest text of each column, header included. A streamed sheet writes its
 * columns before its first row, so the rows are read once to measure (strings only, nothing
 * kept) and once more to write: a second pass over the database instead of the file in memory.
 */
const columnWidths = async (db: Kysely<DB>, selection: ExportSelection, language: Language): Promise<number[]> => {
  const longest = HEADERS[language].map((header) => header.length);
  for await (const row of exportRows(db, selection)) {
    toCells(row, language).forEach((value, index) => {
      longest[index] = Math.max(longest[index] ?? 0, shownLength(value));
    });
  }
  return longest.map((length) => Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, length + FILTER_BUTTON)));
};

/** `A1:AE1`: the header row, where the autofilter's buttons sit. */
const headerRange = (columns: number): string => {
  let name = '';
  for (let n = columns; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return `A1:${name}1`;
};

/**
 * GET /student/export: the rows the list shows (its season, filters and order) as a real .xlsx
 * named students (docs/product.md#exports), with a filter on the header row and columns as wide
 * as their content, written while it is read so large clubs stream, not buffer.
 */
export const streamMembersWorkbook = (db: Kysely<DB>, selection: ExportSelection, language: Language): PassThrough => {
  const stream = new PassThrough();
  const write = async () => {
    // Loaded on the first export: ExcelJS alone adds 27 MB to the server's memory.
    const { default: Excel } = await import('exceljs');
    const widths = await columnWidths(db, selection, language);
    const workbook = new Excel.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(language === 'en' ? 'Members' : 'Membres', { views: [{ state: 'frozen', ySplit: 1 }] });
    // Written when the sheet is committed, after the rows.
    sheet.autoFilter = headerRange(HEADERS[language].length);
    sheet.columns = HEADERS[language].map((header, index) => ({
      header,
      width: widths[index] ?? header.length + FILTER_BUTTON,
      ...(DATE_COLUMNS.includes(index + 1) ? { style: { numFmt: 'dd/mm/yyyy' } } : {}),
    }));
    sheet.getRow(1).font = { bold: true };
    for await (const row of exportRows(db, selection)) {
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
