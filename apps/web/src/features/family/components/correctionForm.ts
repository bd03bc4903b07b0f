// The two modules alone: the domain's index would bring its schemas, and zod, to a page that needs neither.
import type { CorrectableDetailsDto, CorrectableField, CorrectionDto, CorrectionInput } from '@club/domain';
import { MSG } from '@club/domain/messages';
import { EMAIL, NAME_LIKE, PHONE, ZIP_CODE } from '@club/domain/patterns';
import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';

/**
 * The correction form of the family space (docs/product.md#family-corrections). Every field, the
 * two sizes included, opens with the value on file (GET /family/members/:id/details), with what a
 * correction still waiting asked laid over it; only the fields that then differ from the value on
 * file are sent, as the form's schema takes them.
 */
export type CorrectionFormField = CorrectableField;

/** The values on file, as the server gives them. */
export type ValuesOnFile = CorrectableDetailsDto['values'];

export const CORRECTION_GROUPS = [
  {
    key: 'member',
    fields: ['fname', 'lname', 'gender', 'birthDate', 'birthPlace', 'nationality', 'instagramHandle', 'shirtSizeId', 'shortSizeId'],
  },
  {
    key: 'contact',
    fields: ['guardianFname', 'guardianLname', 'guardianEmail', 'guardianPhone', 'secondGuardianEmail', 'secondGuardianPhone'],
  },
  { key: 'address', fields: ['address', 'addressComp', 'zipCode', 'city', 'country'] },
] as const satisfies readonly { key: string; fields: readonly CorrectionFormField[] }[];

export const CORRECTION_FORM_FIELDS: readonly CorrectionFormField[] = CORRECTION_GROUPS.flatMap((group) => group.fields);

/** The sizes, chosen from the club's lists and sent as their ids. */
export const SIZE_FIELDS = ['shirtSizeId', 'shortSizeId'] as const satisfies readonly CorrectionFormField[];
type SizeField = (typeof SIZE_FIELDS)[number];
const isSizeField = (field: CorrectionFormField): field is SizeField => (SIZE_FIELDS as readonly string[]).includes(field);

/** The fields chosen from a list: the gender, the countries by their ISO code, the sizes by their id. */
export const CHOICE_FIELDS: readonly CorrectionFormField[] = ['gender', 'nationality', 'country', ...SIZE_FIELDS];

/** What the inputs hold: text as typed (the birth date as DD/MM/YYYY), a choice's code or id, '' for none. */
export type CorrectionValues = Record<CorrectionFormField, string> & { note: string };

/** The bounds of the domain's correction schema for the note to staff. */
export const NOTE_MAX_LENGTH = 500;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const SHOWN_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const INSTAGRAM = /^@?[A-Za-z0-9._]{1,30}$/;
const SIZE_ID = /^[1-9]\d{0,9}$/;
/** docs/product.md#validation: birth year above 1940 and up to 2021. */
const FIRST_BIRTH_YEAR = 1941;
const LAST_BIRTH_YEAR = 2021;

/** A birth date held as YYYY-MM-DD, as the form shows it. */
export const shownDate = (isoDate: string): string => {
  const iso = ISO_DATE.exec(isoDate);
  return iso === null ? isoDate : `${iso[3]}/${iso[2]}/${iso[1]}`;
};

/** The typed DD/MM/YYYY as the server takes it (YYYY-MM-DD, as the subscription form sends it), or null when it is no day. */
export const isoDateOf = (typed: string): string | null => {
  const parts = SHOWN_DATE.exec(typed.trim());
  if (parts === null) return null;
  const iso = `${parts[3]}-${parts[2]!.padStart(2, '0')}-${parts[1]!.padStart(2, '0')}`;
  const day = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === iso ? iso : null;
};

/** A stored value as its input holds it: nothing as '', a day as DD/MM/YYYY, a size's id as text. */
const shownValue = (field: CorrectionFormField, value: string | number | null | undefined): string => {
  if (value === null || value === undefined) return '';
  return field === 'birthDate' ? shownDate(String(value)) : String(value);
};

/**
 * The form as it opens: the values on file, with what the correction still waiting for the club
 * asked laid over them (a field it asked emptied shows empty), so the family sees what it asked.
 */
export const initialCorrectionValues = (onFile: ValuesOnFile, pending: CorrectionDto | null): CorrectionValues => {
  const values = Object.fromEntries(CORRECTION_FORM_FIELDS.map((field) => [field, shownValue(field, onFile[field])])) as CorrectionValues;
  values.note = '';
  if (pending === null || pending.status !== 'PENDING') return values;
  for (const { field, after } of pending.changes) values[field] = shownValue(field, after);
  values.note = pending.note ?? '';
  return values;
};

type Rule = { message: string; test: (value: string) => boolean };

const nameRule = (message: string, max: number): Rule => ({ message, test: (value) => value.length <= max && NAME_LIKE.test(value) });

