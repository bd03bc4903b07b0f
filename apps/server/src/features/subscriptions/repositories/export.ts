import { sql } from 'kysely';
import type { Executor } from '../../../db/executor.js';
import { listFilterExpression, type ListFilters } from './list.js';

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
