import {
  baseLogin,
  defaultPassword,
  MSG,
  staffEmailOrNull,
  uniqueLogin,
  type CoachedGroupDto,
  type CreatedUserDto,
  type CreateUser,
  type Role,
  type RoleDto,
  type UserDto,
} from '@club/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { hashPassword } from '../../auth/passwords.js';
import { isUniqueViolation } from '../../db/system-records.js';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/record.js';
import { revokeUserSessions, voidResetTokens } from '../auth/repository.js';
import { deleteLinksOf } from '../private-links/repository.js';
import {
  countAdmins,
  deleteUser,
  emailTaken,
  findUserById,
  groupsOfCoach,
  insertUser,
  listRoles,
  listUsers,
  listUsersWithRole,
  loginsStartingWith,
  resetPasswordHash,
  setUserRoles,
  updateUserEmail,
} from './repository.js';

interface Deps {
  db: Kysely<DB>;
  clock: Clock;
  log: FastifyBaseLogger;
}

const emailInUse = () => new AppError('CONFLICT', 'Another account has this e-mail address', { email: MSG.emailTaken });
/** One's own password is changed on the settings page, with the current one: not by this shortcut. */
const ownPasswordReset = () => new AppError('CONFLICT', 'Change your own password in the settings');
/** The unique index of migration 012 (PostgreSQL names it, SQLite names the column). */
const isEmailUniqueViolation = (error: unknown): boolean => {
  if (!isUniqueViolation(error)) return false;
  const { constraint, message } = error as { constraint?: unknown; message?: unknown };
  return constraint === 'users_email_unique' || (typeof message === 'string' && message.includes('users.email'));
};
const lastAdmin = () => new AppError('CONFLICT', 'The club must keep at least one administrator');
/** Another admin may do it: one cannot lock oneself out of the admin screens by a wrong click. */
const ownAdminRole = () => new AppError('OWN_ADMIN_ROLE_REMOVAL', 'You cannot remove your own ADMIN role; another administrator can');

/** Staff accounts (docs/product.md#login-and-passwords; admins only, docs/product.md#roles). */
export class UsersService {
  constructor(private readonly deps: Deps) {}

  list(): Promise<UserDto[]> {
    return listUsers(this.deps.db);
  }

  listWithRole(role: Role): Promise<UserDto[]> {
    return listUsersWithRole(this.deps.db, role);
  }

  roles(): Promise<RoleDto[]> {
    return listRoles(this.deps.db);
  }

  async create(input: CreateUser, actorId: number): Promise<CreatedUserDto> {
    const password = defaultPassword(input.firstName, input.lastName);
    const passwordHash = await hashPassword(password);
    const base = baseLogin(input.firstName, input.lastName);
    const email = staffEmailOrNull(input.email);
    const id = await this.withUniqueEmail(() =>
      this.deps.db.transaction().execute(async (trx) => {
        if (email !== null && (await emailTaken(trx, email, null))) throw emailInUse();
        const login = uniqueLogin(base, await loginsStartingWith(trx, base));
        const userId = await insertUser(trx, {
          first_name: input.firstName,
          last_name: input.lastName,
          login,
          email,
          password_hash: passwordHash,
          must_change_password: 1,
          language: null,
          created_at: this.deps.clock.now().toISOString(),
        });
        await setUserRoles(trx, userId, input.roles);
        return userId;
      }),
    );
    this.deps.log.info({ event: 'user_created', userId: id, actorId }, 'user created');
    const user = await findUserById(this.deps.db, id);
    if (user === undefined) throw notFound('User not found');
    return { ...user, defaultPassword: password };
  }

  /** Sets, changes or removes the account's address; audited, since reset links go there. */
  async updateEmail(userId: number, input: string | null, actorId: number): Promise<UserDto> {
    const email = staffEmailOrNull(input);
    const user = await this.withUniqueEmail(() =>
      this.deps.db.transaction().execute(async (trx) => {
        const existing = await findUserById(trx, userId);
        if (existing === undefined) throw notFound('User not found');
        if (existing.email === email) return existing;
        if (email !== null && (await emailTaken(trx, email, userId))) throw emailInUse();
        await updateUserEmail(trx, userId, email);
        // A link mailed to the former address must not outlive the change.
        await voidResetTokens(trx, userId, this.deps.clock.now().toISOString());
        await recordAudit(trx, {
          at: this.deps.clock.now(),
          actorId,
          action: 'USER_EMAIL_CHANGED',
          targetType: 'USER',
          targetId: userId,
          details: { hasEmail: email !== null },
        });
        return findUserById(trx, userId);
      }),
    );
    if (user === undefined) throw notFound('User not found');
    this.deps.log.info({ event: 'user_email_changed', userId, actorId }, 'user e-mail changed');
    return user;
  }

