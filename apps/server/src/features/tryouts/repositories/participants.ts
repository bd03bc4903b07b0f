import { compiledPerExecutor } from '../../../db/compiled-query.js';
import type { Executor } from '../../../db/executor.js';
import { memberWithContactColumns } from '../../guardians/repository.js';

// The members of a test with their family's contact, read by the mails and the completion.
/**
 * The participants of a test with their family's contact and their group: the mails, the
 * start-test table and the completion read it. By name.
 */
export const participantsOf = (db: Executor, testId: number, memberIds?: readonly number[]) => {
  let query = db
    .selectFrom('test_members as tm')
    .innerJoin('members as m', 'm.id', 'tm.member_id')
    .leftJoin('guardians as gu', 'gu.id', 'm.guardian_id')
    .leftJoin('groups as g', 'g.id', 'm.group_id')
    .select([
      ...memberWithContactColumns,
      'm.language as m_language',
      'm.guardian_id',
      'm.group_id',
      'g.system_role as group_role',
      'gu.language as gu_language',
      'tm.assigned_at',
      'tm.result_group_id',
      'tm.failed',
    ])
    .where('tm.test_id', '=', testId);
  if (memberIds !== undefined) query = query.where('m.id', 'in', [...memberIds]);
  return query.orderBy('m.last_name').orderBy('m.first_name').orderBy('m.id').execute();
};
export type ParticipantRow = Awaited<ReturnType<typeof participantsOf>>[number];

const participantListQuery = (db: Executor, testId: number) =>
  db
    .selectFrom('test_members as tm')
    .innerJoin('members as m', 'm.id', 'tm.member_id')
    .leftJoin('guardians as gu', 'gu.id', 'm.guardian_id')
    .select([...memberWithContactColumns, 'tm.assigned_at', 'tm.result_group_id', 'tm.failed'])
    .where('tm.test_id', '=', testId)
    .orderBy('m.last_name')
    .orderBy('m.first_name')
    .orderBy('m.id');

/**
 * The test screen's list (GET /student/test/{id}): `participantsOf`'s rows and order with only
 * the columns the list shows, compiled once. A test holds several hundred members: each column
 * less is hundreds of values fewer to read and build per call (docs/bench.md#limits).
 */
const participantListOf = compiledPerExecutor(['testId'], (db: Executor, p: { testId: number }) => participantListQuery(db, p.testId));

export type ParticipantListRow = Awaited<ReturnType<ReturnType<typeof participantListQuery>['execute']>>[number];

export const participantList = (db: Executor, testId: number): Promise<ParticipantListRow[]> => participantListOf(db, { testId });
