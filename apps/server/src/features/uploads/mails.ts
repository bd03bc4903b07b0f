import type { UploadableItem } from '@club/domain';
import type { Language } from '../../lib/language.js';
import { bilingualMail, type Bilingual } from '../../mail/bilingual.js';
import { DOCUMENT_LABELS } from '../../pdf/texts.js';

export interface UploadRejectedMailData {
  language: Language;
  firstName: string;
  kind: UploadableItem;
  reason: string;
  /** The family space's page, where the family sends another file. */
  familyUrl: string;
  clubName: string;
}

/**
 * Tells the family that a document it uploaded was refused, with the reviewer's reason, in its
 * language first and then the other one (docs/product.md#family-uploads). It names the child by
 * first name only, like the other mails to the family.
 */
export const uploadRejectedMail = (d: UploadRejectedMailData): Bilingual =>
  bilingualMail(
    d.language,
    {
      subject: `${d.clubName} – document refusé : ${DOCUMENT_LABELS.fr[d.kind]}`,
      text: [
        'Bonjour,',
        '',
        `Le document « ${DOCUMENT_LABELS.fr[d.kind]} » envoyé pour ${d.firstName} n’a pas pu être accepté, pour la raison suivante :`,
        '',
        d.reason,
        '',
        `Vous pouvez en envoyer un autre depuis l’espace famille : ${d.familyUrl}`,
        '',
        d.clubName,
      ].join('\n'),
    },
    {
      subject: `${d.clubName} – document refused: ${DOCUMENT_LABELS.en[d.kind]}`,
      text: [
        'Hello,',
        '',
        `The document “${DOCUMENT_LABELS.en[d.kind]}” sent for ${d.firstName} could not be accepted, for this reason:`,
        '',
        d.reason,
        '',
        `You can send another one from the family space: ${d.familyUrl}`,
        '',
        d.clubName,
      ].join('\n'),
    },
  );
