import { MSG } from '@club/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/i18n/messages';
import { isApiError } from '@/lib/api';
import type { FormFailure } from './TryoutForm';

/** The server refuses any change to a completed test with this 409. */
export const isTryoutCompleted = (error: unknown): boolean =>
  isApiError(error) && error.code === 'CONFLICT' && error.message === 'TEST_COMPLETED';

/** A 409 without a field on a save: someone else saved the test meanwhile. */
export const isStaleVersion = (error: unknown): boolean =>
  isApiError(error) && error.code === 'CONFLICT' && !isTryoutCompleted(error) && Object.keys(error.fields).length === 0;

/**
 * docs/product.md#errors: a refused creation or edit says TEST_CREATION_FAILED_{code} / TEST_EDIT_FAILED_{code}
 * ("A session already exists for this time" on 400, "No test session was found" on 404);
 * the other failures say what the catalogue says.
 */
export const useTryoutFailure = (prefix: 'TEST_CREATION_FAILED' | 'TEST_EDIT_FAILED') => {
  const { t, i18n } = useTranslation('tryouts');
  const errorText = useErrorText();
  return useCallback(
    (error: unknown): FormFailure => {
      if (!isApiError(error)) return { message: errorText(error), stale: false };
      if (isTryoutCompleted(error)) return { message: t('TEST_COMPLETED'), stale: false };
      if (isStaleVersion(error)) return { message: t(`${prefix}_CONFLICT`), stale: true };
      if (error.code === 'BAD_REQUEST' && !Object.values(error.fields).includes(MSG.testTimeTaken)) {
        return { message: errorText(error), stale: false };
      }
      const key = `${prefix}_${error.code}`;
      return { message: i18n.exists(key, { ns: 'tryouts' }) ? t(key) : errorText(error), stale: false };
    },
    [errorText, i18n, prefix, t],
  );
};
