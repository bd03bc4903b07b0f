import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api';

/** Validation and error keys (docs/product.md#validation, #errors) contain spaces and dots: they are looked up literally. */
const LITERAL = { keySeparator: false, nsSeparator: false } as const;

/** The `errors` key of a failure (docs/product.md#errors): 5xx and unknown failures share the generic message. */
export const errorMessageKey = (error: unknown): string => {
  if (!isApiError(error)) return 'GENERIC_ERROR_MESSAGE';
  if (error.isNetworkFailure) return 'NETWORK_ERROR';
  if (error.code === 'UNKNOWN_ERROR') return 'GENERIC_ERROR_MESSAGE';
  return error.code;
};

/** Translates a validation key (docs/product.md#validation; from a schema or the server's `fields`). */
export const useValidationText = (): ((key: string) => string) => {
  const { t } = useTranslation('validation');
  return useCallback((key: string) => t(key, { ...LITERAL, defaultValue: t('INVALID_VALUE', LITERAL) }), [t]);
};

/** Translates any failure into the message the user sees. */
export const useErrorText = (): ((error: unknown) => string) => {
  const { t } = useTranslation('errors');
  return useCallback((error: unknown) => t(errorMessageKey(error), { ...LITERAL, defaultValue: t('GENERIC_ERROR_MESSAGE', LITERAL) }), [t]);
};
