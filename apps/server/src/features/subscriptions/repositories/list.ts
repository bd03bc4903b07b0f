import type { SubscriptionState } from '@club/domain';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Executor } from '../../../db/executor.js';
import type { DB } from '../../../db/types.js';

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
    ? ((await db.selectFrom('seasons').select('subscription_count as n').where('id', '=', filters.seasonId).executeTakeFirst()) ?? { n: 0 })
    : await filtered(fromSubscriptions(db, filters.seasonId), filters)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
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

/**
 * Every subscription the list shows under these filters, all pages, by id: the families to remind
 * from the list (docs/product.md#health-rules) are exactly the rows staff see.
 */
export const subscriptionIdsOfList = async (db: Executor, filters: ListFilters): Promise<number[]> =>
  (await filtered(fromSubscriptions(db, filters.seasonId), filters).select('s.id').orderBy('s.id').execute()).map((row) => row.id);
