import { isMinor, tryoutDateParts } from '@club/domain';
import type { Language } from '../../lib/language.js';

/**
 * The mails about a try-out test (convocation, not admitted): plain text, the family's language
 * first and then the other one (a new family's language is often not known), like the
 * subscription mails.
 */
interface Bilingual {
  subject: string;
  text: string;
}

const join = (language: Language, fr: Bilingual, en: Bilingual): Bilingual => {
  const [first, second] = language === 'en' ? [en, fr] : [fr, en];
  return { subject: first.subject, text: `${first.text}\n\n— — —\n\n${second.text}` };
};

const list = (names: string[], and: string): string =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)!}`;

export interface ConvocationMailData {
  language: Language;
  /** The children of one family convened to the same test. */
  names: string[];
  /** UTC ISO; shown DD/MM/YYYY and HH:mm in Monaco time. */
  scheduledAt: string;
  location: string;
  typeLabel: { fr: string; en: string };
  clubName: string;
}

export const convocationMail = (d: ConvocationMailData): Bilingual => {
  const { date, time } = tryoutDateParts(d.scheduledAt);
  const several = d.names.length > 1;
  const fr = list(d.names, 'et');
  const en = list(d.names, 'and');
  return join(
    d.language,
    {
      subject: `Convocation au test de natation – ${fr} – ${date} à ${time}`,
      text: [
        'Bonjour,',
        '',
        several
          ? `${fr} sont convoqués à un test d'évaluation du club (${d.typeLabel.fr}) :`
          : `${fr} est convoqué(e) à un test d'évaluation du club (${d.typeLabel.fr}) :`,
        '',
        `Date : ${date}`,
        `Heure : ${time}`,
        `Lieu : ${d.location}`,
        '',
        "Merci d'arriver 15 minutes à l'avance avec maillot de bain, bonnet et lunettes.",
        "Les entraîneurs proposeront ensuite un groupe ; vous recevrez alors par e-mail le lien personnel d'inscription.",
        'En cas d’empêchement, merci de prévenir le club.',
        '',
        d.clubName,
      ].join('\n'),
    },
    {
      subject: `Swimming try-out test – ${en} – ${date} at ${time}`,
      text: [
        'Hello,',
        '',
        several
          ? `${en} are invited to a try-out test of the club (${d.typeLabel.en}):`
          : `${en} is invited to a try-out test of the club (${d.typeLabel.en}):`,
        '',
        `Date: ${date}`,
        `Time: ${time}`,
        `Location: ${d.location}`,
        '',
        'Please arrive 15 minutes early with a swimsuit, a cap and goggles.',
        'The coaches will then offer a group; you will receive the personal subscription link by e-mail.',
        'If you cannot come, please let the club know.',
        '',
        d.clubName,
      ].join('\n'),
    },
  );
};

export interface NotAdmittedMailData {
  language: Language;
  /** The children of one family not admitted after the test. */
  names: string[];
  /** Those of them who were already in a club group: they keep their place in it. */
  keeping: string[];
  /** UTC ISO; shown DD/MM/YYYY and HH:mm in Monaco time. */
  scheduledAt: string;
  typeLabel: { fr: string; en: string };
  clubName: string;
}

/** The result of a try-out test for the children the coaches could not place: the family is told, not left waiting. */
export const notAdmittedMail = (d: NotAdmittedMailData): Bilingual => {
  const { date, time } = tryoutDateParts(d.scheduledAt);
  const fr = list(d.names, 'et');
  const en = list(d.names, 'and');
  const several = d.names.length > 1;
  const keepsFr =
    d.keeping.length === 0
      ? []
      : [
          d.keeping.length > 1
            ? `${list(d.keeping, 'et')} gardent leur place dans leur groupe actuel.`
            : `${d.keeping[0]!} garde sa place dans son groupe actuel.`,
        ];
  const keepsEn =
    d.keeping.length === 0
      ? []
      : [`${list(d.keeping, 'and')} ${d.keeping.length > 1 ? 'keep' : 'keeps'} their place in their current group.`];
  return join(
    d.language,
    {
      subject: `Résultat du test de natation – ${fr}`,
      text: [
        'Bonjour,',
        '',
        `Merci d'avoir participé au test d'évaluation du club (${d.typeLabel.fr}) du ${date} à ${time}.`,
        `À l'issue de ce test, les entraîneurs n’ont pas pu proposer de place à ${fr} dans les groupes ouverts cette saison.`,
        ...keepsFr,
        '',
        several
          ? 'Le club reste à votre disposition pour toute question, ou pour les inscrire à un prochain test.'
          : 'Le club reste à votre disposition pour toute question, ou pour une inscription à un prochain test.',
        '',
        d.clubName,
      ].join('\n'),
    },
    {
      subject: `Try-out test result – ${en}`,
      text: [
        'Hello,',
        '',
        `Thank you for taking part in the club's try-out test (${d.typeLabel.en}) on ${date} at ${time}.`,
        `After this test, the coaches could not offer ${en} a place in the groups open this season.`,
        ...keepsEn,
        '',
        'Please contact the club with any question, or to sign up for a future test.',
        '',
        d.clubName,
      ].join('\n'),
    },
  );
};

const unique = (addresses: (string | null)[]): string[] => {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of addresses) {
    const address = value?.trim() ?? '';
    if (address === '' || seen.has(address.toLowerCase())) continue;
    seen.add(address.toLowerCase());
    out.push(address);
  }
  return out;
};

interface ContactColumns {
  birth_date: string;
  m_email: string | null;
  m_second_guardian_email: string | null;
  gu_email: string | null;
  gu_secondary_email: string | null;
}

/**
 * Who is written to about a child: for a minor the guardian's addresses (and the second
 * contact's), for an adult their own. When that side has none (a child registered by staff
 * before the family named the guardian keeps the contact on the member), the other side.
 */
export const addressesAbout = (row: ContactColumns, minor: boolean): string[] => {
  const family = unique([row.gu_email, row.gu_secondary_email, row.m_second_guardian_email]);
  const own = unique([row.m_email]);
  if (minor) return family.length > 0 ? family : own;
  return own.length > 0 ? own : family;
};

/** `addressesAbout` a member, minor or not on `today`. */
export const convocationAddresses = (row: ContactColumns, today: Date): string[] => addressesAbout(row, isMinor(row.birth_date, today));
