import { Suspense, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from '@/components/AppProviders';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { FullPageSpinner } from '@/components/FullPageSpinner';
import { RouteErrorPage } from '@/components/RouteErrorPage';
import { SHELL_NAMESPACES } from '@/i18n/namespaces';
import type { Language } from '@/lib/language';
import { createQueryClient } from '@/lib/queryClient';
import { SubscribeScreen } from './components/SubscribeScreen';

/** The texts the family's page needs. */
export const PUBLIC_NAMESPACES = [...SHELL_NAMESPACES, 'subscribe'] as const;

interface PublicSubscribeAppProps {
  token: string;
  language: Language;
  /** Given for a page the server rendered: it holds the family's data and the club's heading already. */
  queryClient?: QueryClient;
}

/** The family's page on its own (subscribe.html): the providers every page has, then the form. */
export function PublicSubscribeApp({ token, language, queryClient: given }: PublicSubscribeAppProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <AppProviders queryClient={queryClient} language={language}>
      {/* The error page waits for its texts too: the boundary sits inside the suspense. */}
      <Suspense fallback={<FullPageSpinner />}>
        <ErrorBoundary fallback={<RouteErrorPage />}>
          <SubscribeScreen token={token} />
        </ErrorBoundary>
      </Suspense>
    </AppProviders>
  );
}
