import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api';

/** Server field name → form field name, for the fields a form shows. */
export type ServerFieldMap<T extends FieldValues> = Readonly<Record<string, FieldPath<T>>>;

/**
 * Puts the server's per-field message keys (`fields` of the error body) under the
 * matching inputs. Returns whether any was placed; if none, the caller shows the
 * error as a whole.
 */
export const applyServerFieldErrors = <T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldMap: ServerFieldMap<T>,
): boolean => {
  if (!isApiError(error)) return false;
  let placed = false;
  for (const [serverField, messageKey] of Object.entries(error.fields)) {
    const formField = fieldMap[serverField];
    if (formField === undefined) continue;
    setError(formField, { type: 'server', message: messageKey });
    placed = true;
  }
  return placed;
};
