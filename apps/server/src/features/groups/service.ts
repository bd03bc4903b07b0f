import {
  compareNames,
  isReservedName,
  MSG,
  sortByName,
  type CreateGroup,
  type CreatedGroupDto,
  type GroupDetailsDto,
  type GroupListItemDto,
  type GroupRecipientsDto,
  type GroupSectionDto,
  type GroupSummaryDto,
  type NextGroupDto,
  type NextYearStudentsInput,
  type NextYearUpdateDto,
  type PersonDto,
  type UpdateGroupBody,
} from '@club/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { existingUserIds, packExists, typeExists } from '../../db/lookups.js';
import { asGroupSystemRole, isUniqueViolation, noneSectionId, systemGroupId } from '../../db/system-records.js';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/record.js';
import type { Language } from '../../lib/language.js';
import { groupRecipients } from './recipients.js';
import {
  addNextGroup,
  coachesOfGroups,
  deleteGroup,
  findGroup,
  findGroupRow,
  groupNameTaken,
  groupSummaries,
  insertGroup,
  isPossibleNextGroup,
  listGroups,
  memberIdsInGroup,
  nextGroupOptions,
  possibleNextGroups,
  recipientRowsOfGroup,
  releaseGroup,
  removeNextGroup,
  sectionExists,
  setGroupCoaches,
  setGroupSection,
  setNextYearGroup,
  studentsOfGroup,
  subGroupsOfGroup,
  updateGroup,
  type GroupListRow,
  type GroupValues,
} from './repository.js';

