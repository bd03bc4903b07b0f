import PDFDocument from 'pdfkit';
import type { Language } from '../lib/language.js';

/** Characters beyond Latin-1 that the standard fonts' WinAnsi encoding still has. */
const WIN_ANSI_EXTRAS = new Set([
  0x152, 0x153, 0x160, 0x161, 0x178, 0x17d, 0x17e, 0x192, 0x2c6, 0x2dc, 0x2013, 0x2014, 0x2018, 0x2019, 0x201a, 0x201c, 0x201d, 0x201e,
  0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a, 0x20ac, 0x2122,
]);

/** Latin letters with a stroke, which do not decompose into a letter and an accent. */
const STROKES: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i', Ŧ: 'T', ŧ: 't', Ƶ: 'Z', ƶ: 'z' };

const encodable = (code: number): boolean => (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(code);

/**
 * The standard PDF fonts (Helvetica) draw WinAnsi only: accents of French and most Latin
 * names work; any other letter loses its accent (Ł → L) rather than printing a blank.
 */
export const pdfText = (value: string): string =>
  [...value.replace(/[\u202f\u2009]/g, '\u00a0').replace(/[\r\n\t]+/g, ' ')]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0x3f;
      if (encodable(code)) return char;
      const stripped = STROKES[char] ?? char.normalize('NFD').replace(/\p{Diacritic}/gu, '');
      return [...stripped].every((c) => encodable(c.codePointAt(0) ?? 0)) && stripped !== '' ? stripped : '?';
    })
    .join('');

const COLORS = { text: '#1a1a1a', muted: '#5f6b7a', line: '#b8c2cc', accent: '#0b5394' };
const MARGIN = 45;

export interface PdfPage {
  doc: PDFKit.PDFDocument;
  width: number;
  heading: (text: string) => void;
  paragraph: (text: string, options?: { muted?: boolean; size?: number }) => void;
  fields: (rows: [string, string][]) => void;
  checklist: (items: string[]) => void;
  signatureLine: (label: string) => void;
  table: (headers: string[], rows: string[][], widths: number[]) => void;
  finish: () => Promise<Buffer>;
}

/** A logo as the PDF draws it: PNG or JPEG bytes (an SVG logo is drawn from its PNG rendition). */
export interface LetterheadLogo {
  data: Buffer;
  width: number;
  height: number;
}

/** The club as the head of every document names it, from its settings (features/club). */
export interface Letterhead {
  name: string;
  logo: LetterheadLogo | null;
  /** Address and contact lines under the name; empty until the club's identity is filled in. */
  lines: string[];
}

/** The logo's box at the head of a page, in points: as high as two lines of the header and its name. */
const LOGO_MAX_HEIGHT = 48;
const LOGO_MAX_WIDTH = 160;
const LOGO_GAP = 12;

/** The drawn size of a logo: LOGO_MAX_HEIGHT high, unless that makes it wider than LOGO_MAX_WIDTH; in proportion. */
const logoBox = (logo: LetterheadLogo): { width: number; height: number } => {
  const ratio = logo.width / logo.height;
  return ratio * LOGO_MAX_HEIGHT <= LOGO_MAX_WIDTH
    ? { width: ratio * LOGO_MAX_HEIGHT, height: LOGO_MAX_HEIGHT }
    : { width: LOGO_MAX_WIDTH, height: LOGO_MAX_WIDTH / ratio };
};

/**
 * The logo at the top left, the club's name and its address and contact lines beside it
 * (docs/product.md#club-settings). A logo pdfkit cannot read leaves the name alone rather
 * than the document unmade.
 */
const drawLetterhead = (doc: PDFKit.PDFDocument, club: Letterhead, width: number): void => {
  const top = doc.y;
  let textX = MARGIN;
  let bottom = top;
  if (club.logo !== null && club.logo.width > 0 && club.logo.height > 0) {
    const box = logoBox(club.logo);
    try {
      doc.image(club.logo.data, MARGIN, top, box);
      textX = MARGIN + box.width + LOGO_GAP;
      bottom = top + box.height;
    } catch {
      // Drawn without it: the name and lines take the whole width.
    }
  }
  const textWidth = width - (textX - MARGIN);
  doc.font('Helvetica-Bold').fontSize(11).fillColor(COLORS.accent).text(pdfText(club.name.toUpperCase()), textX, top, { width: textWidth });
  for (const line of club.lines) {
    doc.font('Helvetica').fontSize(8.5).fillColor(COLORS.muted).text(pdfText(line), textX, undefined, { width: textWidth });
  }
  doc.x = MARGIN;
  // Below the logo, with the room a line of the name would leave.
  doc.y = Math.max(doc.y, bottom + (bottom > top ? LOGO_GAP / 2 : 0));
};

