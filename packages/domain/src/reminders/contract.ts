import { z } from 'zod';

/**
 * Reminders mailed to families (docs/product.md#health-rules): automatic ones for missing items at
 * the club's offsets after the link and before a medical certificate expires, and those staff send
 * from the subscription list.
 */
export const REMINDER_KINDS = ['MISSING_ITEMS', 'BULK', 'CERTIFICATE_EXPIRY', 'INSTALMENT_OVERDUE'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/**
 * POST /subscription/reminders?season=&lastName=&firstName=&groupName=&state=&problem= (admins):
 * the list's current filter (`subscriptionSelectionQuery`, no body). Each family of a matching
 * subscription that still misses items gets one mail, at most one a day per subscription.
 */
export const bulkRemindersDto = z.object({
  /** Reminders queued in the outbox. */
  reminded: z.number(),
  /** Matching subscriptions that miss nothing (done, cancelled, or every item received). */
  complete: z.number(),
  /** Already reminded today, by staff, so not again. */
  alreadyToday: z.number(),
  /** No address to mail the family at. */
  noAddress: z.number(),
});
export type BulkRemindersDto = z.infer<typeof bulkRemindersDto>;
