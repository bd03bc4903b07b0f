import { CLUB_TIME_ZONE, DATE_FORMAT, TIME_FORMAT } from '@club/domain';
import type { ReadableText } from '@club/domain/club';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { Language } from '../../lib/language.js';
import { t } from '../../pdf/documents.js';
import { createPdf, type Letterhead } from '../../pdf/layout.js';
import { drawBlocks } from '../../pdf/markdown.js';

dayjs.extend(utc);
dayjs.extend(timezone);

export interface SignedText {
  club: Letterhead;
  language: Language;
  /** The version signed, in the language it is printed in. */
  text: ReadableText;
  memberName: string;
  seasonLabel: string;
  signedName: string;
  signedAt: string;
  emailKey: string;
  ipAddress: string;
}

/** The sentence that stands for the signature: who, when in the club's time, from which address and IP. */
export const signatureStatement = (signed: Omit<SignedText, 'club' | 'text' | 'memberName' | 'seasonLabel'>): string => {
  const local = dayjs(signed.signedAt).tz(CLUB_TIME_ZONE);
  const day = local.format(DATE_FORMAT);
  const time = local.format(TIME_FORMAT);
  return t(
    signed.language,
    `Signé en ligne par ${signed.signedName} le ${day} à ${time} (heure de Monaco) depuis l'espace famille de ${signed.emailKey}, IP ${signed.ipAddress}.`,
    `Signed online by ${signed.signedName} on ${day} at ${time} (Monaco time) from the family space of ${signed.emailKey}, IP ${signed.ipAddress}.`,
  );
};

/**
 * A text signed online (docs/product.md#family-signatures): the club's letterhead, the text's
 * title and version, the member, the whole text as signed, and the signature's record in place
 * of a handwritten one.
 */
export const renderSignedText = (signed: SignedText): Promise<Buffer> => {
  const l = signed.language;
  const pdf = createPdf({
    title: signed.text.title,
    subtitle: `${t(l, 'Version', 'Version')} ${signed.text.versionLabel} – ${signed.memberName} – ${t(l, 'saison', 'season')} ${signed.seasonLabel}`,
    club: signed.club,
    language: l,
  });
  drawBlocks(pdf, signed.text.blocks);
  pdf.heading(t(l, 'Signature en ligne', 'Online signature'));
  pdf.paragraph(signatureStatement(signed));
  return pdf.finish();
};
