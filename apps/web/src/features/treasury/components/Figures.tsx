import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTreasuryText } from './useTreasuryText';

export interface FigureTotals {
  expectedCents: number;
  receivedCents: number;
  outstandingCents: number;
  overdueCents: number;
  subscriptions: number;
}

/** The season's four totals as big figures: two by two on a phone, in one row from a tablet up. */
export function Figures({ totals }: { totals: FigureTotals }) {
  const { t, money } = useTreasuryText();
  const figures = [
    { key: 'expected', cents: totals.expectedCents, note: t('figures.subscriptions', { count: totals.subscriptions }) },
    { key: 'received', cents: totals.receivedCents, note: null },
    { key: 'outstanding', cents: totals.outstandingCents, note: null },
    { key: 'overdue', cents: totals.overdueCents, note: null, alert: totals.overdueCents > 0 },
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' }, gap: 1.5, m: 0 }}
    >
      {figures.map((figure) => (
        <Paper key={figure.key} variant="outlined" sx={{ p: 1.5, minWidth: 0 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t(`figures.${figure.key}`)}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, fontSize: { xs: '1.25rem', sm: '1.6rem' }, fontWeight: 600, overflowWrap: 'anywhere' }}
            color={figure.alert === true ? 'error.main' : 'text.primary'}
          >
            {money(figure.cents)}
          </Typography>
          {figure.note !== null && (
            <Typography component="dd" variant="caption" color="text.secondary" sx={{ m: 0 }}>
              {figure.note}
            </Typography>
          )}
        </Paper>
      ))}
    </Box>
  );
}
