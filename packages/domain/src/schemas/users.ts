import { z } from 'zod';
import { MSG } from '../messages.js';
import { nameLike } from '../text.js';
import { ROLES } from '../roles.js';
import type { RoleDto } from './auth.js';

const rolesField = z
  .array(z.enum(ROLES, { error: MSG.noRole }), { error: MSG.noRole })
  .min(1, { error: MSG.noRole })
  .max(ROLES.length, { error: MSG.noRole })
  .transform((roles) => [...new Set(roles)]);

/** POST /coach/ (SPEC §2 Users, §5 User). */
export const createUserSchema = z.object({
  firstName: nameLike(MSG.userFirstName, 60),
  lastName: nameLike(MSG.userLastName, 60),
  roles: rolesField,
});
export type CreateUserInput = z.input<typeof createUserSchema>;

/** POST /coach/{id}/roles */
export const updateRolesSchema = z.object({ roles: rolesField });
export type UpdateRolesInput = z.input<typeof updateRolesSchema>;

export interface UserDto {
  id: number;
  firstName: string;
  lastName: string;
  login: string;
  roles: RoleDto[];
}

export interface CreatedUserDto extends UserDto {
  /** The default password, shown once to the admin who created the account. */
  defaultPassword: string;
}

/** Removes accents, spaces and punctuation, lower case. */
const loginPart = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[œŒ]/g, 'oe')
    .replace(/[æÆ]/g, 'ae')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** ARCHITECTURE §4: first letter of the first name + the last name (`jdupont`). */
export const baseLogin = (firstName: string, lastName: string): string => {
  const base = `${loginPart(firstName).slice(0, 1)}${loginPart(lastName)}`;
  return base.length > 0 ? base.slice(0, 56) : 'user';
};

/** A number appended on a clash: `jdupont`, `jdupont2`, `jdupont3`… */
export const uniqueLogin = (base: string, taken: ReadonlySet<string>): string => {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}${n}`;
    if (!taken.has(candidate)) return candidate;
  }
};

/** SPEC §6: last name followed by first name, as typed, without spaces (`DupontJean`). */
export const defaultPassword = (firstName: string, lastName: string): string =>
  `${lastName}${firstName}`.replace(/\s+/g, '');
