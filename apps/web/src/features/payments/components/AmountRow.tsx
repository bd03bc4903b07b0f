import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface AmountRowProps {
  label: ReactNode;
  amount: ReactNode;
  strong?: boolean;
}

/** One line of an account: what it is on the left, the amount on the right, on a phone too. */
export function AmountRow({ label, amount, strong = false }: AmountRowProps) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, py: 0.25 }}>
      <Typography component="dt" variant="body2" sx={{ fontWeight: strong ? 700 : 400, minWidth: 0 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: strong ? 700 : 400, whiteSpace: 'nowrap', textAlign: 'right' }}>
        {amount}
      </Typography>
    </Box>
  );
}
