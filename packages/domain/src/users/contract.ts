import { z } from 'zod';
import { MSG } from '../messages.js';
import { EMAIL } from '../patterns.js';
import { nameLike, textInput } from '../text.js';
import { ROLES } from '../roles.js';

export const roleNameSchema = z.enum(ROLES, { error: MSG.noRole });

const rolesField = z
  .array(z.enum(ROLES, { error: MSG.noRole }), { error: MSG.noRole })
  .min(1, { error: MSG.noRole })
  .max(ROLES.length, { error: MSG.noRole })
  .transform((roles) => [...new Set(roles)]);

/**
 * A staff member's own address, optional: empty means none. Lower-cased before it is checked,
 * so `Jean@Club.FR` is stored and compared as `jean@club.fr` (two accounts cannot share one).
 */
export const staffEmailField = textInput(MSG.email)
  .trim()
  .toLowerCase()
  .max(254, { error: MSG.email })
  .refine((value) => value === '' || EMAIL.test(value), { error: MSG.email });

/** The stored form of a staff address: null when none was given. */
export const staffEmailOrNull = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value === '' ? null : value;

/** POST /coach/ (docs/product.md#screen-users, rules in docs/product.md#validation). */
export const createUserSchema = z.object({
  firstName: nameLike(MSG.userFirstName, 60),
  lastName: nameLike(MSG.userLastName, 60),
  email: staffEmailField.nullish(),
  roles: rolesField,
});
export type CreateUserInput = z.input<typeof createUserSchema>;
export type CreateUser = z.output<typeof createUserSchema>;

/** PATCH /coach/{id}: the account's address; empty or null removes it. */
export const updateUserSchema = z.object({ email: staffEmailField.nullable() });
export type UpdateUserInput = z.input<typeof updateUserSchema>;

/** POST /coach/{id}/roles */
export const updateRolesSchema = z.object({ roles: rolesField });
export type UpdateRolesInput = z.input<typeof updateRolesSchema>;

/** GET /coach/role?role=COACH */
export const usersWithRoleQuery = z.object({ role: z.enum(ROLES) });

/** A role as GET /role/ and the accounts answer it. */
export const roleDto = z.object({ id: z.number(), name: z.enum(ROLES) });
export type RoleDto = z.infer<typeof roleDto>;

/** A staff account: GET /coach/, and the answer of its changes. */
export const userDto = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  login: z.string(),
  /** Where password-reset links (and, for admins, backup alerts) go; null: none. */
  email: z.string().nullable(),
  roles: z.array(roleDto),
});
export type UserDto = z.infer<typeof userDto>;

/**
 * GET /coach/role: the accounts holding a role. Section managers pick coaches here: they see
 * names, never the staff's own addresses.
 */
export const roleHolderDto = userDto.omit({ email: true });
export type RoleHolderDto = z.infer<typeof roleHolderDto>;

/**
 * POST /coach/ and POST /coach/{id}/password/reset: the account with its default password,
 * shown once to the admin who created the account or reset its password.
 */
export const createdUserDto = userDto.extend({ defaultPassword: z.string() });
export type CreatedUserDto = z.infer<typeof createdUserDto>;

/** GET /coach/{id}/groups: a group the account coaches. */
export const coachedGroupDto = z.object({ id: z.number(), name: z.string() });
export type CoachedGroupDto = z.infer<typeof coachedGroupDto>;
