import type { InstalmentPlanDto } from '@club/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBirthDate } from '@/lib/clubTime';
import { formatCents } from './money';

const STATUS_COLOR = { PAID: 'success.main', PARTLY_PAID: 'text.secondary', DUE: 'text.secondary', OVERDUE: 'error.main' } as const;

/**
 * A child's instalments as the server computed them (docs/product.md#instalments): due day,
 * amount, state in words and the reminders sent. Nothing is computed here: the page stays light.
 * An overdue one says so in words and is framed, not marked by colour alone.
 */
export function InstalmentSchedule({ plan }: { plan: InstalmentPlanDto }) {
  const { t, i18n } = useTranslation('family');
  const titleId = useId();
  return (
    <Box sx={{ mt: 1.5 }}>
      <Typography id={titleId} variant="body2" sx={{ fontWeight: 600 }}>
        {t('payments.instalments.title', { count: plan.instalments.length })}
      </Typography>
      <Box
        component="ol"
        aria-labelledby={titleId}
        sx={{ listStyle: 'none', m: 0, mt: 0.5, p: 0, display: 'flex', flexDirection: 'column', gap: 0.75 }}
      >
        {plan.instalments.map((part) => {
          const overdue = part.status === 'OVERDUE';
          return (
            <Box
              component="li"
              key={part.number}
              sx={{
                p: 1,
                borderRadius: 1,
                bgcolor: 'background.paper',
                border: overdue ? 2 : 1,
                borderColor: overdue ? 'error.main' : 'divider',
              }}
            >
              <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1.5 }}>
                <Typography variant="body2" sx={{ minWidth: 0 }}>
                  {t('payments.instalments.dueOn', { date: formatBirthDate(part.dueOn) })}
                </Typography>
                <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                  {formatCents(part.amountCents, i18n.language)}
                </Typography>
              </Box>
              <Typography variant="body2" sx={{ fontWeight: overdue ? 700 : 400, color: STATUS_COLOR[part.status] }}>
                {part.status === 'PAID' || part.status === 'DUE'
                  ? t(`payments.instalments.status.${part.status}`)
                  : t(`payments.instalments.status.${part.status}`, {
                      amount: formatCents(part.amountCents - part.paidCents, i18n.language),
                    })}
              </Typography>
              {part.remindedOn.map((day) => (
                <Typography key={day} variant="body2" color="text.secondary">
                  {t('payments.instalments.remindedOn', { date: formatBirthDate(day) })}
                </Typography>
              ))}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
