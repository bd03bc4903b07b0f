import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { AppProviders } from '@/components/AppProviders';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { FullPageSpinner } from '@/components/FullPageSpinner';
import { RouteErrorPage } from '@/components/RouteErrorPage';
import { SHELL_NAMESPACES } from '@/i18n/namespaces';
import type { Language } from '@/lib/language';
import { createQueryClient } from '@/lib/queryClient';
import { FamilyScreen } from './components/FamilyScreen';
import { FAMILY_SCREEN_NAMESPACES } from './namespaces';

// Only a mail's absence link opens it: the family space's first load does not carry it.
const AbsenceLinkScreen = lazy(() => import('./absences/AbsenceLinkScreen').then((module) => ({ default: module.AbsenceLinkScreen })));

/** The texts the family space's page needs. */
export const FAMILY_NAMESPACES = [...SHELL_NAMESPACES, ...FAMILY_SCREEN_NAMESPACES] as const;

interface PublicFamilyAppProps {
  token: string | null;
  forgetToken: () => void;
  language: Language;
  /** `absence`: the page of a family mail's absence link (/absence?token=…, docs/product.md#absences). */
  page?: 'family' | 'absence';
  /** The cache the page starts from: the server's answers, when it rendered the home (serverPageQueryClient.ts). */
  queryClient?: QueryClient;
}

/** The family space on its own page (family.html): the providers every page has, then the screen. */
export function PublicFamilyApp({ token, forgetToken, language, page = 'family', queryClient: given }: PublicFamilyAppProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <AppProviders queryClient={queryClient} language={language}>
      {/* The error page waits for its texts too: the boundary sits inside the suspense. */}
      <Suspense fallback={<FullPageSpinner />}>
        <ErrorBoundary fallback={<RouteErrorPage />}>
          {page === 'absence' ? (
            <AbsenceLinkScreen token={token} forgetToken={forgetToken} />
          ) : (
            <FamilyScreen token={token} forgetToken={forgetToken} />
          )}
        </ErrorBoundary>
      </Suspense>
    </AppProviders>
  );
}
