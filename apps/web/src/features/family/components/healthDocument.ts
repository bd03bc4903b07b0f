import type { ChecklistItem, FamilySubscriptionDto } from '@club/domain';
import dayjs from 'dayjs';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A checklist item in the family's words: the staff's label (subscriptions:documents.*), except the
 * medical certificate item of a minor under the club's questionnaire rule, which is the
 * health-questionnaire attestation (docs/product.md#health-rules).
 */
export const useItemName = (subscription: Pick<FamilySubscriptionDto, 'healthDocument'>) => {
  const { t } = useTranslation(['family', 'subscriptions']);
  const { healthDocument } = subscription;
  return useCallback(
    (item: ChecklistItem) =>
      item === 'medicalCertificate' && healthDocument === 'QUESTIONNAIRE'
        ? t('family:health.questionnaire')
        : t(`subscriptions:documents.${item}`),
    [t, healthDocument],
  );
};

/** The family is warned this many days before a certificate's last valid day, as the reminder mail is (docs/product.md#health-rules). */
export const CERTIFICATE_WARNING_DAYS = 30;

export type CertificateStanding = 'VALID' | 'ENDING' | 'ENDED';

/** Where a certificate whose last valid day is `expiresOn` stands on `today` (both YYYY-MM-DD, the club's days). */
export const certificateStanding = (expiresOn: string, today: string): CertificateStanding => {
  if (expiresOn < today) return 'ENDED';
  return dayjs(expiresOn).diff(dayjs(today), 'day') <= CERTIFICATE_WARNING_DAYS ? 'ENDING' : 'VALID';
};
