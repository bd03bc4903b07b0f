import type { Writable } from 'node:stream';
import { CLUB_TIME_ZONE, DATE_FORMAT, type AttendanceRatesDto } from '@club/domain';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type ExcelJS from 'exceljs';
import type { Language } from '../../lib/language.js';

dayjs.extend(utc);
dayjs.extend(timezone);

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const LABELS = {
  fr: {
    sheet: 'Présences',
    title: 'Présences',
    period: 'Période',
    lastName: 'Nom',
    firstName: 'Prénom',
    sessions: 'Séances',
    present: 'Présent',
    absent: 'Absent',
    excused: 'Absence excusée',
    unexcused: 'Absence non excusée',
    late: 'En retard',
    presentRate: 'Présence (%)',
    absentRate: 'Absence (%)',
    lateRate: 'Retard (%)',
    total: 'Total du groupe',
  },
  en: {
    sheet: 'Attendance',
    title: 'Attendance',
    period: 'Period',
    lastName: 'Last name',
    firstName: 'First name',
    sessions: 'Sessions',
    present: 'Present',
    absent: 'Absent',
    excused: 'Excused absence',
    unexcused: 'Unexcused absence',
    late: 'Late',
    presentRate: 'Present (%)',
    absentRate: 'Absent (%)',
    lateRate: 'Late (%)',
    total: 'Group total',
  },
} as const;

const clubDay = (iso: string, format: string) => dayjs(iso).tz(CLUB_TIME_ZONE).format(format);

/** `attendance-benjamins-1-2026-09-01-2026-11-30.xlsx`: ASCII only, so any browser keeps it. */
export const exportFileName = (rates: AttendanceRatesDto): string => {
  const slug =
    rates.group.name
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'group';
  return `attendance-${slug}-${clubDay(rates.startDate, 'YYYY-MM-DD')}-${clubDay(rates.endDate, 'YYYY-MM-DD')}.xlsx`;
};

/**
 * Text goes in as a string cell formatted as text (`@`): a name such as `=cmd` or `+33…` is
 * shown as typed and never runs as a formula, even once edited
 * (docs/architecture.md#quality-security).
 */
const setText = (cell: ExcelJS.Cell, value: string): void => {
  cell.value = value;
  cell.numFmt = '@';
};

/** A share of the records, exact, shown as a percentage with one decimal; empty without any record. */
const setRate = (cell: ExcelJS.Cell, part: number, records: number): void => {
  if (records === 0) return;
  cell.value = part / records;
  cell.numFmt = '0.0%';
};

/** Writes the attendance rates of a group as an .xlsx to a stream, with the streaming writer. */
export const writeRatesWorkbook = async (rates: AttendanceRatesDto, language: Language, stream: Writable): Promise<void> => {
  const labels = LABELS[language];
  // Loaded on the first export: ExcelJS alone adds 27 MB to the server's memory.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: true });
  const sheet = workbook.addWorksheet(labels.sheet);
  sheet.columns = [
    { width: 24 },
    { width: 20 },
    { width: 10 },
    { width: 10 },
    { width: 10 },
    { width: 16 },
    { width: 19 },
    { width: 11 },
    { width: 13 },
    { width: 13 },
    { width: 12 },
  ];

  const title = sheet.getRow(1);
  setText(title.getCell(1), labels.title);
  setText(title.getCell(2), rates.group.name);
  title.font = { bold: true };
  title.commit();
  const period = sheet.getRow(2);
  setText(period.getCell(1), labels.period);
  setText(period.getCell(2), `${clubDay(rates.startDate, DATE_FORMAT)} – ${clubDay(rates.endDate, DATE_FORMAT)}`);
  period.commit();

  const header = sheet.getRow(4);
  const headers = [
    labels.lastName,
    labels.firstName,
    labels.sessions,
    labels.present,
    labels.absent,
    labels.excused,
    labels.unexcused,
    labels.late,
    labels.presentRate,
    labels.absentRate,
    labels.lateRate,
  ];
  headers.forEach((text, index) => setText(header.getCell(index + 1), text));
  header.font = { bold: true };
  header.commit();

  // The absences a family reported apart from the others (docs/product.md#absences).
  const writeCounts = (row: ExcelJS.Row, line: { sessions: number; present: number; absent: number; excused: number; late: number }) => {
    const records = line.present + line.absent;
    row.getCell(3).value = line.sessions;
    row.getCell(4).value = line.present;
    row.getCell(5).value = line.absent;
    row.getCell(6).value = line.excused;
    row.getCell(7).value = line.absent - line.excused;
    row.getCell(8).value = line.late;
    setRate(row.getCell(9), line.present, records);
    setRate(row.getCell(10), line.absent, records);
    setRate(row.getCell(11), line.late, records);
  };

  let rowNumber = 5;
  for (const member of rates.members) {
    const row = sheet.getRow(rowNumber);
    setText(row.getCell(1), member.lastName);
    setText(row.getCell(2), member.firstName);
    writeCounts(row, member);
    row.commit();
    rowNumber += 1;
  }

  const total = sheet.getRow(rowNumber);
  setText(total.getCell(1), labels.total);
  writeCounts(total, rates.group);
  total.font = { bold: true };
  total.commit();

  sheet.commit();
  await workbook.commit();
};
