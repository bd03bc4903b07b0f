import { countryName, formatDate, type ChecklistItem } from '@club/domain';
import type { ReadableText } from '@club/domain/club';
import type { Language } from '../lib/language.js';
import { createPdf, type Letterhead } from './layout.js';
import { drawBlocks } from './markdown.js';
import { DOCUMENT_LABELS, WEEKDAYS } from './texts.js';

/** Prices are integer cents; shown the way each language writes money. */
export const formatPrice = (cents: number | null, language: Language): string =>
  cents === null
    ? ''
    : new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);

export const t = (language: Language, fr: string, en: string): string => (language === 'en' ? en : fr);

export interface MemberForPdf {
  firstName: string;
  lastName: string;
  gender: string;
  birthDate: string;
  birthPlace: string | null;
  nationality: string | null;
  address: string | null;
  addressComp: string | null;
  zipCode: string | null;
  city: string | null;
  country: string | null;
  email: string | null;
  phoneNumber: string | null;
  shirtSize: string | null;
  shortSize: string | null;
  school: string | null;
  schoolLevel: string | null;
  instagramHandle: string | null;
  secondContactEmail: string | null;
  secondContactPhone: string | null;
}

export interface SubscriptionForPdf {
  id: number;
  club: Letterhead;
  language: Language;
  member: MemberForPdf;
  isMinor: boolean;
  guardian: { firstName: string; lastName: string; email: string; phoneNumber: string } | null;
  groupName: string | null;
  typeLabel: string | null;
  seasonLabel: string;
  isNew: boolean;
  priceCents: number | null;
  checklist: ChecklistItem[];
  privacy: { version: string; acceptedAt: string } | null;
  processDate: string | null;
  paidOn: string;
}

/** The subscription form, pre-filled with what the family sent (docs/product.md#documents). */
/**
 * `privacyNotice`: the version of the privacy notice the family accepted (the one in force
 * before they send the form), printed in full above the signature.
 */
