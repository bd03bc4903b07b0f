import { describe, expect, it } from 'vitest';
import { maskBic, maskIban, readableIban } from './bank.js';
import { addressLinesTextField } from './fields.js';
import { CLUB_MSG } from './messages.js';
import { updateClubSchema } from './identity.js';
import { createPlaceSchema, updatePlaceSchema } from './places.js';

const issueOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
  result.error?.issues.find((issue) => issue.path.join('.') === field)?.message;

describe('club identity schema', () => {
  it('stores an IBAN compact and upper-cased, and refuses wrong check digits or a wrong country format', () => {
    expect(updateClubSchema.parse({ version: 1, iban: 'fr76 3000 6000 0112 3456 7890 189' }).iban).toBe('FR7630006000011234567890189');
    expect(updateClubSchema.parse({ version: 1, iban: 'MC58 1122 2000 0101 2345 6789 030' }).iban).toBe('MC5811222000010123456789030');
    expect(issueOf(updateClubSchema.safeParse({ version: 1, iban: 'FR76 3000 6000 0112 3456 7890 180' }), 'iban')).toBe(CLUB_MSG.iban);
    expect(issueOf(updateClubSchema.safeParse({ version: 1, iban: 'FR76 3000 6000' }), 'iban')).toBe(CLUB_MSG.iban);
    expect(issueOf(updateClubSchema.safeParse({ version: 1, iban: 'not an iban' }), 'iban')).toBe(CLUB_MSG.iban);
  });

  it('checks a BIC by its format and country', () => {
    expect(updateClubSchema.parse({ version: 1, bic: 'bnpa frpp' }).bic).toBe('BNPAFRPP');
    expect(updateClubSchema.parse({ version: 1, bic: 'CMCIMCM1XXX' }).bic).toBe('CMCIMCM1XXX');
    expect(issueOf(updateClubSchema.safeParse({ version: 1, bic: 'BNPAZZPP' }), 'bic')).toBe(CLUB_MSG.bic);
    expect(issueOf(updateClubSchema.safeParse({ version: 1, bic: 'BNP' }), 'bic')).toBe(CLUB_MSG.bic);
  });

  it('keeps absent fields absent, and clears an optional field given empty or null', () => {
    const parsed = updateClubSchema.parse({ version: 3, iban: '', website: null, name: ' Club  ' });
    expect(parsed).toEqual({ version: 3, iban: null, website: null, name: 'Club' });
    expect('bic' in parsed).toBe(false);
  });

  it('requires a name when one is given, and the version', () => {
    expect(issueOf(updateClubSchema.safeParse({ version: 1, name: '  ' }), 'name')).toBe(CLUB_MSG.name);
    expect(updateClubSchema.safeParse({ name: 'Club' }).success).toBe(false);
  });

  it('reads a web site without its scheme as https, and refuses other schemes', () => {
    expect(updateClubSchema.parse({ version: 1, website: 'www.club.mc' }).website).toBe('https://www.club.mc');
    expect(issueOf(updateClubSchema.safeParse({ version: 1, website: 'javascript:alert(1)' }), 'website')).toBe(CLUB_MSG.website);
    expect(issueOf(updateClubSchema.safeParse({ version: 1, website: 'ftp://club.mc' }), 'website')).toBe(CLUB_MSG.website);
  });

  it('takes an address of at most three lines, and the lines typed in one box', () => {
    const parsed = updateClubSchema.parse({
      version: 1,
      address: { lines: ['Stade Louis II', '13 avenue des Castelans'], postalCode: '98000', city: 'Monaco' },
    });
    expect(parsed.address).toEqual({
      lines: ['Stade Louis II', '13 avenue des Castelans'],
      postalCode: '98000',
      city: 'Monaco',
      country: null,
    });
    expect(updateClubSchema.safeParse({ version: 1, address: { lines: ['a', 'b', 'c', 'd'] } }).success).toBe(false);
    expect(addressLinesTextField.parse('Stade Louis II\r\n\n  13 avenue des Castelans ')).toEqual([
      'Stade Louis II',
      '13 avenue des Castelans',
    ]);
    expect(addressLinesTextField.safeParse('a\nb\nc\nd').success).toBe(false);
  });
});

describe('bank details as records of a change show them', () => {
  it('masks an IBAN down to its country, check digits and last four characters', () => {
    expect(maskIban('FR7630006000011234567890189')).toBe('FR76…0189');
    expect(maskIban(null)).toBeNull();
    expect(maskBic('BNPAFRPPXXX')).toBe('BNPAFR…');
    expect(readableIban('FR7630006000011234567890189')).toBe('FR76 3000 6000 0112 3456 7890 189');
  });
});

describe('places', () => {
  it('needs a name, and moves the default only by setting it on another place', () => {
    expect(createPlaceSchema.parse({ name: ' Stade Louis II ', address: '' })).toEqual({ name: 'Stade Louis II', address: null });
    expect(issueOf(createPlaceSchema.safeParse({ name: '' }), 'name')).toBe(CLUB_MSG.placeName);
    expect(updatePlaceSchema.parse({ version: 2, isDefault: true })).toEqual({ version: 2, isDefault: true });
    expect(issueOf(updatePlaceSchema.safeParse({ version: 2, isDefault: false }), 'isDefault')).toBe(CLUB_MSG.placeDefault);
  });
});
