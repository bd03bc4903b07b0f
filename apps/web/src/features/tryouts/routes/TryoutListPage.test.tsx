import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { mockApi } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport } from '@/testing/viewport';
import { buildTryout } from '../testing/factories';

const PAST = buildTryout({ id: 5, scheduledDate: '02/03/2025', scheduledTime: '09:00', completed: true, remaining: 0, assigned: 10 });

describe('test list', () => {
  afterEach(() => i18n.changeLanguage('fr'));

  it('shows each test as a card with date, time, capacity, places left, birth years and type; deletes after confirmation', async () => {
    setViewport('phone');
    signIn({ login: 'admin', roles: ['ADMIN'] });
    const server = mockApi({ 'GET /test/': { body: [PAST, buildTryout()] }, 'DELETE /test/7': { status: 204 } });
    renderApp('/test/');
    const card = await screen.findByRole('article', { name: '15/09/2099 à 10:30' });
    for (const text of ['15/09/2099', '10:30', '10', '9', '2012 à 2016', 'Natation compétition', 'Benjamins, Minimes']) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
    expect(
      within(screen.getByRole('region', { name: 'Terminés' })).getByRole('article', { name: '02/03/2025 à 09:00' }),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Démarrer le test du 15/09/2099 à 10:30' })).toHaveAttribute('href', '/test/7/start');
    expect(within(card).getByRole('link', { name: 'Modifier le test du 15/09/2099 à 10:30' })).toHaveAttribute('href', '/test/7');

    const user = userEvent.setup({ delay: null });
    await user.click(within(card).getByRole('button', { name: 'Supprimer le test du 15/09/2099 à 10:30' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmation' });
    expect(dialog).toHaveTextContent('Supprimer le test du 15/09/2099 à 10:30 ? 1 inscription y est enregistrée : elle sera annulée.');
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText('Test du 15/09/2099 à 10:30 supprimé')).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('DELETE', '/test/7')).toHaveLength(1));
  });

  it.each([
    [
      'fr',
      'Supprimer le test du 15/09/2099 à 10:30 ?',
      'Supprimer le test du 15/09/2099 à 10:30 ? 3 inscriptions y sont enregistrées : elles seront annulées.',
    ],
    [
      'en',
      'Delete the test of 15/09/2099 at 10:30?',
      'Delete the test of 15/09/2099 at 10:30? Its 3 assigned students will be removed from it.',
    ],
  ])('asks before deleting, saying how many places are taken only when some are (%s)', async (language, empty, taken) => {
    await i18n.changeLanguage(language);
    setViewport('desktop');
    signIn({ login: 'admin', roles: ['ADMIN'] });
    mockApi({
      'GET /test/': {
        body: [buildTryout({ assigned: 0, remaining: 10 }), buildTryout({ id: 8, scheduledDate: '22/09/2099', assigned: 3, remaining: 7 })],
      },
    });
    renderApp('/test/');
    const user = userEvent.setup({ delay: null });
    const when = language === 'fr' ? (date: string) => `${date} à 10:30` : (date: string) => `${date} at 10:30`;
    const deleteLabel = language === 'fr' ? 'Supprimer le test du ' : 'Delete the test of ';
    const cancel = language === 'fr' ? 'Annuler' : 'Cancel';

    await user.click(await screen.findByRole('button', { name: `${deleteLabel}${when('15/09/2099')}` }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(empty);
    expect(screen.getByRole('dialog')).not.toHaveTextContent(language === 'fr' ? 'inscription' : 'assigned');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: `${deleteLabel}${when('22/09/2099')}` }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(taken.replace('15/09/2099', '22/09/2099'));
  });

  it.each([
    ['fr', 'Places restantes', '02/03/2025 à 09:00', '15/09/2099 à 10:30', 'Terminé'],
    ['en', 'Places left', '02/03/2025 at 09:00', '15/09/2099 at 10:30', 'Completed'],
  ])('shows no places left on a completed test, only on open ones (%s)', async (language, placesLeft, past, open, completed) => {
    await i18n.changeLanguage(language);
    setViewport('desktop');
    signIn({ login: 'admin', roles: ['ADMIN'] });
    mockApi({ 'GET /test/': { body: [buildTryout({ ...PAST, remaining: 4, assigned: 6 }), buildTryout()] } });
    renderApp('/test/');
    const done = await screen.findByRole('article', { name: past });
    expect(within(done).getByText(completed)).toBeInTheDocument();
    expect(within(done).queryByText(placesLeft)).not.toBeInTheDocument();
    expect(within(done).queryByText('4')).not.toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: open })).getByText(placesLeft)).toBeInTheDocument();
  });

  it('is the admin’s: a coach is told so, and the tests are not asked for', async () => {
    setViewport('desktop');
    signIn({ login: 'coach', roles: ['COACH'] });
    const server = mockApi({ 'GET /test/': { body: [] } });
    const { router } = renderApp('/test/');
    expect(await screen.findByRole('heading', { name: 'Accès réservé', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/test/');
    expect(server.callsTo('GET', '/test/')).toHaveLength(0);
  });
});
