import { z } from 'zod';
import { MSG } from '../messages.js';
import { NO_CONTROL_CHARS } from '../patterns.js';
import { textInput } from '../text.js';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const loginField = textInput(MSG.login).trim().min(1, { error: MSG.login }).max(64, { error: MSG.login });

/**
 * A password is a secret compared byte for byte with its hash: no control character (none can be
 * typed), but no Unicode normalisation either, which would stop a password set before from matching.
 */
export const secret = (message: string) => z.string({ error: message }).regex(NO_CONTROL_CHARS, { error: message });

export const passwordField = secret(MSG.password).min(1, { error: MSG.password }).max(PASSWORD_MAX_LENGTH, { error: MSG.password });

/** A new password (docs/product.md#validation; ASVS length bounds). */
export const newPasswordField = secret(MSG.password)
  .min(1, { error: MSG.password })
  .min(PASSWORD_MIN_LENGTH, { error: MSG.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { error: MSG.passwordTooShort });
