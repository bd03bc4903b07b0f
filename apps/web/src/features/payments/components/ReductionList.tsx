import type { ReductionDto } from '@club/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatClubDate } from '@/lib/clubTime';
import { usePaymentText } from './usePaymentText';

/** The reductions staff granted this subscription: how much, why, who and when. */
export function ReductionList({ reductions }: { reductions: ReductionDto[] }) {
  const { t, money } = usePaymentText();
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3">
        {t('card.reductionsList')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {reductions.map((reduction) => (
          <Box component="li" key={reduction.id} sx={{ py: 0.5 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
              <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {reduction.reason}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                {money(-reduction.amountCents)}
              </Typography>
            </Box>
            <Typography variant="caption" color="text.secondary">
              {reduction.createdBy === null
                ? t('card.grantedOn', { date: formatClubDate(reduction.createdAt) })
                : t('card.grantedBy', { date: formatClubDate(reduction.createdAt), who: reduction.createdBy })}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
