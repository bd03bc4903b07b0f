import { z } from 'zod';
import { MSG } from '../messages.js';
import { newPasswordField, secret } from './fields.js';

const confirmationField = secret(MSG.confirmation).min(1, { error: MSG.confirmation });
const confirmationMatches = <S extends z.ZodType<{ newPassword: string; confirmation: string }>>(schema: S): S =>
  schema.refine((form) => form.newPassword === form.confirmation, {
    path: ['confirmation'],
    error: MSG.confirmationMismatch,
  });

/** The settings form: old, new and confirmation (docs/product.md#screen-settings). */
export const changePasswordFormSchema = confirmationMatches(
  z.object({
    oldPassword: secret(MSG.password).min(1, { error: MSG.password }),
    newPassword: newPasswordField,
    confirmation: confirmationField,
  }),
);
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** The reset page's form: new password and confirmation, with the settings page's rules and messages. */
export const resetPasswordFormSchema = confirmationMatches(z.object({ newPassword: newPasswordField, confirmation: confirmationField }));
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;
