import type { Role } from '@club/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockRoutes } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport, type VIEWPORTS } from '@/testing/viewport';
import { buildGroup, buildGroupDetails, buildStudent } from '../testing/factories';

const STUDENTS = [
  buildStudent({ id: 101, firstName: 'Zoé', lastName: 'Petit', subGroupId: 3, subGroupName: 'Vague 1', nextYearGroupId: 13 }),
  buildStudent({ id: 102, firstName: 'Hugo', lastName: 'Martin', contactInfo: { email: 'hugo@example.org', phoneNumber: null } }),
  buildStudent({ id: 103, firstName: 'Marc', lastName: 'Durand' }),
];
const BENJAMINS = buildGroupDetails({
  id: 12,
  name: 'Benjamins',
  students: STUDENTS,
  studentCount: 3,
  nextGroups: [{ id: 13, name: 'Minimes' }],
});
const REMOVED = buildGroup({ id: 5, name: 'Adhérents retirés', systemRole: 'REMOVED', protected: true });
const ALL_GROUPS = [buildGroup({ id: 12, name: 'Benjamins' }), buildGroup({ id: 13, name: 'Minimes' }), REMOVED];

const openDetails = async (
  roles: Role[],
  {
    viewport = 'desktop',
    group = BENJAMINS,
    routes = {},
  }: { viewport?: keyof typeof VIEWPORTS; group?: typeof BENJAMINS; routes?: MockRoutes } = {},
) => {
  setViewport(viewport);
  signIn({ login: 'someone', roles });
  const server = mockApi({
    [`GET /group/${group.id}`]: { body: group },
    'GET /group/summary': { body: ALL_GROUPS.map(({ id, name }) => ({ id, name })) },
    'GET /group/': { body: ALL_GROUPS },
    ...routes,
  });
  renderApp(`/group/${group.id}`);
  await screen.findByRole('heading', { name: group.name, level: 1 });
  return { server, user: userEvent.setup({ delay: null }) };
};

