import { formatDate, type PaymentMethod } from '@club/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '@/lib/money';

/** The treasury's words: amounts in the screen's language, days as elsewhere (DD/MM/YYYY), methods' names. */
export const useTreasuryText = () => {
  const { t, i18n } = useTranslation('treasury');
  const language = i18n.language;
  const money = useCallback((cents: number) => formatEuros(cents, language), [language]);
  const day = useCallback((isoDay: string) => formatDate(isoDay), []);
  const methodName = useCallback((method: PaymentMethod) => t(`methods.${method}`), [t]);
  return { t, language, money, day, methodName };
};
