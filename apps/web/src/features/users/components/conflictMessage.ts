import type { UserDto } from '@club/domain';
import { isApiError } from '@/lib/api';

const isConflict = (error: unknown): boolean => isApiError(error) && error.code === 'CONFLICT';

/** A roles change is refused (409) only when the club would be left without an administrator. */
export const rolesConflictKey = (error: unknown): string | null => (isConflict(error) ? 'conflict.lastAdmin' : null);

/**
 * A deletion is refused (409) for one's own account or for the last administrator;
 * the answer carries the generic CONFLICT code, so the target tells which.
 */
export const deleteConflictKey = (error: unknown, target: UserDto, ownLogin: string | null): string | null => {
  if (!isConflict(error)) return null;
  return target.login === ownLogin ? 'conflict.ownAccount' : 'conflict.lastAdmin';
};

/** An admin's own password is changed in the settings: the reset refuses it (409). */
export const resetConflictKey = (error: unknown): string | null => (isConflict(error) ? 'conflict.ownReset' : null);
