import type { Kysely } from 'kysely';
import { compileOnce, compiledPerExecutor, compiledPerListLength } from '../../../db/compiled-query.js';
import type { Executor } from '../../../db/executor.js';
import type { DB } from '../../../db/types.js';

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
      'm.certificate_expires_on as m_certificate_expires_on',
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

export type SubscriptionContext = Awaited<ReturnType<ReturnType<typeof subscriptionContextQuery>['execute']>>[number];

/**
 * Compiled once per database (or transaction): building this query of seventy columns cost more
 * than running it, and most of the family's reads and the edit screen start with it.
 */
const contextById = compiledPerExecutor(['id'], (db: Executor, p: { id: number }) => subscriptionContextQuery(db).where('s.id', '=', p.id));

export const findSubscriptionContext = async (db: Executor, subscriptionId: number): Promise<SubscriptionContext | undefined> =>
  (await contextById(db, { id: subscriptionId }))[0];

/** The contexts of several subscriptions (a family's), in one statement compiled once per number of them; in no order. */
export const subscriptionContextsOf: (db: Executor, subscriptionIds: readonly number[]) => Promise<SubscriptionContext[]> =
  compiledPerListLength((db: Executor, subscriptionIds) => subscriptionContextQuery(db).where('s.id', 'in', [...subscriptionIds]));

/**
 * The same, found by the hash of its link's token, in one statement built and compiled once:
 * every visit and submit of a family's form starts with it.
 */
export const subscriptionContextByTokenHash = (db: Kysely<DB>) => {
  const query = compileOnce(db, ['tokenHash'], (p: { tokenHash: string }) =>
    subscriptionContextQuery(db).where('s.token_hash', '=', p.tokenHash),
  );
  return async (tokenHash: string): Promise<SubscriptionContext | undefined> => (await query({ tokenHash }))[0];
};

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
