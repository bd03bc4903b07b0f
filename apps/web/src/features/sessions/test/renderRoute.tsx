import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { AppProviders } from '@/app/AppProviders';
import { createQueryClient } from '@/app/queryClient';
import { buildAppRoutes } from '@/app/routes';
import { ConfirmProvider } from '@/components/confirm';
import { DatePickersProvider } from '@/components/DatePickersProvider';
import { ToastProvider } from '@/components/toast';

const testQueryClient = () => {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false, staleTime: 0 }, mutations: { retry: false } });
  return client;
};

/** The whole app at an entry that may carry navigation state (the pre-step's sub-group). */
export const renderAppAt = (entry: InitialEntry) => {
  const router = createMemoryRouter(buildAppRoutes(), { initialEntries: [entry] });
  const view = render(
    <AppProviders queryClient={testQueryClient()} language="fr">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
};

/**
 * One component inside a data router (the sheet's leave guard needs one) with what the
 * staff shell gives it; `/elsewhere` is where leaving lands.
 */
export const renderInDataRouter = (ui: ReactElement) => {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <ToastProvider>
            <ConfirmProvider>
              <DatePickersProvider>{ui}</DatePickersProvider>
            </ConfirmProvider>
          </ToastProvider>
        ),
      },
      { path: '/elsewhere', element: <p>Ailleurs</p> },
    ],
    { initialEntries: ['/'] },
  );
  const view = render(
    <AppProviders queryClient={testQueryClient()} language="fr">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
};
