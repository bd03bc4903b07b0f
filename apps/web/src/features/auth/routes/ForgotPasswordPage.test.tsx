import type { ForgotPasswordResult } from '@club/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { setViewport, type VIEWPORTS } from '@/testing/viewport';

const IDENTIFIER = /^Identifiant ou adresse e-mail/;

const openPage = async (viewport: keyof typeof VIEWPORTS = 'desktop') => {
  setViewport(viewport);
  const app = renderApp('/forgot-password');
  await screen.findByRole('heading', { name: 'Mot de passe oublié' });
  return { ...app, user: userEvent.setup() };
};

describe('forgotten password page', () => {
  it.each(['phone', 'desktop'] as const)(
    'sends the login typed and says a mail may be on its way, without a session check (%s)',
    async (viewport) => {
      const server = mockApi({ 'POST /coach/password/forgot': { body: { accepted: true } satisfies ForgotPasswordResult } });
      const { user } = await openPage(viewport);

      await user.type(screen.getByLabelText(IDENTIFIER), '  Jean.Dupont@Club.fr {Enter}');

      expect(await screen.findByRole('status')).toHaveTextContent(
        'Si un compte correspond et qu’il a une adresse e-mail, un lien vient d’y être envoyé. Il fonctionne une seule fois, pendant 30 minutes.',
      );
      expect(server.callsTo('POST', '/coach/password/forgot')[0]?.body).toEqual({ identifier: 'Jean.Dupont@Club.fr' });
      // A public page: no start-up refresh.
      expect(server.callsTo('POST', '/coach/refresh')).toHaveLength(0);
      expect(screen.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute('href', '/login');
    },
  );

  it('asks for the login or address before calling the server', async () => {
    const server = mockApi({});
    const { user } = await openPage();

    await user.click(screen.getByRole('button', { name: 'Recevoir un lien' }));

    await waitFor(() => expect(screen.getByLabelText(IDENTIFIER)).toHaveAccessibleDescription('Veuillez saisir votre identifiant'));
    expect(server.calls).toHaveLength(0);
  });

  it('explains the limit when the address asked too often (429)', async () => {
    mockApi({ 'POST /coach/password/forgot': { status: 429, body: { code: 'TOO_MANY_REQUESTS', message: 'Too many requests' } } });
    const { user } = await openPage('phone');

    await user.type(screen.getByLabelText(IDENTIFIER), 'jdupont{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('Trop de tentatives');
    expect(screen.getByLabelText(IDENTIFIER)).toBeInTheDocument();
  });
});
