import type { Role } from '@club/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport } from '@/testing/viewport';
import { buildGroup } from '../testing/factories';

const SPORT = { id: 2, name: 'Natation sportive' };
const NONE = { id: 1, name: 'Aucune' };
const GROUPS = [
  buildGroup({ id: 12, name: 'Benjamins', Section: SPORT, studentCount: 14 }),
  buildGroup({ id: 13, name: 'Minimes', Section: SPORT, coaches: [], studentCount: 1 }),
  buildGroup({ id: 5, name: 'Adhérents retirés', Section: NONE, systemRole: 'REMOVED', protected: true, studentCount: 0 }),
];

const openGroupList = async (roles: Role[]) => {
  setViewport('desktop');
  signIn({ login: 'someone', roles });
  const server = mockApi({ 'GET /group/': { body: GROUPS }, 'DELETE /group/12': { status: 204 } });
  renderApp('/group/');
  await screen.findByRole('article', { name: 'Benjamins' });
  return { server, user: userEvent.setup({ delay: null }) };
};

const card = (name: string) => screen.getByRole('article', { name });

describe('group list', { timeout: 30_000 }, () => {
  it('shows the groups under their section headers with count, coaches and price', async () => {
    await openGroupList(['ADMIN']);
    const sport = screen.getByRole('region', { name: 'Natation sportive' });
    expect(
      within(sport)
        .getAllByRole('article')
        .map((article) => article.getAttribute('aria-label')),
    ).toEqual(['Benjamins', 'Minimes']);
    expect(screen.getByRole('region', { name: 'Aucune' })).toContainElement(card('Adhérents retirés'));
    expect(card('Benjamins')).toHaveTextContent('14 adhérents');
    expect(card('Benjamins')).toHaveTextContent('Théo Girard');
    expect(card('Benjamins')).toHaveTextContent(/250,00\s€ \(réinscription 220,00\s€\)/);
    expect(card('Minimes')).toHaveTextContent('1 adhérent');
    expect(card('Minimes')).toHaveTextContent('Entraîneurs : aucun');
  });

  it('gives an admin every action, but no delete on a protected group', async () => {
    await openGroupList(['ADMIN']);
    const benjamins = within(card('Benjamins'));
    expect(benjamins.getByRole('link', { name: 'Détails' })).toHaveAttribute('href', '/group/12');
    expect(benjamins.getByRole('link', { name: 'Nouvelle séance' })).toHaveAttribute('href', '/group/12/subgroup/session/new');
    expect(benjamins.getByRole('link', { name: 'E-mail à tous' })).toHaveAttribute('href', '/group/12/mail');
    expect(benjamins.getByRole('link', { name: 'Sous-groupes de Benjamins' })).toHaveAttribute('href', '/group/12/subgroups');
    expect(benjamins.getByRole('link', { name: 'Modifier Benjamins' })).toHaveAttribute('href', '/group/12/edit');
    expect(benjamins.getByRole('button', { name: 'Supprimer Benjamins' })).toBeInTheDocument();
    expect(within(card('Adhérents retirés')).queryByRole('button', { name: /Supprimer/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Créer un groupe' })).toBeInTheDocument();
  });

  it('gives a section manager, who writes on groups as the server lets them, the sub-groups and the edit but no delete', async () => {
    await openGroupList(['SECTION_MANAGER']);
    const benjamins = within(card('Benjamins'));
    expect(benjamins.getByRole('link', { name: 'Sous-groupes de Benjamins' })).toBeInTheDocument();
    expect(benjamins.getByRole('link', { name: 'Modifier Benjamins' })).toHaveAttribute('href', '/group/12/edit');
    expect(benjamins.queryByRole('button', { name: 'Supprimer Benjamins' })).not.toBeInTheDocument();
  });

  it('elides the French article before a group name starting with a vowel', async () => {
    setViewport('desktop');
    signIn({ login: 'someone', roles: ['SECTION_MANAGER'] });
    mockApi({ 'GET /group/': { body: [buildGroup({ id: 31, name: 'École de natation 1' })] } });
    renderApp('/group/');
    const school = within(await screen.findByRole('article', { name: 'École de natation 1' }));
    expect(school.getByRole('link', { name: 'Sous-groupes d’École de natation 1' })).toHaveAttribute('href', '/group/31/subgroups');
  });

  it('lists water-polo age groups in natural order, U9 before U11 before U19', async () => {
    setViewport('desktop');
    signIn({ login: 'someone', roles: ['ADMIN'] });
    const waterPolo = { id: 4, name: 'Water-polo' };
    mockApi({
      'GET /group/': {
        body: [
          buildGroup({ id: 21, name: 'U19', Section: waterPolo, sectionId: waterPolo.id }),
          buildGroup({ id: 22, name: 'U9', Section: waterPolo, sectionId: waterPolo.id }),
          buildGroup({ id: 23, name: 'U11', Section: waterPolo, sectionId: waterPolo.id }),
        ],
      },
    });
    renderApp('/group/');
    const section = await screen.findByRole('region', { name: 'Water-polo' });
    expect(
      within(section)
        .getAllByRole('article')
        .map((article) => article.getAttribute('aria-label')),
    ).toEqual(['U9', 'U11', 'U19']);
  });

  it('leaves a coach the details, new session and mail only', async () => {
    await openGroupList(['COACH']);
    const benjamins = within(card('Benjamins'));
    expect(benjamins.getAllByRole('link').map((link) => link.textContent)).toEqual(['Détails', 'Nouvelle séance', 'E-mail à tous']);
    expect(benjamins.queryByRole('button')).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('link', { name: 'Créer un groupe' })).not.toBeInTheDocument();
  });

  it('deletes a group after confirmation', async () => {
    const { server, user } = await openGroupList(['ADMIN']);
    await user.click(within(card('Benjamins')).getByRole('button', { name: 'Supprimer Benjamins' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmation' });
    expect(dialog).toHaveTextContent('Supprimer le groupe Benjamins ? Ses 14 adhérents iront dans le groupe « Aucun ».');
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));

    expect(await screen.findByText('Groupe Benjamins supprimé')).toBeInTheDocument();
    expect(server.callsTo('DELETE', '/group/12')).toHaveLength(1);
  });
});
