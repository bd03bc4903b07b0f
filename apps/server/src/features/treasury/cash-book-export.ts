import { PassThrough } from 'node:stream';
import { formatDate, type PaymentMethod } from '@club/domain';
import type ExcelJS from 'exceljs';
import type { Language } from '../../lib/language.js';
import type { CashBook } from './cash-book.js';
import { dateCell, textCell } from '../subscriptions/export.js';

const t = (language: Language, fr: string, en: string): string => (language === 'en' ? en : fr);

export const METHOD_LABELS: Record<PaymentMethod, [fr: string, en: string]> = {
  CASH: ['Espèces', 'Cash'],
  CHEQUE: ['Chèque', 'Cheque'],
  TRANSFER: ['Virement', 'Bank transfer'],
  CARD: ['Carte bancaire', 'Card'],
  PASS_SPORT: ["Pass'Sport", "Pass'Sport"],
  ANCV: ['Chèques-Vacances ANCV', 'ANCV vouchers'],
  OTHER: ['Autre', 'Other'],
};

const methodLabel = (language: Language, method: PaymentMethod): string => t(language, ...METHOD_LABELS[method]);

/** `journal-de-caisse-2026-09-01-2026-09-30.xlsx` / `cash-book-2026-09-01-2026-09-30.xlsx` */
export const cashBookFileName = (book: Pick<CashBook, 'from' | 'to'>, language: Language): string =>
  `${t(language, 'journal-de-caisse', 'cash-book')}-${book.from}-${book.to}.xlsx`;

/** Euros as a real number (cents are whole, so /100 is exact to the cent once shown with two decimals). */
const euros = (cents: number): number => cents / 100;

/**
 * One style object per kind of cell: ExcelJS recognises a style it already wrote by the object
 * itself (features/subscriptions/export.ts).
 */
const PLAIN: Partial<ExcelJS.Style> = Object.freeze({});
const DAY: Partial<ExcelJS.Style> = Object.freeze({ numFmt: 'dd/mm/yyyy' });
const MONEY: Partial<ExcelJS.Style> = Object.freeze({ numFmt: '#,##0.00' });
const BOLD: Partial<ExcelJS.Style> = Object.freeze({ font: { bold: true } });
const BOLD_MONEY: Partial<ExcelJS.Style> = Object.freeze({ numFmt: '#,##0.00', font: { bold: true } });

type Kind = 'plain' | 'day' | 'money' | 'bold' | 'boldMoney';
const STYLES: Record<Kind, Partial<ExcelJS.Style>> = { plain: PLAIN, day: DAY, money: MONEY, bold: BOLD, boldMoney: BOLD_MONEY };

const addRow = (sheet: ExcelJS.Worksheet, cells: ExcelJS.CellValue[], kinds: Kind[]): void => {
  const row = sheet.addRow(cells);
  row.eachCell((cell, column) => {
    cell.style = STYLES[kinds[column - 1] ?? 'plain'];
  });
  row.commit();
};

const totalsHeaders = (l: Language) => [
  t(l, 'Moyen de paiement', 'Method'),
  t(l, 'Reçu (€)', 'Received (€)'),
  t(l, 'Remboursé (€)', 'Refunded (€)'),
  t(l, 'Net (€)', 'Net (€)'),
];

/** The totals per method and the net, as rows of the cash book and as the second sheet. */
const addTotals = (sheet: ExcelJS.Worksheet, book: CashBook, l: Language): void => {
  addRow(sheet, totalsHeaders(l), ['bold', 'bold', 'bold', 'bold']);
  for (const total of book.totals) {
    addRow(
      sheet,
      [methodLabel(l, total.method), euros(total.receivedCents), euros(total.refundedCents), euros(total.netCents)],
      ['plain', 'money', 'money', 'money'],
    );
  }
  const received = book.totals.reduce((sum, total) => sum + total.receivedCents, 0);
  const refunded = book.totals.reduce((sum, total) => sum + total.refundedCents, 0);
  addRow(
    sheet,
    [t(l, 'Total', 'Total'), euros(received), euros(refunded), euros(book.netCents)],
    ['bold', 'boldMoney', 'boldMoney', 'boldMoney'],
  );
};

const entryHeaders = (l: Language) => [
  t(l, 'Date', 'Day'),
  t(l, 'Opération', 'Entry'),
  t(l, 'Moyen de paiement', 'Method'),
  t(l, 'Référence', 'Reference'),
  t(l, 'Reçu', 'Receipt'),
  t(l, 'Payeur', 'Payer'),
  t(l, 'Adhérents', 'Members'),
  t(l, 'Encaissement prévu', 'To cash on'),
  t(l, 'Montant (€)', 'Amount (€)'),
];
const WIDTHS = [12, 16, 22, 28, 20, 26, 36, 18, 14];
const ENTRY_KINDS: Kind[] = ['day', 'plain', 'plain', 'plain', 'plain', 'plain', 'plain', 'day', 'money'];

/**
 * The cash book as .xlsx (docs/product.md#treasury): one row per payment or refund with real
 * date cells and amounts as numbers in euros (a refund negative), the totals per method under
 * them, and the totals again on a sheet of their own. Every text entered by staff or families
 * goes through `textCell`: a reference typed `=HYPERLINK(…)` stays text.
 */
export const streamCashBookWorkbook = (book: CashBook, l: Language): PassThrough => {
  const stream = new PassThrough();
  const write = async () => {
    // Loaded on the first export: ExcelJS alone adds 27 MB to the server's memory.
    const { default: Excel } = await import('exceljs');
    const workbook = new Excel.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(t(l, 'Journal de caisse', 'Cash book'), { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = entryHeaders(l).map((header, index) => ({ header, width: WIDTHS[index] ?? 16 }));
    sheet.getRow(1).font = { bold: true };
    for (const entry of book.entries) {
      addRow(
        sheet,
        [
          dateCell(entry.paidOn),
          entry.kind === 'REFUND' ? t(l, 'Remboursement', 'Refund') : t(l, 'Paiement', 'Payment'),
          methodLabel(l, entry.method),
          textCell(entry.reference),
          textCell(entry.receiptReference),
          textCell(entry.payerName),
          textCell(entry.members.join(', ')),
          dateCell(entry.depositOn),
          euros(entry.amountCents),
        ],
        ENTRY_KINDS,
      );
    }
    addRow(sheet, [], []);
    addTotals(sheet, book, l);
    sheet.commit();

    const totals = workbook.addWorksheet(t(l, 'Totaux', 'Totals'));
    totals.columns = [{ width: 24 }, { width: 16 }, { width: 16 }, { width: 16 }];
    addRow(
      totals,
      [t(l, `Du ${formatDate(book.from)} au ${formatDate(book.to)}`, `From ${formatDate(book.from)} to ${formatDate(book.to)}`)],
      ['bold'],
    );
    addTotals(totals, book, l);
    totals.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => stream.destroy(error instanceof Error ? error : new Error(String(error))));
  return stream;
};
