import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import { chunks } from '../../db/system-records.js';
import { guardianRecordColumns } from '../guardians/repository.js';

const IN_CHUNK = 500;

export const findMemberForPrivacy = (db: Executor, id: number) =>
  db
    .selectFrom('members as m')
    .leftJoin('groups as g', 'g.id', 'm.group_id')
    .leftJoin('sub_groups as sg', 'sg.id', 'm.sub_group_id')
    .leftJoin('groups as ng', 'ng.id', 'm.next_year_group_id')
    .leftJoin('shirt_sizes as shirt', 'shirt.id', 'm.shirt_size_id')
    .leftJoin('short_sizes as short', 'short.id', 'm.short_size_id')
    .selectAll('m')
    .select([
      'g.name as group_name',
      'sg.name as sub_group_name',
      'ng.name as next_year_group_name',
      'shirt.label as shirt_size',
      'short.label as short_size',
    ])
    .where('m.id', '=', id)
    .executeTakeFirst();
export type PrivacyMemberRow = NonNullable<Awaited<ReturnType<typeof findMemberForPrivacy>>>;

/** The member's guardian as the personal-data export shows them. */
export const findGuardian = (db: Executor, id: number) =>
  db.selectFrom('guardians').select(guardianRecordColumns).where('id', '=', id).executeTakeFirst();

/** How many members other than these refer to the guardian. */
export const guardianUsedByOthers = async (db: Executor, guardianId: number, memberIds: readonly number[]): Promise<boolean> => {
  const row = await db
    .selectFrom('members')
    .select('id')
    .where('guardian_id', '=', guardianId)
    .where('id', 'not in', [...memberIds])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
};

export const subscriptionsOf = (db: Executor, memberId: number) =>
  db
    .selectFrom('subscriptions as s')
    .innerJoin('seasons as se', 'se.id', 's.season_id')
    .leftJoin('groups as g', 'g.id', 's.group_id')
    .selectAll('s')
    .select(['se.label as season_label', 'g.name as group_name'])
    .where('s.member_id', '=', memberId)
    .orderBy('s.id')
    .execute();

export const stateChangesOf = (db: Executor, subscriptionIds: readonly number[]) =>
  subscriptionIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('subscription_state_changes')
        .select(['subscription_id', 'from_state', 'to_state', 'source', 'changed_by', 'changed_at'])
        .where('subscription_id', 'in', [...subscriptionIds])
        .orderBy('id')
        .execute();

export const attendancesOf = (db: Executor, memberId: number) =>
  db
    .selectFrom('attendances as a')
    .innerJoin('training_sessions as ts', 'ts.id', 'a.session_id')
    .innerJoin('groups as g', 'g.id', 'ts.group_id')
    .leftJoin('sub_groups as sg', 'sg.id', 'ts.sub_group_id')
    .select(['ts.date', 'g.name as group_name', 'sg.name as sub_group_name', 'a.is_absent', 'a.is_late'])
    .where('a.member_id', '=', memberId)
    .orderBy('ts.date')
    .execute();

export const testResultsOf = (db: Executor, memberId: number) =>
  db
    .selectFrom('test_members as tm')
    .innerJoin('tests as t', 't.id', 'tm.test_id')
    .innerJoin('types as ty', 'ty.id', 't.type_id')
    .leftJoin('groups as g', 'g.id', 'tm.result_group_id')
    .select([
      't.scheduled_at',
      't.location',
      'ty.code as type_code',
      't.completed',
      'tm.assigned_at',
      'tm.failed',
      'g.name as result_group_name',
    ])
    .where('tm.member_id', '=', memberId)
    .orderBy('t.scheduled_at')
    .execute();

export const countRows = async (db: Executor, memberId: number) => {
  const count = async (table: 'subscriptions' | 'attendances' | 'test_members'): Promise<number> => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  };
  return { subscriptions: await count('subscriptions'), attendances: await count('attendances'), tests: await count('test_members') };
};

export interface MailIdentity {
  memberId: number;
  /** Lower-case addresses of the member and their family. */
  addresses: readonly string[];
}

/**
 * Outbox rows about a person or to one of their addresses, by the links every mail has
 * (migration 029): queued about them (whatever name the mail used, and mails from before the
 * id was kept, linked once by the names they hold), or one of their addresses among the
 * recipients. `about` tells the first kind.
 */
