import { z } from 'zod';
import { HEALTH_DOCUMENTS } from '../club/health-rules.js';
import { MSG } from '../messages.js';
import { id, multilineInput } from '../text.js';
import { UPLOAD_CONTENT_TYPES, UPLOADABLE_ITEMS, type UploadableItem } from './limits.js';

/**
 * Documents a family uploads from the family space instead of bringing them to the counter
 * (docs/product.md#family-uploads), and their review by staff.
 */

// The limits live apart, free of zod, for the family's page (`@club/domain/uploads`).
export * from './limits.js';

export const uploadableItemSchema = z.enum(UPLOADABLE_ITEMS as [UploadableItem, ...UploadableItem[]]);

export const UPLOAD_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];

/** POST /family/members/:id/documents (multipart: `kind`, then `file`): the answer, 201. */
export const uploadCreatedDto = z.object({ id: z.number(), status: z.literal('PENDING') });
export type UploadCreatedDto = z.infer<typeof uploadCreatedDto>;
export const uploadMemberParams = z.object({ id });

/** An upload as the family sees it on its home, newest first. */
export const familyUploadDto = z.object({
  id: z.number(),
  kind: uploadableItemSchema,
  status: z.enum(UPLOAD_STATUSES),
  uploadedAt: z.string(),
  /** Why staff refused it, as they wrote it; null unless REJECTED. */
  rejectionReason: z.string().nullable(),
  /** Until when an approved medical certificate is valid (YYYY-MM-DD); null otherwise. */
  expiresOn: z.string().nullable(),
});
export type FamilyUploadDto = z.infer<typeof familyUploadDto>;

/** GET /document/pending: one upload waiting for review, with what the reviewer needs to place it. */
export const pendingUploadDto = z.object({
  id: z.number(),
  kind: uploadableItemSchema,
  contentType: z.enum(UPLOAD_CONTENT_TYPES),
  byteSize: z.number(),
  uploadedAt: z.string(),
  /** The family space's address it came from. */
  uploadedBy: z.string(),
  memberId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string(),
  subscriptionId: z.number(),
  groupName: z.string().nullable(),
  sectionName: z.string().nullable(),
  /**
   * For a `medicalCertificate` upload, what the club's health rule asks of this member
   * (docs/product.md#health-rules): a CERTIFICATE needs its last valid day, a QUESTIONNAIRE none.
   * Null for any other item.
   */
  healthDocument: z.enum(HEALTH_DOCUMENTS).nullable(),
  /** For a certificate, the last valid day if dated today: today plus the club's years, less a day. */
  suggestedExpiresOn: z.string().nullable(),
});
export type PendingUploadDto = z.infer<typeof pendingUploadDto>;
export const pendingUploadsDto = z.object({ uploads: z.array(pendingUploadDto) });
export type PendingUploadsDto = z.infer<typeof pendingUploadsDto>;

/**
 * POST /document/:id/approve: a medical certificate's last valid day, entered by the reviewer;
 * required for a certificate, refused for a health-questionnaire attestation (docs/product.md#health-rules).
 */
export const approveUploadSchema = z.object({
  expiresOn: z.iso.date({ error: MSG.invalidDate }).optional(),
});
export type ApproveUploadInput = z.infer<typeof approveUploadSchema>;

/** POST /document/:id/reject: the reason, mailed to the family in its language. */
export const rejectUploadSchema = z.object({
  reason: multilineInput(MSG.rejectionReason).trim().min(3, { error: MSG.rejectionReason }).max(1000, { error: MSG.rejectionReason }),
});
export type RejectUploadInput = z.infer<typeof rejectUploadSchema>;

/** The answer to an approval or a rejection. */
export const reviewedUploadDto = z.object({
  id: z.number(),
  status: z.enum(['APPROVED', 'REJECTED']),
  reviewedAt: z.string(),
  expiresOn: z.string().nullable(),
});
export type ReviewedUploadDto = z.infer<typeof reviewedUploadDto>;
export const uploadParams = z.object({ id });
