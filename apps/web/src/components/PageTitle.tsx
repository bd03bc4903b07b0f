import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { useClubName } from '@/lib/clubHeading';

interface PageTitleProps {
  children: string;
  /** Shown under the title. */
  subtitle?: ReactNode;
  /** The screen's main actions (a "create" button…), beside the title, or under it on a phone. */
  actions?: ReactNode;
}

/** The one h1 of a screen; also names the browser tab so history and screen readers tell pages apart. */
export function PageTitle({ children, subtitle, actions }: PageTitleProps) {
  const appName = useClubName();
  useEffect(() => {
    document.title = `${children} · ${appName}`;
  }, [children, appName]);
  return (
    <Box
      component="header"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 3 }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h4" component="h1">
          {children}
        </Typography>
        {subtitle !== undefined && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {actions !== undefined && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
    </Box>
  );
}
