import type { CorrectableField } from '@club/domain';
import type { Language } from '../../lib/language.js';
import { bilingualMail, type Bilingual } from '../../mail/bilingual.js';

/** The form's fields as the family's form names them, for the mail. */
const FIELD_LABELS: Record<Language, Record<CorrectableField, string>> = {
  fr: {
    fname: 'prénom',
    lname: 'nom',
    gender: 'sexe',
    birthDate: 'date de naissance',
    birthPlace: 'lieu de naissance',
    nationality: 'nationalité',
    guardianFname: 'prénom du contact',
    guardianLname: 'nom du contact',
    guardianEmail: 'e-mail du contact',
    guardianPhone: 'téléphone du contact',
    instagramHandle: 'compte Instagram',
    secondGuardianEmail: 'e-mail du second contact',
    secondGuardianPhone: 'téléphone du second contact',
    address: 'adresse',
    addressComp: 'complément d’adresse',
    city: 'ville',
    zipCode: 'code postal',
    country: 'pays',
    shirtSizeId: 'taille de t-shirt',
    shortSizeId: 'taille de short',
  },
  en: {
    fname: 'first name',
    lname: 'last name',
    gender: 'gender',
    birthDate: 'date of birth',
    birthPlace: 'place of birth',
    nationality: 'nationality',
    guardianFname: 'contact’s first name',
    guardianLname: 'contact’s last name',
    guardianEmail: 'contact’s e-mail',
    guardianPhone: 'contact’s phone',
    instagramHandle: 'Instagram account',
    secondGuardianEmail: 'second contact’s e-mail',
    secondGuardianPhone: 'second contact’s phone',
    address: 'address',
    addressComp: 'address line 2',
    city: 'city',
    zipCode: 'postal code',
    country: 'country',
    shirtSizeId: 'T-shirt size',
    shortSizeId: 'shorts size',
  },
};

export interface CorrectionRejectedMailData {
  language: Language;
  firstName: string;
  fields: readonly CorrectableField[];
  reason: string;
  /** The family space's page, where the family sends another correction. */
  familyUrl: string;
  clubName: string;
}

/**
 * Tells the family that staff refused its correction, with the reviewer's reason, in its language
 * first and then the other one (docs/product.md#family-corrections). It names the child by first
 * name only, like the other mails to the family, and the fields by their label, never the values.
 */
export const correctionRejectedMail = (d: CorrectionRejectedMailData): Bilingual =>
  bilingualMail(
    d.language,
    {
      subject: `${d.clubName} – correction refusée`,
      text: [
        'Bonjour,',
        '',
        `La correction envoyée pour ${d.firstName} (${d.fields.map((f) => FIELD_LABELS.fr[f]).join(', ')}) n’a pas été acceptée, pour la raison suivante :`,
        '',
        d.reason,
        '',
        `Vous pouvez en envoyer une autre depuis l’espace famille : ${d.familyUrl}`,
        '',
        d.clubName,
      ].join('\n'),
    },
    {
      subject: `${d.clubName} – correction refused`,
      text: [
        'Hello,',
        '',
        `The correction sent for ${d.firstName} (${d.fields.map((f) => FIELD_LABELS.en[f]).join(', ')}) was not accepted, for this reason:`,
        '',
        d.reason,
        '',
        `You can send another one from the family space: ${d.familyUrl}`,
        '',
        d.clubName,
      ].join('\n'),
    },
  );
