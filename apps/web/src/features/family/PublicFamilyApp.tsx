import { Suspense, useState } from 'react';
import { AppProviders } from '@/components/AppProviders';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { FullPageSpinner } from '@/components/FullPageSpinner';
import { RouteErrorPage } from '@/components/RouteErrorPage';
import { SHELL_NAMESPACES } from '@/i18n/namespaces';
import type { Language } from '@/lib/language';
import { createQueryClient } from '@/lib/queryClient';
import { FamilyScreen } from './components/FamilyScreen';
import { FAMILY_SCREEN_NAMESPACES } from './namespaces';

/** The texts the family space's page needs. */
export const FAMILY_NAMESPACES = [...SHELL_NAMESPACES, ...FAMILY_SCREEN_NAMESPACES] as const;

interface PublicFamilyAppProps {
  token: string | null;
  forgetToken: () => void;
  language: Language;
}

/** The family space on its own page (family.html): the providers every page has, then the screen. */
export function PublicFamilyApp({ token, forgetToken, language }: PublicFamilyAppProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders queryClient={queryClient} language={language}>
      {/* The error page waits for its texts too: the boundary sits inside the suspense. */}
      <Suspense fallback={<FullPageSpinner />}>
        <ErrorBoundary fallback={<RouteErrorPage />}>
          <FamilyScreen token={token} forgetToken={forgetToken} />
        </ErrorBoundary>
      </Suspense>
    </AppProviders>
  );
}