/** Each field's rule, the server's own (the form's field rules), told early; the server checks them again. */
const RULES: Record<CorrectionFormField, Rule> = {
  fname: nameRule(MSG.firstName, 60),
  lname: nameRule(MSG.lastName, 60),
  gender: { message: MSG.gender, test: (value) => value === 'M' || value === 'F' },
  birthDate: {
    message: MSG.birthDate,
    test: (value) => {
      const iso = isoDateOf(value);
      const year = iso === null ? 0 : Number(iso.slice(0, 4));
      return year >= FIRST_BIRTH_YEAR && year <= LAST_BIRTH_YEAR;
    },
  },
  birthPlace: nameRule(MSG.birthPlace, 100),
  nationality: { message: MSG.nationality, test: (value) => /^[A-Z]{2}$/.test(value) },
  instagramHandle: { message: MSG.instagramHandle, test: (value) => INSTAGRAM.test(value) },
  guardianFname: nameRule(MSG.firstName, 60),
  guardianLname: nameRule(MSG.lastName, 60),
  guardianEmail: { message: MSG.email, test: (value) => value.length <= 254 && EMAIL.test(value) },
  guardianPhone: { message: MSG.phone, test: (value) => PHONE.test(value.replace(/[\s.]/g, '')) },
  secondGuardianEmail: { message: MSG.secondEmail, test: (value) => value.length <= 254 && EMAIL.test(value) },
  secondGuardianPhone: { message: MSG.secondPhone, test: (value) => PHONE.test(value.replace(/[\s.]/g, '')) },
  address: nameRule(MSG.address, 200),
  addressComp: nameRule(MSG.address, 200),
  zipCode: { message: MSG.zipCode, test: (value) => ZIP_CODE.test(value) },
  city: nameRule(MSG.city, 100),
  country: { message: MSG.country, test: (value) => /^[A-Z]{2}$/.test(value) },
  shirtSizeId: { message: MSG.shirtSize, test: (value) => SIZE_ID.test(value) },
  shortSizeId: { message: MSG.shortSize, test: (value) => SIZE_ID.test(value) },
};

/** The fields a family may empty: the form's optional ones. The others, once asked, need a value. */
const OPTIONAL_FIELDS: readonly CorrectionFormField[] = ['instagramHandle', 'secondGuardianEmail', 'secondGuardianPhone', 'addressComp'];

type Sent = string | number | null;

/** A field as the server takes it: the day as YYYY-MM-DD, a size as its id, an optional field emptied as ''. */
const sentValue = (field: CorrectionFormField, typed: string): Sent => {
  const value = typed.trim();
  if (isSizeField(field)) return value === '' ? null : Number(value);
  return field === 'birthDate' ? (isoDateOf(value) ?? value) : value;
};

/**
 * What the server compares with the value on file: nothing for empty (an optional field left
 * blank is stored as null), a phone without its spaces and dots, a handle without its `@`,
 * a country code upper-cased, as the form's schema turns them.
 */
const comparable = (field: CorrectionFormField, value: Sent | undefined): Sent => {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'number') return value;
  if (field === 'guardianPhone' || field === 'secondGuardianPhone') return value.replace(/[\s.]/g, '');
  if (field === 'instagramHandle') return value.replace(/^@/, '');
  if (field === 'nationality' || field === 'country') return value.toUpperCase();
  return value;
};

/**
 * What would be sent: each field whose value differs from the one on file, as the server takes it.
 * A field asked by a correction still waiting and left as it was is sent again: the server merges
 * the two, and the note sent with it then reaches the club.
 */
export const changesOf = (
  values: CorrectionValues,
  onFile: ValuesOnFile,
  pending: CorrectionDto | null = null,
): CorrectionInput['changes'] => {
  const changes: Record<string, Sent> = {};
  // A field the waiting correction asked, set back to its value on file, is sent as it is on file:
  // the server then withdraws it from the correction (docs/product.md#family-corrections).
  const waiting = new Set(pending?.status === 'PENDING' ? pending.changes.map((change) => change.field) : []);
  for (const field of CORRECTION_FORM_FIELDS) {
    const sent = sentValue(field, values[field]);
    if (comparable(field, sent) !== comparable(field, onFile[field]) || waiting.has(field)) changes[field] = sent;
  }
  return changes as CorrectionInput['changes'];
};

/** Whether the family touched anything since the form opened: a field or the note. */
const touchedSinceOpened = (values: CorrectionValues, opened: CorrectionValues): boolean =>
  values.note.trim() !== opened.note.trim() ||
  CORRECTION_FORM_FIELDS.some(
    (field) => comparable(field, sentValue(field, values[field])) !== comparable(field, sentValue(field, opened[field])),
  );

/**
 * The fields that differ from the values on file, each checked by its rule; at least one must,
 * and the family must have changed something since the form opened (a correction waiting sent
 * again as it was would only be noise). A field emptied is asked empty only when it may be (a
 * second contact given up), otherwise it is required.
 */
export const correctionResolver =
  (onFile: ValuesOnFile, opened: CorrectionValues, pending: CorrectionDto | null = null): Resolver<CorrectionValues> =>
  (values): ResolverResult<CorrectionValues> => {
    const errors: FieldErrors<CorrectionValues> = {};
    const changed = Object.keys(changesOf(values, onFile, pending)) as CorrectionFormField[];
    for (const field of changed) {
      const value = values[field].trim();
      if (value === '') {
        if (!OPTIONAL_FIELDS.includes(field)) errors[field] = { type: 'required', message: MSG.required };
      } else if (!RULES[field].test(value)) errors[field] = { type: 'pattern', message: RULES[field].message };
    }
    if (values.note.trim().length > NOTE_MAX_LENGTH) errors.note = { type: 'maxLength', message: MSG.invalid };
    if (changed.length === 0 || !touchedSinceOpened(values, opened)) {
      errors.root = { type: 'required', message: MSG.required } as FieldErrors<CorrectionValues>['root'];
    }
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
  };

/** The server's field keys (`changes.<field>`, `note`) → the form's. */
export const SERVER_FIELDS: Readonly<Record<string, keyof CorrectionValues>> = Object.fromEntries([
  ...CORRECTION_FORM_FIELDS.map((field) => [`changes.${field}`, field]),
  ['note', 'note'],
]);
