import { FAMILY_SIGN_IN_LINK_MINUTES } from '@club/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { mockApi, type MockRoutes } from '@/testing/fetchMock';
import { notSignedIn } from './testing/fixtures';
import { renderFamilyPage } from './testing/renderFamilyPage';

const openSignIn = async (routes: MockRoutes = {}) => {
  const server = mockApi({ 'GET /family/': notSignedIn, 'POST /family/sign-in': { status: 202 }, ...routes });
  const view = renderFamilyPage('/family');
  const user = userEvent.setup();
  return { ...view, server, user };
};

describe('signing in to the family space', () => {
  afterEach(async () => {
    await i18n.changeLanguage('fr');
  });

  it('asks for an address, then always says a link is on its way if the club knows it, and can send again', async () => {
    const { server, user } = await openSignIn();
    await user.type(await screen.findByLabelText('Adresse e-mail', {}, { timeout: 15_000 }), '  claire.martin@example.fr ');
    await user.click(screen.getByRole('button', { name: 'Recevoir un lien de connexion' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Si cette adresse est connue du club, un lien de connexion est en route. Il fonctionne pendant 30 minutes, une seule fois.',
    );
    expect(screen.getByText('Adresse indiquée : claire.martin@example.fr')).toBeInTheDocument();
    expect(server.callsTo('POST', '/family/sign-in').map((call) => call.body)).toEqual([
      { email: 'claire.martin@example.fr', language: 'fr' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Renvoyer le lien' }));
    expect(await screen.findByText(/Un nouveau lien a été demandé\./)).toBeInTheDocument();
    expect(server.callsTo('POST', '/family/sign-in')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Utiliser une autre adresse' }));
    expect(screen.getByLabelText('Adresse e-mail')).toHaveValue('claire.martin@example.fr');
  });

  it('offers the address the family came with from its subscription link', async () => {
    sessionStorage.setItem('club.familyEmail', 'claire.martin@example.fr');
    try {
      const { server, user } = await openSignIn();
      expect(await screen.findByLabelText('Adresse e-mail', {}, { timeout: 15_000 })).toHaveValue('claire.martin@example.fr');
      await user.click(screen.getByRole('button', { name: 'Recevoir un lien de connexion' }));
      await screen.findByRole('status');
      expect(server.callsTo('POST', '/family/sign-in').map((call) => call.body)).toEqual([
        { email: 'claire.martin@example.fr', language: 'fr' },
      ]);
    } finally {
      sessionStorage.clear();
    }
  });

  it('says it in English, and asks for the mail in English', async () => {
    await i18n.changeLanguage('en');
    const { server, user } = await openSignIn();
    await user.type(await screen.findByLabelText('E-mail address', {}, { timeout: 15_000 }), 'claire.martin@example.fr');
    expect(screen.getByRole('heading', { level: 1, name: 'Family space' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get a sign-in link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If this address is known to the club, a sign-in link is on its way. It works for 30 minutes, once.',
    );
    expect(server.callsTo('POST', '/family/sign-in')[0]?.body).toEqual({ email: 'claire.martin@example.fr', language: 'en' });
  });

  it('says on the field when the address is malformed, without asking the server, and clears it on focus', async () => {
    const { server, user } = await openSignIn();
    const field = await screen.findByLabelText('Adresse e-mail', {}, { timeout: 15_000 });
    await user.type(field, 'claire.martin@example');
    await user.click(screen.getByRole('button', { name: 'Recevoir un lien de connexion' }));
    expect(await screen.findByText('Adresse e-mail invalide')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo('POST', '/family/sign-in')).toHaveLength(0);

    await user.click(field);
    expect(screen.queryByText('Adresse e-mail invalide')).not.toBeInTheDocument();
  });

  it('puts the server’s refusal of an address on the field', async () => {
    const { user } = await openSignIn({
      'POST /family/sign-in': { status: 400, body: { code: 'BAD_REQUEST', message: 'Invalid', fields: { email: 'Invalid email' } } },
    });
    await user.type(await screen.findByLabelText('Adresse e-mail', {}, { timeout: 15_000 }), 'claire@example.fr');
    await user.click(screen.getByRole('button', { name: 'Recevoir un lien de connexion' }));
    expect(await screen.findByText('Adresse e-mail invalide')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says to wait when too many links were asked for', async () => {
    const { user } = await openSignIn({
      'POST /family/sign-in': { status: 429, body: { code: 'TOO_MANY_REQUESTS', message: 'Too many requests' } },
    });
    await user.type(await screen.findByLabelText('Adresse e-mail', {}, { timeout: 15_000 }), 'claire.martin@example.fr');
    await user.click(screen.getByRole('button', { name: 'Recevoir un lien de connexion' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('states the link’s lifetime the server gives it', () => {
    for (const language of ['fr', 'en']) {
      expect(i18n.getFixedT(language, 'family')('signIn.sent')).toContain(`${FAMILY_SIGN_IN_LINK_MINUTES} minutes`);
    }
  });
});
