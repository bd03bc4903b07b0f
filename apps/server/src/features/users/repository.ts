import { isRole, type Role, type RoleDto, type UserDto } from '@club/domain';
import type { Executor } from '../../db/executor.js';
import type { NewUser } from '../../db/types.js';

const rolesByUser = async (db: Executor, userIds: number[]): Promise<Map<number, RoleDto[]>> => {
  const map = new Map<number, RoleDto[]>();
  if (userIds.length === 0) return map;
  const rows = await db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .select(['ur.user_id', 'r.id', 'r.name'])
    .where('ur.user_id', 'in', userIds)
    .orderBy('r.id')
    .execute();
  for (const row of rows) {
    if (!isRole(row.name)) continue;
    const list = map.get(row.user_id) ?? [];
    list.push({ id: row.id, name: row.name });
    map.set(row.user_id, list);
  }
  return map;
};

const withRoles = async (
  db: Executor,
  rows: { id: number; first_name: string; last_name: string; login: string; email: string | null }[],
): Promise<UserDto[]> => {
  const roles = await rolesByUser(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    login: r.login,
    email: r.email,
    roles: roles.get(r.id) ?? [],
  }));
};

const userColumns = ['id', 'first_name', 'last_name', 'login', 'email'] as const;

export const listUsers = async (db: Executor): Promise<UserDto[]> => {
  const rows = await db.selectFrom('users').select(userColumns).orderBy('last_name').orderBy('first_name').execute();
  return withRoles(db, rows);
};

export const listUsersWithRole = async (db: Executor, role: Role): Promise<UserDto[]> => {
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('user_roles as ur', 'ur.user_id', 'u.id')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.login', 'u.email'])
    .where('r.name', '=', role)
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .execute();
  return withRoles(db, rows);
};

export const findUserById = async (db: Executor, id: number): Promise<UserDto | undefined> => {
  const row = await db.selectFrom('users').select(userColumns).where('id', '=', id).executeTakeFirst();
  return row === undefined ? undefined : (await withRoles(db, [row]))[0];
};

export const findCredentialsByLogin = (db: Executor, login: string) =>
  db.selectFrom('users').select(['id', 'login', 'password_hash', 'must_change_password']).where('login', '=', login).executeTakeFirst();

export const findCredentialsById = (db: Executor, id: number) =>
  db.selectFrom('users').select(['id', 'login', 'password_hash', 'must_change_password']).where('id', '=', id).executeTakeFirst();

/**
 * The account a password-reset request names: by login or by e-mail address, both stored in
 * lower case. A login never holds an `@`, so one identifier cannot match two accounts.
 */
export const findResetTarget = (db: Executor, identifier: string) =>
  db
    .selectFrom('users')
    .select(['id', 'login', 'email', 'language'])
    .where((eb) => eb.or([eb('login', '=', identifier), eb('email', '=', identifier)]))
    .executeTakeFirst();

/** Whether another account than `exceptId` already has this address. */
export const emailTaken = async (db: Executor, email: string, exceptId: number | null): Promise<boolean> => {
  let query = db.selectFrom('users').select('id').where('email', '=', email);
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
};

export const updateUserEmail = (db: Executor, userId: number, email: string | null) =>
  db
    .updateTable('users')
    .set((eb) => ({ email, version: eb('version', '+', 1) }))
    .where('id', '=', userId)
    .execute();

/**
 * Keeps the language the user last used the app in, for the mails sent to them. Written only
 * when it changed: a write to `users` makes every live session be read again.
 */
export const rememberUserLanguage = (db: Executor, userId: number, language: string) =>
  db
    .updateTable('users')
    .set({ language })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('language', 'is', null), eb('language', '<>', language)]))
    .execute();

/** Logins that start with a base, to pick the next free `jdupont2`. */
export const loginsStartingWith = async (db: Executor, base: string): Promise<Set<string>> => {
  const rows = await db.selectFrom('users').select('login').where('login', 'like', `${base}%`).execute();
  return new Set(rows.map((r) => r.login));
};

export const insertUser = async (db: Executor, user: NewUser): Promise<number> => {
  const row = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  return row.id;
};

export const setUserRoles = async (db: Executor, userId: number, roles: readonly Role[]): Promise<void> => {
  await db.deleteFrom('user_roles').where('user_id', '=', userId).execute();
  const roleRows = await db
    .selectFrom('roles')
    .select(['id'])
    .where('name', 'in', [...roles])
    .execute();
  if (roleRows.length > 0) {
    await db
      .insertInto('user_roles')
      .values(roleRows.map((r) => ({ user_id: userId, role_id: r.id })))
      .execute();
  }
};

export const updatePasswordHash = (db: Executor, userId: number, passwordHash: string) =>
  db
    .updateTable('users')
    .set((eb) => ({ password_hash: passwordHash, must_change_password: 0, version: eb('version', '+', 1) }))
    .where('id', '=', userId)
    .execute();

/** Back to a default password that must be replaced at the next login (admin reset). */
export const resetPasswordHash = (db: Executor, userId: number, passwordHash: string) =>
  db
    .updateTable('users')
    .set((eb) => ({ password_hash: passwordHash, must_change_password: 1, version: eb('version', '+', 1) }))
    .where('id', '=', userId)
    .execute();

export const deleteUser = (db: Executor, userId: number) => db.deleteFrom('users').where('id', '=', userId).execute();

export const countUsers = async (db: Executor): Promise<number> => {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

export const countAdmins = async (db: Executor): Promise<number> => {
  const row = await db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('r.name', '=', 'ADMIN')
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

export const groupsOfCoach = (db: Executor, userId: number) =>
  db
    .selectFrom('group_coaches as gc')
    .innerJoin('groups as g', 'g.id', 'gc.group_id')
    .select(['g.id', 'g.name'])
    .where('gc.user_id', '=', userId)
    .orderBy('g.name')
    .execute();

export const listRoles = async (db: Executor): Promise<RoleDto[]> => {
  const rows = await db.selectFrom('roles').select(['id', 'name']).orderBy('id').execute();
  return rows.flatMap((r) => (isRole(r.name) ? [{ id: r.id, name: r.name }] : []));
};
