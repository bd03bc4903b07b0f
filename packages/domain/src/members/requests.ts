import { z } from 'zod';
import { MSG } from '../messages.js';
import { birthDateField, emailField, firstNameField, genderField, lastNameField, phoneField } from '../subscriptions/fields.js';

/** The languages a family may be written to; French when not known (docs/product.md#languages-and-formats). */
export const FAMILY_LANGUAGES = ['fr', 'en'] as const;

/**
 * POST /student/ (docs/product.md#validation, step 1 of docs/product.md#screen-student-create): names,
 * gender M or F, a birth date in 1941–2021, the contact e-mail and phone. Nothing else is
 * known yet: the family completes the rest on the subscription form once the child is placed.
 * `language` is optional: the language the family is written to (French by default).
 * The answer (members/duplicates.ts) says whether the person was already on file.
 */
export const studentCreateSchema = z.object({
  firstName: firstNameField,
  lastName: lastNameField,
  gender: genderField,
  birthDate: birthDateField,
  email: emailField,
  phoneNumber: phoneField,
  language: z.enum(FAMILY_LANGUAGES, { error: MSG.invalid }).optional(),
  /** Staff saw the near matches (`POSSIBLE_DUPLICATE`) and this is someone else: create. Never creates an exact twin. */
  createAnyway: z.boolean({ error: MSG.invalid }).optional(),
});
export type StudentCreateInput = z.input<typeof studentCreateSchema>;
export type StudentCreate = z.output<typeof studentCreateSchema>;
