import { z } from 'zod';
import { MSG } from '../messages.js';
import { optionalField } from '../subscriptions/fields.js';
import { email, multilineInput, nameLike, phone, textInput } from '../text.js';
import { compactBic, compactIban, isBic, isIban } from './bank.js';
import { CLUB_MSG } from './messages.js';

/** Printable text, trimmed, 1 to `max` characters. */
const clubText = (message: string, max: number) => textInput(message).trim().min(1, { error: message }).max(max, { error: message });

/** A postal address holds at most this many lines before the postal code and city. */
export const MAX_ADDRESS_LINES = 3;

export const clubNameField = clubText(CLUB_MSG.name, 120);
export const clubShortNameField = optionalField(clubText(CLUB_MSG.shortName, 30));

const addressLineField = clubText(CLUB_MSG.addressLines, 120);
export const addressLinesField = z
  .array(addressLineField, { error: CLUB_MSG.addressLines })
  .max(MAX_ADDRESS_LINES, { error: CLUB_MSG.addressLines });

/** The address lines typed in one multi-line box: one line per line, blank lines left out. */
export const addressLinesTextField = multilineInput(CLUB_MSG.addressLines)
  .transform((text) =>
    text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== ''),
  )
  .pipe(addressLinesField);

export const postalCodeField = optionalField(clubText(CLUB_MSG.postalCode, 20));
export const clubCityField = optionalField(clubText(CLUB_MSG.city, 100));
export const clubCountryField = optionalField(clubText(CLUB_MSG.country, 60));

export const clubEmailField = optionalField(email(MSG.email));
export const clubPhoneField = optionalField(phone(MSG.phone));

/** http(s), a host name with a dot (no user name or password), then an optional port and path. */
const WEB_ADDRESS = /^https?:\/\/(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{2,63}(?::\d{1,5})?(?:[/?#]\S*)?$/iu;

/** A web site; `www.club.mc` is read as `https://www.club.mc`. */
export const websiteField = optionalField(
  textInput(CLUB_MSG.website)
    .trim()
    .max(200, { error: CLUB_MSG.website })
    .transform((value) => (/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`))
    .pipe(z.string().regex(WEB_ADDRESS, { error: CLUB_MSG.website })),
);

/** The association's registration (RNA, SIREN, Monaco's register…): free text, as the authority writes it. */
export const registrationNumberField = optionalField(clubText(CLUB_MSG.registrationNumber, 40));
export const federationNumberField = optionalField(clubText(CLUB_MSG.federationNumber, 40));

/** Who signs attestations: a name, and the title printed under it (« Présidente »). */
export const signatoryNameField = optionalField(nameLike(CLUB_MSG.signatoryName, 100));
export const signatoryTitleField = optionalField(clubText(CLUB_MSG.signatoryTitle, 60));

/** Stored without spaces, upper case; the check digits and the country's format must be right. */
export const ibanField = optionalField(
  textInput(CLUB_MSG.iban).max(64, { error: CLUB_MSG.iban }).refine(isIban, { error: CLUB_MSG.iban }).transform(compactIban),
);

export const bicField = optionalField(
  textInput(CLUB_MSG.bic).max(20, { error: CLUB_MSG.bic }).refine(isBic, { error: CLUB_MSG.bic }).transform(compactBic),
);
