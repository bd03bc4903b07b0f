import { z } from 'zod';
import { textInput } from '../text.js';

/**
 * POST /privacy/member/{id}/erase (docs/product.md#erasure): the erase dialog asks to type the
 * member's last name; the server checks it again.
 */
export const ERASE_CONFIRMATION_MISMATCH = 'ERASE_CONFIRMATION_MISMATCH';
export const eraseMemberSchema = z.object({
  lastName: textInput(ERASE_CONFIRMATION_MISMATCH).max(200, { error: ERASE_CONFIRMATION_MISMATCH }),
});
export type EraseMemberInput = z.input<typeof eraseMemberSchema>;
