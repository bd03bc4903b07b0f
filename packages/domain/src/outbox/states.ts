/**
 * States of a mail in the outbox (docs/product.md#outbox); SENDING is shown with the queued
 * ones. A group mail is several messages (one per language and batch of recipients):
 * PARTLY_SENT when some went and the others failed, QUEUED while any is still waiting.
 */
export const OUTBOX_STATES = ['QUEUED', 'SENT', 'PARTLY_SENT', 'FAILED'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];
