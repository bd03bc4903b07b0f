import { z } from 'zod';
import { MSG } from '../messages.js';
import { email, multilineInput, textInput } from '../text.js';

export const MAIL_SUBJECT_MAX = 200;
export const MAIL_MESSAGE_MAX = 10_000;
export const MAX_MAIL_RECIPIENTS = 5000;

/** POST /mail/group/{id} (docs/product.md#screen-group-mail, #validation: message required, subject optional). */
export const groupMailSchema = z.object({
  // A subject is one line: a line break could otherwise add a mail header.
  subject: textInput(MSG.mailSubject).trim().max(MAIL_SUBJECT_MAX, { error: MSG.mailSubject }).optional(),
  /** Multi-line: line breaks (LF, CRLF) and tabs allowed, no other control character. */
  message: multilineInput(MSG.mailMessage).trim().min(1, { error: MSG.mailMessage }).max(MAIL_MESSAGE_MAX, { error: MSG.mailMessage }),
  /** A subset of GET /group/{id}/recipients; absent: all of them. */
  recipients: z
    .array(email(MSG.recipients).toLowerCase(), { error: MSG.recipients })
    .min(1, { error: MSG.recipients })
    .max(MAX_MAIL_RECIPIENTS, { error: MSG.recipients })
    .optional(),
});
export type GroupMailInput = z.input<typeof groupMailSchema>;
