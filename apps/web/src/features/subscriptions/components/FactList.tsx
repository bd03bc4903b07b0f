import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface FactListProps {
  /** Each fact as its term and its value, in reading order. */
  facts: readonly (readonly [string, ReactNode])[];
  /** Tighter rows, for facts listed under a heading of their own inside a section. */
  dense?: boolean;
}

/** Facts of a subscription as a definition list: terms in a column, values beside them, long values wrapped. */
export function FactList({ facts, dense = false }: FactListProps) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: dense ? 'auto minmax(0, 1fr)' : 'auto 1fr',
        columnGap: 2,
        rowGap: dense ? 0.25 : 0.75,
        m: 0,
        mt: dense ? 0.5 : 0,
      }}
    >
      {facts.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
