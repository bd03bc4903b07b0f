import { formatDate } from '@club/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { paidSentenceKey, type RecordedPayment } from './PaymentDialog';

interface PaymentTickProps {
  checked: boolean;
  /** The payment as recorded, or as about to be saved; null when unknown. */
  payment: RecordedPayment | null;
  onChange: (checked: boolean) => void;
  /** Opens the payment dialog to correct the method or the day. */
  onEdit: () => void;
}

/** The checklist's payment: its tick, "Paid on 12/09/2026 by cheque" under it, and a way to correct that. */
export function PaymentTick({ checked, payment, onChange, onEdit }: PaymentTickProps) {
  const { t } = useTranslation('subscriptions');
  const sentenceId = useId();
  const described = checked && payment !== null;
  return (
    <Box>
      <FormControlLabel
        control={
          <Checkbox
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: described ? { 'aria-describedby': sentenceId } : {} }}
          />
        }
        label={t('documents.payment')}
      />
      {checked && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, pl: 4, mt: -0.5 }}>
          {payment !== null && (
            <Typography id={sentenceId} variant="body2" color="text.secondary">
              {t(paidSentenceKey(payment.method), { date: formatDate(payment.paidOn) })}
            </Typography>
          )}
          {/* A payment ticked before the method and day were asked for can get them here. */}
          <Button size="small" onClick={onEdit}>
            {t(payment === null ? 'payment.add' : 'payment.edit')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
