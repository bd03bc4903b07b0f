import { z } from 'zod';
import { MSG } from '../messages.js';
import { NO_CONTROL_CHARS } from '../patterns.js';
import { ROLES } from '../roles.js';
import { textInput } from '../text.js';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const loginField = textInput(MSG.login).trim().min(1, { error: MSG.login }).max(64, { error: MSG.login });

/**
 * A password is a secret compared byte for byte with its hash: no control character (none can be
 * typed), but no Unicode normalisation either, which would stop a password set before from matching.
 */
const secret = (message: string) => z.string({ error: message }).regex(NO_CONTROL_CHARS, { error: message });

const passwordField = secret(MSG.password)
  .min(1, { error: MSG.password })
  .max(PASSWORD_MAX_LENGTH, { error: MSG.password });

/** POST /coach/login */
export const loginSchema = z.object({
  login: loginField,
  password: passwordField,
  rememberMe: z.boolean().optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** POST /coach/refresh: the refresh token comes from the cookie, or from the body for API clients. */
export const refreshSchema = z.object({ refresh: textInput(MSG.invalid).max(200, { error: MSG.invalid }).optional() });

/** POST /coach/verify */
export const verifySchema = z.object({ login: loginField, password: passwordField });

/** A new password (SPEC §5 password change; ASVS length bounds). */
export const newPasswordField = secret(MSG.password)
  .min(1, { error: MSG.password })
  .min(PASSWORD_MIN_LENGTH, { error: MSG.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { error: MSG.passwordTooShort });

/** POST /coach/update/password: the API call; the old password was checked by /coach/verify or is sent here. */
export const updatePasswordSchema = z.object({
  login: loginField,
  password: newPasswordField,
  oldPassword: passwordField.optional(),
});
export type UpdatePasswordInput = z.infer<typeof updatePasswordSchema>;

const confirmationField = secret(MSG.confirmation).min(1, { error: MSG.confirmation });
const confirmationMatches = <S extends z.ZodType<{ newPassword: string; confirmation: string }>>(schema: S): S =>
  schema.refine((form) => form.newPassword === form.confirmation, {
    path: ['confirmation'],
    error: MSG.confirmationMismatch,
  });

/** The settings form: old, new and confirmation (SPEC §2 Settings, §5). */
export const changePasswordFormSchema = confirmationMatches(
  z.object({
    oldPassword: secret(MSG.password).min(1, { error: MSG.password }),
    newPassword: newPasswordField,
    confirmation: confirmationField,
  }),
);
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** How long a password-reset link mailed to a staff member works. */
export const PASSWORD_RESET_LINK_MINUTES = 30;

/** POST /coach/password/forgot: a login or an account's e-mail address, as typed. */
export const forgotPasswordSchema = z.object({
  identifier: textInput(MSG.login).trim().min(1, { error: MSG.login }).max(254, { error: MSG.login }),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** The token of a reset link: 43 base64url characters when it comes from a mail of ours. */
const resetTokenField = textInput(MSG.invalid).trim().min(1, { error: MSG.invalid }).max(200, { error: MSG.invalid });

/** POST /coach/password/reset/check: whether a link can still be used, before the form is filled. */
export const passwordResetCheckSchema = z.object({ token: resetTokenField });

/** POST /coach/password/reset: the link's token and the new password (the confirmation is the form's). */
export const passwordResetSchema = z.object({ token: resetTokenField, password: newPasswordField });
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;

/** The reset page's form: new password and confirmation, with the settings page's rules and messages. */
export const resetPasswordFormSchema = confirmationMatches(z.object({ newPassword: newPasswordField, confirmation: confirmationField }));
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

export const roleNameSchema = z.enum(ROLES, { error: MSG.noRole });

export interface TokenPair {
  access: string;
  refresh: string;
}

export interface RoleDto {
  id: number;
  name: (typeof ROLES)[number];
}

export interface LoginResponse {
  token: TokenPair;
  roles: RoleDto[];
  login: string;
  mustChangePassword: boolean;
}
