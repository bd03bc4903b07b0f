import { formatDate, type InstalmentPlanDto, type InstalmentStatus } from '@club/domain';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { usePaymentText } from './usePaymentText';

const STATUS_COLOR: Record<InstalmentStatus, 'success' | 'info' | 'default' | 'error'> = {
  PAID: 'success',
  PARTLY_PAID: 'info',
  DUE: 'default',
  OVERDUE: 'error',
};

/** 2026-11-12 → 12/11: the reminders of one season, the year goes without saying. */
const dayAndMonth = (day: string): string => formatDate(day).slice(0, 5);

/**
 * The parts of a plan as the server computed them (docs/product.md#instalments): due day,
 * amount, what was paid on it, its state in words (the chip's colour only repeats it) and the
 * days the family was reminded. A list rather than a table: it stays readable on a phone.
 */
export function InstalmentList({ plan }: { plan: InstalmentPlanDto }) {
  const { t, money } = usePaymentText();
  return (
    <Box component="ul" aria-label={t('instalments.listLabel')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {plan.instalments.map((part) => (
        <Box component="li" key={part.number} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('instalments.partOn', { number: part.number, date: formatDate(part.dueOn) })}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              {money(part.amountCents)}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
            <Chip
              size="small"
              color={STATUS_COLOR[part.status]}
              variant={part.status === 'OVERDUE' ? 'filled' : 'outlined'}
              label={t(`instalments.status.${part.status}`)}
            />
            {part.paidCents > 0 && part.status !== 'PAID' && (
              <Typography variant="body2" color="text.secondary">
                {t('instalments.paidOf', { amount: money(part.paidCents) })}
              </Typography>
            )}
          </Box>
          {part.remindedOn.length > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t('instalments.remindedOn', { days: part.remindedOn.map(dayAndMonth).join(', ') })}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
