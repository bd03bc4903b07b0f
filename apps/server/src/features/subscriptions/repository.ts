import type { SubscriptionForm, SubscriptionState, SubscriptionUpdate } from '@club/domain';
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool, type Updateable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { DB, SubscriptionTable } from '../../db/types.js';
import { compileOnce } from '../../db/compiled-query.js';

/** Escapes LIKE wildcards so a filter is a plain substring, case-insensitive on both databases. */
export const containsPattern = (value: string): string => `%${value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type ListEb = ExpressionBuilder<DB & { s: DB['subscriptions']; m: DB['members']; g: DB['groups'] }, 's' | 'm' | 'g'>;

/**
 * A "problem" (docs/product.md, "Guardians and contact problems"): the guardian must be chosen by staff, because the
 * submitted contact matched another guardian under other names, or because a minor has none
 * linked once the family has submitted (before that, nobody is expected to have chosen one).
 * An adult is their own contact and needs no guardian: born on or before `adultsBornBy`
 * (`latestAdultBirthDate` of the season's reference day; birth dates are `YYYY-MM-DD` text, so
 * they compare as dates on both databases). A cancelled subscription waits for nobody.
 */
const problemExpression = (eb: ListEb, adultsBornBy: string): Expression<SqlBool> =>
  eb.and([
    eb('s.state', '<>', 'CANCELLED'),
    eb.or([
      eb('s.guardian_conflict', '=', 1),
      eb.and([eb('m.guardian_id', 'is', null), eb('s.state', '<>', 'SCHEDULED'), eb('m.birth_date', '>', adultsBornBy)]),
    ]),
  ]);

export interface ListFilters {
  seasonId: number;
  lastName?: string | undefined;
  firstName?: string | undefined;
  state?: SubscriptionState | undefined;
  groupName?: string | undefined;
  problem?: boolean | undefined;
  /** The last birth date of an adult on the season's reference day: the problem flag's age limit. */
  adultsBornBy: string;
}

type ListQuery = ReturnType<typeof fromSubscriptions>;

/** Subscriptions first: the database picks the join order (counts). */
const fromSubscriptions = (db: Executor, seasonId: number) =>
  db
    .selectFrom('subscriptions as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .leftJoin('groups as g', 'g.id', 's.group_id')
    .where('s.season_id', '=', seasonId);

/**
 * Members first, in the order of their name index (`members_name_key_idx`): a page reads
 * its rows and stops, instead of sorting the season. SQLite keeps the order of a CROSS JOIN;
 * PostgreSQL plans it as the inner join it is.
 */
const fromMembers = (db: Executor, seasonId: number): ListQuery =>
  db
    .selectFrom('members as m')
    .crossJoin('subscriptions as s')
    .leftJoin('groups as g', 'g.id', 's.group_id')
    .whereRef('s.member_id', '=', 'm.id')
    .where('s.season_id', '=', seasonId) as unknown as ListQuery;

/**
 * The list's filters as one condition on `s`, `m` and `g`, so the export (GET /student/export)
 * selects exactly the rows the list shows.
 */
export const listFilterExpression = (eb: ListEb, filters: Omit<ListFilters, 'seasonId'>): Expression<SqlBool> => {
  const like = (column: 'm.last_name_key' | 'm.first_name_key', value: string) =>
    sql<SqlBool>`${sql.ref(column)} like ${containsPattern(value)} escape '\\'`;
  const conditions: Expression<SqlBool>[] = [];
  if (filters.lastName) conditions.push(like('m.last_name_key', filters.lastName));
  if (filters.firstName) conditions.push(like('m.first_name_key', filters.firstName));
  // A few dozen groups: their names are lower-cased as they are read.
  if (filters.groupName) conditions.push(sql<SqlBool>`lower(g.name) like ${containsPattern(filters.groupName)} escape '\\'`);
  if (filters.state) conditions.push(eb('s.state', '=', filters.state));
  if (filters.problem !== undefined) {
    const problem = problemExpression(eb, filters.adultsBornBy);
    conditions.push(filters.problem ? problem : eb.not(problem));
  }
  return eb.and(conditions);
};

const hasListFilters = (filters: ListFilters): boolean =>
  Boolean(filters.lastName || filters.firstName || filters.groupName || filters.state) || filters.problem !== undefined;

const filtered = (query: ListQuery, filters: ListFilters) =>
  hasListFilters(filters) ? query.where((eb) => listFilterExpression(eb, filters)) : query;

/** The season's total: without filters, the count the database keeps on the season. */
const countSubscriptions = async (db: Executor, filters: ListFilters): Promise<number> => {
  const row = !hasListFilters(filters)
    ? await db.selectFrom('seasons').select('subscription_count as n').where('id', '=', filters.seasonId).executeTakeFirst() ?? { n: 0 }
    : await filtered(fromSubscriptions(db, filters.seasonId), filters).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
};

/** One page of the staff list, sorted by name, and the total: one query each. */
export const listSubscriptions = async (db: Executor, filters: ListFilters, page: { offset: number; limit: number }) => {
  const rows = await filtered(fromMembers(db, filters.seasonId), filters)
    .leftJoin('sub_groups as sg', (join) => join.onRef('sg.id', '=', 'm.sub_group_id').onRef('sg.group_id', '=', 's.group_id'))
    .select((eb) => [
      's.id as subscription_id',
      'm.id as member_id',
      'm.last_name',
      'm.first_name',
      's.state',
      'm.birth_date',
      'g.name as group_name',
      'sg.name as sub_group_name',
      eb.case().when(problemExpression(eb, filters.adultsBornBy)).then(1).else(0).end().as('problem'),
    ])
    // One subscription per member and season: the member's id settles equal names.
    .orderBy('m.last_name_key')
    .orderBy('m.first_name_key')
    .orderBy('m.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { rows, total: await countSubscriptions(db, filters) };
};

export const currentSeason = (db: Executor) =>
  db.selectFrom('seasons').select(['id', 'label', 'start_date', 'end_date']).where('is_current', '=', 1).executeTakeFirst();

/** The current season's id; throws when there is none (reference data always seeds one). */
export const currentSeasonId = async (db: Executor): Promise<number> =>
  (await db.selectFrom('seasons').select('id').where('is_current', '=', 1).executeTakeFirstOrThrow()).id;

export const findSeason = (db: Executor, id: number) =>
  db.selectFrom('seasons').select(['id', 'label', 'start_date', 'end_date', 'is_current']).where('id', '=', id).executeTakeFirst();

/** Everything the public form, the edit screen and the PDFs need about one subscription. */
const subscriptionContextQuery = (db: Executor) =>
  db
    .selectFrom('subscriptions as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .innerJoin('seasons as se', 'se.id', 's.season_id')
    .leftJoin('groups as g', 'g.id', 's.group_id')
    .leftJoin('types as t', 't.id', 'g.type_id')
    .leftJoin('guardians as gu', 'gu.id', 'm.guardian_id')
    .leftJoin('sub_groups as sg', (join) => join.onRef('sg.id', '=', 'm.sub_group_id').onRef('sg.group_id', '=', 's.group_id'))
    .leftJoin('shirt_sizes as shirt', 'shirt.id', 'm.shirt_size_id')
    .leftJoin('short_sizes as short', 'short.id', 'm.short_size_id')
    .selectAll('s')
    .select([
      'm.first_name as m_first_name',
      'm.last_name as m_last_name',
      'm.gender as m_gender',
      'm.birth_date as m_birth_date',
      'm.birth_place as m_birth_place',
      'm.nationality as m_nationality',
      'm.instagram_handle as m_instagram_handle',
      'm.school as m_school',
      'm.school_level as m_school_level',
      'm.shirt_size_id as m_shirt_size_id',
      'm.short_size_id as m_short_size_id',
      'm.email as m_email',
      'm.phone_number as m_phone_number',
      'm.address as m_address',
      'm.address_comp as m_address_comp',
      'm.zip_code as m_zip_code',
      'm.city as m_city',
      'm.country as m_country',
      'm.guardian_id as m_guardian_id',
      'm.second_guardian_email as m_second_guardian_email',
      'm.second_guardian_phone as m_second_guardian_phone',
      'm.language as m_language',
      'm.version as m_version',
      'se.label as season_label',
      'se.start_date as season_start',
      'se.end_date as season_end',
      'g.name as group_name',
      'g.price_cents as group_price_cents',
      'g.resub_price_cents as group_resub_price_cents',
      'g.ffn_license as group_ffn_license',
      'g.sports_code_of_conduct as group_sports_code_of_conduct',
      'g.should_receive_sub_mail as group_should_receive_sub_mail',
      'g.type_id as group_type_id',
      't.code as type_code',
      't.label_fr as type_label_fr',
      't.label_en as type_label_en',
      't.adds_schedule as type_adds_schedule',
      'gu.first_name as gu_first_name',
      'gu.last_name as gu_last_name',
      'gu.email as gu_email',
      'gu.phone_number as gu_phone_number',
      'gu.secondary_email as gu_secondary_email',
      'gu.secondary_phone_number as gu_secondary_phone_number',
      'gu.language as gu_language',
      'sg.name as sub_group_name',
      'shirt.label as shirt_label',
      'short.label as short_label',
    ]);

export const findSubscriptionContext = (db: Executor, subscriptionId: number) =>
  subscriptionContextQuery(db).where('s.id', '=', subscriptionId).executeTakeFirst();

/**
 * The same, found by the hash of its link's token, in one statement built and compiled once:
 * every visit and submit of a family's form starts with it.
 */
export const subscriptionContextByTokenHash = (db: Kysely<DB>) => {
  const query = compileOnce(db, ['tokenHash'], (p: { tokenHash: string }) => subscriptionContextQuery(db).where('s.token_hash', '=', p.tokenHash));
  return async (tokenHash: string): Promise<SubscriptionContext | undefined> => (await query({ tokenHash }))[0];
};

export type SubscriptionContext = NonNullable<Awaited<ReturnType<typeof findSubscriptionContext>>>;

/** The member's subscription to show: the one asked for, else the latest season's. */
export const findSubscriptionIdOfMember = async (db: Executor, memberId: number, subscriptionId?: number): Promise<number | undefined> => {
  let query = db
    .selectFrom('subscriptions as s')
    .innerJoin('seasons as se', 'se.id', 's.season_id')
    .select('s.id')
    .where('s.member_id', '=', memberId);
  if (subscriptionId !== undefined) query = query.where('s.id', '=', subscriptionId);
  const row = await query.orderBy('se.start_date', 'desc').orderBy('s.id', 'desc').executeTakeFirst();
  return row?.id;
};

export const findSubscriptionByTokenHash = (db: Executor, tokenHash: string) =>
  db.selectFrom('subscriptions').select(['id', 'member_id', 'state', 'token_expires_at']).where('token_hash', '=', tokenHash).executeTakeFirst();

export const setSubscriptionToken = (db: Executor, subscriptionId: number, tokenHash: string, expiresAt: string) =>
  db.updateTable('subscriptions').set({ token_hash: tokenHash, token_expires_at: expiresAt }).where('id', '=', subscriptionId).execute();

/**
 * Subscriptions of the current season the demo seed gives a link: those listed, or without
 * a list every one without a token yet; with their season's end (the link's expiry).
 */
export const currentSubscriptionsToLink = (db: Executor, subscriptionIds: readonly number[] | undefined) => {
  let query = db
    .selectFrom('subscriptions as s')
    .innerJoin('seasons as se', 'se.id', 's.season_id')
    .select(['s.id', 's.member_id', 'se.end_date'])
    .where('se.is_current', '=', 1);
  query =
    subscriptionIds === undefined
      ? query.where('s.token_hash', 'is', null)
      : subscriptionIds.length === 0
        ? query.where('s.id', '=', -1)
        : query.where('s.id', 'in', subscriptionIds);
  return query.orderBy('s.id').execute();
};

export const stateHistory = (db: Executor, subscriptionId: number) =>
  db
    .selectFrom('subscription_state_changes as c')
    .leftJoin('users as u', 'u.id', 'c.changed_by')
    .select(['c.from_state', 'c.to_state', 'c.changed_at', 'c.source', 'c.changed_by', 'u.first_name', 'u.last_name'])
    .where('c.subscription_id', '=', subscriptionId)
    .orderBy('c.id')
    .execute();

/**
 * The family's submit takes the subscription from SCHEDULED to STARTED with what it sent;
 * false when it was no longer SCHEDULED (another submit of it won).
 */
export const markSubmitted = async (
  db: Executor,
  subscriptionId: number,
  submitted: {
    submissionHash: string;
    at: string;
    form: SubscriptionForm;
    privacyAcceptedBy: string;
    /** The labels of the text versions accepted (features/club/texts); null for a text not accepted. */
    accepted: { privacy: string; rules: string | null; codeOfConduct: string | null; guardianCodeOfConduct: string | null };
    guardianConflict: boolean;
  },
): Promise<boolean> => {
  const { form, at } = submitted;
  const result = await db
    .updateTable('subscriptions')
    .set((eb) => ({
      state: 'STARTED',
      submission_hash: submitted.submissionHash,
      submitted_at: at,
      covid_clause: form.covidClause ? 1 : 0,
      privacy_version: submitted.accepted.privacy,
      rules_version: submitted.accepted.rules,
      code_of_conduct_version: submitted.accepted.codeOfConduct,
      guardian_code_of_conduct_version: submitted.accepted.guardianCodeOfConduct,
      privacy_accepted_by: submitted.privacyAcceptedBy,
      privacy_accepted_at: at,
      guardian_first_name: form.guardianFname,
      guardian_last_name: form.guardianLname,
      guardian_email: form.guardianEmail,
      guardian_phone_number: form.guardianPhone,
      guardian_secondary_email: form.secondGuardianEmail,
      guardian_secondary_phone_number: form.secondGuardianPhone,
      guardian_conflict: submitted.guardianConflict ? 1 : 0,
      updated_at: at,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', subscriptionId)
    .where('state', '=', 'SCHEDULED')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
};

/** A second contact of the member: e-mail and phone, either may be missing. */
export interface SecondContact {
  email: string | null;
  phone: string | null;
}

/**
 * The member as the family's form left them, linked to the guardian the submit resolved, with
 * the second contact the submit kept (the typed one, unless it is another family's).
 */
export const applyFormToMember = (
  db: Executor,
  memberId: number,
  submitted: {
    form: SubscriptionForm;
    instagramHandle: string | null;
    guardianId: number | null;
    secondContact: SecondContact;
    language: string;
    at: string;
  },
) => {
  const { form } = submitted;
  return db
    .updateTable('members')
    .set((eb) => ({
      first_name: form.fname,
      last_name: form.lname,
      gender: form.gender,
      birth_date: form.birthDate,
      birth_place: form.birthPlace,
      nationality: form.nationality,
      instagram_handle: submitted.instagramHandle,
      address: form.address,
      address_comp: form.addressComp,
      zip_code: form.zipCode,
      city: form.city,
      country: form.country,
      shirt_size_id: form.shirtSizeId,
      short_size_id: form.shortSizeId,
      second_guardian_email: submitted.secondContact.email,
      second_guardian_phone: submitted.secondContact.phone,
      guardian_id: submitted.guardianId,
      language: submitted.language,
      updated_at: submitted.at,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', memberId)
    .execute();
};

export const recordStateChange = (
  db: Executor,
  change: { subscriptionId: number; from: string | null; to: string; by: number | null; at: string; source: string },
) =>
  db
    .insertInto('subscription_state_changes')
    .values({
      subscription_id: change.subscriptionId,
      from_state: change.from,
      to_state: change.to,
      changed_by: change.by,
      changed_at: change.at,
      source: change.source,
    })
    .execute();

/** The subscriptions of some members in one season, by id (a member has at most one a season). */
export const seasonSubscriptionsOf = (db: Executor, seasonId: number, memberIds: readonly number[]) =>
  db
    .selectFrom('subscriptions')
    .select(['id', 'member_id', 'state'])
    .where('season_id', '=', seasonId)
    .where('member_id', 'in', [...memberIds])
    .orderBy('id')
    .execute();

export const subscriptionState = async (db: Executor, subscriptionId: number): Promise<string | undefined> =>
  (await db.selectFrom('subscriptions').select('state').where('id', '=', subscriptionId).executeTakeFirst())?.state;

/**
 * Cancels a subscription if it is still in the state read before (compare and set): false when
 * a concurrent change got there first, so the caller reads it again instead of recording a
 * history line from a state it no longer had. The validation date stays, for a restore.
 */
export const cancelSubscriptionIfIn = async (db: Executor, subscriptionId: number, expected: string, at: string): Promise<boolean> => {
  const result = await db
    .updateTable('subscriptions')
    .set((eb) => ({ state: 'CANCELLED', updated_at: at, version: eb('version', '+', 1) }))
    .where('id', '=', subscriptionId)
    .where('state', '=', expected)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
};

/** The state a cancelled subscription had before its latest cancellation, to restore it. */
export const stateBeforeCancellation = async (db: Executor, subscriptionId: number): Promise<string | null> => {
  const row = await db
    .selectFrom('subscription_state_changes')
    .select('from_state')
    .where('subscription_id', '=', subscriptionId)
    .where('to_state', '=', 'CANCELLED')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.from_state ?? null;
};

/** First subscription or renewal: the form, the documents and the price follow `is_new`. */
export const setSubscriptionKind = (db: Executor, subscriptionId: number, isNew: boolean, at: string) =>
  db
    .updateTable('subscriptions')
    .set((eb) => ({ is_new: isNew ? 1 : 0, updated_at: at, version: eb('version', '+', 1) }))
    .where('id', '=', subscriptionId)
    .execute();

export const sizeOptions = (db: Executor, kind: 'shirt' | 'short') =>
  db.selectFrom(kind === 'shirt' ? 'shirt_sizes' : 'short_sizes').select(['id', 'label']).orderBy('sort_order').execute();

/** E-mails (lower-cased) and phones (as stored: no spaces or dots) a family typed. */
export interface TypedContacts {
  emails: readonly string[];
  phones: readonly string[];
}

/** The family of a member: the member, its guardian and the other members of that guardian. */
export interface Family {
  memberId: number;
  guardianId: number | null;
}

/** Guardians other than the family's own holding one of the typed contacts, in any of their four. */
const otherGuardiansHolding = (db: Executor, family: Family, emails: string[], phones: string[]) => {
  let query = db
    .selectFrom('guardians')
    .select(['email_key', 'secondary_email_key', 'phone_number', 'secondary_phone_number'])
    .where((eb) =>
      eb.or([
        ...(emails.length === 0 ? [] : [eb('email_key', 'in', emails), eb('secondary_email_key', 'in', emails)]),
        ...(phones.length === 0 ? [] : [eb('phone_number', 'in', phones), eb('secondary_phone_number', 'in', phones)]),
      ]),
    );
  if (family.guardianId !== null) query = query.where('id', '<>', family.guardianId);
  return query.execute();
};

/** Members outside the family whose second contact is one of the typed contacts. */
const otherMembersHolding = (db: Executor, family: Family, emails: string[], phones: string[]) => {
  let query = db
    .selectFrom('members')
    .select(['second_guardian_email_key', 'second_guardian_phone'])
    .where((eb) =>
      eb.or([
        ...(emails.length === 0 ? [] : [eb('second_guardian_email_key', 'in', emails)]),
        ...(phones.length === 0 ? [] : [eb('second_guardian_phone', 'in', phones)]),
      ]),
    )
    .where('id', '<>', family.memberId);
  // A sibling sharing the guardian is the same family.
  const { guardianId } = family;
  if (guardianId !== null) query = query.where((eb) => eb.or([eb('guardian_id', 'is', null), eb('guardian_id', '<>', guardianId)]));
  return query.execute();
};

/**
 * Which of the typed e-mails and phones are on file for another family: as the e-mail, phone,
 * secondary e-mail or phone of a guardian other than the family's own, or as the second contact
 * of a member outside the family. Every column compared is indexed (migrations 002, 005, 008).
 */
export const contactsOfOtherFamilies = async (db: Executor, family: Family, typed: TypedContacts): Promise<Set<string>> => {
  const emails = [...typed.emails];
  const phones = [...typed.phones];
  if (emails.length === 0 && phones.length === 0) return new Set();
  const guardians = await otherGuardiansHolding(db, family, emails, phones);
  const members = await otherMembersHolding(db, family, emails, phones);
  const onFile = new Set<string | null>([
    ...guardians.flatMap((g) => [g.email_key, g.secondary_email_key, g.phone_number, g.secondary_phone_number]),
    ...members.flatMap((m) => [m.second_guardian_email_key, m.second_guardian_phone]),
  ]);
  return new Set([...emails, ...phones].filter((contact) => onFile.has(contact)));
};

export const membersOfGuardian = async (db: Executor, guardianId: number): Promise<number> => {
  const row = await db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('guardian_id', '=', guardianId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

export const deleteMembers = async (db: Executor, memberIds: readonly number[]): Promise<number> => {
  if (memberIds.length === 0) return 0;
  const guardians = await db
    .selectFrom('members')
    .select('guardian_id')
    .where('id', 'in', [...memberIds])
    .where('guardian_id', 'is not', null)
    .execute();
  const result = await db.deleteFrom('members').where('id', 'in', [...memberIds]).executeTakeFirst();
  // A guardian no other member needs goes too: nothing of the family is left (docs/product.md, "Privacy").
  const guardianIds = [...new Set(guardians.map((g) => g.guardian_id).filter((id): id is number => id !== null))];
  if (guardianIds.length > 0) {
    await db
      .deleteFrom('guardians')
      .where('id', 'in', guardianIds)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('members').select('members.id').whereRef('members.guardian_id', '=', 'guardians.id'))),
      )
      .execute();
  }
  return Number(result.numDeletedRows);
};

export const existingMemberIds = async (db: Executor, ids: readonly number[]): Promise<number[]> => {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('members').select('id').where('id', 'in', [...ids]).execute();
  return rows.map((r) => r.id);
};

/** Time slots of a group, for its schedule. */
export const groupTimeSlots = (db: Executor, groupId: number) =>
  db
    .selectFrom('time_slots')
    .select(['weekday', 'start_time', 'end_time', 'location'])
    .where('group_id', '=', groupId)
    .orderBy('weekday')
    .orderBy('start_time')
    .execute();

/** A member's details as staff corrected them on the subscription screen. */
export const updateMemberDetails = (db: Executor, memberId: number, student: NonNullable<SubscriptionUpdate['student']>, at: string) =>
  db
    .updateTable('members')
    .set((eb) => ({
      first_name: student.firstName,
      last_name: student.lastName,
      gender: student.gender,
      birth_date: student.birthDate,
      birth_place: student.birthPlace,
      nationality: student.nationality,
      shirt_size_id: student.shirtSizeId,
      short_size_id: student.shortSizeId,
      instagram_handle: student.instagramHandle,
      school: student.school,
      school_level: student.schoolLevel,
      email: student.email,
      phone_number: student.phoneNumber,
      address: student.address,
      address_comp: student.addressComp,
      zip_code: student.zipCode,
      city: student.city,
      country: student.country,
      second_guardian_email: student.secondGuardianEmail,
      second_guardian_phone: student.secondGuardianPhone,
      updated_at: at,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', memberId)
    .execute();

/** Sets the member's guardian, leaving the member's version as it is. */
export const setMemberGuardian = (db: Executor, memberId: number, guardianId: number) =>
  db.updateTable('members').set({ guardian_id: guardianId }).where('id', '=', memberId).execute();

/** Staff's save: false when the subscription is no longer at `version` (docs/product.md, "Two people saving at once"). */
export const updateSubscriptionAtVersion = async (
  db: Executor,
  subscriptionId: number,
  version: number,
  changes: Omit<Updateable<SubscriptionTable>, 'id' | 'version'>,
): Promise<boolean> => {
  const result = await db
    .updateTable('subscriptions')
    .set((eb) => ({ ...changes, version: eb('version', '+', 1) }))
    .where('id', '=', subscriptionId)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
};

/** A member's subscription of one season (a member holds one a season), if any. */
export const findSeasonSubscriptionOfMember = (db: Executor, memberId: number, seasonId: number) =>
  db.selectFrom('subscriptions').select(['id', 'state']).where('member_id', '=', memberId).where('season_id', '=', seasonId).executeTakeFirst();

export const insertScheduledSubscription = async (
  db: Executor,
  subscription: { memberId: number; seasonId: number; groupId: number; isNew: boolean; at: string },
): Promise<number> =>
  (
    await db
      .insertInto('subscriptions')
      .values({
        member_id: subscription.memberId,
        season_id: subscription.seasonId,
        group_id: subscription.groupId,
        state: 'SCHEDULED',
        is_new: subscription.isNew ? 1 : 0,
        created_at: subscription.at,
        updated_at: subscription.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

/** Takes an existing subscription back to SCHEDULED in another group (a member placed again). */
export const rescheduleSubscription = (db: Executor, subscriptionId: number, change: { groupId: number; isNew: boolean; at: string }) =>
  db
    .updateTable('subscriptions')
    .set((eb) => ({
      group_id: change.groupId,
      state: 'SCHEDULED',
      is_new: change.isNew ? 1 : 0,
      updated_at: change.at,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', subscriptionId)
    .execute();

/**
 * Members first, in the order of their name index (`members_name_key_idx`), the list's own
 * order, then their subscription of the season: each batch continues the index where the last
 * one stopped instead of sorting the season again (SQLite keeps the order of a CROSS JOIN;
 * PostgreSQL plans the inner join). The list's filters are the list's own condition.
 */
const exportQuery = (db: Executor, selection: ListFilters) =>
  db
    .selectFrom('members as m')
    .crossJoin('subscriptions as s')
    .leftJoin('groups as g', 'g.id', 's.group_id')
    .leftJoin('sub_groups as sg', (join) => join.onRef('sg.id', '=', 'm.sub_group_id').onRef('sg.group_id', '=', 's.group_id'))
    .leftJoin('guardians as gu', 'gu.id', 'm.guardian_id')
    .leftJoin('shirt_sizes as shirt', 'shirt.id', 'm.shirt_size_id')
    .leftJoin('short_sizes as short', 'short.id', 'm.short_size_id')
    .select([
      's.id',
      'm.id as member_id',
      'm.last_name_key',
      'm.first_name_key',
      's.state',
      's.is_new',
      's.process_date',
      'm.last_name',
      'm.first_name',
      'm.gender',
      'm.birth_date',
      'm.birth_place',
      'm.nationality',
      'm.address',
      'm.address_comp',
      'm.zip_code',
      'm.city',
      'm.country',
      'm.email',
      'm.phone_number',
      'm.second_guardian_email',
      'm.second_guardian_phone',
      'm.instagram_handle',
      'm.school',
      'm.school_level',
      'g.name as group_name',
      'sg.name as sub_group_name',
      'gu.first_name as gu_first_name',
      'gu.last_name as gu_last_name',
      'gu.email as gu_email',
      'gu.phone_number as gu_phone',
      'gu.secondary_email as gu_secondary_email',
      'gu.secondary_phone_number as gu_secondary_phone',
      'shirt.label as shirt_label',
      'short.label as short_label',
    ])
    .whereRef('s.member_id', '=', 'm.id')
    .where('s.season_id', '=', selection.seasonId)
    .where((eb) => listFilterExpression(eb, selection));

export type ExportRow = Awaited<ReturnType<ReturnType<typeof exportQuery>['execute']>>[number];

/** Where the last batch of an export stopped: the list's order is name keys, then member id. */
export interface ExportPosition {
  lastName: string;
  firstName: string;
  memberId: number;
}

/** One batch of the list's export, after `after` (keyset) so each batch's cost stays flat. */
export const exportBatch = (db: Executor, selection: ListFilters, after: ExportPosition | null, limit: number): Promise<ExportRow[]> => {
  let query = exportQuery(db, selection);
  if (after !== null) {
    const { lastName, firstName, memberId } = after;
    query = query.where(sql<boolean>`(m.last_name_key, m.first_name_key, m.id) > (${lastName}, ${firstName}, ${memberId})`);
  }
  return query.orderBy('m.last_name_key').orderBy('m.first_name_key').orderBy('m.id').limit(limit).execute();
};
