import { z } from 'zod';
import { isMinor } from '../dates.js';
import { MSG } from '../messages.js';
import { nameLike, refId } from '../text.js';
import type { RequiredDocuments } from './documents.js';
import {
  addressField,
  birthDateField,
  birthPlaceField,
  cityField,
  countryCodeField,
  emailField,
  firstNameField,
  genderField,
  instagramHandleField,
  isBlankInput,
  lastNameField,
  optionalField,
  phoneField,
  secondEmailField,
  secondPhoneField,
  showsInstagram,
  zipCodeField,
} from './fields.js';

/**
 * The family's form (docs/product.md#family-form, #validation): exactly these 22 fields are
 * sent, otherwise the answer is MISSING_DATA.
 * The four optional ones must be present but may be empty.
 */
export const SUBSCRIPTION_FORM_FIELDS = [
  'id',
  'subscriptionId',
  'fname',
  'lname',
  'gender',
  'birthDate',
  'birthPlace',
  'nationality',
  'guardianFname',
  'guardianLname',
  'guardianEmail',
  'guardianPhone',
  'instagramHandle',
  'secondGuardianEmail',
  'secondGuardianPhone',
  'address',
  'addressComp',
  'city',
  'zipCode',
  'country',
  'shirtSizeId',
  'shortSizeId',
] as const;
export type SubscriptionFormField = (typeof SUBSCRIPTION_FORM_FIELDS)[number];

export const OPTIONAL_FORM_FIELDS: readonly SubscriptionFormField[] = [
  'instagramHandle',
  'secondGuardianEmail',
  'secondGuardianPhone',
  'addressComp',
];

/**
 * The required fields that are missing: a key absent, or a required value left empty.
 * Empty = none missing. The server answers MISSING_DATA when this is not empty.
 */
export const missingSubscriptionFields = (body: Record<string, unknown>): SubscriptionFormField[] =>
  SUBSCRIPTION_FORM_FIELDS.filter((field) => {
    if (!Object.prototype.hasOwnProperty.call(body, field)) return true;
    return !OPTIONAL_FORM_FIELDS.includes(field) && isBlankInput(body[field]);
  });

export type RequiredFieldsCheck = { ok: true } | { ok: false; code: 'MISSING_DATA'; missing: SubscriptionFormField[] };

/** Exactly the 22 fields are required, otherwise MISSING_DATA (docs/product.md#family-form). */
export const checkRequiredSubscriptionFields = (body: Record<string, unknown>): RequiredFieldsCheck => {
  const missing = missingSubscriptionFields(body);
  return missing.length === 0 ? { ok: true } : { ok: false, code: 'MISSING_DATA', missing };
};

const accepted = z.boolean({ error: MSG.invalid }).optional().default(false);

/**
 * A field the family must fill in. Left empty (or spaces only) it says so with REQUIRED: "invalid"
 * would send a parent looking for a typing mistake in a blank box. Filled, its own rule judges it
 * and the field's key (docs/product.md#validation) says what is wrong.
 */
const requiredText = <T extends z.ZodType<unknown, string>>(message: string, rule: T) =>
  z
    .string({ error: message })
    .refine((value) => !isBlankInput(value), { error: MSG.required, abort: true })
    .pipe(rule);

/** A choice from a list (a size): none chosen is REQUIRED, an id that is not one is the field's own key. */
const requiredChoice = (message: string) =>
  z
    .number({ error: (issue) => (issue.input === null || issue.input === undefined || issue.input === '' ? MSG.required : message) })
    .int({ error: message })
    .positive({ error: message })
    .max(2_147_483_647, { error: message });

/** The form's fields with their message keys (docs/product.md#validation). */
export const subscriptionFormSchema = z.object({
  id: refId(MSG.invalid),
  subscriptionId: refId(MSG.invalid),
  fname: requiredText(MSG.firstName, firstNameField),
  lname: requiredText(MSG.lastName, lastNameField),
  gender: genderField,
  birthDate: requiredText(MSG.birthDate, birthDateField),
  birthPlace: requiredText(MSG.birthPlace, birthPlaceField),
  nationality: requiredText(MSG.nationality, countryCodeField(MSG.nationality)),
  /** The contact of an adult member, the guardian of a minor (docs/product.md#family-form). */
  guardianFname: requiredText(MSG.firstName, firstNameField),
  guardianLname: requiredText(MSG.lastName, lastNameField),
  guardianEmail: requiredText(MSG.email, emailField),
  guardianPhone: requiredText(MSG.phone, phoneField),
  instagramHandle: optionalField(instagramHandleField),
  /** The optional second contact. */
  secondGuardianEmail: secondEmailField,
  secondGuardianPhone: secondPhoneField,
  address: requiredText(MSG.address, addressField),
  addressComp: optionalField(nameLike(MSG.address, 200)),
  city: requiredText(MSG.city, cityField),
  zipCode: requiredText(MSG.zipCode, zipCodeField),
  country: requiredText(MSG.country, countryCodeField(MSG.country)),
  shirtSizeId: requiredChoice(MSG.shirtSize),
  shortSizeId: requiredChoice(MSG.shortSize),
  covidClause: z.boolean({ error: MSG.invalid }).optional().default(false),
  /** The privacy notice (Monaco law n° 1.565) must be accepted on every submit. */
  privacyAccepted: z.literal(true, { error: MSG.privacyNotAccepted }),
  rulesAccepted: accepted,
  codeOfConductAccepted: accepted,
  guardianCodeOfConductAccepted: accepted,
});
export type SubscriptionFormInput = z.input<typeof subscriptionFormSchema>;
export type SubscriptionForm = z.output<typeof subscriptionFormSchema>;
/** The boxes the family ticks: the privacy notice always, the rules and codes as a renewal requires. */
export type FormAcceptanceField = Extract<keyof SubscriptionForm, `${string}Accepted`>;

/** The acceptances the form lacks for this subscription (docs/product.md#family-form: renewals), as field → message. */
export const missingAcceptances = (
  form: Pick<SubscriptionForm, 'rulesAccepted' | 'codeOfConductAccepted' | 'guardianCodeOfConductAccepted'>,
  mustAccept: RequiredDocuments['mustAccept'],
): Record<string, string> => {
  const fields: Record<string, string> = {};
  if (mustAccept.rules && !form.rulesAccepted) fields.rulesAccepted = MSG.rulesNotAccepted;
  if (mustAccept.codeOfConduct && !form.codeOfConductAccepted) fields.codeOfConductAccepted = MSG.codeOfConductNotAccepted;
  if (mustAccept.guardianCodeOfConduct && !form.guardianCodeOfConductAccepted) {
    fields.guardianCodeOfConductAccepted = MSG.guardianCodeOfConductNotAccepted;
  }
  return fields;
};

/** What the form shows for a birth date: the contact label and the Instagram field (docs/product.md#family-form). */
export const formLayoutFor = (birthDate: string, today: Date): { contactLabel: 'CONTACT' | 'GUARDIAN'; showInstagram: boolean } => ({
  contactLabel: isMinor(birthDate, today) ? 'GUARDIAN' : 'CONTACT',
  showInstagram: showsInstagram(birthDate, today),
});
