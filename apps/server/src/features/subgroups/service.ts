import { MSG, sortByName, type CreateSubGroup, type PersonDto, type SubGroupDto, type SubGroupOverviewDto } from '@club/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { existingUserIds } from '../../db/lookups.js';
import { isUniqueViolation } from '../../db/system-records.js';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/record.js';
import {
  coachesOfSubGroups,
  coachPool,
  deleteSubGroup,
  findGroupName,
  findSubGroup,
  insertSubGroup,
  studentsForSubGroups,
  subGroupNameTaken,
  subGroupsOf,
} from './repository.js';

interface Deps {
  db: Kysely<DB>;
  clock: Clock;
  log: FastifyBaseLogger;
}

const nameTaken = () => new AppError('CONFLICT', 'The group already has a sub-group with this name', { name: MSG.nameTaken });

/** Sub-groups of a group (docs/product.md#sub-groups): a name and at least one coach. */
export class SubGroupsService {
  constructor(private readonly deps: Deps) {}

  private async groupOrThrow(groupId: number) {
    const group = await findGroupName(this.deps.db, groupId);
    if (group === undefined) throw notFound('Group not found');
    return group;
  }

  async list(groupId: number): Promise<SubGroupDto[]> {
    await this.groupOrThrow(groupId);
    // Natural order (« U9 » before « U11 »), whatever the database's collation.
    const subGroups = sortByName(await subGroupsOf(this.deps.db, groupId));
    const coaches = await coachesOfSubGroups(
      this.deps.db,
      subGroups.map((s) => s.id),
    );
    return subGroups.map((s) => ({
      id: s.id,
      name: s.name,
      coaches: coaches
        .filter((c) => c.sub_group_id === s.id)
        .map((c): PersonDto => ({ id: c.id, firstName: c.first_name, lastName: c.last_name })),
    }));
  }

  async create(groupId: number, input: CreateSubGroup, actorId: number): Promise<SubGroupDto> {
    await this.groupOrThrow(groupId);
    const found = await existingUserIds(this.deps.db, input.coaches);
    if (input.coaches.some((c) => !found.has(c))) throw badRequest({ coaches: MSG.subGroupCoach });
    const id = await this.deps.db
      .transaction()
      .execute(async (trx) => {
        if (await subGroupNameTaken(trx, groupId, input.name)) throw nameTaken();
        return insertSubGroup(trx, groupId, input.name, input.coaches);
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? nameTaken() : error;
      });
    this.deps.log.info({ event: 'sub_group_created', groupId, subGroupId: id, actorId }, 'sub-group created');
    const created = (await this.list(groupId)).find((s) => s.id === id);
    if (created === undefined) throw notFound('Sub-group not found');
    return created;
  }

  async remove(groupId: number, subGroupId: number, actorId: number): Promise<void> {
    await this.deps.db.transaction().execute(async (trx) => {
      const subGroup = await findSubGroup(trx, subGroupId);
      if (subGroup === undefined || subGroup.group_id !== groupId) throw notFound('Sub-group not found');
      await deleteSubGroup(trx, subGroupId, this.deps.clock.now().toISOString());
      await recordAudit(trx, {
        at: this.deps.clock.now(),
        actorId,
        action: 'SUB_GROUP_DELETED',
        targetType: 'SUB_GROUP',
        targetId: subGroupId,
        details: { groupId },
      });
    });
    this.deps.log.info({ event: 'sub_group_deleted', groupId, subGroupId, actorId }, 'sub-group deleted');
  }

  async overview(groupId: number): Promise<SubGroupOverviewDto> {
    const group = await this.groupOrThrow(groupId);
    const [subGroups, pool, students] = await Promise.all([
      this.list(groupId),
      coachPool(this.deps.db, groupId),
      studentsForSubGroups(this.deps.db, groupId),
    ]);
    const coaches = pool
      .map((c) => ({ id: c.id, firstName: c.first_name, lastName: c.last_name, groupCoach: c.coaches_group !== null }))
      .sort((a, b) => Number(b.groupCoach) - Number(a.groupCoach));
    return {
      id: group.id,
      name: group.name,
      subGroups,
      coaches,
      students: students.map((s) => ({
        id: s.id,
        firstName: s.first_name,
        lastName: s.last_name,
        birthDate: s.birth_date,
        subGroupId: s.sub_group_id,
      })),
    };
  }
}