/** An A4 document with the club's header; everything written through `pdfText`. */
export const createPdf = (options: { title: string; subtitle?: string; club: Letterhead; language: Language }): PdfPage => {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: options.language,
    info: { Title: pdfText(options.title), Author: pdfText(options.club.name), Creator: pdfText(options.club.name) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;

  drawLetterhead(doc, options.club, width);
  doc.moveDown(0.6);
  doc.font('Helvetica-Bold').fontSize(18).fillColor(COLORS.text).text(pdfText(options.title), MARGIN, undefined, { width });
  if (options.subtitle !== undefined)
    doc.font('Helvetica').fontSize(11).fillColor(COLORS.muted).text(pdfText(options.subtitle), MARGIN, undefined, { width });
  doc.moveDown(0.4);
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .strokeColor(COLORS.line)
    .lineWidth(1)
    .stroke();
  doc.moveDown(0.8);

  const ensureSpace = (height: number) => {
    if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
  };

  return {
    doc,
    width,
    heading: (text) => {
      ensureSpace(60);
      doc.moveDown(0.4);
      doc.font('Helvetica-Bold').fontSize(12).fillColor(COLORS.accent).text(pdfText(text), MARGIN);
      doc.moveDown(0.3);
    },
    paragraph: (text, opts = {}) => {
      doc
        .font('Helvetica')
        .fontSize(opts.size ?? 10)
        .fillColor(opts.muted === true ? COLORS.muted : COLORS.text)
        .text(pdfText(text), MARGIN, undefined, { width, align: 'left' });
      doc.moveDown(0.4);
    },
    fields: (rows) => {
      const labelWidth = 170;
      for (const [label, value] of rows) {
        ensureSpace(18);
        const y = doc.y;
        doc
          .font('Helvetica')
          .fontSize(10)
          .fillColor(COLORS.muted)
          .text(pdfText(label), MARGIN, y, { width: labelWidth - 10 });
        const afterLabel = doc.y;
        doc
          .font('Helvetica-Bold')
          .fontSize(10)
          .fillColor(COLORS.text)
          .text(pdfText(value === '' ? '—' : value), MARGIN + labelWidth, y, { width: width - labelWidth });
        doc.y = Math.max(doc.y, afterLabel) + 1.5;
      }
      doc.x = MARGIN;
    },
    checklist: (items) => {
      for (const item of items) {
        ensureSpace(18);
        const y = doc.y;
        doc
          .rect(MARGIN, y + 1, 9, 9)
          .strokeColor(COLORS.text)
          .lineWidth(0.8)
          .stroke();
        doc
          .font('Helvetica')
          .fontSize(10)
          .fillColor(COLORS.text)
          .text(pdfText(item), MARGIN + 16, y, { width: width - 16 });
        doc.moveDown(0.15);
      }
      doc.x = MARGIN;
    },
    signatureLine: (label) => {
      ensureSpace(70);
      doc.moveDown(0.6);
      doc.font('Helvetica').fontSize(10).fillColor(COLORS.text).text(pdfText(label), MARGIN);
      doc.moveDown(2);
      doc
        .moveTo(MARGIN, doc.y)
        .lineTo(MARGIN + 220, doc.y)
        .strokeColor(COLORS.line)
        .stroke();
      doc.moveDown(0.5);
    },
    table: (headers, rows, widths) => {
      const drawRow = (cells: string[], bold: boolean) => {
        ensureSpace(20);
        const y = doc.y;
        let x = MARGIN;
        let bottom = y;
        cells.forEach((cell, i) => {
          const w = widths[i] ?? 100;
          doc
            .font(bold ? 'Helvetica-Bold' : 'Helvetica')
            .fontSize(10)
            .fillColor(COLORS.text)
            .text(pdfText(cell), x + 4, y + 4, { width: w - 8 });
          bottom = Math.max(bottom, doc.y);
          x += w;
        });
        doc
          .moveTo(MARGIN, bottom + 4)
          .lineTo(MARGIN + widths.reduce((a, b) => a + b, 0), bottom + 4)
          .strokeColor(COLORS.line)
          .stroke();
        doc.y = bottom + 6;
      };
      drawRow(headers, true);
      for (const row of rows) drawRow(row, false);
      doc.x = MARGIN;
      doc.moveDown(0.5);
    },
    finish: () => {
      doc.end();
      return done;
    },
  };
};
