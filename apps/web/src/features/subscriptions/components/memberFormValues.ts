import {
  ageOn,
  guardianSchema,
  INSTAGRAM_ABOVE_AGE,
  isIsoDate,
  isMinor,
  makeStudentEditSchema,
  MINOR_BELOW_AGE,
  MSG,
  type Guardian,
  type StudentEdit,
} from '@club/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { ServerFieldMap } from '@/lib/formErrors';
import type { SubscriptionDetailDto } from '@club/domain';

/** What the member form holds: the inputs' text as typed; ids of the selects as text ('' = none). */
export interface MemberFormValues {
  firstName: string;
  lastName: string;
  gender: string;
  /** YYYY-MM-DD, '' when empty, 'invalid' while the picker holds an impossible date. */
  birthDate: string;
  birthPlace: string;
  nationality: string;
  shirtSizeId: string;
  shortSizeId: string;
  instagramHandle: string;
  school: string;
  schoolLevel: string;
  email: string;
  phoneNumber: string;
  address: string;
  addressComp: string;
  zipCode: string;
  city: string;
  country: string;
  secondGuardianEmail: string;
  secondGuardianPhone: string;
  guardianFirstName: string;
  guardianLastName: string;
  guardianEmail: string;
  guardianPhoneNumber: string;
  guardianSecondaryEmail: string;
  guardianSecondaryPhoneNumber: string;
}

/** What a valid form sends: the member, and the guardian when there is one. */
export interface MemberFormOutput {
  student: StudentEdit;
  guardian?: Guardian;
}

const text = (value: string | null | undefined): string => value ?? '';

export const memberFormValues = (detail: SubscriptionDetailDto): MemberFormValues => ({
  firstName: detail.firstName,
  lastName: detail.lastName,
  gender: detail.gender,
  birthDate: detail.birthDate,
  birthPlace: text(detail.birthPlace),
  nationality: text(detail.nationality),
  shirtSizeId: detail.shirtSize === null ? '' : String(detail.shirtSize.id),
  shortSizeId: detail.shortSize === null ? '' : String(detail.shortSize.id),
  instagramHandle: text(detail.instagramHandle),
  school: text(detail.school),
  schoolLevel: text(detail.schoolLevel),
  email: text(detail.email),
  phoneNumber: text(detail.phoneNumber),
  address: text(detail.address),
  addressComp: text(detail.addressComp),
  zipCode: text(detail.zipCode),
  city: text(detail.city),
  country: text(detail.country),
  secondGuardianEmail: text(detail.secondGuardianEmail),
  secondGuardianPhone: text(detail.secondGuardianPhone),
  guardianFirstName: text(detail.guardianFirstName),
  guardianLastName: text(detail.guardianLastName),
  guardianEmail: text(detail.guardianEmail),
  guardianPhoneNumber: text(detail.guardianPhoneNumber),
  guardianSecondaryEmail: text(detail.guardianSecondaryEmail),
  guardianSecondaryPhoneNumber: text(detail.guardianSecondaryPhoneNumber),
});

/** Form field → the guardian schema's field. */
const GUARDIAN_FIELDS = {
  guardianFirstName: 'firstName',
  guardianLastName: 'lastName',
  guardianEmail: 'email',
  guardianPhoneNumber: 'phoneNumber',
  guardianSecondaryEmail: 'secondaryEmail',
  guardianSecondaryPhoneNumber: 'secondaryPhoneNumber',
} as const satisfies Partial<Record<keyof MemberFormValues, keyof Guardian>>;
type GuardianFormField = keyof typeof GUARDIAN_FIELDS;
const GUARDIAN_FORM_FIELDS = Object.keys(GUARDIAN_FIELDS) as GuardianFormField[];

const STUDENT_FIELDS = [
  'firstName',
  'lastName',
  'gender',
  'birthDate',
  'birthPlace',
  'nationality',
  'shirtSizeId',
  'shortSizeId',
  'instagramHandle',
  'school',
  'schoolLevel',
  'email',
  'phoneNumber',
  'address',
  'addressComp',
  'zipCode',
  'city',
  'country',
  'secondGuardianEmail',
  'secondGuardianPhone',
] as const satisfies readonly (keyof MemberFormValues)[];

