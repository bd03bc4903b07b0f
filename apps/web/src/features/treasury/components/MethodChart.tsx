import type { PaymentMethod } from '@club/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTreasuryText } from './useTreasuryText';

interface MethodChartProps {
  byMethod: readonly { method: PaymentMethod; receivedCents: number }[];
}

/**
 * What came in by payment method: one bar per method, as long as its share of the largest. The
 * bars are decoration: each line says its method and amount in text.
 */
export function MethodChart({ byMethod }: MethodChartProps) {
  const { t, money, methodName } = useTreasuryText();
  const theme = useTheme();
  const shown = byMethod.filter((row) => row.receivedCents !== 0);
  if (shown.length === 0) return <Typography color="text.secondary">{t('summary.nothingReceived')}</Typography>;
  const largest = Math.max(...shown.map((row) => Math.abs(row.receivedCents)));
  return (
    <Box component="ul" aria-label={t('summary.byMethod')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {shown.map((row) => (
        <Box component="li" key={row.method}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="body2">{methodName(row.method)}</Typography>
            <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              {money(row.receivedCents)}
            </Typography>
          </Box>
          <svg aria-hidden viewBox="0 0 100 6" preserveAspectRatio="none" style={{ width: '100%', height: 8, display: 'block' }}>
            <rect
              x={0}
              y={0}
              width={Math.round((Math.abs(row.receivedCents) * 100) / largest)}
              height={6}
              fill={row.receivedCents < 0 ? theme.palette.error.main : theme.palette.primary.main}
            />
          </svg>
        </Box>
      ))}
    </Box>
  );
}
