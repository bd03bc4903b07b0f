import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useValidationText } from '@/i18n/messages';

/** Translates a message key of the absences (ABSENCE_MSG, from the form or the server's `fields`); any other key as the validation texts say it. */
export const useAbsenceText = (): ((key: string) => string) => {
  const { t, i18n } = useTranslation('family');
  const validationText = useValidationText();
  return useCallback(
    (key: string) => {
      const own = `absences.validation.${key}`;
      return /^[A-Z_]+$/.test(key) && i18n.exists(own, { ns: 'family' }) ? t(own) : validationText(key);
    },
    [t, i18n, validationText],
  );
};
