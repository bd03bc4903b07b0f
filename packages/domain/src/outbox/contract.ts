import { z } from 'zod';
import { pageOf, pageQuery } from '../api/paging.js';
import { OUTBOX_STATES } from './states.js';

/** What the outbox shows of a group mail, besides its subject and state. */
export const outboxGroupMailSchema = z.object({
  /** The staff member who wrote it, as named when they sent it. */
  senderName: z.string(),
  groupName: z.string(),
});
export type OutboxGroupMailDto = z.infer<typeof outboxGroupMailSchema>;

/** One mail of the outbox screen (GET /mail/outbox). */
export const outboxMailSchema = z.object({
  /** For a group mail, the id of its first message: a retry sends again every failed one. */
  id: z.number(),
  kind: z.string(),
  subject: z.string(),
  /** The addresses reached; for a group mail, the families (its copy to the club not counted). */
  recipients: z.number(),
  state: z.enum(OUTBOX_STATES),
  /** Null for any mail that is not a group mail, and for group mails queued before they were grouped. */
  groupMail: outboxGroupMailSchema.nullable(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string(),
});
export type OutboxMailDto = z.infer<typeof outboxMailSchema>;

/** GET /mail/outbox?page=&pageSize=&state=: newest first, optionally one state. */
export const outboxQuery = pageQuery.extend({ state: z.enum(OUTBOX_STATES).optional() });
export type OutboxQuery = z.infer<typeof outboxQuery>;

export const outboxPageSchema = pageOf(outboxMailSchema);
