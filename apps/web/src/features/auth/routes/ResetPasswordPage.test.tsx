import type { ValidResult } from '@club/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockAnswer } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { setViewport, type VIEWPORTS } from '@/testing/viewport';

const NEW = /^Nouveau mot de passe/;
const CONFIRMATION = /^Confirmation du nouveau mot de passe/;
const TOKEN = 'Zm9vYmFyYmF6cXV4LWxvbmctcmFuZG9tLXRva2VuLTEyMw';
const deadLink: MockAnswer = {
  status: 404,
  body: { code: 'NOT_FOUND', message: 'This password reset link is unknown, expired or already used' },
};

const openPage = async (url: string, viewport: keyof typeof VIEWPORTS = 'desktop') => {
  setViewport(viewport);
  const app = renderApp(url);
  await screen.findByRole('heading', { name: 'Choisir un nouveau mot de passe' });
  return { ...app, user: userEvent.setup() };
};

const expectDeadLink = async () => {
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Lien inconnu, expiré ou déjà utilisé');
  expect(alert).toHaveTextContent('Un lien de réinitialisation fonctionne une seule fois, pendant 30 minutes.');
  expect(screen.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute('href', '/forgot-password');
};

describe('password reset page', () => {
  it.each(['phone', 'desktop'] as const)(
    'checks the link of the mail, sets the new password and goes to the login with a message (%s)',
    async (viewport) => {
      const server = mockApi({
        'POST /coach/password/reset/check': { body: { valid: true } satisfies ValidResult },
        'POST /coach/password/reset': { status: 204 },
      });
      const { router, user } = await openPage(`/reset-password#token=${TOKEN}`, viewport);

      await user.type(await screen.findByLabelText(NEW), 'my new password');
      await user.type(screen.getByLabelText(CONFIRMATION), 'my new password');
      await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(await screen.findByRole('status')).toHaveTextContent('Votre mot de passe a été modifié. Connectez-vous avec le nouveau.');
      expect(server.callsTo('POST', '/coach/password/reset/check')[0]?.body).toEqual({ token: TOKEN });
      expect(server.callsTo('POST', '/coach/password/reset')[0]?.body).toEqual({ token: TOKEN, password: 'my new password' });
    },
  );

  it('takes the token from the query string too', async () => {
    const server = mockApi({ 'POST /coach/password/reset/check': { body: { valid: true } satisfies ValidResult } });
    await openPage(`/reset-password?token=${TOKEN}`);
    expect(await screen.findByLabelText(NEW)).toBeInTheDocument();
    expect(server.callsTo('POST', '/coach/password/reset/check')[0]?.body).toEqual({ token: TOKEN });
  });

  it('applies the settings page’s rules and messages before calling the server', async () => {
    const server = mockApi({ 'POST /coach/password/reset/check': { body: { valid: true } satisfies ValidResult } });
    const { user } = await openPage(`/reset-password#token=${TOKEN}`);

    await user.type(await screen.findByLabelText(NEW), 'short');
    await user.type(screen.getByLabelText(CONFIRMATION), 'other');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));

    await waitFor(() =>
      expect(screen.getByLabelText(NEW)).toHaveAccessibleDescription('Le mot de passe doit contenir entre 8 et 128 caractères'),
    );
    await user.clear(screen.getByLabelText(NEW));
    await user.type(screen.getByLabelText(NEW), 'long enough password');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    await waitFor(() =>
      expect(screen.getByLabelText(CONFIRMATION)).toHaveAccessibleDescription('Le mot de passe et la confirmation ne correspondent pas'),
    );
    expect(server.callsTo('POST', '/coach/password/reset')).toHaveLength(0);
  });

  it('says at once that an expired, used or unknown link cannot serve, with a link to ask again', async () => {
    mockApi({ 'POST /coach/password/reset/check': deadLink });
    await openPage(`/reset-password#token=${TOKEN}`, 'phone');
    await expectDeadLink();
    expect(screen.queryByLabelText(NEW)).not.toBeInTheDocument();
  });

  it('says so when the link dies while the form is filled', async () => {
    mockApi({
      'POST /coach/password/reset/check': { body: { valid: true } satisfies ValidResult },
      'POST /coach/password/reset': deadLink,
    });
    const { user } = await openPage(`/reset-password#token=${TOKEN}`);

    await user.type(await screen.findByLabelText(NEW), 'my new password');
    await user.type(screen.getByLabelText(CONFIRMATION), 'my new password');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));

    await expectDeadLink();
  });

  it('asks for a new link when the address has no token, without calling the server', async () => {
    const server = mockApi({});
    const { user, router } = await openPage('/reset-password');
    await expectDeadLink();
    expect(server.calls).toHaveLength(0);

    await user.click(screen.getByRole('link', { name: 'Demander un nouveau lien' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    expect(await screen.findByRole('heading', { name: 'Mot de passe oublié' })).toBeInTheDocument();
  });
});
