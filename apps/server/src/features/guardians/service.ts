import type { Guardian, GuardianChoice, GuardianChoiceResultDto, GuardianDto, GuardianPageDto } from '@club/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { Language } from '../../lib/language.js';
import { sameNames } from './names.js';
import {
  findGuardian,
  insertGuardian,
  insertGuardianWithContact,
  linkGuardian,
  listGuardians,
  setSecondContact,
  typedContactOf,
  updateGuardianContact,
  type GuardianContact,
  type GuardianFilters,
} from './repository.js';

interface Deps {
  db: Kysely<DB>;
  clock: Clock;
  log: FastifyBaseLogger;
}

type GuardianRow = NonNullable<Awaited<ReturnType<typeof findGuardian>>>;
type TypedRow = NonNullable<Awaited<ReturnType<typeof typedContactOf>>>;

const toDto = (r: GuardianRow): GuardianDto => ({
  id: r.id,
  firstName: r.first_name,
  lastName: r.last_name,
  email: r.email,
  phoneNumber: r.phone_number,
  secondaryEmail: r.secondary_email,
  secondaryPhoneNumber: r.secondary_phone_number,
});

/** Guardians (docs/product.md#guardians), for the picker and the new-guardian screen. */
export class GuardiansService {
  constructor(private readonly deps: Deps) {}

  async list(filters: GuardianFilters, page: number, pageSize: number): Promise<GuardianPageDto> {
    const { rows, total } = await listGuardians(this.deps.db, filters, { offset: (page - 1) * pageSize, limit: pageSize });
    return { rows: rows.map(toDto), total, page, pageSize };
  }

  async create(input: Guardian, language: Language, actorId: number): Promise<GuardianDto> {
    const id = await insertGuardian(this.deps.db, {
      // The guardian form requires only the e-mail (docs/product.md#validation); the columns keep an empty text.
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

  /** POST /student/{id}/guardian: the picker's answer, a guardian on file or the contact typed. */
  settle(memberId: number, choice: GuardianChoice, actorId: number): Promise<GuardianChoiceResultDto> {
    return 'guardianId' in choice
      ? this.choose(memberId, choice.guardianId, actorId)
      : this.keepTypedContact(memberId, choice.keepTypedContactOf, actorId);
  }

  /** The guardian chosen in the picker; clears the problem. */
  async choose(memberId: number, guardianId: number, actorId: number): Promise<GuardianChoiceResultDto> {
    await this.deps.db.transaction().execute(async (trx) => {
      if ((await findGuardian(trx, guardianId)) === undefined) throw notFound('Guardian not found');
      if (!(await linkGuardian(trx, memberId, guardianId, this.deps.clock.now().toISOString()))) throw notFound('Student not found');
    });
    this.deps.log.info({ event: 'guardian_chosen', memberId, guardianId, actorId }, 'guardian linked');
    return { studentId: memberId, guardianId };
  }

  /**
   * The picker's other answer to a problem: staff checked the contact the family typed on the
   * subscription and keep it. It becomes the member's guardian (the member's own one brought up
   * to date when the names are its own, else a new one) and the member's second contact, and the
   * problem is cleared.
   */
  async keepTypedContact(memberId: number, subscriptionId: number, actorId: number): Promise<GuardianChoiceResultDto> {
    const guardianId = await this.deps.db.transaction().execute(async (trx) => {
      const typed = await typedContactOf(trx, memberId, subscriptionId);
      if (typed === undefined) throw notFound('Subscription not found');
      const contact = guardianContactOf(typed);
      if (contact === null) throw conflict('NO_TYPED_CONTACT');
      const now = this.deps.clock.now().toISOString();
      const id = await guardianWithContact(trx, typed, contact, now);
      await setSecondContact(trx, memberId, { email: typed.guardian_secondary_email, phone: typed.guardian_secondary_phone_number }, now);
      await linkGuardian(trx, memberId, id, now);
      return id;
    });
    this.deps.log.info(
      { event: 'guardian_typed_contact_kept', memberId, subscriptionId, guardianId, actorId },
      'typed contact kept as guardian',
    );
    return { studentId: memberId, guardianId };
  }
}

/** The typed contact as a guardian's, or null when the family has not sent the form yet. */
const guardianContactOf = (typed: TypedRow): GuardianContact | null =>
  typed.guardian_email === null
    ? null
    : {
        firstName: typed.guardian_first_name ?? '',
        lastName: typed.guardian_last_name ?? '',
        email: typed.guardian_email,
        phoneNumber: typed.guardian_phone_number ?? '',
      };

/** The member's own guardian when it is the person typed (updated rather than doubled), else a new one. */
const guardianWithContact = async (trx: Transaction<DB>, typed: TypedRow, contact: GuardianContact, now: string): Promise<number> => {
  if (!isOwnGuardian(typed, contact)) return insertGuardianWithContact(trx, contact, typed.language, now);
  await updateGuardianContact(trx, typed.guardian_id, contact, typed.language);
  return typed.guardian_id;
};

/** The member's own guardian has the typed names. */
const isOwnGuardian = (typed: TypedRow, contact: GuardianContact): typed is TypedRow & { guardian_id: number } =>
  typed.guardian_id !== null &&
  sameNames({ first: contact.firstName, last: contact.lastName }, { first: typed.gu_first_name ?? '', last: typed.gu_last_name ?? '' });
