import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useValidationText } from '@/i18n/messages';

/** The club's own field messages (`CLUB_MSG`), then the shared ones (e-mail, phone, name taken). */
export const useClubValidationText = (): ((key: string) => string) => {
  const { t } = useTranslation('club');
  const shared = useValidationText();
  return useCallback((key: string) => t(`validation.${key}`, { defaultValue: shared(key) }), [t, shared]);
};
