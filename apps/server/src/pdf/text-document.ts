import type { GenericDocument } from '@club/domain';
import type { ReadableText } from '@club/domain/club';
import type { Language } from '../lib/language.js';
import { t } from './documents.js';
import { createPdf, type Letterhead } from './layout.js';
import { drawBlocks } from './markdown.js';

/** Who signs under each printed text: part of the document's layout, not of the club's text. */
const SIGNATURES: Record<GenericDocument, Record<Language, string>> = {
  rules: {
    fr: 'Lu et approuvé, date et signature du membre (ou de son représentant légal) :',
    en: 'Read and approved, date and signature of the member (or their legal guardian):',
  },
  asmPdf: {
    fr: "Lu et approuvé, date et signature de l'adhérent (ou de son représentant légal) :",
    en: 'Read and approved, date and signature of the member (or their legal guardian):',
  },
  codeOfConduct: { fr: 'Date et signature du nageur :', en: "Date and swimmer's signature:" },
  guardianCodeOfConduct: { fr: 'Date et signature du représentant légal :', en: "Date and legal guardian's signature:" },
};

/**
 * The rules, the codes of conduct and the association's general form, in the club's words (a
 * version of its legal text, docs/product.md#legal-texts), with the signature line; with a
 * member, named for them and their season.
 */
export const renderTextDocument = (
  kind: GenericDocument,
  options: {
    language: Language;
    club: Letterhead;
    text: ReadableText;
    member?: { name: string; groupName: string | null; seasonLabel: string };
  },
): Promise<Buffer> => {
  const l = options.language;
  const member = options.member;
  const pdf = createPdf({
    title: options.text.title,
    ...(member === undefined
      ? {}
      : {
          subtitle: `${member.name}${member.groupName ? ` – ${member.groupName}` : ''} – ${t(l, 'saison', 'season')} ${member.seasonLabel}`,
        }),
    club: options.club,
    language: l,
  });
  drawBlocks(pdf, options.text.blocks);
  pdf.signatureLine(SIGNATURES[kind][l]);
  return pdf.finish();
};
