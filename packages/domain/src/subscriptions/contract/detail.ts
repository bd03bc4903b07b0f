import { z } from 'zod';
import { HEALTH_DOCUMENTS } from '../../club/health-rules.js';
import { textAcceptanceSchema, textAcceptancesSchema } from '../../club/texts.js';
import type { ChecklistItem } from '../documents.js';
import { PAYMENT_METHODS } from '../payment.js';
import type { StateChangeSource, SubscriptionState } from '../states.js';
import { requiredDocumentsDto, seasonRefDto, sizeOptionDto } from './common.js';
import { storedText } from './stored-text.js';
import { feesSummaryDto } from '../../payments/contract.js';

const nullableText = z.string().nullable();
const state = storedText<SubscriptionState>();

/** One line of the state history: who (a staff member, or nobody for the family and the system), when, why. */
export const stateChangeDto = z.object({
  fromState: state.nullable(),
  toState: state,
  changedAt: z.string(),
  source: storedText<StateChangeSource>(),
  changedBy: z.object({ id: z.number(), firstName: z.string(), lastName: z.string() }).nullable(),
});
export type StateChangeDto = z.infer<typeof stateChangeDto>;

/** The contact the family typed on the form (guardian and second contact), to compare with those on file. */
export const submittedContactDto = z.object({
  firstName: nullableText,
  lastName: nullableText,
  email: z.string(),
  phoneNumber: nullableText,
  secondaryEmail: nullableText,
  secondaryPhoneNumber: nullableText,
});
export type SubmittedContactDto = z.infer<typeof submittedContactDto>;

/** How and on which day (`YYYY-MM-DD`) the family paid, as staff recorded it with the payment's tick. */
export const recordedPaymentDto = z.object({ method: z.enum(PAYMENT_METHODS).nullable(), paidOn: z.string() });
export type RecordedPaymentDto = z.infer<typeof recordedPaymentDto>;

/** The subscription's invoice once issued (docs/product.md#invoices). */
export const invoiceSummaryDto = z.object({ reference: z.string(), issuedAt: z.string() });
export type InvoiceSummaryDto = z.infer<typeof invoiceSummaryDto>;

/**
 * GET /subscription/student/{id}, and the answer of its POST: everything the edit screen shows
 * (docs/product.md#screen-subscription-edit).
 */
export const subscriptionDetailDto = z.object({
  /** The subscription's id (documents, attestation). */
  id: z.number(),
  studentId: z.number(),
  state,
  /** While CANCELLED: the state it had before, which "restore" gives back. */
  restoreState: state.nullable(),
  isNew: z.boolean(),
  /** Sent back on save: a newer one on the server answers 409. */
  version: z.number(),
  season: seasonRefDto,
  groupId: z.number().nullable(),
  groupName: nullableText,
  subGroupName: nullableText,
  firstName: z.string(),
  lastName: z.string(),
  gender: z.string(),
  birthDate: z.string(),
  birthPlace: nullableText,
  nationality: nullableText,
  address: nullableText,
  addressComp: nullableText,
  zipCode: nullableText,
  city: nullableText,
  country: nullableText,
  email: nullableText,
  phoneNumber: nullableText,
  shirtSize: sizeOptionDto.nullable(),
  shortSize: sizeOptionDto.nullable(),
  instagramHandle: nullableText,
  school: nullableText,
  schoolLevel: nullableText,
  secondGuardianEmail: nullableText,
  secondGuardianPhone: nullableText,
  guardianId: z.number().nullable(),
  guardianFirstName: nullableText,
  guardianLastName: nullableText,
  guardianEmail: nullableText,
  guardianPhoneNumber: nullableText,
  guardianSecondaryEmail: nullableText,
  guardianSecondaryPhoneNumber: nullableText,
  submittedContact: submittedContactDto.nullable(),
  problem: z.boolean(),
  /** An adult's contact is their own "Contact", a minor's the "Guardian". */
  contactLabel: z.enum(['CONTACT', 'GUARDIAN']),
  documents: z.record(storedText<ChecklistItem>(), z.boolean()),
  requiredDocuments: requiredDocumentsDto,
  /** What the `medicalCertificate` item is for this member under the club's health rule (docs/product.md#health-rules). */
  healthDocument: z.enum(HEALTH_DOCUMENTS),
  /** The last valid day of the member's medical certificate (YYYY-MM-DD), as staff accepted it; null when unknown. */
  certificateExpiresOn: nullableText,
  payment: recordedPaymentDto.nullable(),
  invoice: invoiceSummaryDto.nullable(),
  /** What the subscription owes, has paid and still owes (docs/product.md#fees-and-payments). */
  fees: feesSummaryDto,
  processDate: nullableText,
  covidClause: z.boolean(),
  /** The privacy notice's version accepted on the form, by whom and when (docs/product.md#legal-texts). */
  privacy: textAcceptanceSchema.nullable(),
  /** The rules and codes of conduct a renewal accepted with it; null for those it did not have to. */
  acceptances: textAcceptancesSchema,
  submittedAt: nullableText,
  linkExpiresAt: nullableText,
  history: z.array(stateChangeDto),
});
export type SubscriptionDetailDto = z.infer<typeof subscriptionDetailDto>;
