import { z } from 'zod';
import { MSG } from '../messages.js';
import { NO_CONTROL_CHARS } from '../patterns.js';
import { email } from '../text.js';

export const MAIL_SUBJECT_MAX = 200;
export const MAIL_MESSAGE_MAX = 10_000;
export const MAX_MAIL_RECIPIENTS = 5000;

/** Multi-line text: line breaks and tabs allowed, no other control character. */
const withoutBreaks = (value: string) => value.replace(/[\r\n\t]/g, '');

/** POST /mail/group/{id} (SPEC §2 Group mail, §5: message required, subject optional). */
export const groupMailSchema = z.object({
  subject: z
    .string({ error: MSG.mailSubject })
    .trim()
    .max(MAIL_SUBJECT_MAX, { error: MSG.mailSubject })
    // A subject is one line: a line break could otherwise add a mail header.
    .regex(NO_CONTROL_CHARS, { error: MSG.mailSubject })
    .optional(),
  message: z
    .string({ error: MSG.mailMessage })
    .trim()
    .min(1, { error: MSG.mailMessage })
    .max(MAIL_MESSAGE_MAX, { error: MSG.mailMessage })
    .refine((value) => NO_CONTROL_CHARS.test(withoutBreaks(value)), { error: MSG.mailMessage }),
  /** A subset of GET /group/{id}/recipients; absent: all of them. */
  recipients: z
    .array(email(MSG.recipients).toLowerCase(), { error: MSG.recipients })
    .min(1, { error: MSG.recipients })
    .max(MAX_MAIL_RECIPIENTS, { error: MSG.recipients })
    .optional(),
});
export type GroupMailInput = z.input<typeof groupMailSchema>;

/** GET /group/{id}/recipients */
export interface GroupRecipientsDto {
  groupId: number;
  groupName: string;
  recipients: string[];
}

/** POST /mail/group/{id}: mails queued (one per language) and addresses reached. */
export interface GroupMailResultDto {
  queued: number;
  recipients: number;
}
