import { countries } from '@club/domain';
import { describe, expect, it } from 'vitest';
import { filterCountries } from '../components/CountryField';
import { birthDateForAge, resumeFixture } from '../testing/resumeFixture';
import { birthDateText, birthDateValue } from './birthDateText';
import { layoutFor } from './layout';
import { inFormOrder, stepOfField } from './steps';

describe('birth date mask (DD/MM/YYYY)', () => {
  it.each([
    ['2', '2'],
    ['21', '21'],
    ['210', '21/0'],
    ['2106', '21/06'],
    ['21062014', '2014-06-21'],
    ['21/06/2014', '2014-06-21'],
    ['1/6/2014', '2014-06-01'],
    ['1/', '01/'],
    ['21/06/20145', '2014-06-21'],
    ['2014-06-21', '2014-06-21'],
    ['ab', ''],
  ])('typed %s gives %s', (typed, value) => {
    expect(birthDateValue(typed)).toBe(value);
  });

  it('shows a whole date as DD/MM/YYYY and a partial one as typed', () => {
    expect(birthDateText('2014-06-21')).toBe('21/06/2014');
    expect(birthDateText('21/0')).toBe('21/0');
  });
});

describe('country search', () => {
  it('finds by the start of the name or of one of its words, accents and case ignored', () => {
    const names = (typed: string) => filterCountries(countries('fr'), typed).map((c) => c.name);
    expect(names('mon')[0]).toBe('Monaco');
    expect(names('etats')).toContain('États-Unis d’Amérique'.replace('’', "'"));
    expect(names('uni')).toEqual(expect.arrayContaining(['Royaume-Uni', "États-Unis d'Amérique"]));
    expect(names('zzz')).toEqual([]);
    expect(filterCountries(countries('en'), 'united').map((c) => c.code)).toEqual(expect.arrayContaining(['GB', 'US']));
  });
});

describe('form layout from the birth date', () => {
  it('labels the contact Guardian for a minor and Contact for an adult, Instagram only over 13', () => {
    const resume = resumeFixture();
    expect(layoutFor(birthDateForAge(12), resume)).toMatchObject({ contactLabel: 'GUARDIAN', showInstagram: false, isMinor: true });
    expect(layoutFor(birthDateForAge(14), resume)).toMatchObject({ contactLabel: 'GUARDIAN', showInstagram: true });
    expect(layoutFor(birthDateForAge(18), resume)).toMatchObject({ contactLabel: 'CONTACT', showInstagram: true, isMinor: false });
  });

  it('keeps the club’s birth date while one is half typed', () => {
    const resume = resumeFixture({ birthDate: birthDateForAge(30) });
    expect(layoutFor('12/0', resume).contactLabel).toBe('CONTACT');
  });

  it('asks a renewal for the rules, the code of conduct and, for a minor, the parents’ one', () => {
    const renewal = resumeFixture({ isNew: false });
    expect(layoutFor(birthDateForAge(12), renewal).mustAccept).toEqual({ rules: true, codeOfConduct: true, guardianCodeOfConduct: true });
    expect(layoutFor(birthDateForAge(20), renewal).mustAccept).toEqual({ rules: true, codeOfConduct: true, guardianCodeOfConduct: false });
    expect(layoutFor(birthDateForAge(12), resumeFixture({ isNew: true })).mustAccept).toEqual({
      rules: false,
      codeOfConduct: false,
      guardianCodeOfConduct: false,
    });
  });
});

describe('steps', () => {
  it('knows which step shows a field, and orders errors as the form shows them', () => {
    expect(stepOfField('nationality')).toBe(0);
    expect(stepOfField('secondGuardianPhone')).toBe(1);
    expect(stepOfField('rulesAccepted')).toBe(2);
    expect(stepOfField('id')).toBe(-1);
    expect(inFormOrder(['zipCode', 'lname', 'guardianEmail'])).toEqual(['lname', 'guardianEmail', 'zipCode']);
  });
});
