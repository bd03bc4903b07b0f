/**
 * Message keys of the club settings' fields. The server sends them in `fields`; the web's
 * club screen translates them (namespace `club`, `validation.<key>`).
 */
export const CLUB_MSG = {
  name: 'CLUB_NAME_ERROR',
  shortName: 'CLUB_SHORT_NAME_ERROR',
  addressLines: 'CLUB_ADDRESS_ERROR',
  postalCode: 'CLUB_POSTAL_CODE_ERROR',
  city: 'CLUB_CITY_ERROR',
  country: 'CLUB_COUNTRY_ERROR',
  website: 'CLUB_WEBSITE_ERROR',
  registrationNumber: 'CLUB_REGISTRATION_NUMBER_ERROR',
  federationNumber: 'CLUB_FEDERATION_NUMBER_ERROR',
  signatoryName: 'CLUB_SIGNATORY_NAME_ERROR',
  signatoryTitle: 'CLUB_SIGNATORY_TITLE_ERROR',
  iban: 'IBAN_ERROR',
  bic: 'BIC_ERROR',
  placeName: 'PLACE_NAME_ERROR',
  placeAddress: 'PLACE_ADDRESS_ERROR',
  /** Only one place can be the default: another is made the default instead. */
  placeDefault: 'PLACE_DEFAULT_ERROR',
  logoType: 'LOGO_TYPE_ERROR',
  logoTooLarge: 'LOGO_TOO_LARGE',
  logoDimensions: 'LOGO_DIMENSIONS_ERROR',
  logoExternalReference: 'LOGO_EXTERNAL_REFERENCE',
  textMarkdown: 'TEXT_MARKDOWN_ERROR',
  textTooLong: 'TEXT_TOO_LONG',
  healthDocument: 'HEALTH_DOCUMENT_ERROR',
  certificateValidYears: 'CERTIFICATE_VALID_YEARS_ERROR',
  reminderOffsets: 'REMINDER_OFFSETS_ERROR',
} as const;
export type ClubMessageKey = (typeof CLUB_MSG)[keyof typeof CLUB_MSG];
