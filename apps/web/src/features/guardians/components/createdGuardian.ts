import type { GuardianDto } from '@club/domain';

/**
 * "Create new guardian" leaves the picker for /guardian/new, which goes back on success.
 * The new guardian waits here for the picker of the same member to select it.
 */
let handoff: { studentId: number; guardian: GuardianDto } | null = null;

export const handOverCreatedGuardian = (studentId: number, guardian: GuardianDto): void => {
  handoff = { studentId, guardian };
};

/** The guardian just created for this member, once; null otherwise. */
export const takeCreatedGuardian = (studentId: number): GuardianDto | null => {
  if (handoff === null || handoff.studentId !== studentId) return null;
  const { guardian } = handoff;
  handoff = null;
  return guardian;
};

/** The navigation state /guardian/new receives from the picker. */
export interface GuardianNewState {
  studentId?: number;
}

export const studentIdFromState = (state: unknown): number | null => {
  const value = (state as GuardianNewState | null)?.studentId;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
};
