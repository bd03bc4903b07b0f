import { z } from 'zod';
import { emailField, phoneField } from '../subscriptions/fields.js';
import { MEMBER_MATCHES } from './identity.js';

/**
 * POST /student/ when the person may already be on file (same birth date, same names up to
 * accents, case or order). Nothing typed is dropped: the answer names each member found and
 * every field where what was typed differs from what is on file; staff then open that
 * member, apply the new contact to it (PATCH /student/{id}/contact), or, for a near match
 * only, send the creation again with `createAnyway: true`.
 *
 *   201 { outcome: 'CREATED', id, candidates: [] }            a new member
 *   200 { outcome: 'EXISTING', id, candidates: [exact, …] }   the same names and birth date:
 *        nothing created, nothing changed; `id` is the member on file (a double submit and
 *        two secretaries typing the same child at once both get it)
 *   200 { outcome: 'POSSIBLE_DUPLICATE', id: null, candidates } nothing created: confirm
 */
export const STUDENT_CREATE_OUTCOMES = ['CREATED', 'EXISTING', 'POSSIBLE_DUPLICATE'] as const;
export type StudentCreateOutcome = (typeof STUDENT_CREATE_OUTCOMES)[number];

/** The fields of the creation form compared with the record on file. */
export const COMPARED_MEMBER_FIELDS = ['firstName', 'lastName', 'gender', 'email', 'phoneNumber'] as const;
export type ComparedMemberField = (typeof COMPARED_MEMBER_FIELDS)[number];

export const memberFieldDifferenceDto = z.object({
  field: z.enum(COMPARED_MEMBER_FIELDS),
  typed: z.string(),
  /** Null: nothing on file. */
  onFile: z.string().nullable(),
});
export type MemberFieldDifference = z.infer<typeof memberFieldDifferenceDto>;

/** A member on file that the typed person may be. */
export const duplicateCandidateDto = z.object({
  id: z.number(),
  match: z.enum(MEMBER_MATCHES),
  firstName: z.string(),
  lastName: z.string(),
  gender: z.string(),
  birthDate: z.string(),
  /** The member's own contact, else the linked guardian's. */
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  /** Null: no group yet (waiting for a test). */
  groupName: z.string().nullable(),
  /** A subscription this season, so the member opens on the subscription screen. */
  hasSubscription: z.boolean(),
  /** In the removed-members group or not admitted: a former member. */
  left: z.boolean(),
  differences: z.array(memberFieldDifferenceDto),
});
export type DuplicateCandidateDto = z.infer<typeof duplicateCandidateDto>;

export const studentCreateResultDto = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('CREATED'), id: z.number(), candidates: z.array(duplicateCandidateDto).max(0) }),
  z.object({ outcome: z.literal('EXISTING'), id: z.number(), candidates: z.array(duplicateCandidateDto).min(1) }),
  z.object({ outcome: z.literal('POSSIBLE_DUPLICATE'), id: z.null(), candidates: z.array(duplicateCandidateDto).min(1) }),
]);
export type StudentCreateResultDto = z.infer<typeof studentCreateResultDto>;

/** PATCH /student/{id}/contact: the contact typed on the creation form, applied to the member on file. */
export const memberContactSchema = z.object({ email: emailField, phoneNumber: phoneField });
export type MemberContactInput = z.input<typeof memberContactSchema>;
export type MemberContact = z.output<typeof memberContactSchema>;

export const memberContactResultDto = z.object({
  id: z.number(),
  email: z.string(),
  phoneNumber: z.string(),
  /** The fields that changed (none when the contact on file was already this one). */
  changed: z.array(z.enum(['email', 'phoneNumber'])),
});
export type MemberContactResultDto = z.infer<typeof memberContactResultDto>;

/**
 * Placing a child after a test, or opening renewals, never creates a member; it flags the
 * records that look like one person (see `identityKey`) so staff can merge them by hand.
 */
export const possibleDuplicateDto = z.object({ memberIds: z.array(z.number()).min(2) });
export type PossibleDuplicateDto = z.infer<typeof possibleDuplicateDto>;
