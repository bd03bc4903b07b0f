import type { FamilyUploadDto, PendingUploadDto, UploadableItem, UploadContentType, UploadStatus } from '@club/domain';
import type { UploadListRow } from './repositories/uploads.js';
import type { pendingUploads } from './repositories/uploads.js';

type PendingRow = Awaited<ReturnType<typeof pendingUploads>>[number];

/** The column values the migration's rows hold, as the contract names them (written only by this feature). */
const kindOf = (row: { kind: string }) => row.kind as UploadableItem;
const statusOf = (row: { status: string }) => row.status as UploadStatus;

export const familyUploadDtoOf = (row: UploadListRow): FamilyUploadDto => ({
  id: row.id,
  kind: kindOf(row),
  status: statusOf(row),
  uploadedAt: row.uploaded_at,
  rejectionReason: row.status === 'REJECTED' ? row.rejection_reason : null,
  expiresOn: row.status === 'APPROVED' ? row.expires_on : null,
});

/** What the club's health rule asks of a pending upload (docs/product.md#health-rules), decided by the review. */
export type PendingHealth = Pick<PendingUploadDto, 'healthDocument' | 'suggestedExpiresOn'>;

export const pendingUploadDtoOf = (row: PendingRow, health: PendingHealth): PendingUploadDto => ({
  id: row.id,
  kind: kindOf(row),
  contentType: row.content_type as UploadContentType,
  byteSize: row.byte_size,
  uploadedAt: row.uploaded_at,
  uploadedBy: row.uploaded_by,
  memberId: row.member_id,
  firstName: row.first_name,
  lastName: row.last_name,
  birthDate: row.birth_date,
  subscriptionId: row.subscription_id,
  groupName: row.group_name,
  // The section "Aucune" is no section to show.
  sectionName: row.section_system_role === 'NONE' ? null : row.section_name,
  healthDocument: health.healthDocument,
  suggestedExpiresOn: health.suggestedExpiresOn,
});
