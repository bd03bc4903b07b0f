import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { buildAppRoutes } from '@/app/routes';
import { AppProviders } from '@/components/AppProviders';
import { ConfirmProvider } from '@/components/confirm';
import { ToastProvider } from '@/components/toast';
import { testQueryClient } from './queryClient';

/**
 * The whole app (guards, shell, lazy screens) at a URL, as a browser would open it; an entry
 * may carry navigation state, as a screen that leads to another passes it.
 */
export const renderApp = (entry: InitialEntry) => {
  const router = createMemoryRouter(buildAppRoutes(), { initialEntries: [entry] });
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
