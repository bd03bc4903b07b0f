import type { GenericDocument } from '@club/domain';
import type { Language } from '../lib/language.js';
import { t } from './documents.js';
import { createPdf, type Letterhead } from './layout.js';
import { ASSOCIATION_FORM, CODE_OF_CONDUCT, GUARDIAN_CODE_OF_CONDUCT, RULES, type TextDocument } from './texts.js';

const TEXTS: Record<GenericDocument, Record<Language, TextDocument>> = {
  rules: RULES,
  asmPdf: ASSOCIATION_FORM,
  codeOfConduct: CODE_OF_CONDUCT,
  guardianCodeOfConduct: GUARDIAN_CODE_OF_CONDUCT,
};

/** The rules, the codes of conduct and the association's general form; with a member, named for them (and their season). */
export const renderTextDocument = (
  kind: GenericDocument,
  options: { language: Language; club: Letterhead; member?: { name: string; groupName: string | null; seasonLabel: string } },
): Promise<Buffer> => {
  const l = options.language;
  const text = TEXTS[kind][l];
  const member = options.member;
  const pdf = createPdf({
    title: text.title,
    ...(member === undefined ? {} : { subtitle: `${member.name}${member.groupName ? ` – ${member.groupName}` : ''} – ${t(l, 'saison', 'season')} ${member.seasonLabel}` }),
    club: options.club,
    language: l,
  });
  pdf.paragraph(text.intro);
  for (const article of text.articles) {
    pdf.heading(article.heading);
    pdf.paragraph(article.text);
  }
  pdf.signatureLine(text.signature);
  return pdf.finish();
};
