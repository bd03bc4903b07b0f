import type { Executor } from '../../db/executor.js';

/**
 * The reads of the calendar feeds (docs/product.md#calendar-feeds): the planned sessions of some
 * groups over the seasons a feed shows, and the try-out tests a family's children are convened to.
 */

/** The days the feeds cover: from the first day of the seasons not yet over on `sinceDay` to the last one; null without such a season. */
export const feedWindow = async (db: Executor, sinceDay: string): Promise<{ fromDay: string; toDay: string } | null> => {
  const row = await db
    .selectFrom('seasons')
    .select((eb) => [eb.fn.min('start_date').as('from_day'), eb.fn.max('end_date').as('to_day')])
    .where('end_date', '>=', sinceDay)
    .executeTakeFirst();
  return row?.from_day == null || row.to_day == null ? null : { fromDay: row.from_day, toDay: row.to_day };
};

/** The planned sessions of these groups on the window's days, by start. */
export const plannedSessionsOfGroups = async (db: Executor, groupIds: readonly number[], window: { fromDay: string; toDay: string }) =>
  groupIds.length === 0
    ? []
    : db
        .selectFrom('planned_sessions as ps')
        .innerJoin('groups as g', 'g.id', 'ps.group_id')
        .select([
          'ps.id',
          'ps.group_id',
          'g.name as group_name',
          'ps.starts_at',
          'ps.ends_at',
          'ps.location',
          'ps.status',
          'ps.cancel_reason',
          'ps.sequence',
          'ps.created_at',
          'ps.updated_at',
        ])
        .where('ps.group_id', 'in', groupIds)
        .where('ps.day', '>=', window.fromDay)
        .where('ps.day', '<=', window.toDay)
        .orderBy('ps.starts_at')
        .orderBy('ps.id')
        .execute();
export type FeedSessionRow = Awaited<ReturnType<typeof plannedSessionsOfGroups>>[number];

/** A group's name, or undefined when there is no such group. */
export const findGroupName = async (db: Executor, groupId: number): Promise<string | undefined> =>
  (await db.selectFrom('groups').select('name').where('id', '=', groupId).executeTakeFirst())?.name;

/** Does this user coach this group, or one of its sub-groups? (the reach of features/sessions) */
export const reachesGroup = async (db: Executor, userId: number, groupId: number): Promise<boolean> =>
  (await db
    .selectFrom('group_coaches')
    .select('group_id')
    .where('user_id', '=', userId)
    .where('group_id', '=', groupId)
    .union(
      db
        .selectFrom('sub_group_coaches as sc')
        .innerJoin('sub_groups as sg', 'sg.id', 'sc.sub_group_id')
        .select('sg.group_id')
        .where('sc.user_id', '=', userId)
        .where('sg.group_id', '=', groupId),
    )
    .executeTakeFirst()) !== undefined;

/** A staff member's name and language, or undefined once the account is gone. */
export const findStaffMember = (db: Executor, userId: number) =>
  db.selectFrom('users').select(['first_name', 'last_name', 'language']).where('id', '=', userId).executeTakeFirst();

/** The group of each of these members who has not left. */
export const groupsOfMembers = async (db: Executor, memberIds: readonly number[]) =>
  memberIds.length === 0
    ? []
    : db
        .selectFrom('members')
        .select(['id', 'group_id'])
        .where('id', 'in', memberIds)
        .where('left_at', 'is', null)
        .where('anonymised_at', 'is', null)
        .execute();

/** The try-out tests these members are convened to on the window's days, by time. */
export const tryoutsOfMembers = async (db: Executor, memberIds: readonly number[], window: { fromDay: string; toDay: string }) =>
  memberIds.length === 0
    ? []
    : db
        .selectFrom('test_members as tm')
        .innerJoin('tests as t', 't.id', 'tm.test_id')
        .innerJoin('members as m', 'm.id', 'tm.member_id')
        .select([
          't.id as test_id',
          'tm.member_id',
          'm.first_name',
          't.scheduled_at',
          't.location',
          't.version',
          't.created_at',
          'tm.assigned_at',
        ])
        .where('tm.member_id', 'in', memberIds)
        // ISO instants compare as text with the days that start them.
        .where('t.scheduled_at', '>=', window.fromDay)
        .where('t.scheduled_at', '<', `${window.toDay}T23:59:59.999Z`)
        .orderBy('t.scheduled_at')
        .orderBy('tm.member_id')
        .execute();
export type FeedTryoutRow = Awaited<ReturnType<typeof tryoutsOfMembers>>[number];
