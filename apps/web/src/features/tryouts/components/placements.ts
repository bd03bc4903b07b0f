import type { CompleteTryoutInput } from '@club/domain';

/** A student's result on the start-test screen: one of the possible groups, or failed. */
export type Choice = number | 'failed';

/** The students with a choice; those left without one did not come (absent). */
export const placementsOf = (choices: ReadonlyMap<number, Choice>): CompleteTryoutInput['placements'] =>
  [...choices].map(([studentId, choice]) => ({ studentId, groupId: choice === 'failed' ? null : choice }));

export const countChoices = (choices: ReadonlyMap<number, Choice>, students: number) => {
  const values = [...choices.values()];
  const failed = values.filter((choice) => choice === 'failed').length;
  return { placed: values.length - failed, failed, absent: students - values.length };
};