export const mailsAbout = async (db: Executor, who: MailIdentity) => {
  const about = await db.selectFrom('mail_members').select('mail_id').where('member_id', '=', who.memberId).execute();
  const addressed =
    who.addresses.length === 0
      ? []
      : await db
          .selectFrom('mail_recipients')
          .select('mail_id')
          .where('address', 'in', [...who.addresses])
          .execute();
  const aboutIds = new Set(about.map((r) => r.mail_id));
  const ids = [...new Set([...aboutIds, ...addressed.map((r) => r.mail_id)])];
  const rows = [];
  for (const part of chunks(ids, IN_CHUNK)) {
    rows.push(
      ...(await db
        .selectFrom('mail_outbox')
        .select([
          'id',
          'kind',
          'to_addresses',
          'bcc_addresses',
          'subject',
          'text_body',
          'status',
          'attempts',
          'created_at',
          'sent_at',
          'attachments',
        ])
        .where('id', 'in', part)
        .execute()),
    );
  }
  return rows.sort((a, b) => a.id - b.id).map((row) => ({ ...row, about: aboutIds.has(row.id) }));
};
export type MailAboutRow = Awaited<ReturnType<typeof mailsAbout>>[number];

/**
 * SQLite: copies the write-ahead log into the database file and truncates it to zero bytes,
 * so its frames (the pages as they were before an erasure) are gone from the disk. False when
 * a reader (a backup, another process) kept it from finishing.
 */
export const emptyWriteAheadLog = async (db: Executor): Promise<boolean> => {
  const { rows } = await sql<{ busy: number }>`pragma wal_checkpoint(TRUNCATE)`.execute(db);
  return rows[0]?.busy === 0;
};

export const deleteMails = async (db: Executor, ids: readonly number[]): Promise<void> => {
  for (const part of chunks(ids, IN_CHUNK)) await db.deleteFrom('mail_outbox').where('id', 'in', part).execute();
};

/** The mail goes on to these recipients only; its recipient rows (migration 029) follow. */
export const setMailRecipients = async (db: Executor, id: number, to: string[], bcc: string[]): Promise<void> => {
  await db
    .updateTable('mail_outbox')
    .set({ to_addresses: JSON.stringify(to), bcc_addresses: JSON.stringify(bcc) })
    .where('id', '=', id)
    .execute();
  const kept = [...new Set([...to, ...bcc].map((a) => a.toLowerCase()))];
  let gone = db.deleteFrom('mail_recipients').where('mail_id', '=', id);
  if (kept.length > 0) gone = gone.where('address', 'not in', kept);
  await gone.execute();
};

/** Which of these lower-case addresses another member or a guardian still on file uses. */
export const addressesStillInUse = async (
  db: Executor,
  addresses: readonly string[],
  exceptMembers: readonly number[],
  exceptGuardians: readonly number[],
): Promise<Set<string>> => {
  if (addresses.length === 0) return new Set();
  const list = [...addresses];
  const members = await db
    .selectFrom('members')
    .select(['email', 'second_guardian_email'])
    .where((eb) => eb.or([eb(eb.fn('lower', ['email']), 'in', list), eb(eb.fn('lower', ['second_guardian_email']), 'in', list)]))
    .$if(exceptMembers.length > 0, (q) => q.where('id', 'not in', [...exceptMembers]))
    .execute();
  const guardians = await db
    .selectFrom('guardians')
    .select(['email', 'secondary_email'])
    .where((eb) => eb.or([eb(eb.fn('lower', ['email']), 'in', list), eb(eb.fn('lower', ['secondary_email']), 'in', list)]))
    .$if(exceptGuardians.length > 0, (q) => q.where('id', 'not in', [...exceptGuardians]))
    .execute();
  const used = new Set<string>();
  for (const row of [...members.map((m) => [m.email, m.second_guardian_email]), ...guardians.map((g) => [g.email, g.secondary_email])]) {
    for (const value of row) if (value !== null && list.includes(value.toLowerCase())) used.add(value.toLowerCase());
  }
  return used;
};

/** Addresses typed on the member's subscriptions (the guardian contact as the family gave it). */
export const subscriptionAddresses = async (db: Executor, memberIds: readonly number[]): Promise<string[]> => {
  if (memberIds.length === 0) return [];
  const rows = await db
    .selectFrom('subscriptions')
    .select(['guardian_email', 'guardian_secondary_email'])
    .where('member_id', 'in', [...memberIds])
    .execute();
  return rows.flatMap((r) => [r.guardian_email, r.guardian_secondary_email]).filter((v): v is string => v !== null && v !== '');
};

export const deleteGuardians = async (db: Executor, ids: readonly number[]): Promise<number> => {
  let deleted = 0;
  for (const part of chunks(ids, IN_CHUNK)) {
    const result = await db
      .deleteFrom('guardians')
      .where('id', 'in', part)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('members').select('members.id').whereRef('members.guardian_id', '=', 'guardians.id'))))
      .executeTakeFirst();
    deleted += Number(result.numDeletedRows);
  }
  return deleted;
};

// Retention.