  /**
   * An admin sets a staff member's password back to the default one of account creation: it
   * must be replaced at the next login, and every session and pending reset link ends.
   */
  async resetPassword(userId: number, actorId: number): Promise<CreatedUserDto> {
    if (userId === actorId) throw ownPasswordReset();
    const target = await findUserById(this.deps.db, userId);
    if (target === undefined) throw notFound('User not found');
    const password = defaultPassword(target.firstName, target.lastName);
    const passwordHash = await hashPassword(password);
    const user = await this.deps.db.transaction().execute(async (trx) => {
      const now = this.deps.clock.now();
      const existing = await findUserById(trx, userId);
      if (existing === undefined) throw notFound('User not found');
      await resetPasswordHash(trx, userId, passwordHash);
      await revokeUserSessions(trx, userId, now.toISOString());
      await voidResetTokens(trx, userId, now.toISOString());
      await recordAudit(trx, { at: now, actorId, action: 'PASSWORD_RESET', targetType: 'USER', targetId: userId });
      return existing;
    });
    this.deps.log.info({ event: 'password_reset', userId, actorId }, 'password reset to the default by an admin');
    return { ...user, defaultPassword: password };
  }

  async changeRoles(userId: number, roles: Role[], actorId: number): Promise<UserDto> {
    const user = await this.deps.db.transaction().execute(async (trx) => {
      const existing = await findUserById(trx, userId);
      if (existing === undefined) throw notFound('User not found');
      const losesAdmin = existing.roles.some((r) => r.name === 'ADMIN') && !roles.includes('ADMIN');
      if (losesAdmin && userId === actorId) throw ownAdminRole();
      if (losesAdmin && (await countAdmins(trx)) <= 1) throw lastAdmin();
      await setUserRoles(trx, userId, roles);
      await recordAudit(trx, {
        at: this.deps.clock.now(),
        actorId,
        action: 'ROLES_CHANGED',
        targetType: 'USER',
        targetId: userId,
        details: { roles },
      });
      return findUserById(trx, userId);
    });
    this.deps.log.info({ event: 'roles_changed', userId, actorId, roles }, 'roles changed');
    if (user === undefined) throw notFound('User not found');
    return user;
  }

  async remove(userId: number, actorId: number): Promise<void> {
    if (userId === actorId) throw new AppError('CONFLICT', 'You cannot delete your own account');
    await this.deps.db.transaction().execute(async (trx) => {
      const existing = await findUserById(trx, userId);
      if (existing === undefined) throw notFound('User not found');
      if (existing.roles.some((r) => r.name === 'ADMIN') && (await countAdmins(trx)) <= 1) throw lastAdmin();
      // Sessions are removed with the user (cascade); revoke first so that holds on every database.
      await revokeUserSessions(trx, userId, this.deps.clock.now().toISOString());
      await deleteUser(trx, userId);
      await deleteLinksOf(trx, 'CALENDAR_COACH', [String(userId)]);
      await recordAudit(trx, { at: this.deps.clock.now(), actorId, action: 'USER_DELETED', targetType: 'USER', targetId: userId });
    });
    this.deps.log.info({ event: 'user_deleted', userId, actorId }, 'user deleted');
  }

  /** Two requests giving one address at once: the unique index refuses the second, answered as a taken address. */
  private async withUniqueEmail<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      throw isEmailUniqueViolation(error) ? emailInUse() : error;
    }
  }

  async groupsOf(userId: number): Promise<CoachedGroupDto[]> {
    if ((await findUserById(this.deps.db, userId)) === undefined) throw notFound('User not found');
    return groupsOfCoach(this.deps.db, userId);
  }
}
