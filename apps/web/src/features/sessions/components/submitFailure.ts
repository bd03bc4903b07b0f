import { isApiError } from '@/lib/api';

/** The field message keys of a refused submit, once each (a student who left the group…). */
export const fieldKeysOf = (error: unknown): string[] => (isApiError(error) ? [...new Set(Object.values(error.fields))] : []);

/** 409 CONFLICT on an edit: someone saved the session since it was opened. */
export const isStaleVersion = (error: unknown): boolean => isApiError(error) && error.status === 409 && error.code === 'CONFLICT';

/** The session already recorded at the sheet's date and time (409 SESSION_ALREADY_EXISTS), or null. */
export const existingSessionOf = (error: unknown): number | null =>
  isApiError(error) && error.code === 'SESSION_ALREADY_EXISTS' ? error.existingId : null;
