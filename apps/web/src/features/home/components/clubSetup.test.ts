import { CLUB_TEXT_KEYS, type ClubAdmin, type ClubTextSummary } from '@club/domain/club';
import { describe, expect, it } from 'vitest';
import { clubSetupState, identityDone, textsDone } from './clubSetup';

const CLUB: ClubAdmin = {
  name: 'Cercle des Nageurs de Monaco',
  shortName: null,
  logoUrl: null,
  address: { lines: ['13 avenue des Castelans'], postalCode: '98000', city: 'Monaco', country: null },
  email: 'contact@cnm.mc',
  phone: null,
  website: null,
  registrationNumber: null,
  federationNumber: null,
  presidentName: null,
  presidentTitle: null,
  treasurerName: null,
  treasurerTitle: null,
  iban: null,
  bic: null,
  version: 2,
  updatedAt: '2026-11-20T09:30:00.000Z',
  updatedBy: 'admin',
};
const published = (key: ClubTextSummary['key']): ClubTextSummary => ({
  key,
  version: 1,
  publishedAt: '2026-11-20T09:30:00.000Z',
  publishedBy: 'admin',
  draft: false,
});
const draft = (key: ClubTextSummary['key']): ClubTextSummary => ({ key, version: null, publishedAt: null, publishedBy: null, draft: true });

describe('the admin’s club checklist', () => {
  it('wants a name, a postal address with its postal code and city, and a contact e-mail', () => {
    expect(identityDone(CLUB)).toBe(true);
    expect(identityDone({ ...CLUB, email: null })).toBe(false);
    expect(identityDone({ ...CLUB, address: { ...CLUB.address, lines: [] } })).toBe(false);
    expect(identityDone({ ...CLUB, address: { ...CLUB.address, postalCode: null } })).toBe(false);
    expect(identityDone({ ...CLUB, address: { ...CLUB.address, city: null } })).toBe(false);
    expect(identityDone(undefined)).toBe(false);
  });

  it('wants a published version of every legal text, none missing or left to the draft', () => {
    expect(textsDone(CLUB_TEXT_KEYS.map(published))).toBe(true);
    expect(textsDone(CLUB_TEXT_KEYS.map((key, index) => (index === 0 ? draft(key) : published(key))))).toBe(false);
    expect(textsDone(CLUB_TEXT_KEYS.slice(1).map(published))).toBe(false);
    expect(textsDone([])).toBe(false);
    expect(textsDone(undefined)).toBe(false);
  });

  it('counts what could not be read as not done', () => {
    expect(clubSetupState({ club: undefined, texts: undefined, places: undefined })).toEqual({
      identity: false,
      texts: false,
      places: false,
    });
    expect(clubSetupState({ club: CLUB, texts: CLUB_TEXT_KEYS.map(published), places: [] })).toEqual({
      identity: true,
      texts: true,
      places: false,
    });
    const place = { id: 1, name: 'Stade Louis II', address: null, isDefault: true, sortOrder: 0, version: 1 };
    expect(clubSetupState({ club: CLUB, texts: CLUB_TEXT_KEYS.map(published), places: [place] })).toEqual({
      identity: true,
      texts: true,
      places: true,
    });
  });
});
