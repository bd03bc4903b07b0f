import type { Guardian } from '@club/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import type { Language } from '../../lib/language.js';
import { findGuardian, insertGuardian, linkGuardian, listGuardians, type GuardianFilters } from './repository.js';

interface Deps {
  db: Kysely<DB>;
  clock: Clock;
  log: FastifyBaseLogger;
}

type GuardianRow = NonNullable<Awaited<ReturnType<typeof findGuardian>>>;

const toDto = (r: GuardianRow) => ({
  id: r.id,
  firstName: r.first_name,
  lastName: r.last_name,
  email: r.email,
  phoneNumber: r.phone_number,
  secondaryEmail: r.secondary_email,
  secondaryPhoneNumber: r.secondary_phone_number,
});

/** Guardians (SPEC §2 guardian picker and creation, §7 /guardian/ and /student/{id}/guardian). */
export class GuardiansService {
  constructor(private readonly deps: Deps) {}

  async list(filters: GuardianFilters, page: number, pageSize: number) {
    const { rows, total } = await listGuardians(this.deps.db, filters, { offset: (page - 1) * pageSize, limit: pageSize });
    return { rows: rows.map(toDto), total, page, pageSize };
  }

  async create(input: Guardian, language: Language, actorId: number) {
    const id = await insertGuardian(this.deps.db, {
      // The guardian form requires only the e-mail (SPEC §5); the columns keep an empty text.
      first_name: input.firstName ?? '',
      last_name: input.lastName ?? '',
      email: input.email,
      phone_number: input.phoneNumber ?? '',
      secondary_email: input.secondaryEmail,
      secondary_phone_number: input.secondaryPhoneNumber,
      language,
      created_at: this.deps.clock.now().toISOString(),
    });
    this.deps.log.info({ event: 'guardian_created', guardianId: id, actorId }, 'guardian created');
    const row = await findGuardian(this.deps.db, id);
    if (row === undefined) throw notFound('Guardian not found');
    return toDto(row);
  }

  /** POST /student/{id}/guardian: the guardian chosen in the picker; clears the problem. */
  async choose(memberId: number, guardianId: number, actorId: number) {
    await this.deps.db.transaction().execute(async (trx) => {
      if ((await findGuardian(trx, guardianId)) === undefined) throw notFound('Guardian not found');
      if (!(await linkGuardian(trx, memberId, guardianId, this.deps.clock.now().toISOString()))) throw notFound('Student not found');
    });
    this.deps.log.info({ event: 'guardian_chosen', memberId, guardianId, actorId }, 'guardian linked');
    return { studentId: memberId, guardianId };
  }
}
