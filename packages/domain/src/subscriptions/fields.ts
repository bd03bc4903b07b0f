import { z } from 'zod';
import { ageOn, INSTAGRAM_ABOVE_AGE } from '../dates.js';
import { MSG } from '../messages.js';
import { ZIP_CODE } from '../patterns.js';
import { email, nameLike, phone, refId, textInput } from '../text.js';
import { isCountryCode } from './countries.js';

/** docs/product.md#validation and #constants: birth year above 1940 and up to 2021. */
export const MIN_BIRTH_YEAR_EXCLUSIVE = 1940;
export const MAX_BIRTH_YEAR = 2021;
export const GENDERS = ['M', 'F'] as const;
export type Gender = (typeof GENDERS)[number];

/**
 * Empty text, null and absent are all "not given": stored as null. Blank means spaces only: a
 * tab or a line break is a control character, refused by the field rather than taken as empty.
 */
export const isBlankInput = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && /^[^\S\p{Cc}]*$/u.test(value));
const blankToNull = (value: unknown): unknown => (isBlankInput(value) ? null : value);

/** A field that may be left empty, validated only when filled (docs/product.md#validation: second e-mail, phone). */
export const optionalField = <T extends z.ZodType>(schema: T) => z.preprocess(blankToNull, schema.nullable());

/** `YYYY-MM-DD`, a real calendar day. */
export const isIsoDate = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

export const birthDateField = textInput(MSG.birthDate)
  .trim()
  .refine(isIsoDate, { error: MSG.birthDate })
  .refine(
    (value) => {
      const year = Number(value.slice(0, 4));
      return year > MIN_BIRTH_YEAR_EXCLUSIVE && year <= MAX_BIRTH_YEAR;
    },
    { error: MSG.birthDate },
  );

export const genderField = z.enum(GENDERS, { error: MSG.gender });

/** An ISO 3166-1 alpha-2 code (`FR`, `MC`), upper-cased, that i18n-iso-countries knows. */
export const countryCodeField = (message: string) =>
  textInput(message)
    .trim()
    .max(2, { error: message })
    .transform((value) => value.toUpperCase())
    .refine(isCountryCode, { error: message });

export const zipCodeField = textInput(MSG.zipCode).trim().regex(ZIP_CODE, { error: MSG.zipCode });

/** An Instagram user name: letters, digits, period, underscore, up to 30; the `@` is dropped. */
export const instagramHandleField = textInput(MSG.instagramHandle)
  .trim()
  .transform((value) => value.replace(/^@/, ''))
  .pipe(z.string().regex(/^[A-Za-z0-9._]{1,30}$/, { error: MSG.instagramHandle }));

export const sizeIdField = (message: string) => refId(message);

export const firstNameField = nameLike(MSG.firstName, 60);
export const lastNameField = nameLike(MSG.lastName, 60);
export const birthPlaceField = nameLike(MSG.birthPlace, 100);
export const addressField = nameLike(MSG.address, 200);
export const cityField = nameLike(MSG.city, 100);
export const emailField = email(MSG.email);
export const phoneField = phone(MSG.phone);
export const secondEmailField = optionalField(email(MSG.secondEmail));
export const secondPhoneField = optionalField(phone(MSG.secondPhone));

/** docs/product.md#constants: the Instagram handle is asked only for members over 13. */
export const showsInstagram = (birthDate: string, today: Date): boolean => ageOn(birthDate, today) > INSTAGRAM_ABOVE_AGE;
