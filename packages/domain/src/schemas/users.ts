import { z } from 'zod';
import { MSG } from '../messages.js';
import { EMAIL } from '../patterns.js';
import { nameLike, textInput } from '../text.js';
import { ROLES } from '../roles.js';
import type { RoleDto } from './auth.js';

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

/** POST /coach/ (SPEC §2 Users, §5 User). */
export const createUserSchema = z.object({
  firstName: nameLike(MSG.userFirstName, 60),
  lastName: nameLike(MSG.userLastName, 60),
  email: staffEmailField.nullish(),
  roles: rolesField,
});
export type CreateUserInput = z.input<typeof createUserSchema>;

/** PATCH /coach/{id}: the account's address; empty or null removes it. */
export const updateUserSchema = z.object({ email: staffEmailField.nullable() });
export type UpdateUserInput = z.input<typeof updateUserSchema>;

/** POST /coach/{id}/roles */
export const updateRolesSchema = z.object({ roles: rolesField });
export type UpdateRolesInput = z.input<typeof updateRolesSchema>;

export interface UserDto {
  id: number;
  firstName: string;
  lastName: string;
  login: string;
  /** Where password-reset links (and, for admins, backup alerts) go; null: none. */
  email: string | null;
  roles: RoleDto[];
}

export interface CreatedUserDto extends UserDto {
  /**
   * The default password, shown once to the admin who created the account or reset its
   * password (POST /coach/{id}/password/reset answers the same shape).
   */
  defaultPassword: string;
}

/** Latin letters that no Unicode decomposition turns into ASCII, spelt the way they are read. */
const LETTERS_WITHOUT_DECOMPOSITION: Readonly<Record<string, string>> = {
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŧ: 't',
  ŋ: 'n',
};
const UNDECOMPOSED_LETTER = new RegExp(`[${Object.keys(LETTERS_WITHOUT_DECOMPOSITION).join('')}]`, 'gu');

/**
 * Folds a name to what a login may hold, `[a-z0-9]`: lower case, then compatibility decomposition
 * (NFKD: `ǆ` → `dž`, fullwidth `ｊ` → `j`, `ﬁ` → `fi`), combining marks (accents) removed, the
 * letters without decomposition spelt out (`ß` → `ss`), then anything else (spaces, punctuation) dropped.
 */
export const foldForLogin = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(UNDECOMPOSED_LETTER, (letter) => LETTERS_WITHOUT_DECOMPOSITION[letter] ?? '')
    .replace(/[^a-z0-9]/g, '');

/**
 * ARCHITECTURE §4: first letter of the first name + the last name (`jdupont`), both folded by
 * `foldForLogin`, so `Ǆemal Zz` gives `dzz` and `Ｊｅａｎ Ｄｕｐｏｎｔ` gives `jdupont`.
 */
export const baseLogin = (firstName: string, lastName: string): string => {
  const base = `${foldForLogin(firstName).slice(0, 1)}${foldForLogin(lastName)}`;
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
