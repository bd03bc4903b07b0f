import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import { countries, countryName, isCountryCode } from './countries.js';
import {
  checkRequiredSubscriptionFields,
  formLayoutFor,
  missingAcceptances,
  SUBSCRIPTION_FORM_FIELDS,
  subscriptionFormSchema,
} from './form.js';
import { guardianSchema, makeStudentEditSchema } from './member.js';
import { stateAfterChecklist, SUBSCRIPTION_STATE_LABELS, SUBSCRIPTION_STATES } from './states.js';

const valid = {
  id: 3,
  subscriptionId: 7,
  fname: 'Éloïse',
  lname: "D'Artagnan",
  gender: 'F',
  birthDate: '2012-05-04',
  birthPlace: 'Monaco',
  nationality: 'MC',
  guardianFname: 'Jean',
  guardianLname: 'Dupont',
  guardianEmail: 'jean.dupont@example.org',
  guardianPhone: '+377 93 00 00 00',
  instagramHandle: '',
  secondGuardianEmail: '',
  secondGuardianPhone: null,
  address: '12, boulevard des Moulins',
  addressComp: '',
  city: 'Monaco',
  zipCode: '98000',
  country: 'mc',
  shirtSizeId: 3,
  shortSizeId: 4,
  privacyAccepted: true,
};

