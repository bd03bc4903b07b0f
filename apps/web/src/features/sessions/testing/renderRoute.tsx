import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/components/AppProviders';
import { ConfirmProvider } from '@/components/confirm';
import { DatePickersProvider } from '@/components/DatePickersProvider';
import { ToastProvider } from '@/components/toast';
import { testQueryClient } from '@/testing/queryClient';

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
