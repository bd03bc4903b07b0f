import { CORRECTABLE_FIELDS, type CorrectableField } from '@club/domain';
import type { SubscriptionContext } from '../subscriptions/repositories/context.js';

/** A field's value as stored: text, a size's id, or nothing. */
export type FieldValue = string | number | null;
export type FieldValues = Partial<Record<CorrectableField, FieldValue>>;

/** The form's fields that are the guardian's (or an adult's contact's): written to the guardian record. */
export const GUARDIAN_FIELDS: readonly CorrectableField[] = ['guardianFname', 'guardianLname', 'guardianEmail', 'guardianPhone'];

/**
 * The contact on file as the subscription screen shows it (features/subscriptions/detail.ts):
 * the member's guardian when one is linked, else what the family typed on the subscription. After
 * a form is sent without a conflict they are the same (features/subscribe/contacts.ts), and the
 * guardian record is what applying a correction writes, like a staff edit.
 */
const contactOnFile = (row: SubscriptionContext) =>
  row.m_guardian_id !== null
    ? { fname: row.gu_first_name, lname: row.gu_last_name, email: row.gu_email, phone: row.gu_phone_number }
    : { fname: row.guardian_first_name, lname: row.guardian_last_name, email: row.guardian_email, phone: row.guardian_phone_number };

/**
 * Each correctable field's value on file, read from the records the family's form fills
 * (features/subscribe/resume.ts reads the same columns to pre-fill it): the member, the contact,
 * the member's second contact, address and sizes.
 */
export const valuesOnFile = (row: SubscriptionContext): Record<CorrectableField, FieldValue> => {
  const contact = contactOnFile(row);
  return {
    fname: row.m_first_name,
    lname: row.m_last_name,
    gender: row.m_gender,
    birthDate: row.m_birth_date,
    birthPlace: row.m_birth_place,
    nationality: row.m_nationality,
    guardianFname: contact.fname,
    guardianLname: contact.lname,
    guardianEmail: contact.email,
    guardianPhone: contact.phone,
    instagramHandle: row.m_instagram_handle,
    secondGuardianEmail: row.m_second_guardian_email,
    secondGuardianPhone: row.m_second_guardian_phone,
    address: row.m_address,
    addressComp: row.m_address_comp,
    city: row.m_city,
    zipCode: row.m_zip_code,
    country: row.m_country,
    shirtSizeId: row.m_shirt_size_id,
    shortSizeId: row.m_short_size_id,
  };
};

/** An empty text and no value are the same on file: an optional field left blank is stored as null. */
const normalised = (value: FieldValue | undefined): FieldValue => (value === undefined || value === '' ? null : value);

export const sameValue = (a: FieldValue | undefined, b: FieldValue | undefined): boolean => normalised(a) === normalised(b);

/** The fields of a stored JSON object, in the form's order; anything else in it is ignored. */
export const parseFieldValues = (json: string): FieldValues => {
  const value: unknown = JSON.parse(json);
  if (typeof value !== 'object' || value === null) return {};
  const record = value as Record<string, unknown>;
  const fields: FieldValues = {};
  for (const field of CORRECTABLE_FIELDS) {
    if (!Object.prototype.hasOwnProperty.call(record, field)) continue;
    const v = record[field];
    fields[field] = typeof v === 'string' || typeof v === 'number' ? v : null;
  }
  return fields;
};

/** The fields present in a set of values, in the form's order. */
export const fieldsOf = (values: FieldValues): CorrectableField[] =>
  CORRECTABLE_FIELDS.filter((field) => Object.prototype.hasOwnProperty.call(values, field));
