import { useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/components/AppProviders';
import type { Language } from '@/lib/language';
import { createQueryClient } from '@/lib/queryClient';
import { buildAppRoutes } from './routes';
import { clearCacheWhenUserChanges } from './sessionCache';

const router = createBrowserRouter(buildAppRoutes());

export function App({ language }: { language: Language }) {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => clearCacheWhenUserChanges(queryClient), [queryClient]);
  return (
    <AppProviders queryClient={queryClient} language={language}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
