import { z } from 'zod';
import { MSG } from '../messages.js';
import { textInput } from '../text.js';
import { loginField, newPasswordField, passwordField } from './fields.js';

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
export type VerifyInput = z.infer<typeof verifySchema>;

/** POST /coach/update/password: the API call; the old password was checked by /coach/verify or is sent here. */
export const updatePasswordSchema = z.object({
  login: loginField,
  password: newPasswordField,
  oldPassword: passwordField.optional(),
});
export type UpdatePasswordInput = z.infer<typeof updatePasswordSchema>;

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

export const tokenPairDto = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof tokenPairDto>;

/**
 * The answer of POST /coach/login, /coach/refresh and /coach/update/password. A role's name is
 * any text here (the app keeps the names it knows); the account list's roles are the club's.
 */
export const loginResponseDto = z.object({
  token: tokenPairDto,
  roles: z.array(z.object({ id: z.number(), name: z.string() })),
  login: z.string(),
  mustChangePassword: z.boolean(),
});
export type LoginResponse = z.infer<typeof loginResponseDto>;

/** POST /coach/password/forgot: the same answer for every request, whatever the account. */
export const forgotPasswordResultDto = z.object({ accepted: z.literal(true) });
export type ForgotPasswordResult = z.infer<typeof forgotPasswordResultDto>;

/** POST /coach/verify and /coach/password/reset/check: the password or the link is good (else an error). */
export const validResultDto = z.object({ valid: z.literal(true) });
export type ValidResult = z.infer<typeof validResultDto>;
