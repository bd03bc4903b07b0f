import type { ChecklistItem } from '@club/domain';
import type { Language } from '../../lib/language.js';
import { bilingualMail, type Bilingual } from '../../mail/bilingual.js';
import { formatPrice } from '../../pdf/documents.js';
import { DOCUMENT_LABELS } from '../../pdf/texts.js';

/**
 * What the checklist's `medicalCertificate` item stands for a minor under the club's
 * QUESTIONNAIRE_FOR_MINORS rule (docs/product.md#health-rules).
 */
const QUESTIONNAIRE_LABELS: Record<Language, string> = {
  fr: 'Attestation du questionnaire de santé',
  en: 'Health questionnaire attestation',
};

/** An item in the checklist's own words, in `language`. */
const itemLabel = (language: Language, item: ChecklistItem, questionnaire: boolean): string =>
  item === 'medicalCertificate' && questionnaire ? QUESTIONNAIRE_LABELS[language] : DOCUMENT_LABELS[language][item];

/** `YYYY-MM-DD` as the club writes dates (docs/product.md#languages-and-formats). */
const dayOf = (isoDay: string): string => `${isoDay.slice(8, 10)}/${isoDay.slice(5, 7)}/${isoDay.slice(0, 4)}`;

export interface MissingItemsMailData {
  language: Language;
  firstName: string;
  seasonLabel: string;
  /** The items still missing, in checklist order. */
  items: readonly ChecklistItem[];
  /** The family has not sent the online form yet (the subscription is SCHEDULED). */
  formPending: boolean;
  /** The `medicalCertificate` item is the health-questionnaire attestation for this member. */
  questionnaire: boolean;
  /** The family space's page: no token, the family signs in there. */
  familyUrl: string;
  clubName: string;
}

/**
 * Reminds the family of what the child's file still misses (docs/product.md#health-rules), sent
 * automatically at the club's offsets or by staff from the subscription list. It names the child
 * by first name only, like the other mails to the family, and carries no link token: the family
 * space is the way in.
 */
export const missingItemsMail = (d: MissingItemsMailData): Bilingual =>
  bilingualMail(
    d.language,
    {
      subject: `${d.clubName} – inscription de ${d.firstName} : il manque des documents`,
      text: [
        'Bonjour,',
        '',
        `Il manque encore ceci au dossier d’inscription de ${d.firstName} pour la saison ${d.seasonLabel} :`,
        ...d.items.map((item) => `- ${itemLabel('fr', item, d.questionnaire)}`),
        ...(d.formPending
          ? [
              '',
              'Le formulaire d’inscription en ligne n’a pas encore été rempli : remplissez-le depuis l’espace famille, ou avec le lien du mail d’inscription reçu du club.',
            ]
          : []),
        '',
        `Vous retrouvez le dossier et pouvez envoyer les documents depuis l’espace famille : ${d.familyUrl}`,
        '',
        d.clubName,
      ].join('\n'),
    },
    {
      subject: `${d.clubName} – ${d.firstName}’s subscription: items missing`,
      text: [
        'Hello,',
        '',
        `${d.firstName}’s subscription file for the ${d.seasonLabel} season still misses:`,
        ...d.items.map((item) => `- ${itemLabel('en', item, d.questionnaire)}`),
        ...(d.formPending
          ? [
              '',
              'The online subscription form has not been filled in yet: fill it in from the family space, or with the link of the club’s subscription mail.',
            ]
          : []),
        '',
        `You find the file and can send the documents from the family space: ${d.familyUrl}`,
        '',
        d.clubName,
      ].join('\n'),
    },
  );

export interface CertificateExpiryMailData {
  language: Language;
  firstName: string;
  /** The certificate's last valid day, YYYY-MM-DD. */
  expiresOn: string;
  familyUrl: string;
  clubName: string;
}

/** Warns the family that the child's medical certificate ends soon (docs/product.md#health-rules). */
export const certificateExpiryMail = (d: CertificateExpiryMailData): Bilingual =>
  bilingualMail(
    d.language,
    {
      subject: `${d.clubName} – le certificat médical de ${d.firstName} arrive à échéance`,
      text: [
        'Bonjour,',
        '',
        `Le certificat médical de ${d.firstName} est valable jusqu’au ${dayOf(d.expiresOn)}.`,
        `Pour continuer à nager ensuite, envoyez-en un nouveau depuis l’espace famille : ${d.familyUrl}`,
        '',
        d.clubName,
      ].join('\n'),
    },
    {
      subject: `${d.clubName} – ${d.firstName}’s medical certificate ends soon`,
      text: [
        'Hello,',
        '',
        `${d.firstName}’s medical certificate is valid until ${dayOf(d.expiresOn)}.`,
        `To keep swimming afterwards, upload a new one from the family space: ${d.familyUrl}`,
        '',
        d.clubName,
      ].join('\n'),
    },
  );

export interface InstalmentOverdueMailData {
  language: Language;
  firstName: string;
  seasonLabel: string;
  /** The instalment's number and how many the plan has (1 without a plan: the whole charge). */
  number: number;
  count: number;
  /** What is still owed on this instalment, in cents. */
  amountCents: number;
  /** Its due day, YYYY-MM-DD. */
  dueOn: string;
  familyUrl: string;
  clubName: string;
}

/**
 * Reminds the family of an instalment whose day passed unpaid (docs/product.md#instalments): the
 * child, the instalment, what is still owed on it and since when. The family pays at the club's
 * counter: the mail carries no payment link, only the family space where the schedule shows.
 */
export const instalmentOverdueMail = (d: InstalmentOverdueMailData): Bilingual => {
  const frWhat = d.count === 1 ? 'la cotisation' : `l’échéance ${d.number} sur ${d.count} de la cotisation`;
  const enWhat = d.count === 1 ? 'the fee' : `instalment ${d.number} of ${d.count} of the fee`;
  return bilingualMail(
    d.language,
    {
      subject: `${d.clubName} – cotisation de ${d.firstName} : échéance du ${dayOf(d.dueOn)} non réglée`,
      text: [
        'Bonjour,',
        '',
        `Sauf erreur de notre part, ${frWhat} de ${d.firstName} pour la saison ${d.seasonLabel}, due le ${dayOf(d.dueOn)}, n’est pas réglée : il reste ${formatPrice(d.amountCents, 'fr')} à payer.`,
        'Vous pouvez la régler au secrétariat du club, aux heures de permanence.',
        `L’échéancier et les paiements enregistrés sont dans l’espace famille : ${d.familyUrl}`,
        '',
        'Si vous venez de payer, ne tenez pas compte de ce message.',
        '',
        d.clubName,
      ].join('\n'),
    },
    {
      subject: `${d.clubName} – ${d.firstName}’s fee: payment due on ${dayOf(d.dueOn)} not received`,
      text: [
        'Hello,',
        '',
        `Unless we are mistaken, ${enWhat} for ${d.firstName} for the ${d.seasonLabel} season, due on ${dayOf(d.dueOn)}, has not been paid: ${formatPrice(d.amountCents, 'en')} is still owed.`,
        'You can pay it at the club’s office during opening hours.',
        `The schedule and the payments recorded are in the family space: ${d.familyUrl}`,
        '',
        'If you have just paid, please disregard this message.',
        '',
        d.clubName,
      ].join('\n'),
    },
  );
};
