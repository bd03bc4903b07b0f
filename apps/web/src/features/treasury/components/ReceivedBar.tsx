import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useTreasuryText } from './useTreasuryText';

/** Whole percent received of expected; 0 when nothing is expected. Integer arithmetic: cents never become floats. */
export const percentReceived = (receivedCents: number, expectedCents: number): number =>
  expectedCents <= 0 ? 0 : Math.floor((Math.max(0, receivedCents) * 100) / expectedCents);

interface ReceivedBarProps {
  expectedCents: number;
  receivedCents: number;
}

/**
 * Received against expected as one horizontal bar, drawn as plain SVG (no chart library: the
 * bundle budget). Screen readers get the same figures as text through the image's name.
 */
export function ReceivedBar({ expectedCents, receivedCents }: ReceivedBarProps) {
  const { t, money } = useTreasuryText();
  const theme = useTheme();
  const percent = percentReceived(receivedCents, expectedCents);
  const label =
    expectedCents <= 0
      ? t('chart.nothingExpected')
      : t('chart.progress', { received: money(receivedCents), expected: money(expectedCents), percent });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <svg
        role="img"
        aria-label={label}
        viewBox="0 0 100 8"
        preserveAspectRatio="none"
        style={{ flex: 1, height: 12, minWidth: 0, display: 'block', borderRadius: 4 }}
      >
        <rect x={0} y={0} width={100} height={8} fill={theme.palette.action.hover} />
        <rect x={0} y={0} width={Math.min(100, percent)} height={8} fill={theme.palette.success.main} />
      </svg>
      <Box component="span" aria-hidden sx={{ typography: 'body2', minWidth: 44, textAlign: 'right' }}>
        {percent} %
      </Box>
    </Box>
  );
}
