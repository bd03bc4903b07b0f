import { z } from 'zod';
import { MSG } from '../messages.js';
import { ROLES } from '../roles.js';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const loginField = z.string({ error: MSG.login }).trim().min(1, { error: MSG.login }).max(64, { error: MSG.login });
const passwordField = z
  .string({ error: MSG.password })
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
export const refreshSchema = z.object({ refresh: z.string().max(200).optional() });

/** POST /coach/verify */
export const verifySchema = z.object({ login: loginField, password: passwordField });

/** A new password (SPEC §5 password change; ASVS length bounds). */
export const newPasswordField = z
  .string({ error: MSG.password })
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

/** The settings form: old, new and confirmation (SPEC §2 Settings, §5). */
export const changePasswordFormSchema = z
  .object({
    oldPassword: z.string().min(1, { error: MSG.password }),
    newPassword: newPasswordField,
    confirmation: z.string().min(1, { error: MSG.confirmation }),
  })
  .refine((form) => form.newPassword === form.confirmation, {
    path: ['confirmation'],
    error: MSG.confirmationMismatch,
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

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
