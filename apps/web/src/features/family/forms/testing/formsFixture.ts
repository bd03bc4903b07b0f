import type { FamilyMemberDto, ResumeDto } from '@club/domain';
import type { ReadableText } from '@club/domain/club';
import { memberFixture } from '../../testing/fixtures';

/** A birth date that makes a child `age` today (a month past the birthday). */
export const birthDateForAge = (age: number, today: Date = new Date()): string => {
  const date = new Date(Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth(), 1));
  date.setUTCMonth(date.getUTCMonth() - 1);
  return date.toISOString().slice(0, 10);
};

const notice = (title: string): ReadableText => ({
  key: 'privacy',
  versionLabel: '2024-12-03.1',
  title,
  blocks: [{ type: 'paragraph', inlines: [{ text: title }] }],
});

interface ChildOptions {
  memberId: number;
  subscriptionId: number;
  fname: string;
  age?: number;
  isNew?: boolean;
  form?: Partial<ResumeDto['form']>;
}

/**
 * One waiting form as GET /family/forms answers it: a renewal of a minor by default (the rules and
 * both codes of conduct to accept), everything known but the place of birth.
 */
export const waitingForm = ({ memberId, subscriptionId, fname, age = 12, isNew = false, form = {} }: ChildOptions): ResumeDto => {
  const birthDate = birthDateForAge(age);
  const minor = age < 18;
  const mustAccept = isNew
    ? { rules: false, codeOfConduct: false, guardianCodeOfConduct: false }
    : { rules: true, codeOfConduct: true, guardianCodeOfConduct: minor };
  return {
    id: memberId,
    isNew,
    groupTypeId: 9,
    ffnLicense: false,
    subscription: { id: subscriptionId, state: 'SCHEDULED', birthDate },
    fillable: true,
    season: { label: '2026-2027', endDate: '2027-08-31' },
    group: {
      id: 12,
      name: 'Benjamins',
      typeCode: 'NATATION_COMPETITION',
      addsSchedule: false,
      sportsCodeOfConduct: true,
      priceCents: 32000,
    },
    form: {
      id: memberId,
      subscriptionId,
      fname,
      lname: 'Martin',
      gender: 'F',
      birthDate,
      birthPlace: 'Monaco',
      nationality: 'MC',
      guardianFname: '',
      guardianLname: '',
      guardianEmail: 'claire.martin@example.fr',
      guardianPhone: '0612345678',
      instagramHandle: '',
      secondGuardianEmail: '',
      secondGuardianPhone: '',
      address: '',
      addressComp: '',
      city: '',
      zipCode: '',
      country: 'MC',
      shirtSizeId: 4,
      shortSizeId: 4,
      ...form,
    },
    isMinor: minor,
    contactLabel: minor ? 'GUARDIAN' : 'CONTACT',
    showInstagram: age > 13,
    documents: { checklist: [], printable: [], mustAccept, toBring: [] },
    privacy: {
      version: '2024-12-03.1',
      texts: { fr: notice('Protection des données personnelles'), en: notice('Personal data protection') },
    },
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

/** A member of the home whose form waits (SCHEDULED), or, once sent, STARTED with its documents. */
export const waitingMember = (
  id: number,
  firstName: string,
  subscriptionId: number,
  state: 'SCHEDULED' | 'STARTED' = 'SCHEDULED',
): FamilyMemberDto => {
  const base = memberFixture();
  return memberFixture({
    id,
    firstName,
    subscription: {
      ...base.subscription!,
      id: subscriptionId,
      state,
      missing: state === 'SCHEDULED' ? ['subscriptionForm'] : ['medicalCertificate'],
    },
  });
};
