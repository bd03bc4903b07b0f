import {
  addressLinesTextField,
  bicField,
  clubCityField,
  clubCountryField,
  clubEmailField,
  clubNameField,
  clubPhoneField,
  clubShortNameField,
  federationNumberField,
  ibanField,
  postalCodeField,
  readableIban,
  registrationNumberField,
  signatoryNameField,
  signatoryTitleField,
  websiteField,
  type ClubAdmin,
  type UpdateClubInput,
} from '@club/domain/club';
import { z } from 'zod';

/**
 * The identity form: the domain's fields (the server checks the same), the address lines typed
 * in one box.
 */
export const identityFormSchema = z.object({
  name: clubNameField,
  shortName: clubShortNameField,
  addressLines: addressLinesTextField,
  postalCode: postalCodeField,
  city: clubCityField,
  country: clubCountryField,
  email: clubEmailField,
  phone: clubPhoneField,
  website: websiteField,
  registrationNumber: registrationNumberField,
  federationNumber: federationNumberField,
  presidentName: signatoryNameField,
  presidentTitle: signatoryTitleField,
  treasurerName: signatoryNameField,
  treasurerTitle: signatoryTitleField,
  iban: ibanField,
  bic: bicField,
});
export type IdentityForm = z.output<typeof identityFormSchema>;

/** What the inputs hold: text, empty for a field not filled. */
export type IdentityFormValues = { [K in keyof IdentityForm]: string };

export const formValuesOf = (club: ClubAdmin): IdentityFormValues => ({
  name: club.name,
  shortName: club.shortName ?? '',
  addressLines: club.address.lines.join('\n'),
  postalCode: club.address.postalCode ?? '',
  city: club.address.city ?? '',
  country: club.address.country ?? '',
  email: club.email ?? '',
  phone: club.phone ?? '',
  website: club.website ?? '',
  registrationNumber: club.registrationNumber ?? '',
  federationNumber: club.federationNumber ?? '',
  presidentName: club.presidentName ?? '',
  presidentTitle: club.presidentTitle ?? '',
  treasurerName: club.treasurerName ?? '',
  treasurerTitle: club.treasurerTitle ?? '',
  iban: club.iban === null ? '' : readableIban(club.iban),
  bic: club.bic ?? '',
});

/** The PATCH body: every field, over the version the form was loaded with. */
export const changesOf = ({ addressLines, postalCode, city, country, ...fields }: IdentityForm, version: number): UpdateClubInput => ({
  ...fields,
  address: { lines: addressLines, postalCode, city, country },
  version,
});

/** Server field (`address.lines.0`) → the input showing it. */
export const SERVER_FIELDS = {
  name: 'name',
  shortName: 'shortName',
  address: 'addressLines',
  'address.lines': 'addressLines',
  'address.lines.0': 'addressLines',
  'address.lines.1': 'addressLines',
  'address.lines.2': 'addressLines',
  'address.postalCode': 'postalCode',
  'address.city': 'city',
  'address.country': 'country',
  email: 'email',
  phone: 'phone',
  website: 'website',
  registrationNumber: 'registrationNumber',
  federationNumber: 'federationNumber',
  presidentName: 'presidentName',
  presidentTitle: 'presidentTitle',
  treasurerName: 'treasurerName',
  treasurerTitle: 'treasurerTitle',
  iban: 'iban',
  bic: 'bic',
} as const satisfies Record<string, keyof IdentityFormValues>;
