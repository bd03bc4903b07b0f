import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import type { Language } from '@/lib/language';
import { createAppTheme } from './theme';

interface AppProvidersProps {
  queryClient: QueryClient;
  language: Language;
  children: ReactNode;
}

/**
 * What every screen, public or staff, needs. Toasts and confirmations belong to
 * the staff shell, so the public form's chunk does not carry them.
 */
export function AppProviders({ queryClient, language, children }: AppProvidersProps) {
  const theme = useMemo(() => createAppTheme(language), [language]);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </QueryClientProvider>
  );
}
