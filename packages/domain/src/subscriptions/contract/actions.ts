import { z } from 'zod';
import { id } from '../../text.js';

/** `?subscriptionId=`: which of the member's subscriptions; the latest season's when absent. */
export const memberSubscriptionQuery = z.object({ subscriptionId: id.optional() });

/** POST /subscription/student/bulk/delete */
export const membersDeletedDto = z.object({ deleted: z.number() });
export type MembersDeletedDto = z.infer<typeof membersDeletedDto>;

/** POST /subscription/student/bulk/cancel: selected subscriptions already cancelled are left as they were. */
export const subscriptionsCancelledDto = z.object({ cancelled: z.number(), alreadyCancelled: z.number() });
export type SubscriptionsCancelledDto = z.infer<typeof subscriptionsCancelledDto>;

/** POST /subscription/student/{id}/mail: who the new link went to, and until when it holds. */
export const linkResentDto = z.object({ subscriptionId: z.number(), recipients: z.array(z.string()), expiresAt: z.string() });
export type LinkResentDto = z.infer<typeof linkResentDto>;

/** POST /subscription/{id}/attestation: who the invoice mail went to. */
export const invoiceMailedDto = z.object({ subscriptionId: z.number(), recipients: z.array(z.string()) });
export type InvoiceMailedDto = z.infer<typeof invoiceMailedDto>;