const sizeId = (value: string): number | undefined => (value === '' ? undefined : Number(value));

/** The member as the domain's edit schema reads it (sizes as numbers). */
export const studentDraft = (values: MemberFormValues) => ({
  ...Object.fromEntries(STUDENT_FIELDS.map((field) => [field, values[field]])),
  shirtSizeId: sizeId(values.shirtSizeId),
  shortSizeId: sizeId(values.shortSizeId),
});

export const guardianDraft = (values: MemberFormValues) =>
  Object.fromEntries(GUARDIAN_FORM_FIELDS.map((field) => [GUARDIAN_FIELDS[field], values[field]]));

export const hasGuardianInput = (values: MemberFormValues): boolean => GUARDIAN_FORM_FIELDS.some((field) => values[field].trim() !== '');

/** Age on `today`, or null while the birth date is not a date. */
export const ageFrom = (birthDate: string, today: Date): number | null => (isIsoDate(birthDate) ? ageOn(birthDate, today) : null);
/** docs/product.md#validation: school and school level only for members under 18. */
export const showsSchool = (age: number | null): boolean => age === null || age < MINOR_BELOW_AGE;
/** docs/product.md#constants: the Instagram handle only for members over 13. */
export const showsInstagramField = (age: number | null): boolean => age !== null && age > INSTAGRAM_ABOVE_AGE;

/**
 * Judges the form with the domain's rules (docs/product.md#validation: edit mode, guardian
 * form): the member with `makeStudentEditSchema(today)`; the guardian with `guardianSchema` when
 * the member has one on file or anything of it was typed. Errors land under the inputs as their
 * message keys.
 */
export const memberFormResolver =
  (today: Date, guardianOnFile: boolean): Resolver<MemberFormValues, unknown, MemberFormOutput> =>
  (values) => {
    const errors: FieldErrors<MemberFormValues> = {};
    const student = makeStudentEditSchema(today).safeParse(studentDraft(values));
    if (!student.success) {
      for (const issue of student.error.issues) {
        const field = issue.path[0] as keyof MemberFormValues;
        errors[field] ??= { type: issue.code, message: issue.message };
      }
      // zod checks "school under 18" only once every field passes: say it in the same round.
      if (isIsoDate(values.birthDate) && isMinor(values.birthDate, today)) {
        if (values.school.trim() === '') errors.school ??= { type: 'custom', message: MSG.school };
        if (values.schoolLevel.trim() === '') errors.schoolLevel ??= { type: 'custom', message: MSG.schoolLevel };
      }
    }
    const withGuardian = guardianOnFile || hasGuardianInput(values);
    const guardian = withGuardian ? guardianSchema.safeParse(guardianDraft(values)) : null;
    if (guardian !== null && !guardian.success) {
      for (const issue of guardian.error.issues) {
        const field = GUARDIAN_FORM_FIELDS.find((name) => GUARDIAN_FIELDS[name] === issue.path[0]);
        if (field !== undefined) errors[field] ??= { type: issue.code, message: issue.message };
      }
    }
    if (Object.keys(errors).length > 0 || !student.success) return { values: {}, errors };
    const output: MemberFormOutput =
      guardian?.success === true ? { student: student.data, guardian: guardian.data } : { student: student.data };
    return { values: output, errors: {} };
  };

/** The server's `fields` (`student.firstName`, `guardian.email`) → the form's inputs. */
export const MEMBER_SERVER_FIELDS: ServerFieldMap<MemberFormValues> = {
  ...Object.fromEntries(STUDENT_FIELDS.map((field) => [`student.${field}`, field])),
  ...Object.fromEntries(GUARDIAN_FORM_FIELDS.map((field) => [`guardian.${GUARDIAN_FIELDS[field]}`, field])),
};