const rowNames = () =>
  within(screen.getByRole('table', { name: 'Adhérents du groupe' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('group details', { timeout: 30_000 }, () => {
  it('lists the students by last name, filters them live and ignores case and accents', async () => {
    const { user } = await openDetails(['COACH']);
    expect(rowNames()).toEqual(['Durand', 'Martin', 'Petit']);
    expect(screen.getByRole('row', { name: /Petit/ })).toHaveTextContent('Vague 1');

    await user.type(screen.getByLabelText('Filtrer par prénom'), 'ZOE');
    expect(rowNames()).toEqual(['Petit']);
    await user.clear(screen.getByLabelText('Filtrer par prénom'));
    await user.type(screen.getByLabelText('Filtrer par nom'), 'r');
    expect(rowNames()).toEqual(['Durand', 'Martin']);
  });

  it('shows the chosen columns only', async () => {
    const { user } = await openDetails(['COACH']);
    expect(screen.queryByRole('columnheader', { name: 'Contact' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Contact' }));
    await user.click(screen.getByRole('checkbox', { name: 'Groupe l’année prochaine' }));
    expect(screen.getByRole('row', { name: /Martin/ })).toHaveTextContent('hugo@example.org');
    expect(screen.getByRole('row', { name: /Petit/ })).toHaveTextContent('Minimes');
    expect(screen.getByRole('row', { name: /Durand/ })).toHaveTextContent('Aucune');
    await user.click(screen.getByRole('checkbox', { name: 'Date de naissance' }));
    expect(screen.queryByRole('columnheader', { name: 'Date de naissance' })).not.toBeInTheDocument();
  });

  it('gives a coach neither selection nor action panel, and lists the next-year groups', async () => {
    await openDetails(['COACH']);
    expect(screen.queryByRole('checkbox', { name: 'Tout sélectionner' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Actions sur la sélection' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Groupes possibles l’année prochaine' })).toHaveTextContent('Minimes');
    expect(screen.queryByRole('link', { name: 'Choisir les groupes de l’année prochaine' })).not.toBeInTheDocument();
  });

  it('tells a coach who opens another coach’s group that their role does not allow it, without a retry', async () => {
    setViewport('desktop');
    signIn({ roles: ['COACH'] });
    mockApi({ 'GET /group/12': { status: 403, body: { code: 'FORBIDDEN', message: 'Only the coaches of this group may reach it' } } });
    renderApp('/group/12');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Action non autorisée');
    expect(alert).toHaveTextContent('Cette action n’est pas permise à votre rôle (Entraîneur)');
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
  });

  it('gives a section manager the edit button, and lists the next-year groups in natural order', async () => {
    const group = {
      ...BENJAMINS,
      nextGroups: [
        { id: 21, name: 'U19' },
        { id: 22, name: 'U9' },
        { id: 23, name: 'U11' },
      ],
    };
    await openDetails(['SECTION_MANAGER'], { group });
    expect(screen.getByRole('link', { name: 'Modifier' })).toHaveAttribute('href', '/group/12/edit');
    const next = screen.getByRole('list', { name: 'Groupes possibles l’année prochaine' });
    expect(
      within(next)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['U9', 'U11', 'U19']);
  });

  it('offers the destination groups in natural order', async () => {
    const waterPolo = [buildGroup({ id: 21, name: 'U19' }), buildGroup({ id: 22, name: 'U9' }), buildGroup({ id: 23, name: 'U11' })];
    const { user } = await openDetails(['ADMIN'], { routes: { 'GET /group/': { body: [...waterPolo, REMOVED] } } });
    const panel = screen.getByRole('region', { name: 'Actions sur la sélection' });
    await waitFor(() =>
      expect(within(panel).getByRole('combobox', { name: 'Groupe de destination' })).toHaveTextContent('Adhérents retirés'),
    );

    await user.click(within(panel).getByRole('combobox', { name: 'Groupe de destination' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options.filter((name) => name?.startsWith('U'))).toEqual(['U9', 'U11', 'U19']);
  });

  it('moves the selected students to the removed-members group by default', async () => {
    const { server, user } = await openDetails(['SECTION_MANAGER'], {
      routes: { 'PATCH /student/group': { body: { moved: 2, groupId: 5 } } },
    });
    expect(screen.getByRole('link', { name: 'Choisir les groupes de l’année prochaine' })).toHaveAttribute('href', '/group/12/next');
    const panel = screen.getByRole('region', { name: 'Actions sur la sélection' });
    await waitFor(() =>
      expect(within(panel).getByRole('combobox', { name: 'Groupe de destination' })).toHaveTextContent('Adhérents retirés'),
    );
    expect(within(panel).getByRole('button', { name: 'Déplacer' })).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Sélectionner Hugo Martin' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sélectionner Marc Durand' }));
    expect(panel).toHaveTextContent('2 adhérents sélectionnés');
    await user.click(within(panel).getByRole('button', { name: 'Déplacer' }));

    expect(await screen.findByText('2 adhérents déplacés vers Adhérents retirés')).toBeInTheDocument();
    expect(server.callsTo('PATCH', '/student/group')[0]?.body).toEqual({ groupId: 5, students: [102, 103] });
    expect(within(panel).queryByRole('button', { name: 'Supprimer définitivement' })).not.toBeInTheDocument();
  });

  it('selects all the shown students at once', async () => {
    const { user } = await openDetails(['ADMIN']);
    await user.type(screen.getByLabelText('Filtrer par nom'), 'r');
    await user.click(screen.getByRole('checkbox', { name: 'Tout sélectionner' }));
    expect(screen.getByRole('region', { name: 'Actions sur la sélection' })).toHaveTextContent('2 adhérents sélectionnés');
  });

  it('deletes students for good from the removed-members group, after confirmation', async () => {
    const removed = buildGroupDetails({ ...REMOVED, students: [STUDENTS[1]!], studentCount: 1 });
    const { server, user } = await openDetails(['ADMIN'], {
      group: removed,
      routes: { 'POST /group/5/students/delete': { body: { deleted: 1, kept: 0, deletedIds: [102], keptIds: [] } } },
    });
    await user.click(screen.getByRole('checkbox', { name: 'Tout sélectionner' }));
    await user.click(screen.getByRole('button', { name: 'Supprimer définitivement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmation' });
    expect(dialog).toHaveTextContent('Supprimer définitivement 1 adhérent et son inscription ?');
    expect(dialog).toHaveTextContent('Seul un adhérent ayant des coordonnées (e-mail ou téléphone) est supprimé');
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));

    expect(await screen.findByText('1 adhérent supprimé définitivement')).toBeInTheDocument();
    expect(server.callsTo('POST', '/group/5/students/delete')[0]?.body).toEqual({ students: [102] });
  });

  it('names the removed members kept for want of contact info', async () => {
    const removed = buildGroupDetails({ ...REMOVED, students: STUDENTS, studentCount: 3 });
    const { user } = await openDetails(['ADMIN'], {
      group: removed,
      routes: { 'POST /group/5/students/delete': { body: { deleted: 1, kept: 2, deletedIds: [102], keptIds: [101, 103] } } },
    });
    const panel = screen.getByRole('region', { name: 'Actions sur la sélection' });
    await user.click(screen.getByRole('checkbox', { name: 'Tout sélectionner' }));
    await user.click(within(panel).getByRole('button', { name: 'Supprimer définitivement' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Confirmation' })).getByRole('button', { name: 'Valider' }));

    expect(await screen.findByText('1 adhérent supprimé définitivement. 2 adhérents conservés, faute de coordonnées')).toBeInTheDocument();
    expect(
      await within(panel).findByText('Conservés dans ce groupe, sans coordonnées (e-mail ou téléphone) : Zoé Petit, Marc Durand'),
    ).toBeInTheDocument();
  });

  it('uses cards instead of a table on a phone', async () => {
    await openDetails(['ADMIN'], { viewport: 'phone' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Adhérents du groupe' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByRole('checkbox', { name: 'Sélectionner Zoé Petit' })).toBeInTheDocument();
  });

  it('shows the attendance rates of the group below its students', async () => {
    const counts = { present: 3, absent: 1, late: 1, sessions: 4, presentRate: 75, absentRate: 25, lateRate: 25 };
    await openDetails(['COACH'], {
      routes: {
        'GET /session/rates': {
          body: {
            startDate: '2025-08-31T22:00:00.000Z',
            endDate: '2026-03-04T22:59:59.999Z',
            group: { id: 12, name: 'Benjamins', ...counts },
            members: [{ id: 101, firstName: 'Zoé', lastName: 'Petit', ...counts }],
          },
        },
      },
    });
    expect(await screen.findByRole('table', { name: 'Assiduité du groupe Benjamins' })).toHaveTextContent('75');
  });
});