export const renderSubscriptionForm = (s: SubscriptionForPdf, privacyNotice: ReadableText): Promise<Buffer> => {
  const l = s.language;
  const m = s.member;
  const pdf = createPdf({
    title: t(l, "Fiche d'inscription", 'Subscription form'),
    subtitle: `${t(l, 'Saison', 'Season')} ${s.seasonLabel} – ${s.isNew ? t(l, 'Nouvelle inscription', 'New subscription') : t(l, 'Réinscription', 'Renewal')}`,
    club: s.club,
    language: l,
  });
  pdf.heading(t(l, 'Membre', 'Member'));
  const rows: [string, string][] = [
    [t(l, 'Nom', 'Last name'), m.lastName],
    [t(l, 'Prénom', 'First name'), m.firstName],
    [t(l, 'Genre', 'Gender'), m.gender === 'F' ? t(l, 'Féminin', 'Female') : t(l, 'Masculin', 'Male')],
    [t(l, 'Date de naissance', 'Birth date'), formatDate(m.birthDate)],
    [t(l, 'Lieu de naissance', 'Birth place'), m.birthPlace ?? ''],
    [t(l, 'Nationalité', 'Nationality'), countryName(m.nationality, l)],
    [t(l, 'Adresse', 'Address'), [m.address, m.addressComp].filter(Boolean).join(', ')],
    [t(l, 'Code postal et ville', 'Zip code and city'), [m.zipCode, m.city].filter(Boolean).join(' ')],
    [t(l, 'Pays', 'Country'), countryName(m.country, l)],
    [t(l, 'Taille de T-shirt', 'T-shirt size'), m.shirtSize ?? ''],
    [t(l, 'Taille de short', 'Short size'), m.shortSize ?? ''],
  ];
  if (s.isMinor) {
    rows.push([t(l, 'École', 'School'), m.school ?? ''], [t(l, 'Classe', 'School level'), m.schoolLevel ?? '']);
  }
  if (m.instagramHandle) rows.push(['Instagram', `@${m.instagramHandle}`]);
  pdf.fields(rows);

  pdf.heading(s.isMinor ? t(l, 'Représentant légal', 'Guardian') : t(l, 'Contact', 'Contact'));
  const g = s.guardian;
  pdf.fields([
    [t(l, 'Nom', 'Last name'), g?.lastName ?? ''],
    [t(l, 'Prénom', 'First name'), g?.firstName ?? ''],
    [t(l, 'E-mail', 'E-mail'), g?.email ?? m.email ?? ''],
    [t(l, 'Téléphone', 'Phone'), g?.phoneNumber ?? m.phoneNumber ?? ''],
    [t(l, 'Second contact – e-mail', 'Second contact – e-mail'), m.secondContactEmail ?? ''],
    [t(l, 'Second contact – téléphone', 'Second contact – phone'), m.secondContactPhone ?? ''],
  ]);

  pdf.heading(t(l, 'Inscription', 'Subscription'));
  pdf.fields([
    [t(l, 'Saison', 'Season'), s.seasonLabel],
    [t(l, 'Groupe', 'Group'), s.groupName ?? ''],
    [t(l, 'Activité', 'Activity'), s.typeLabel ?? ''],
    [t(l, 'Cotisation', 'Fee'), formatPrice(s.priceCents, l)],
  ]);

  pdf.heading(t(l, 'Documents à apporter au guichet', 'Documents to bring to the counter'));
  pdf.checklist(s.checklist.map((item) => DOCUMENT_LABELS[l][item]));

  if (s.privacy !== null) {
    pdf.doc.moveDown(0.6);
    pdf.paragraph(
      t(
        l,
        `Notice d'information (version ${s.privacy.version}) acceptée en ligne le ${formatDate(s.privacy.acceptedAt)}, reproduite ci-dessous.`,
        `Privacy notice (version ${s.privacy.version}) accepted online on ${formatDate(s.privacy.acceptedAt)}, printed below.`,
      ),
      { size: 9 },
    );
  }
  pdf.signatureLine(
    s.isMinor
      ? t(l, 'Date et signature du représentant légal :', "Date and legal guardian's signature:")
      : t(l, 'Date et signature du membre :', "Date and member's signature:"),
  );
  // The notice in small print under the signature, as forms print it: the club's text may be
  // long, and the form itself keeps to its page.
  pdf.heading(privacyNotice.title);
  drawBlocks(pdf, privacyNotice.blocks, { muted: true, size: 8 });
  return pdf.finish();
};

export interface ScheduleForPdf {
  club: Letterhead;
  language: Language;
  groupName: string;
  seasonLabel: string;
  slots: { weekday: number; start_time: string; end_time: string; location: string }[];
}

/** The weekly schedule of a group (for the group types that add one, docs/product.md#documents). */
export const renderSchedule = (s: ScheduleForPdf): Promise<Buffer> => {
  const l = s.language;
  const pdf = createPdf({
    title: t(l, 'Planning des entraînements', 'Training schedule'),
    subtitle: `${s.groupName} – ${t(l, 'saison', 'season')} ${s.seasonLabel}`,
    club: s.club,
    language: l,
  });
  if (s.slots.length === 0) {
    pdf.paragraph(
      t(l, "Le planning sera communiqué par l'entraîneur à la rentrée.", 'The coach will give the schedule at the start of the season.'),
    );
  } else {
    pdf.table(
      [t(l, 'Jour', 'Day'), t(l, 'Horaire', 'Time'), t(l, 'Lieu', 'Location')],
      s.slots.map((slot) => [WEEKDAYS[l][slot.weekday - 1] ?? '', `${slot.start_time} – ${slot.end_time}`, slot.location]),
      [120, 140, 235],
    );
  }
  pdf.paragraph(
    t(
      l,
      'Les séances ne sont pas assurées pendant les vacances scolaires, sauf annonce de l’entraîneur.',
      'There are no sessions during school holidays unless the coach says otherwise.',
    ),
    { muted: true, size: 9 },
  );
  return pdf.finish();
};
