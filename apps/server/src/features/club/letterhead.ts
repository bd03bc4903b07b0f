import { countryName } from '@club/domain';
import type { Language } from '../../lib/language.js';
import type { Letterhead } from '../../pdf/layout.js';
import type { ClubIdentity } from './identity.js';
import type { ClubSettingsRow } from './repository.js';

const present = (values: readonly (string | null)[]): string[] =>
  values.filter((value): value is string => value !== null && value.trim() !== '');

type AddressColumns = Pick<ClubSettingsRow, 'address_lines' | 'postal_code' | 'city' | 'country'>;

/** The club's postal address as documents print it: street lines, postal code and city, the country's name. */
export const clubAddressLines = (row: AddressColumns, language: Language): string[] =>
  present([
    ...(row.address_lines?.split('\n') ?? []),
    present([row.postal_code, row.city]).join(' '),
    countryName(row.country, language),
  ]).map((line) => line.trim());

/**
 * The lines under the club's name at the head of a document: the address on one line, then
 * how to reach the club (docs/product.md, "Club settings"). Empty while nothing is filled in.
 */
export const letterheadLines = (row: ClubSettingsRow, language: Language): string[] =>
  present([clubAddressLines(row, language).join(', '), present([row.email, row.phone, row.website]).join(' · ')]);

/**
 * The head of every PDF: the club's name, its address and contact, and its logo (PNG or JPEG;
 * an SVG logo drawn as a PNG). A logo that cannot be drawn leaves the documents without one
 * rather than keeping them from being made.
 */
export const clubLetterhead = async (club: ClubIdentity, language: Language): Promise<Letterhead> => {
  const row = await club.settings();
  const logo = await club.logo().catch(() => null);
  return {
    name: club.nameOf(row),
    logo: logo === null ? null : { data: logo.content, width: logo.width, height: logo.height },
    lines: letterheadLines(row, language),
  };
};
