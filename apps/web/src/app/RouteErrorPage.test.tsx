import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/components/AppProviders';
import { ApiError } from '@/lib/api';
import { createQueryClient } from '@/lib/queryClient';
import { signIn } from '@/testing/session';
import { RoutedErrorPage } from './RoutedErrorPage';

/** A screen that throws while rendering, under the app's error element. */
const renderFailing = (error: unknown) => {
  const Failing = () => {
    throw error;
  };
  const router = createMemoryRouter(
    [
      { path: '/group/12/edit', element: <Failing />, errorElement: <RoutedErrorPage /> },
      { path: '/home', element: <h1>Accueil</h1> },
    ],
    { initialEntries: ['/group/12/edit'] },
  );
  render(
    <AppProviders queryClient={createQueryClient()} language="fr">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
};

describe('route error page', () => {
  beforeEach(() => {
    // React and the router report the thrown error; the page is what is tested here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('says a refusal for the role cannot be cured by reloading, and leads home', async () => {
    signIn({ roles: ['COACH'] });
    const router = renderFailing(new ApiError(403, 'FORBIDDEN', 'Not allowed for this role'));

    expect(await screen.findByText('Action non autorisée')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Cette action n’est pas permise à votre rôle (Entraîneur)');
    expect(screen.queryByRole('button', { name: 'Recharger la page' })).not.toBeInTheDocument();

    // A plain link: the home page loads afresh, and the family's form shows this page without the router.
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/home');
    expect(router.state.location.pathname).toBe('/group/12/edit');
  });

  it('offers a reload for any other failure', async () => {
    signIn({ roles: ['COACH'] });
    renderFailing(new Error('Failed to fetch dynamically imported module'));

    expect(await screen.findByText('Une erreur est survenue')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Retour à l’accueil' })).not.toBeInTheDocument();
  });
});
