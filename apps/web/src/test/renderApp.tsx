import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/AppProviders';
import { createQueryClient } from '@/app/queryClient';
import { buildAppRoutes } from '@/app/routes';
import { ConfirmProvider } from '@/components/confirm';
import { ToastProvider } from '@/components/toast';

const testQueryClient = () => {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false, staleTime: 0 }, mutations: { retry: false } });
  return client;
};

/** The whole app (guards, shell, lazy screens) at a URL, as a browser would open it. */
export const renderApp = (url: string) => {
  const router = createMemoryRouter(buildAppRoutes(), { initialEntries: [url] });
  const view = render(
    <AppProviders queryClient={testQueryClient()} language="fr">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
};

/** One component with what the staff shell gives it: theme, queries, router, toasts, confirmations. */
export const renderInShell = (ui: ReactElement, { url = '/' }: { url?: string } = {}) =>
  render(
    <AppProviders queryClient={testQueryClient()} language="fr">
      <MemoryRouter initialEntries={[url]}>
        <ToastProvider>
          <ConfirmProvider>{ui}</ConfirmProvider>
        </ToastProvider>
      </MemoryRouter>
    </AppProviders>,
  );
