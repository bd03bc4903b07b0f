import type { FamilyPaymentsDto } from '@club/domain';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatBirthDate } from '@/lib/clubTime';
import { receiptUrl } from './api';
import { formatCents } from './money';

type FamilyPayment = FamilyPaymentsDto['payments'][number];

/** The latest first; the same day, the latest recorded first. */
const newestFirst = (payments: readonly FamilyPayment[]) =>
  [...payments].sort((a, b) => b.paidOn.localeCompare(a.paidOn) || b.recordedAt.localeCompare(a.recordedAt) || b.id - a.id);

/**
 * The payments and refunds touching the family's children: the day, the method, the amount for
 * these children (a payment split with no one else's: the server sends only their allocations),
 * and each payment's receipt to download. A refund has no receipt.
 */
export function PaymentList({ payments, labelledBy }: { payments: readonly FamilyPayment[]; labelledBy: string }) {
  const { t, i18n } = useTranslation('family');
  const money = (cents: number) => formatCents(cents, i18n.language);
  if (payments.length === 0) return <Typography color="text.secondary">{t('payments.none')}</Typography>;

  return (
    <Box
      component="ul"
      aria-labelledby={labelledBy}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      {newestFirst(payments).map((payment) => {
        const refund = payment.kind === 'REFUND';
        const total = payment.allocations.reduce((sum, allocation) => sum + allocation.amountCents, 0);
        const when = t('payments.when', { date: formatBirthDate(payment.paidOn), method: t(`payments.methods.${payment.method}`) });
        return (
          <Box component="li" key={payment.id} sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover' }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1.5 }}>
              <Typography sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
                {refund ? t('payments.refundWhen', { when }) : when}
              </Typography>
              <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{money(refund ? -total : total)}</Typography>
            </Box>
            {payment.allocations.map((allocation) => (
              <Typography key={`${allocation.subscriptionId}-${allocation.memberName}`} variant="body2" color="text.secondary">
                {t('payments.allocation', { name: allocation.memberName, amount: money(allocation.amountCents) })}
              </Typography>
            ))}
            {payment.receiptReference !== null && (
              <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                {t('payments.receipt', { reference: payment.receiptReference })}{' '}
                <Link href={receiptUrl(payment.id)} download aria-label={t('payments.downloadOf', { reference: payment.receiptReference })}>
                  {t('payments.download')}
                </Link>
              </Typography>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
