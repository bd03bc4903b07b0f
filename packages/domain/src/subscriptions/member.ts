import { z } from 'zod';
import { isMinor } from '../dates.js';
import { MSG } from '../messages.js';
import { email, nameLike, phone, refId } from '../text.js';
import { CHECKLIST_ITEMS } from './documents.js';
import {
  birthDateField,
  birthPlaceField,
  countryCodeField,
  firstNameField,
  genderField,
  instagramHandleField,
  lastNameField,
  optionalField,
  sizeIdField,
  zipCodeField,
} from './fields.js';
import { makePaymentRecordSchema } from './payment.js';
import { SUBSCRIPTION_STATES } from './states.js';

const schoolField = optionalField(nameLike(MSG.school, 100));
const schoolLevelField = optionalField(nameLike(MSG.schoolLevel, 50));

const studentEditShape = {
  firstName: firstNameField,
  lastName: lastNameField,
  gender: genderField,
  birthDate: birthDateField,
  /** Edit mode (docs/product.md#validation): nationality, birth place, shirt and short sizes are required. */
  birthPlace: birthPlaceField,
  nationality: countryCodeField(MSG.nationality),
  shirtSizeId: sizeIdField(MSG.shirtSize),
  shortSizeId: sizeIdField(MSG.shortSize),
  instagramHandle: optionalField(instagramHandleField),
  school: schoolField,
  schoolLevel: schoolLevelField,
  /** The member's own contact (docs/product.md#data). */
  email: optionalField(email(MSG.email)),
  phoneNumber: optionalField(phone(MSG.phone)),
  address: optionalField(nameLike(MSG.address, 200)),
  addressComp: optionalField(nameLike(MSG.address, 200)),
  zipCode: optionalField(zipCodeField),
  city: optionalField(nameLike(MSG.city, 100)),
  country: optionalField(countryCodeField(MSG.country)),
  secondGuardianEmail: optionalField(email(MSG.secondEmail)),
  secondGuardianPhone: optionalField(phone(MSG.secondPhone)),
};

/**
 * A member in edit mode (docs/product.md#validation): school and school level required only under 18 on `today`.
 * A factory, because "under 18" depends on the day; the server passes its clock.
 */
export const makeStudentEditSchema = (today: Date) =>
  z.object(studentEditShape).superRefine((student, ctx) => {
    if (!isMinor(student.birthDate, today)) return;
    if (student.school === null) ctx.addIssue({ code: 'custom', path: ['school'], message: MSG.school });
    if (student.schoolLevel === null) ctx.addIssue({ code: 'custom', path: ['schoolLevel'], message: MSG.schoolLevel });
  });
export type StudentEditInput = z.input<ReturnType<typeof makeStudentEditSchema>>;
export type StudentEdit = z.output<ReturnType<typeof makeStudentEditSchema>>;

/**
 * The guardian form (docs/product.md#validation): e-mail required; first name, last name and phone are only
 * format-checked when filled; secondary e-mail and phone optional.
 */
export const guardianSchema = z.object({
  firstName: optionalField(nameLike(MSG.firstName, 60)),
  lastName: optionalField(nameLike(MSG.lastName, 60)),
  email: email(MSG.email),
  phoneNumber: optionalField(phone(MSG.phone)),
  secondaryEmail: optionalField(email(MSG.secondEmail)),
  secondaryPhoneNumber: optionalField(phone(MSG.secondPhone)),
});
export type GuardianInput = z.input<typeof guardianSchema>;
export type Guardian = z.output<typeof guardianSchema>;

/**
 * POST /student/{id}/guardian: the picker's answer to a problem, either the guardian on file
 * that staff chose, or the contact the family typed on one of the member's subscriptions, kept
 * as it is (`keepTypedContactOf`: that subscription's id).
 */
export const chooseGuardianSchema = z.union(
  [z.strictObject({ guardianId: refId(MSG.invalid) }), z.strictObject({ keepTypedContactOf: refId(MSG.invalid) })],
  { error: MSG.invalid },
);
export type GuardianChoice = z.output<typeof chooseGuardianSchema>;

export const documentFlagsSchema = z
  .object(
    Object.fromEntries(CHECKLIST_ITEMS.map((item) => [item, z.boolean({ error: MSG.invalid }).optional()])) as {
      [K in (typeof CHECKLIST_ITEMS)[number]]: z.ZodOptional<z.ZodBoolean>;
    },
  )
  .strict();

/**
 * POST /subscription/student/{id}: the staff edit screen (docs/product.md#screen-subscription-edit: all
 * member fields, guardian contact, document checklist, state). `version` is the subscription's version the
 * screen was loaded with; a newer one on the server answers 409.
 */
export const makeSubscriptionUpdateSchema = (today: Date) =>
  z.object({
    version: z.number({ error: MSG.invalid }).int().positive(),
    student: makeStudentEditSchema(today).optional(),
    guardian: guardianSchema.optional(),
    documents: documentFlagsSchema.optional(),
    /** A state chosen by hand; without it the checklist decides. */
    state: z.enum(SUBSCRIPTION_STATES, { error: MSG.invalid }).optional(),
    isNew: z.boolean({ error: MSG.invalid }).optional(),
    /** How and when the family paid, given with the payment's tick (docs/product.md, Invoices). */
    payment: makePaymentRecordSchema(today).optional(),
    /**
     * The last valid day of the member's medical certificate, entered when staff tick a paper
     * certificate at the counter (docs/product.md#health-rules); null forgets it, absent keeps it.
     */
    certificateExpiresOn: z.iso.date({ error: MSG.invalidDate }).nullable().optional(),
  });
export type SubscriptionUpdateInput = z.input<ReturnType<typeof makeSubscriptionUpdateSchema>>;
export type SubscriptionUpdate = z.output<ReturnType<typeof makeSubscriptionUpdateSchema>>;

/** POST /subscription/student/{id}/mail: where to send the link again. */
export const resendLinkSchema = z.object({
  email: email(MSG.email),
  secondaryEmail: optionalField(email(MSG.secondEmail)),
  isNew: z.boolean({ error: MSG.invalid }).optional(),
});
export type ResendLinkInput = z.input<typeof resendLinkSchema>;

/** POST /subscription/student/bulk/delete */
export const bulkDeleteSchema = z.object({
  ids: z
    .array(refId(MSG.invalid), { error: MSG.invalid })
    .min(1, { error: MSG.invalid })
    .max(1000, { error: MSG.invalid })
    .transform((ids) => [...new Set(ids)]),
});

/**
 * POST /subscription/student/bulk/cancel: the selected members' subscriptions of one season
 * (the current one when `season` is absent) become CANCELLED; members and history stay.
 */
export const bulkCancelSchema = bulkDeleteSchema.extend({
  season: refId(MSG.invalid).optional(),
});
export type BulkCancelInput = z.input<typeof bulkCancelSchema>;
