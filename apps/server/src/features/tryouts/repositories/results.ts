import type { Executor } from '../../../db/executor.js';

// Completion: each participant's result and the placement or departure it leads to.
/** A placed member joins the group: out of any sub-group, no longer "left". */
export const placeMember = (db: Executor, memberId: number, groupId: number, now: string) =>
  db
    .updateTable('members')
    .set((eb) => ({ group_id: groupId, sub_group_id: null, left_at: null, updated_at: now, version: eb('version', '+', 1) }))
    .where('id', '=', memberId)
    .execute();

/** A member not admitted, who had no group: marked as left so the retention rules find them. */
export const markMemberNotAdmitted = (db: Executor, memberId: number, now: string) =>
  db
    .updateTable('members')
    .set((eb) => ({ left_at: now, updated_at: now, version: eb('version', '+', 1) }))
    .where('id', '=', memberId)
    .execute();

export const recordResult = (db: Executor, testId: number, memberId: number, result: { groupId: number | null; failed: boolean }) =>
  db
    .updateTable('test_members')
    .set({ result_group_id: result.groupId, failed: result.failed ? 1 : 0 })
    .where('test_id', '=', testId)
    .where('member_id', '=', memberId)
    .execute();
