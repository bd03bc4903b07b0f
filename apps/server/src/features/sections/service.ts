import { isReservedName, MSG, type CreateSection, type SectionDto, type UpdateSection } from '@club/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { existingUserIds } from '../../db/lookups.js';
import { isUniqueViolation, noneSectionId } from '../../db/system-records.js';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/record.js';
import {
  deleteSection,
  findSection,
  groupsOfSections,
  holdsCoachRole,
  insertSection,
  listSections,
  moveGroupsToSection,
  sectionNameTaken,
  updateSection,
  type Executor,
  type SectionRow,
} from './repository.js';

interface Deps {
  db: Kysely<DB>;
  clock: Clock;
  log: FastifyBaseLogger;
}

const protectedSection = () => new AppError('PROTECTED_RECORD', 'The section "Aucune" cannot be renamed or deleted');
const nameTaken = () => new AppError('CONFLICT', 'A section already has this name', { name: MSG.nameTaken });
const managerNotCoach = () => new AppError('SECTION_MANAGER_NOT_COACH', 'The section manager must be a coach');

/** Sections (docs/product.md#sections): cards, creation, edit, deletion; "Aucune" is protected (docs/product.md#protected-records). */
export class SectionsService {
  constructor(private readonly deps: Deps) {}

  private async toDtos(rows: SectionRow[]): Promise<SectionDto[]> {
    const groups = await groupsOfSections(
      this.deps.db,
      rows.map((r) => r.id),
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      managerId: row.manager_id,
      Coach:
        row.manager_id === null
          ? null
          : { id: row.manager_id, firstName: row.manager_first_name ?? '', lastName: row.manager_last_name ?? '' },
      groups: groups.filter((g) => g.section_id === row.id).map((g) => ({ id: g.id, name: g.name })),
      protected: row.system_role !== null,
      version: row.version,
    }));
  }

  async list(): Promise<SectionDto[]> {
    return this.toDtos(await listSections(this.deps.db));
  }

  async get(id: number): Promise<SectionDto> {
    const row = await findSection(this.deps.db, id);
    if (row === undefined) throw notFound('Section not found');
    const [dto] = await this.toDtos([row]);
    return dto!;
  }

  private async checkManager(managerId: number | null | undefined): Promise<void> {
    if (managerId === null || managerId === undefined) return;
    if (!(await existingUserIds(this.deps.db, [managerId])).has(managerId)) throw badRequest({ coachId: MSG.invalid });
  }

  /**
   * A newly chosen manager must hold the COACH role. One already in place is not checked again,
   * so a section whose manager lost the role later can still be renamed.
   */
  private async checkNewManagerIsCoach(db: Executor, managerId: number | null | undefined, current: number | null): Promise<void> {
    if (managerId === null || managerId === undefined || managerId === current) return;
    if (!(await holdsCoachRole(db, managerId))) throw managerNotCoach();
  }

  async create(input: CreateSection, actorId: number): Promise<SectionDto> {
    if (isReservedName(input.name)) throw badRequest({ name: MSG.reservedName });
    await this.checkManager(input.coachId);
    const id = await this.deps.db
      .transaction()
      .execute(async (trx) => {
        await this.checkNewManagerIsCoach(trx, input.coachId, null);
        if (await sectionNameTaken(trx, input.name)) throw nameTaken();
        return insertSection(trx, { name: input.name, manager_id: input.coachId ?? null });
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? nameTaken() : error;
      });
    this.deps.log.info({ event: 'section_created', sectionId: id, actorId }, 'section created');
    return this.get(id);
  }

  async update(id: number, input: UpdateSection, actorId: number): Promise<SectionDto> {
    await this.checkManager(input.coachId);
    await this.deps.db
      .transaction()
      .execute(async (trx) => {
        const existing = await findSection(trx, id);
        if (existing === undefined) throw notFound('Section not found');
        await this.checkNewManagerIsCoach(trx, input.coachId, existing.manager_id);
        const renamed = existing.name !== input.name;
        if (renamed && existing.system_role !== null) throw protectedSection();
        if (renamed && isReservedName(input.name)) throw badRequest({ name: MSG.reservedName });
        if (renamed && (await sectionNameTaken(trx, input.name, id))) throw nameTaken();
        const values = input.coachId === undefined ? { name: input.name } : { name: input.name, manager_id: input.coachId };
        if (!(await updateSection(trx, id, values, input.version))) {
          throw conflict('The section was changed by someone else: reload it');
        }
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? nameTaken() : error;
      });
    this.deps.log.info({ event: 'section_updated', sectionId: id, actorId }, 'section updated');
    return this.get(id);
  }

  /** The groups of a deleted section go to the section "Aucune" (docs/product.md#sections). */
  async remove(id: number, actorId: number): Promise<void> {
    await this.deps.db.transaction().execute(async (trx) => {
      const existing = await findSection(trx, id);
      if (existing === undefined) throw notFound('Section not found');
      if (existing.system_role !== null) throw protectedSection();
      await moveGroupsToSection(trx, id, await noneSectionId(trx));
      await deleteSection(trx, id);
      await recordAudit(trx, { at: this.deps.clock.now(), actorId, action: 'SECTION_DELETED', targetType: 'SECTION', targetId: id });
    });
    this.deps.log.info({ event: 'section_deleted', sectionId: id, actorId }, 'section deleted');
  }
}
