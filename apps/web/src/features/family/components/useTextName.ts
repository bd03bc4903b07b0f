import type { ClubTextKey } from '@club/domain/club';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A club text's name as the family reads it: the names the staff's documents to print use, and
 * the privacy notice's own (it is no document to print).
 */
export const useTextName = (): ((key: ClubTextKey) => string) => {
  const { t } = useTranslation(['family', 'subscriptions']);
  return useCallback(
    (key: ClubTextKey) => {
      switch (key) {
        case 'privacy':
          return t('family:sign.privacy');
        case 'generalForm':
          return t('subscriptions:documents.printable.asmPdf');
        default:
          return t(`subscriptions:documents.printable.${key}`);
      }
    },
    [t],
  );
};