/** Members who left (or were not admitted) on or before the cutoff and still carry their identity. */
export const membersDueForAnonymisation = (db: Executor, cutoff: string, limit: number) =>
  db
    .selectFrom('members')
    .select(['id', 'first_name', 'last_name', 'birth_date', 'email', 'second_guardian_email', 'guardian_id'])
    .where('left_at', 'is not', null)
    .where('left_at', '<=', cutoff)
    .where('anonymised_at', 'is', null)
    .orderBy('id')
    .limit(limit)
    .execute();
export type DueMemberRow = Awaited<ReturnType<typeof membersDueForAnonymisation>>[number];

/** Replaces the identity: a placeholder name, the birth year only, no contact, no family link. */
export const anonymiseMember = (db: Executor, id: number, birthYear: string, now: string) =>
  db
    .updateTable('members')
    .set((eb) => ({
      first_name: 'Anonyme',
      last_name: String(id),
      birth_date: `${birthYear}-01-01`,
      birth_place: null,
      nationality: null,
      instagram_handle: null,
      school: null,
      school_level: null,
      email: null,
      phone_number: null,
      address: null,
      address_comp: null,
      zip_code: null,
      city: null,
      country: null,
      guardian_id: null,
      second_guardian_email: null,
      second_guardian_phone: null,
      // Health data (docs/product.md#health-rules): the certificate's last day goes with the person.
      certificate_expires_on: null,
      anonymised_at: now,
      updated_at: now,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', id)
    .execute();

/** The subscriptions stay for the club's figures, without the family's contact or link. */
export const anonymiseSubscriptions = (db: Executor, memberId: number, now: string) =>
  db
    .updateTable('subscriptions')
    .set((eb) => ({
      guardian_first_name: null,
      guardian_last_name: null,
      guardian_email: null,
      guardian_phone_number: null,
      guardian_secondary_email: null,
      guardian_secondary_phone_number: null,
      privacy_accepted_by: null,
      token_hash: null,
      token_expires_at: null,
      submission_hash: null,
      updated_at: now,
      version: eb('version', '+', 1),
    }))
    .where('member_id', '=', memberId)
    .execute();

// Payments (docs/product.md#fees-and-payments): the books keep their amounts, not the person.

/**
 * What payments, their allocations and payment attestations say instead of the name of a
 * member erased or anonymised (and of a payer who goes with them); their address becomes ''.
 */
export const ERASED_MEMBER_NAME = 'Membre effacé';

/** The guardian contact typed on the member's subscriptions, who may be named as the payer. */
export const subscriptionContactNames = (db: Executor, memberId: number) =>
  db.selectFrom('subscriptions').select(['guardian_first_name', 'guardian_last_name']).where('member_id', '=', memberId).execute();

/**
 * Replaces the member's copied names in the books, amounts, methods, days and numbers left as
 * they are: their allocations; the payer of the payments made for them alone, or named as one
 * of `payerNames` (themselves, or a guardian who goes with them); the payer's address of those
 * and of the payments whose address was copied from their record (the one of the first
 * allocation); and their payment attestations (the birth day cut to the year, as the member's).
 */
export const forgetNamesInPayments = async (db: Executor, memberId: number, payerNames: readonly string[], birthYear: string) => {
  const theirs = db.selectFrom('subscriptions').select('id').where('member_id', '=', memberId);
  await db.updateTable('payment_allocations').set({ member_name: ERASED_MEMBER_NAME }).where('subscription_id', 'in', theirs).execute();
  const touching = db.selectFrom('payment_allocations').select('payment_id').where('subscription_id', 'in', theirs);
  await db
    .updateTable('payments')
    .set({ payer_name: ERASED_MEMBER_NAME, payer_address: '' })
    .where('id', 'in', touching)
    .where((eb) =>
      eb.or([
        eb.not(
          eb.exists(
            eb
              .selectFrom('payment_allocations as other')
              .select('other.id')
              .where('other.payment_id', '=', eb.ref('payments.id'))
              .where('other.subscription_id', 'is not', null)
              .where('other.subscription_id', 'not in', theirs),
          ),
        ),
        ...(payerNames.length === 0 ? [] : [eb('payer_name', 'in', [...payerNames])]),
      ]),
    )
    .execute();
  await db
    .updateTable('payments')
    .set({ payer_address: '' })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('payment_allocations as first')
        .select('first.payment_id')
        .where('first.subscription_id', 'in', theirs)
        .where('first.id', '=', (inner) =>
          inner
            .selectFrom('payment_allocations as earlier')
            .select((min) => min.fn.min('earlier.id').as('id'))
            .whereRef('earlier.payment_id', '=', 'first.payment_id'),
        ),
    )
    .execute();
  await db
    .updateTable('payment_attestations')
    .set({ member_name: ERASED_MEMBER_NAME, payer_name: ERASED_MEMBER_NAME, payer_address: '', member_birth_date: `${birthYear}-01-01` })
    .where('subscription_id', 'in', theirs)
    .execute();
};
