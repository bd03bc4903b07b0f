import type { Block, Inline } from '@club/domain';
import { pdfText, type PdfPage } from './layout.js';

/**
 * Draws a legal text's blocks (`markdownBlocks` in `@club/domain/club`, the parser the web's
 * reading views use too) on a PDF page: headings, paragraphs with bold and italic, lists,
 * quotes and rules. Everything is written as text with the standard fonts: a text's Markdown
 * never reaches the PDF as markup (docs/architecture.md#legal-texts).
 */

const COLORS = { text: '#1a1a1a', muted: '#5f6b7a', line: '#b8c2cc', accent: '#0b5394' };

export interface BlockStyle {
  /** Body size in points (headings are drawn larger); 10 by default. */
  size?: number;
  /** Grey body text, for a notice printed under a form. */
  muted?: boolean;
}

const fontOf = (inline: Inline, bold: boolean): string => {
  const strong = bold || inline.strong === true;
  const em = inline.em === true;
  if (strong && em) return 'Helvetica-BoldOblique';
  if (strong) return 'Helvetica-Bold';
  if (em) return 'Helvetica-Oblique';
  return 'Helvetica';
};

/**
 * A run as printed: its line breaks kept, each line through `pdfText`. A link is printed as its
 * text followed by its address, when the text does not already show it: paper cannot be clicked.
 */
const printed = (inline: Inline): string => {
  const text = inline.text.split('\n').map(pdfText).join('\n');
  if (inline.href === undefined) return text;
  const address = inline.href.replace(/^mailto:/i, '');
  const shown = text.trim();
  return shown === address || shown === inline.href || shown === '' ? text || pdfText(address) : `${text} (${pdfText(address)})`;
};

interface RunsLayout {
  x: number;
  width: number;
  size: number;
  color: string;
  bold?: boolean;
}

/** One paragraph of runs, each in its font, wrapped as one text. */
const drawRuns = (doc: PDFKit.PDFDocument, inlines: readonly Inline[], layout: RunsLayout): void => {
  const runs = inlines
    .map((inline) => ({ font: fontOf(inline, layout.bold === true), text: printed(inline) }))
    .filter((run) => run.text !== '');
  if (runs.length === 0) return;
  doc.fontSize(layout.size).fillColor(layout.color);
  runs.forEach((run, index) => {
    const continued = index < runs.length - 1;
    doc.font(run.font);
    if (index === 0) doc.text(run.text, layout.x, doc.y, { width: layout.width, align: 'left', continued });
    else doc.text(run.text, { continued });
  });
};

const HEADING_SIZES = { 1: 14, 2: 12, 3: 10.5 } as const;

export const drawBlocks = (pdf: PdfPage, blocks: readonly Block[], style: BlockStyle = {}): void => {
  const { doc, width } = pdf;
  const left = doc.page.margins.left;
  const size = style.size ?? 10;
  const color = style.muted === true ? COLORS.muted : COLORS.text;
  const ensureSpace = (height: number) => {
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
  };

  for (const block of blocks) {
    switch (block.type) {
      case 'heading':
        // A heading never ends a page alone.
        ensureSpace(size * 6);
        doc.moveDown(0.4);
        drawRuns(doc, block.inlines, {
          x: left,
          width,
          size: Math.max(size, HEADING_SIZES[block.level] * (size / 10)),
          color: block.level === 2 && style.muted !== true ? COLORS.accent : color,
          bold: true,
        });
        doc.moveDown(0.3);
        break;
      case 'paragraph':
        drawRuns(doc, block.inlines, { x: left, width, size, color });
        doc.moveDown(0.4);
        break;
      case 'quote': {
        const indent = 14;
        const page = doc.page;
        const top = doc.y;
        drawRuns(doc, block.inlines, { x: left + indent, width: width - indent, size, color: COLORS.muted });
        if (doc.page === page)
          doc
            .moveTo(left + 4, top)
            .lineTo(left + 4, doc.y)
            .strokeColor(COLORS.line)
            .lineWidth(1.5)
            .stroke();
        doc.moveDown(0.4);
        break;
      }
      case 'list': {
        const indent = 18;
        block.items.forEach((item, index) => {
          ensureSpace(size * 2);
          const top = doc.y;
          const marker = block.ordered ? `${block.start + index}.` : '\u2022';
          doc
            .font('Helvetica')
            .fontSize(size)
            .fillColor(color)
            .text(marker, left + 2, top, { width: indent - 4, lineBreak: false });
          doc.y = top;
          drawRuns(doc, item, { x: left + indent, width: width - indent, size, color });
          if (doc.y === top) doc.moveDown(1);
          doc.moveDown(0.15);
        });
        doc.moveDown(0.25);
        break;
      }
      case 'rule':
        ensureSpace(size * 2);
        doc.moveDown(0.3);
        doc
          .moveTo(left, doc.y)
          .lineTo(left + width, doc.y)
          .strokeColor(COLORS.line)
          .lineWidth(1)
          .stroke();
        doc.moveDown(0.6);
        break;
    }
    doc.x = left;
  }
};
