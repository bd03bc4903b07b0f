import type { Executor } from '../../db/executor.js';
import { uploadsOfSubscriptions } from './repositories/uploads.js';

/**
 * The uploads of a member's subscriptions in their data export (docs/product.md#data-export), one
 * subscription at a time: what each is, its review and its dates, oldest first
 * (docs/product.md#family-uploads). The export is one JSON file: the files themselves are not in
 * it (the family opens them from its space, staff from the review screen).
 */
export const uploadedDocumentsOf = async (db: Executor, subscriptions: readonly { id: number }[]) => {
  const uploads = await uploadsOfSubscriptions(
    db,
    subscriptions.map((s) => s.id),
  );
  return (subscriptionId: number) =>
    uploads
      .filter((u) => u.subscription_id === subscriptionId)
      .reverse()
      .map((u) => ({
        id: u.id,
        kind: u.kind,
        status: u.status,
        contentType: u.content_type,
        byteSize: u.byte_size,
        uploadedAt: u.uploaded_at,
        uploadedBy: u.uploaded_by,
        reviewedAt: u.reviewed_at,
        reviewedByUserId: u.reviewed_by,
        rejectionReason: u.rejection_reason,
        expiresOn: u.expires_on,
      }));
};
