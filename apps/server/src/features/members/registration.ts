import { isMinor, type StudentCreate, type StudentCreateResultDto, type TryoutParticipantDto, type TryoutStudentDto } from '@club/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import { systemGroupId } from '../../db/system-records.js';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { convocationAddresses } from '../tryouts/mails.js';
import { participantList } from '../tryouts/repositories/participants.js';
import { findTryoutRow } from '../tryouts/repositories/tryouts.js';
import { duplicateCandidates } from './duplicates.js';
import { insertMember, lockBirthDate, membersBornOn, tryoutCandidates } from './repository.js';

interface Deps {
  db: Kysely<DB>;
  dialect: DialectName;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** The most candidates the test edit screen lists at once (members without a group are few). */
export const MAX_CANDIDATES = 1000;

interface ContactRow {
  id: number;
  first_name: string;
  last_name: string;
  birth_date: string;
  m_email: string | null;
  m_phone_number: string | null;
  m_second_guardian_email: string | null;
  gu_email: string | null;
  gu_secondary_email: string | null;
  gu_phone_number: string | null;
}

/** The family's contact as the lists show it: the guardian's for a minor when known, else the member's own. */
const contactOf = (row: ContactRow, today: Date): { email: string | null; phoneNumber: string | null } => {
  const minor = isMinor(row.birth_date, today);
  const phones = minor ? [row.gu_phone_number, row.m_phone_number] : [row.m_phone_number, row.gu_phone_number];
  return { email: convocationAddresses(row, today)[0] ?? null, phoneNumber: phones.find((p) => p !== null && p !== '') ?? null };
};

const toListedMember = (row: ContactRow, today: Date): TryoutStudentDto => {
  const { email, phoneNumber } = contactOf(row, today);
  return { id: row.id, firstName: row.first_name, lastName: row.last_name, birthDate: row.birth_date, email, phoneNumber };
};

/**
 * New members (docs/product.md#members; the screen in docs/product.md#screen-student-create, the
 * creation rules in docs/product.md#validation) and the member lists of the test screens. Admins
 * only (docs/product.md#roles).
 *
 * A new member is placed in the group "Aucun" until a test places them. Their guardian is
 * not known yet (only a contact): the contact e-mail and phone are kept on the member, and
 * the family fills in the guardian on the subscription form once the child has a place.
 */
export class MemberRegistration {
  constructor(private readonly deps: Deps) {}

  /**
   * POST /student/ (contract in the domain's members/duplicates.ts). The person is looked for
   * among everyone on file born the same day, whatever their group: the same names give that
   * member back untouched (EXISTING), names equal up to accents, case or order are shown for
   * staff to decide (POSSIBLE_DUPLICATE) unless they already said `createAnyway`. Nothing
   * typed is applied to the member on file here: that is PATCH /student/{id}/contact.
   */
  async create(input: StudentCreate, actorId: number): Promise<StudentCreateResultDto> {
    const { createAnyway, ...typed } = input;
    const member = { ...typed, language: typed.language ?? null };
    const result = await this.deps.db.transaction().execute(async (trx): Promise<StudentCreateResultDto> => {
      await lockBirthDate(trx, member.birthDate, this.deps.dialect);
      const candidates = duplicateCandidates(input, await membersBornOn(trx, [member.birthDate]));
      const exact = candidates.find((c) => c.match === 'EXACT');
      if (exact !== undefined) return { outcome: 'EXISTING', id: exact.id, candidates };
      if (candidates.length > 0 && createAnyway !== true) return { outcome: 'POSSIBLE_DUPLICATE', id: null, candidates };
      const noneGroupId = await systemGroupId(trx, 'NONE');
      return { outcome: 'CREATED', id: await insertMember(trx, member, noneGroupId, this.deps.clock.now().toISOString()), candidates: [] };
    });
    this.deps.log.info(
      {
        event: result.outcome === 'CREATED' ? 'student_created' : 'student_already_on_file',
        outcome: result.outcome,
        studentId: result.id,
        candidates: result.candidates.map((c) => c.id),
        actorId,
      },
      result.outcome === 'CREATED' ? 'student created' : 'student possibly already on file',
    );
    return result;
  }

  /** GET /student/unassigned?id=: who may still be assigned to test `id`. */
  async candidates(testId: number): Promise<TryoutStudentDto[]> {
    const test = await findTryoutRow(this.deps.db, testId);
    if (test === undefined) throw notFound('Test not found');
    const today = this.deps.clock.now();
    return (await tryoutCandidates(this.deps.db, test, MAX_CANDIDATES)).map((row) => toListedMember(row, today));
  }

  /** GET /student/test/{id}: the members assigned to test `id`, with their result once it is completed. */
  async participants(testId: number): Promise<TryoutParticipantDto[]> {
    if ((await findTryoutRow(this.deps.db, testId)) === undefined) throw notFound('Test not found');
    const today = this.deps.clock.now();
    // Each answer built whole, in one literal: a copy spread into a larger object costs a new shape
    // per row, most of this list's time with a test of several hundred members (docs/bench.md#limits).
    return (await participantList(this.deps.db, testId)).map((row) => {
      const { email, phoneNumber } = contactOf(row, today);
      return {
        id: row.id,
        firstName: row.first_name,
        lastName: row.last_name,
        birthDate: row.birth_date,
        email,
        phoneNumber,
        assignedAt: row.assigned_at,
        resultGroupId: row.result_group_id,
        failed: row.failed === 1,
      };
    });
  }
}
