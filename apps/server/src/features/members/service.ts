import {
  MSG,
  type BulkMovedStudentsDto,
  type DeleteStudentsResultDto,
  type MemberContact,
  type MemberContactResultDto,
  type MovedStudentsDto,
  type StudentSubGroupDto,
} from '@club/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { systemGroupId } from '../../db/system-records.js';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/record.js';
import {
  deleteMembersPermanently,
  findGroupRole,
  findMember,
  findMemberContact,
  findSubGroup,
  groupsByIds,
  idsWithContactInfo,
  membersByIds,
  moveMembers,
  setMemberContact,
  setMemberSubGroup,
} from './repository.js';

interface Deps {
  db: Kysely<DB>;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** Field errors for the ids of a list that do not exist: `students.2` → INVALID_VALUE. */
const unknownIds = (ids: readonly number[], found: ReadonlySet<number>, field: (index: number) => string) => {
  const fields: Record<string, string> = {};
  ids.forEach((value, index) => {
    if (!found.has(value)) fields[field(index)] = MSG.invalid;
  });
  return fields;
};

/**
 * Moving members between groups and deleting them (docs/product.md#groups; admins and section
 * managers only, docs/product.md#roles). Every change is one transaction.
 */
export class MembersService {
  constructor(private readonly deps: Deps) {}

  private now(): string {
    return this.deps.clock.now().toISOString();
  }

  /** PATCH /student/group: to `groupId`, by default to the removed-members group. */
  async moveToGroup(groupId: number | undefined, memberIds: number[], actorId: number): Promise<MovedStudentsDto> {
    const target = await this.deps.db.transaction().execute(async (trx) => {
      const targetId = groupId ?? (await systemGroupId(trx, 'REMOVED'));
      const group = await findGroupRole(trx, targetId);
      if (group === undefined) throw badRequest({ groupId: MSG.invalid });
      const members = await membersByIds(trx, memberIds);
      const fields = unknownIds(memberIds, new Set(members.map((m) => m.id)), (i) => `students.${i}`);
      if (Object.keys(fields).length > 0) throw badRequest(fields);
      await moveMembers(trx, memberIds, { id: group.id, systemRole: group.system_role }, this.now());
      return group.id;
    });
    this.deps.log.info({ event: 'students_moved', groupId: target, count: memberIds.length, actorId }, 'students moved');
    return { moved: memberIds.length, groupId: target };
  }

  /** PATCH /student/bulk/group: each member to its own group, all or nothing. */
  async moveEach(moves: { id: number; groupId: number }[], actorId: number): Promise<BulkMovedStudentsDto> {
    await this.deps.db.transaction().execute(async (trx) => {
      const groups = await groupsByIds(trx, [...new Set(moves.map((m) => m.groupId))]);
      const roles = new Map(groups.map((g) => [g.id, g.system_role]));
      const members = await membersByIds(
        trx,
        moves.map((m) => m.id),
      );
      const fields = {
        ...unknownIds(
          moves.map((m) => m.id),
          new Set(members.map((m) => m.id)),
          (i) => `students.${i}.id`,
        ),
        ...unknownIds(
          moves.map((m) => m.groupId),
          new Set(roles.keys()),
          (i) => `students.${i}.groupId`,
        ),
      };
      if (Object.keys(fields).length > 0) throw badRequest(fields);
      // The last move of a member listed twice wins.
      const targetOf = new Map(moves.map((m) => [m.id, m.groupId]));
      const byTarget = new Map<number, number[]>();
      for (const [memberId, target] of targetOf) byTarget.set(target, [...(byTarget.get(target) ?? []), memberId]);
      const now = this.now();
      for (const [target, ids] of byTarget) await moveMembers(trx, ids, { id: target, systemRole: roles.get(target) ?? null }, now);
    });
    this.deps.log.info({ event: 'students_moved', count: moves.length, actorId }, 'students moved to their groups');
    return { moved: moves.length };
  }