interface Deps {
  db: Kysely<DB>;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** Who is asking: coaches see only the groups they coach (docs/product.md#roles). */
export interface Viewer {
  userId: number;
  seesAllGroups: boolean;
}

const toCents = (euros: number): number => Math.round(euros * 100);
const toEuros = (cents: number): number => cents / 100;
const flag = (value: boolean): number => (value ? 1 : 0);

const protectedGroup = () => new AppError('PROTECTED_RECORD', 'This group is protected: it cannot be renamed, moved or deleted');
const nameTaken = () => new AppError('CONFLICT', 'A group already has this name', { name: MSG.nameTaken });

const toListItem = (row: GroupListRow, coaches: PersonDto[], lang: Language): GroupListItemDto => {
  const systemRole = asGroupSystemRole(row.system_role);
  return {
    id: row.id,
    name: row.name,
    price: toEuros(row.price_cents),
    reSubPrice: toEuros(row.resub_price_cents),
    sectionId: row.section_id,
    Section: { id: row.section_id, name: row.section_name },
    typeId: row.type_id,
    type:
      row.type_id === null
        ? null
        : { id: row.type_id, code: row.type_code ?? '', label: (lang === 'en' ? row.type_label_en : row.type_label_fr) ?? '' },
    packId: row.pack_id,
    pack: row.pack_id === null ? null : { id: row.pack_id, label: (lang === 'en' ? row.pack_label_en : row.pack_label_fr) ?? '' },
    ffnLicense: row.ffn_license === 1,
    shouldReceiveSubMail: row.should_receive_sub_mail === 1,
    sportsCodeOfConduct: row.sports_code_of_conduct === 1,
    emailList: row.email_list,
    coaches,
    coachId: coaches[0]?.id ?? null,
    studentCount: Number(row.student_count ?? 0),
    systemRole,
    protected: systemRole !== null,
    version: row.version,
  };
};

/**
 * Sections by name with "Aucune" last, then their groups by name with the protected ones last,
 * in natural order (« U9 » before « U11 »), which neither database's collation gives.
 */
const inListOrder = (rows: readonly GroupListRow[]): GroupListRow[] =>
  [...rows].sort(
    (a, b) =>
      Number(a.section_system_role !== null) - Number(b.section_system_role !== null) ||
      compareNames(a.section_name, b.section_name) ||
      a.section_id - b.section_id ||
      Number(a.system_role !== null) - Number(b.system_role !== null) ||
      compareNames(a.name, b.name),
  );

/** Groups, their members and next-year groups (docs/product.md#groups). */
export class GroupsService {
  constructor(private readonly deps: Deps) {}

  private async withCoaches(rows: GroupListRow[], lang: Language): Promise<GroupListItemDto[]> {
    const coaches = await coachesOfGroups(
      this.deps.db,
      rows.map((r) => r.id),
    );
    const byGroup = new Map<number, PersonDto[]>();
    for (const c of coaches) {
      const list = byGroup.get(c.group_id) ?? [];
      list.push({ id: c.id, firstName: c.first_name, lastName: c.last_name });
      byGroup.set(c.group_id, list);
    }
    return rows.map((row) => toListItem(row, byGroup.get(row.id) ?? [], lang));
  }

  async list(viewer: Viewer, lang: Language): Promise<GroupListItemDto[]> {
    const rows = await listGroups(this.deps.db, viewer.seesAllGroups ? {} : { coachId: viewer.userId });
    return this.withCoaches(inListOrder(rows), lang);
  }

  async listOfSection(sectionId: number, viewer: Viewer, lang: Language): Promise<GroupListItemDto[]> {
    if (!(await sectionExists(this.deps.db, sectionId))) throw notFound('Section not found');
    const rows = await listGroups(this.deps.db, viewer.seesAllGroups ? { sectionId } : { sectionId, coachId: viewer.userId });
    return this.withCoaches(inListOrder(rows), lang);
  }

  async summaries(ids?: readonly number[]): Promise<GroupSummaryDto[]> {
    return sortByName(await groupSummaries(this.deps.db, ids));
  }

  private async listItem(id: number, lang: Language, db: Kysely<DB> | Transaction<DB> = this.deps.db): Promise<GroupListItemDto> {
    const row = await findGroupRow(db, id);
    if (row === undefined) throw notFound('Group not found');
    const [item] = await this.withCoaches([row], lang);
    return item!;
  }

  /** Every student, or one page of them when asked (`studentCount` is the total either way). */
  async details(id: number, lang: Language, page?: { page: number; pageSize: number }): Promise<GroupDetailsDto> {
    const item = await this.listItem(id, lang);
    const [students, nextGroups, subGroups] = await Promise.all([
      studentsOfGroup(this.deps.db, id, page === undefined ? undefined : { offset: (page.page - 1) * page.pageSize, limit: page.pageSize }),
      possibleNextGroups(this.deps.db, id),
      subGroupsOfGroup(this.deps.db, id),
    ]);
    return {
      ...item,
      students: students.map((s) => ({
        id: s.id,
        firstName: s.first_name,
        lastName: s.last_name,
        birthDate: s.birth_date,
        gender: s.gender,
        subGroupId: s.sub_group_id,
        subGroupName: s.sub_group_name,
        nextYearGroupId: s.next_year_group_id,
        contactInfo: { email: s.email, phoneNumber: s.phone_number },
        guardian:
          s.guardian_id === null
            ? null
            : {
                id: s.guardian_id,
                firstName: s.guardian_first_name ?? '',
                lastName: s.guardian_last_name ?? '',
                email: s.guardian_email ?? '',
                phoneNumber: s.guardian_phone_number ?? '',
              },
      })),
      nextGroups: sortByName(nextGroups),
      subGroups: sortByName(subGroups),
    };
  }

  /** Type, pack and coaches must exist: otherwise the field is in error. */
  private async checkReferences(
    input: { typeId?: number | undefined; packId?: number | undefined },
    coaches: number[] | undefined,
    coachField: string,
  ) {
    const fields: Record<string, string> = {};
    if (input.typeId !== undefined && !(await typeExists(this.deps.db, input.typeId))) fields.typeId = MSG.type;
    if (input.packId !== undefined && !(await packExists(this.deps.db, input.packId))) fields.packId = MSG.pack;
    if (coaches !== undefined && coaches.length > 0) {
      const found = await existingUserIds(this.deps.db, coaches);
      if (coaches.some((c) => !found.has(c))) fields[coachField] = MSG.invalid;
    }
    if (Object.keys(fields).length > 0) throw badRequest(fields);
  }

  async create(input: CreateGroup, actorId: number): Promise<CreatedGroupDto> {
    if (isReservedName(input.name)) throw badRequest({ name: MSG.reservedName });
    const coaches = [...new Set([...(input.coachId == null ? [] : [input.coachId]), ...(input.coaches ?? [])])];
    await this.checkReferences(input, coaches, input.coaches === undefined ? 'coachId' : 'coaches');
    const id = await this.deps.db
      .transaction()
      .execute(async (trx) => {
        let sectionId: number;
        if (input.sectionId === undefined || input.sectionId === null || input.sectionId === 0) {
          sectionId = await noneSectionId(trx);
        } else {
          if (!(await sectionExists(trx, input.sectionId))) throw badRequest({ sectionId: MSG.invalid });
          sectionId = input.sectionId;
        }
        if (await groupNameTaken(trx, input.name)) throw nameTaken();
        const groupId = await insertGroup(trx, {
          name: input.name,
          price_cents: toCents(input.price),
          resub_price_cents: toCents(input.reSubPrice),
          section_id: sectionId,
          pack_id: input.packId,
          type_id: input.typeId,
          email_list: input.emailList,
          ffn_license: flag(input.ffnLicense),
          should_receive_sub_mail: flag(input.shouldReceiveSubMail),
          sports_code_of_conduct: flag(input.sportsCodeOfConduct),
        });
        await setGroupCoaches(trx, groupId, coaches);
        return groupId;
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? nameTaken() : error;
      });
    this.deps.log.info({ event: 'group_created', groupId: id, actorId }, 'group created');
    return { id };
  }

  async update(id: number, input: UpdateGroupBody, actorId: number, lang: Language): Promise<GroupListItemDto> {
    await this.checkReferences(input, input.coaches, 'coaches');
    await this.deps.db
      .transaction()
      .execute(async (trx) => {
        const existing = await findGroup(trx, id);
        if (existing === undefined) throw notFound('Group not found');
        const renamed = input.name !== undefined && input.name !== existing.name;
        if (renamed && existing.system_role !== null) throw protectedGroup();
        if (renamed && isReservedName(input.name!)) throw badRequest({ name: MSG.reservedName });
        if (renamed && (await groupNameTaken(trx, input.name!, id))) throw nameTaken();
        const values: Partial<GroupValues> = {};
        if (input.name !== undefined) values.name = input.name;
        if (input.price !== undefined) values.price_cents = toCents(input.price);
        if (input.reSubPrice !== undefined) values.resub_price_cents = toCents(input.reSubPrice);
        if (input.typeId !== undefined) values.type_id = input.typeId;
        if (input.packId !== undefined) values.pack_id = input.packId;
        if (input.emailList !== undefined) values.email_list = input.emailList;
        if (input.ffnLicense !== undefined) values.ffn_license = flag(input.ffnLicense);
        if (input.shouldReceiveSubMail !== undefined) values.should_receive_sub_mail = flag(input.shouldReceiveSubMail);
        if (input.sportsCodeOfConduct !== undefined) values.sports_code_of_conduct = flag(input.sportsCodeOfConduct);
        if (!(await updateGroup(trx, id, values, input.version))) {
          throw conflict('The group was changed by someone else: reload it');
        }
        if (input.coaches !== undefined) await setGroupCoaches(trx, id, input.coaches);
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? nameTaken() : error;
      });
    this.deps.log.info({ event: 'group_updated', groupId: id, actorId }, 'group updated');
    return this.listItem(id, lang);
  }

  /** The members of a deleted group land in "Aucun"; its sub-groups go with it (docs/product.md#groups). */
  async remove(id: number, actorId: number): Promise<void> {
    const moved = await this.deps.db.transaction().execute(async (trx) => {
      const existing = await findGroup(trx, id);
      if (existing === undefined) throw notFound('Group not found');
      if (existing.system_role !== null) throw protectedGroup();
      const count = await releaseGroup(trx, id, await systemGroupId(trx, 'NONE'), this.deps.clock.now().toISOString());
      await deleteGroup(trx, id);
      await recordAudit(trx, {
        at: this.deps.clock.now(),
        actorId,
        action: 'GROUP_DELETED',
        targetType: 'GROUP',
        targetId: id,
        details: { movedMembers: count },
      });
      return count;
    });
    this.deps.log.info({ event: 'group_deleted', groupId: id, movedMembers: moved, actorId }, 'group deleted');
  }

  /** PATCH /group/{id}/section: 0 takes the group out of its section, to "Aucune" (docs/product.md#sections). */
  async changeSection(id: number, sectionId: number, actorId: number): Promise<GroupSectionDto> {
    const target = await this.deps.db.transaction().execute(async (trx) => {
      const existing = await findGroup(trx, id);
      if (existing === undefined) throw notFound('Group not found');
      if (existing.system_role !== null) throw protectedGroup();
      const to = sectionId === 0 ? await noneSectionId(trx) : sectionId;
      if (sectionId !== 0 && !(await sectionExists(trx, sectionId))) throw badRequest({ sectionId: MSG.invalid });
      await setGroupSection(trx, id, to);
      return to;
    });
    this.deps.log.info({ event: 'group_section_changed', groupId: id, sectionId: target, actorId }, 'group moved to a section');
    return { id, sectionId: target };
  }

  async nextOptions(id: number): Promise<NextGroupDto[]> {
    if ((await findGroup(this.deps.db, id)) === undefined) throw notFound('Group not found');
    const rows = await nextGroupOptions(this.deps.db, id);
    return sortByName(rows).map((r) => ({ id: r.id, name: r.name, possible: r.linked !== null }));
  }

  /** Adds the group to the possible next-year groups, or removes it; answers the new list. */
  async toggleNext(id: number, possibleGroupId: number, actorId: number): Promise<NextGroupDto[]> {
    await this.deps.db.transaction().execute(async (trx) => {
      if ((await findGroup(trx, id)) === undefined) throw notFound('Group not found');
      const possible = await findGroup(trx, possibleGroupId);
      // "Aucune" (none) is the absence of a choice, and the protected groups are no destination.
      if (possible === undefined || possible.system_role !== null) throw badRequest({ possibleGroupId: MSG.invalid });
      if (await isPossibleNextGroup(trx, id, possibleGroupId)) {
        await removeNextGroup(trx, id, possibleGroupId, this.deps.clock.now().toISOString());
      } else {
        await addNextGroup(trx, id, possibleGroupId);
      }
    });
    this.deps.log.info({ event: 'next_groups_changed', groupId: id, actorId }, 'possible next-year groups changed');
    return this.nextOptions(id);
  }

  /** Each student's next-year group: one of the possible groups, or null for "Aucune". */
  async setNextYear(id: number, students: NextYearStudentsInput['students'], actorId: number): Promise<NextYearUpdateDto> {
    await this.deps.db.transaction().execute(async (trx) => {
      if ((await findGroup(trx, id)) === undefined) throw notFound('Group not found');
      const inGroup = await memberIdsInGroup(
        trx,
        id,
        students.map((s) => s.id),
      );
      const possible = new Set((await possibleNextGroups(trx, id)).map((g) => g.id));
      const fields: Record<string, string> = {};
      students.forEach((s, index) => {
        if (!inGroup.has(s.id)) fields[`students.${index}.id`] = MSG.invalid;
        if (s.nextYearGroupId !== null && !possible.has(s.nextYearGroupId)) fields[`students.${index}.nextYearGroupId`] = MSG.nextYearGroup;
      });
      if (Object.keys(fields).length > 0) throw badRequest(fields, 'Students must be in the group and go to one of its possible groups');
      const byTarget = new Map<number | null, number[]>();
      for (const s of students) byTarget.set(s.nextYearGroupId, [...(byTarget.get(s.nextYearGroupId) ?? []), s.id]);
      const now = this.deps.clock.now().toISOString();
      for (const [target, ids] of byTarget) await setNextYearGroup(trx, ids, target, now);
    });
    this.deps.log.info({ event: 'next_year_groups_set', groupId: id, count: students.length, actorId }, 'next-year groups set');
    return { updated: students.length };
  }

  async recipients(id: number): Promise<GroupRecipientsDto> {
    const group = await findGroupRow(this.deps.db, id);
    if (group === undefined) throw notFound('Group not found');
    const rows = await recipientRowsOfGroup(this.deps.db, id);
    const recipients = groupRecipients(rows, group.email_list, this.deps.clock.now());
    return { groupId: id, groupName: group.name, recipients: [...recipients.keys()].sort() };
  }
}
