import { z } from 'zod';

/** GET /group/{id}/recipients: the addresses a group mail may go to. */
export const groupRecipientsSchema = z.object({ groupId: z.number(), groupName: z.string(), recipients: z.array(z.string()) });
export type GroupRecipientsDto = z.infer<typeof groupRecipientsSchema>;

/** POST /mail/group/{id}: messages queued (one per language and batch of recipients; 0 for a double submit) and addresses reached. */
export const groupMailResultSchema = z.object({ queued: z.number(), recipients: z.number() });
export type GroupMailResultDto = z.infer<typeof groupMailResultSchema>;

/**
 * GET /mail/sender: how a group mail written by the caller reaches the families: the From
 * display name, where answers go (their own address, or the club's when they have none) and
 * the signature added at the end, in each language.
 */
export const groupMailSenderSchema = z.object({
  fromName: z.string(),
  replyTo: z.string(),
  /** False: the caller has no usable e-mail address and answers go to the club. */
  replyToSender: z.boolean(),
  signature: z.object({ fr: z.string(), en: z.string() }),
});
export type GroupMailSenderDto = z.infer<typeof groupMailSenderSchema>;
