import { formatDate, type PaymentDto } from '@club/domain';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/i18n/messages';
import { useDownloadReceipt } from '../api/downloadReceipt';
import { usePaymentText } from './usePaymentText';

/** The payments and refunds touching the family's subscriptions of the season, newest first, with their receipts. */
export function PaymentHistory({ payments }: { payments: PaymentDto[] }) {
  const { t, money } = usePaymentText();
  const download = useDownloadReceipt();
  const toast = useToast();
  const errorText = useErrorText();
  if (payments.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('card.noPayments')}
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {payments.map((payment) => {
        const refund = payment.kind === 'REFUND';
        const reference = payment.receiptReference;
        return (
          <Box component="li" key={payment.id} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
              <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {[formatDate(payment.paidOn), refund ? t('card.refund') : null, t(`methods.${payment.method}`), payment.reference]
                  .filter((part) => part !== null)
                  .join(' · ')}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                {money(refund ? -payment.amountCents : payment.amountCents)}
              </Typography>
            </Box>
            {payment.depositOn !== null && payment.depositOn > payment.paidOn && (
              <Typography variant="body2" color="text.secondary">
                {t('card.depositOn', { date: formatDate(payment.depositOn) })}
              </Typography>
            )}
            {payment.allocations.length > 1 && (
              <Typography variant="body2" color="text.secondary">
                {t('card.split', {
                  parts: payment.allocations.map((allocation) => `${allocation.memberName} ${money(allocation.amountCents)}`).join(', '),
                })}
              </Typography>
            )}
            {payment.reason !== null && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {t('card.reason', { reason: payment.reason })}
              </Typography>
            )}
            {reference !== null && (
              <Button
                size="small"
                startIcon={<DownloadIcon />}
                aria-label={t('card.downloadReceipt', { reference })}
                onClick={() =>
                  download.mutate(
                    { paymentId: payment.id, receiptReference: reference },
                    { onError: (error) => toast.error(errorText(error)) },
                  )
                }
                sx={{ ml: -0.5 }}
              >
                {t('card.receipt', { reference })}
              </Button>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
