import { baseLogin, defaultPassword, uniqueLogin, type CreatedUserDto, type Role, type UserDto } from '@club/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { hashPassword } from '../../auth/passwords.js';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/record.js';
import { revokeUserSessions } from '../auth/repository.js';
import {
  countAdmins,
  deleteUser,
  findUserById,
  groupsOfCoach,
  insertUser,
  listRoles,
  listUsers,
  listUsersWithRole,
  loginsStartingWith,
  setUserRoles,
} from './repository.js';

interface Deps {
  db: Kysely<DB>;
  clock: Clock;
  log: FastifyBaseLogger;
}

const lastAdmin = () => new AppError('CONFLICT', 'The club must keep at least one administrator');
/** Another admin may do it: one cannot lock oneself out of the admin screens by a wrong click. */
const ownAdminRole = () => new AppError('OWN_ADMIN_ROLE_REMOVAL', 'You cannot remove your own ADMIN role; another administrator can');

/** Staff accounts (SPEC §6, §7 "Authentication and users", ARCHITECTURE §4 new staff user). */
export class UsersService {
  constructor(private readonly deps: Deps) {}

  list(): Promise<UserDto[]> {
    return listUsers(this.deps.db);
  }

  listWithRole(role: Role): Promise<UserDto[]> {
    return listUsersWithRole(this.deps.db, role);
  }

  roles() {
    return listRoles(this.deps.db);
  }

  async create(input: { firstName: string; lastName: string; roles: Role[] }, actorId: number): Promise<CreatedUserDto> {
    const password = defaultPassword(input.firstName, input.lastName);
    const passwordHash = await hashPassword(password);
    const base = baseLogin(input.firstName, input.lastName);
    const id = await this.deps.db.transaction().execute(async (trx) => {
      const login = uniqueLogin(base, await loginsStartingWith(trx, base));
      const userId = await insertUser(trx, {
        first_name: input.firstName,
        last_name: input.lastName,
        login,
        password_hash: passwordHash,
        must_change_password: 1,
        language: null,
        created_at: this.deps.clock.now().toISOString(),
      });
      await setUserRoles(trx, userId, input.roles);
      return userId;
    });
    this.deps.log.info({ event: 'user_created', userId: id, actorId }, 'user created');
    const user = await findUserById(this.deps.db, id);
    if (user === undefined) throw notFound('User not found');
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
      await recordAudit(trx, { at: this.deps.clock.now(), actorId, action: 'ROLES_CHANGED', targetType: 'USER', targetId: userId, details: { roles } });
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
      await recordAudit(trx, { at: this.deps.clock.now(), actorId, action: 'USER_DELETED', targetType: 'USER', targetId: userId });
    });
    this.deps.log.info({ event: 'user_deleted', userId, actorId }, 'user deleted');
  }

  async groupsOf(userId: number) {
    if ((await findUserById(this.deps.db, userId)) === undefined) throw notFound('User not found');
    return groupsOfCoach(this.deps.db, userId);
  }
}
