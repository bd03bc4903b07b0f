import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useValidationText } from '@/i18n/messages';
import { formatEuros } from '@/lib/money';

/** The ranks with a word of their own ("1st child"); later ones share "{{rank}}th child". */
const NAMED_RANKS = 3;

/**
 * The payments feature's words: amounts in the screen's language, a child's rank, and the
 * message of a validation key, whether it is one of the payments' own (`PAYMENT_MSG`, namespace
 * `payments`) or a shared one (`MSG`, namespace `validation`).
 */
export const usePaymentText = () => {
  const { t, i18n } = useTranslation('payments');
  const validationText = useValidationText();
  const language = i18n.language;
  const money = useCallback((cents: number) => formatEuros(cents, language), [language]);
  const message = useCallback(
    (key: string) => (i18n.exists(`validation.${key}`, { ns: 'payments' }) ? t(`validation.${key}`) : validationText(key)),
    [i18n, t, validationText],
  );
  const rankText = useCallback((rank: number) => t(rank <= NAMED_RANKS ? `ranks.${rank}` : 'ranks.other', { rank }), [t]);
  return { t, language, money, message, rankText };
};