  /** PATCH /student/{id}/subgroup: a sub-group of the member's own group, or none. */
  async setSubGroup(memberId: number, subGroupId: number | null, actorId: number): Promise<StudentSubGroupDto> {
    await this.deps.db.transaction().execute(async (trx) => {
      const member = await findMember(trx, memberId);
      if (member === undefined) throw notFound('Student not found');
      if (subGroupId !== null) {
        const subGroup = await findSubGroup(trx, subGroupId);
        if (subGroup === undefined || subGroup.group_id !== member.group_id) throw badRequest({ subGroupId: MSG.invalid });
      }
      await setMemberSubGroup(trx, memberId, subGroupId, this.now());
    });
    this.deps.log.info({ event: 'student_sub_group_set', studentId: memberId, subGroupId, actorId }, 'student sub-group set');
    return { id: memberId, subGroupId };
  }

  /**
   * PATCH /student/{id}/contact: the e-mail and phone typed on the creation form for a member
   * already on file, applied when staff chose to (never as a side effect of POST /student/).
   * They become the member's own contact; a linked guardian's record is the family's to change
   * on the subscription form. Audited with the field names only.
   */
  async applyContact(memberId: number, contact: MemberContact, actorId: number): Promise<MemberContactResultDto> {
    const changed = await this.deps.db.transaction().execute(async (trx) => {
      const member = await findMemberContact(trx, memberId);
      if (member === undefined) throw notFound('Student not found');
      const fields: ('email' | 'phoneNumber')[] = [];
      if (member.email !== contact.email) fields.push('email');
      if (member.phone_number !== contact.phoneNumber) fields.push('phoneNumber');
      if (fields.length === 0) return fields;
      await setMemberContact(trx, memberId, contact, this.now());
      await recordAudit(trx, {
        at: this.deps.clock.now(),
        actorId,
        action: 'MEMBER_CONTACT_UPDATED',
        targetType: 'MEMBER',
        targetId: memberId,
        details: { fields },
      });
      return fields;
    });
    this.deps.log.info({ event: 'student_contact_applied', studentId: memberId, changed, actorId }, 'student contact applied');
    return { id: memberId, email: contact.email, phoneNumber: contact.phoneNumber, changed };
  }

  /**
   * docs/product.md#groups: deleting from the removed-members group is for good, and only for
   * members with contact info. A selected member with contact info of their own is deleted for good, with their
   * subscriptions and everything attached (as DELETE /subscription/student/{id} does); one
   * without is kept as is, in the removed-members group. The answer names both. From any
   * other group it is refused: members are first moved out (to the removed-members group).
   */
  async deleteFromGroup(groupId: number, memberIds: number[], actorId: number): Promise<DeleteStudentsResultDto> {
    const result = await this.deps.db.transaction().execute(async (trx: Transaction<DB>) => {
      const group = await findGroupRole(trx, groupId);
      if (group === undefined) throw notFound('Group not found');
      if (group.system_role !== 'REMOVED') {
        throw conflict('Students are deleted only from the removed-members group: move them there first');
      }
      const members = await membersByIds(trx, memberIds);
      const inGroup = new Set(members.filter((m) => m.group_id === groupId).map((m) => m.id));
      const fields = unknownIds(memberIds, inGroup, (i) => `students.${i}`);
      if (Object.keys(fields).length > 0) throw badRequest(fields, 'Some students are not in the removed-members group');
      const withContact = await idsWithContactInfo(trx, memberIds);
      const deletedIds = memberIds.filter((id) => withContact.has(id));
      const removed = await deleteMembersPermanently(
        trx,
        deletedIds,
        members.flatMap((m) => (m.guardian_id === null || !withContact.has(m.id) ? [] : [m.guardian_id])),
      );
      const at = this.deps.clock.now();
      for (const memberId of deletedIds)
        await recordAudit(trx, { at, actorId, action: 'MEMBER_DELETED', targetType: 'MEMBER', targetId: memberId });
      return { ...removed, deletedIds, keptIds: memberIds.filter((id) => !withContact.has(id)) };
    });
    this.deps.log.info(
      {
        event: 'students_deleted',
        groupId,
        members: result.members,
        kept: result.keptIds.length,
        subscriptions: result.subscriptions,
        guardians: result.guardians,
        actorId,
      },
      'students deleted permanently',
    );
    return { deleted: result.deletedIds.length, kept: result.keptIds.length, deletedIds: result.deletedIds, keptIds: result.keptIds };
  }
}
