import { CHECKLIST_ITEMS, type ChecklistItem } from '../subscriptions/documents.js';

/**
 * What a family may upload (docs/product.md#family-uploads), as plain constants: the family's page
 * imports them as `@club/domain/uploads` to check a file before sending it, without loading zod.
 */

/** The largest file a family may upload. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** What the club accepts, recognised by the file's content, never by its name. */
export const UPLOAD_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

/** Every checklist item can be brought as a file but the payment, which staff record. */
export const UPLOADABLE_ITEMS = CHECKLIST_ITEMS.filter((item): item is Exclude<ChecklistItem, 'payment'> => item !== 'payment');
export type UploadableItem = (typeof UPLOADABLE_ITEMS)[number];
