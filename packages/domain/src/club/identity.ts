import { z } from 'zod';
import { recordVersionField } from '../groups/fields.js';
import {
  addressLinesField,
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
  registrationNumberField,
  signatoryNameField,
  signatoryTitleField,
  websiteField,
} from './fields.js';

/** The club's postal address: a change replaces it whole (absent lines: none). */
export const clubAddressSchema = z.object({
  lines: addressLinesField.optional().default([]),
  postalCode: postalCodeField,
  city: clubCityField,
  country: clubCountryField,
});
export type ClubAddressInput = z.input<typeof clubAddressSchema>;
export type ClubAddress = z.infer<typeof clubAddressSchema>;

/** Every field of the club's identity an admin edits (the logo has its own calls). */
export const clubIdentityFields = {
  name: clubNameField,
  shortName: clubShortNameField,
  address: clubAddressSchema,
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
};

/**
 * PATCH /api/club: any of the fields, with the `version` the admin read. Absent fields keep
 * their value; an empty or null optional field clears it.
 */
export const updateClubSchema = z.object(clubIdentityFields).partial().extend({ version: recordVersionField });
export type UpdateClubInput = z.input<typeof updateClubSchema>;
export type UpdateClub = z.infer<typeof updateClubSchema>;

/** The fields whose change is recorded as a change of bank details (their values masked). */
export const BANK_FIELDS = ['iban', 'bic'] as const;

export const clubAddressDtoSchema = z.object({
  lines: z.array(z.string()),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
});

/** GET /api/club for anyone: what the login page, the family's form and the documents show. */
export const clubPublicSchema = z.object({
  name: z.string(),
  shortName: z.string().nullable(),
  /** Changes with the logo, so a browser never shows an old one. */
  logoUrl: z.string().nullable(),
  address: clubAddressDtoSchema,
  email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
});
export type ClubPublic = z.infer<typeof clubPublicSchema>;

/** GET /api/club with an admin's token, and the answer of every change: all fields and the version. */
export const clubAdminSchema = clubPublicSchema.extend({
  registrationNumber: z.string().nullable(),
  federationNumber: z.string().nullable(),
  presidentName: z.string().nullable(),
  presidentTitle: z.string().nullable(),
  treasurerName: z.string().nullable(),
  treasurerTitle: z.string().nullable(),
  iban: z.string().nullable(),
  bic: z.string().nullable(),
  version: z.number(),
  updatedAt: z.string().nullable(),
  /** The login of the admin who saved last. */
  updatedBy: z.string().nullable(),
});
export type ClubAdmin = z.infer<typeof clubAdminSchema>;

/** Tells the admin's answer from the public one. */
export const isClubAdmin = (club: ClubPublic | ClubAdmin): club is ClubAdmin => 'version' in club;
