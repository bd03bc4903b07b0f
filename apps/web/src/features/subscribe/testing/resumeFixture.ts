import { requiredDocuments, isMinor } from '@club/domain';
import { readableText, type FormPrivacy } from '@club/domain/club';
import type { ResumeDto } from '@club/domain';

/** A birth date that makes the member `age` today (a month past the birthday). */
export const birthDateForAge = (age: number, today: Date = new Date()): string => {
  const date = new Date(Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth(), 1));
  date.setUTCMonth(date.getUTCMonth() - 1);
  return date.toISOString().slice(0, 10);
};

/** The notice the server ships until the club publishes its own: what the family's form shows (parsed by the server). */
export const PRIVACY_SOURCES = {
  fr: `# Protection des données personnelles

Les informations recueillies sur ce formulaire sont traitées par le club, **responsable du traitement**, pour gérer l'inscription du membre.

Ce traitement est conforme à la loi n° 1.565 du 3 décembre 2024 relative à la protection des données personnelles, qui a remplacé la loi n° 1.165 du 23 décembre 1993.

Vous disposez d'un droit d'accès, de rectification et d'effacement, à exercer auprès du [secrétariat du club](mailto:contact@cnm.mc).`,
  en: `# Personal data protection

The information collected on this form is processed by the club, **the data controller**, to manage the member's subscription.

This processing complies with Monaco law n° 1.565 of 3 December 2024 on the protection of personal data, which replaced law n° 1.165 of 23 December 1993.

You have the right of access, rectification and erasure, which you can exercise with the [club's office](mailto:contact@cnm.mc).`,
};

/** The `privacy` of the form's data for a version label and sources, as the server builds it. */
export const formPrivacy = (version = '2024-12-03.1', sources: Record<'fr' | 'en', string> = PRIVACY_SOURCES): FormPrivacy => ({
  version,
  texts: {
    fr: readableText('privacy', version, sources.fr, 'Protection des données personnelles'),
    en: readableText('privacy', version, sources.en, 'Personal data protection'),
  },
});

interface FixtureOptions {
  birthDate?: string;
  isNew?: boolean;
  state?: string;
  sportsCodeOfConduct?: boolean;
  form?: Partial<ResumeDto['form']>;
  /** What staff have not ticked yet; by default every item of the checklist. */
  toBring?: ResumeDto['documents']['toBring'];
}

/** GET /subscription/resume as the server answers it, for a member of `birthDate`. */
export const resumeFixture = ({
  birthDate = birthDateForAge(12),
  isNew = true,
  state = 'SCHEDULED',
  sportsCodeOfConduct = true,
  form = {},
  toBring,
}: FixtureOptions = {}): ResumeDto => {
  const minor = isMinor(birthDate);
  const documents = requiredDocuments({
    isNew,
    isMinor: minor,
    type: { code: 'NATATION_COMPETITION', addsSchedule: false },
    group: { sportsCodeOfConduct, ffnLicense: false },
  });
  return {
    id: 41,
    isNew,
    groupTypeId: 9,
    ffnLicense: false,
    subscription: { id: 7, state, birthDate },
    fillable: state === 'SCHEDULED',
    season: { label: '2026-2027', endDate: '2027-08-31' },
    group: {
      id: 12,
      name: 'Benjamins',
      typeCode: 'NATATION_COMPETITION',
      addsSchedule: false,
      sportsCodeOfConduct,
      priceCents: 32000,
    },
    form: {
      id: 41,
      subscriptionId: 7,
      fname: 'Léa',
      lname: 'Martin',
      gender: 'F',
      birthDate,
      birthPlace: '',
      nationality: '',
      guardianFname: '',
      guardianLname: '',
      guardianEmail: 'famille.martin@example.org',
      guardianPhone: '0612345678',
      instagramHandle: '',
      secondGuardianEmail: '',
      secondGuardianPhone: '',
      address: '',
      addressComp: '',
      city: '',
      zipCode: '',
      country: '',
      shirtSizeId: null,
      shortSizeId: null,
      ...form,
    },
    isMinor: minor,
    contactLabel: minor ? 'GUARDIAN' : 'CONTACT',
    showInstagram: false,
    documents: { ...documents, toBring: toBring ?? documents.checklist },
    privacy: formPrivacy(),
    sizes: {
      shirt: [
        { id: 4, label: '12 ans' },
        { id: 5, label: '14 ans' },
      ],
      short: [
        { id: 4, label: '12 ans' },
        { id: 5, label: '14 ans' },
      ],
    },
  };
};

/** Everything a parent would type, already there: only the acceptances are left. */
export const completeForm: Partial<ResumeDto['form']> = {
  birthPlace: 'Monaco',
  nationality: 'MC',
  guardianFname: 'Claire',
  guardianLname: 'Martin',
  address: '12 boulevard des Moulins',
  city: 'Monaco',
  zipCode: '98000',
  country: 'MC',
  shirtSizeId: 4,
  shortSizeId: 4,
};