const errorsOf = (input: unknown): Record<string, string> => {
  const result = subscriptionFormSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the public subscription form', () => {
  it('has exactly 22 fields and accepts a complete form, normalising it', () => {
    expect(SUBSCRIPTION_FORM_FIELDS).toHaveLength(22);
    expect(checkRequiredSubscriptionFields(valid)).toEqual({ ok: true });
    const parsed = subscriptionFormSchema.parse(valid);
    expect(parsed).toMatchObject({
      country: 'MC',
      guardianPhone: '+37793000000',
      instagramHandle: null,
      secondGuardianEmail: null,
      addressComp: null,
      covidClause: false,
      rulesAccepted: false,
    });
  });

  it('answers MISSING_DATA with the missing fields, absent or required-but-empty', () => {
    const { zipCode: _zip, addressComp: _comp, ...partial } = valid;
    expect(checkRequiredSubscriptionFields(partial)).toEqual({ ok: false, code: 'MISSING_DATA', missing: ['addressComp', 'zipCode'] });
    expect(checkRequiredSubscriptionFields({ ...valid, fname: '  ' })).toEqual({ ok: false, code: 'MISSING_DATA', missing: ['fname'] });
    // The optional ones may be empty but must be there.
    expect(checkRequiredSubscriptionFields({ ...valid, instagramHandle: null })).toEqual({ ok: true });
    expect(checkRequiredSubscriptionFields({})).toMatchObject({ missing: [...SUBSCRIPTION_FORM_FIELDS] });
  });

  it.each([
    ['fname', 'Jean<script>', MSG.firstName],
    ['lname', 'Dupont<', MSG.lastName],
    ['guardianFname', 'J@n', MSG.firstName],
    ['guardianLname', 'x'.repeat(61), MSG.lastName],
    ['gender', 'X', MSG.gender],
    ['birthDate', '1940-12-31', MSG.birthDate],
    ['birthDate', '2022-01-01', MSG.birthDate],
    ['birthDate', '2010-02-30', MSG.birthDate],
    ['birthDate', '04/05/2012', MSG.birthDate],
    ['birthPlace', 'Nice!', MSG.birthPlace],
    ['nationality', 'XX', MSG.nationality],
    ['nationality', 'France', MSG.nationality],
    ['guardianEmail', 'jean@example', MSG.email],
    ['guardianEmail', 'jean@exa!mple.org', MSG.email],
    ['guardianEmail', 'jean@example.ORG', MSG.email],
    ['guardianEmail', 'je\u0000an@example.org', MSG.email],
    ['guardianPhone', '1234567', MSG.phone],
    ['guardianPhone', '+1234567890123456789012', MSG.phone],
    ['secondGuardianEmail', 'nope', MSG.secondEmail],
    ['secondGuardianPhone', '12ab5678', MSG.secondPhone],
    ['address', '12 rue <b>', MSG.address],
    ['addressComp', 'bât. #3', MSG.address],
    ['city', 'Nice!', MSG.city],
    ['zipCode', '9800', MSG.zipCode],
    ['zipCode', '980000', MSG.zipCode],
    ['country', 'ZZ', MSG.country],
    ['shirtSizeId', 0, MSG.shirtSize],
    ['shortSizeId', 'M', MSG.shortSize],
    ['instagramHandle', 'not a handle', MSG.instagramHandle],
    ['privacyAccepted', false, MSG.privacyNotAccepted],
  ])('refuses %s = %j with %s', (field, value, message) => {
    expect(errorsOf({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it.each([
    ['fname', ''],
    ['lname', '   '],
    ['guardianFname', ''],
    ['guardianEmail', ''],
    ['guardianPhone', ' '],
    ['birthDate', ''],
    ['birthPlace', ''],
    ['nationality', ''],
    ['address', ''],
    ['city', ''],
    ['zipCode', ''],
    ['country', ''],
    ['shirtSizeId', null],
    ['shortSizeId', null],
  ])('says %s left empty (%j) is required, not invalid', (field, value) => {
    expect(errorsOf({ ...valid, [field]: value })).toEqual({ [field]: MSG.required });
  });

  it('accepts the phone prefixes 0, 00 and + and 8 to 20 digits', () => {
    for (const phone of ['12345678', '0612345678', '0033612345678', '+33612345678', '1'.repeat(20)]) {
      expect(errorsOf({ ...valid, guardianPhone: phone })).toEqual({});
    }
  });

  it('asks renewals to accept the rules and codes of conduct that apply', () => {
    const none = { rulesAccepted: false, codeOfConductAccepted: false, guardianCodeOfConductAccepted: false };
    expect(missingAcceptances(none, { rules: true, codeOfConduct: true, guardianCodeOfConduct: true })).toEqual({
      rulesAccepted: MSG.rulesNotAccepted,
      codeOfConductAccepted: MSG.codeOfConductNotAccepted,
      guardianCodeOfConductAccepted: MSG.guardianCodeOfConductNotAccepted,
    });
    expect(missingAcceptances(none, { rules: false, codeOfConduct: false, guardianCodeOfConduct: false })).toEqual({});
  });

  it('labels the contact Guardian for a minor and shows Instagram only over 13', () => {
    const today = new Date('2026-11-21');
    expect(formLayoutFor('2009-11-22', today)).toEqual({ contactLabel: 'GUARDIAN', showInstagram: true });
    expect(formLayoutFor('2008-11-21', today)).toEqual({ contactLabel: 'CONTACT', showInstagram: true });
    expect(formLayoutFor('2012-11-21', today)).toEqual({ contactLabel: 'GUARDIAN', showInstagram: true });
    expect(formLayoutFor('2013-11-21', today)).toEqual({ contactLabel: 'GUARDIAN', showInstagram: false });
  });
});

describe('member edit mode and guardian form', () => {
  const today = new Date('2026-11-21');
  const student = {
    firstName: 'Léa',
    lastName: 'Martin',
    gender: 'F',
    birthDate: '2014-01-02',
    birthPlace: 'Nice',
    nationality: 'FR',
    shirtSizeId: 1,
    shortSizeId: 1,
    school: 'Collège Charles III',
    schoolLevel: '6e',
  };
  const issues = (input: unknown) => {
    const result = makeStudentEditSchema(today).safeParse(input);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('requires nationality, birth place and sizes, and school only under 18', () => {
    expect(issues(student)).toEqual({});
    expect(issues({ ...student, nationality: '', birthPlace: '', shirtSizeId: null, shortSizeId: undefined })).toEqual({
      nationality: MSG.nationality,
      birthPlace: MSG.birthPlace,
      shirtSizeId: MSG.shirtSize,
      shortSizeId: MSG.shortSize,
    });
    expect(issues({ ...student, school: '', schoolLevel: null })).toEqual({ school: MSG.school, schoolLevel: MSG.schoolLevel });
    expect(issues({ ...student, birthDate: '1990-01-01', school: '', schoolLevel: null })).toEqual({});
  });

  it('requires only the e-mail on a guardian and checks the rest when filled', () => {
    expect(guardianSchema.safeParse({ email: 'a@b.fr' }).success).toBe(true);
    expect(guardianSchema.safeParse({ firstName: '', lastName: '', email: 'a@b.fr', phoneNumber: '' }).data).toMatchObject({
      firstName: null,
      phoneNumber: null,
    });
    const bad = guardianSchema.safeParse({
      firstName: 'J3@n',
      email: '',
      phoneNumber: '12',
      secondaryEmail: 'x',
      secondaryPhoneNumber: 'y',
    });
    expect(Object.fromEntries(bad.error!.issues.map((i) => [i.path.join('.'), i.message]))).toEqual({
      firstName: MSG.firstName,
      email: MSG.email,
      phoneNumber: MSG.phone,
      secondaryEmail: MSG.secondEmail,
      secondaryPhoneNumber: MSG.secondPhone,
    });
  });
});

describe('countries, states and the privacy notice', () => {
  it('lists about 250 countries in French and English, sorted, by ISO code', () => {
    const fr = countries('fr');
    const en = countries('en');
    expect(fr.length).toBeGreaterThan(240);
    expect(en.length).toBe(fr.length);
    expect(fr.find((c) => c.code === 'DE')?.name).toBe('Allemagne');
    expect(en.find((c) => c.code === 'DE')?.name).toBe('Germany');
    const names = fr.map((c) => c.name);
    expect([...names].sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base' }))).toEqual(names);
    expect(isCountryCode('MC')).toBe(true);
    expect(isCountryCode('mc')).toBe(false);
    expect(isCountryCode('XX')).toBe(false);
    expect(countryName('MC', 'fr')).toBe('Monaco');
    expect(countryName(null, 'en')).toBe('');
  });

  it('translates every state and moves along the checklist', () => {
    for (const state of SUBSCRIPTION_STATES) {
      expect(SUBSCRIPTION_STATE_LABELS.fr[state]).toBeTruthy();
      expect(SUBSCRIPTION_STATE_LABELS.en[state]).toBeTruthy();
    }
    expect(stateAfterChecklist(['rules', 'payment'], new Set(['rules', 'payment', 'idPhoto']))).toBe('DONE');
    expect(stateAfterChecklist(['rules', 'payment'], new Set(['rules']))).toBe('MISSING_DOC');
  });
});
