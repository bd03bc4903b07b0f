import type { SetSubGroupInput, StudentSubGroupDto, SubGroupOverviewDto } from '@club/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockRoutes } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport, type VIEWPORTS } from '@/testing/viewport';

const STUDENTS = [
  { id: 101, firstName: 'Zoé', lastName: 'Petit', birthDate: '2013-02-01', subGroupId: 3 },
  { id: 102, firstName: 'Hugo', lastName: 'Martin', birthDate: '2012-11-30', subGroupId: null },
  { id: 103, firstName: 'Marc', lastName: 'Durand', birthDate: '2012-05-09', subGroupId: 4 },
];
const COACHES = [
  { id: 7, firstName: 'Théo', lastName: 'Girard', groupCoach: true },
  { id: 8, firstName: 'Margaux', lastName: 'Bernard', groupCoach: false },
];
const OVERVIEW: SubGroupOverviewDto = {
  id: 12,
  name: 'Benjamins',
  subGroups: [
    { id: 3, name: 'Vague 1', coaches: [COACHES[0]!] },
    { id: 4, name: 'Vague 2', coaches: [COACHES[0]!] },
  ],
  coaches: COACHES,
  students: STUDENTS,
};

const openSubGroups = async ({
  overview = OVERVIEW,
  routes = {},
  viewport = 'desktop',
}: { overview?: SubGroupOverviewDto; routes?: MockRoutes; viewport?: keyof typeof VIEWPORTS } = {}) => {
  setViewport(viewport);
  signIn({ login: 'mbernard', roles: ['SECTION_MANAGER'] });
  const server = mockApi({ 'GET /group/12/subgroup/overview': { body: overview }, ...routes });
  renderApp('/group/12/subgroups/');
  await screen.findByRole('heading', { name: 'Sous-groupes de Benjamins', level: 1 });
  return { server, user: userEvent.setup({ delay: null }) };
};

const panel = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });
const names = (region: HTMLElement) =>
  within(region)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

describe('sub-groups', { timeout: 30_000 }, () => {
  it('splits the group between the chosen sub-group and the others, sorted by last name', async () => {
    await openSubGroups();
    expect(screen.getByRole('combobox', { name: 'Sous-groupe' })).toHaveTextContent('Vague 1');
    expect(names(panel('Hors de Vague 1'))).toEqual(['Durand', 'Martin']);
    expect(within(panel('Hors de Vague 1')).getByRole('row', { name: /Durand/ })).toHaveTextContent('09/05/2012');
    expect(within(panel('Hors de Vague 1')).getByRole('row', { name: /Durand/ })).toHaveTextContent('Vague 2');
    expect(within(panel('Hors de Vague 1')).getByRole('row', { name: /Martin/ })).toHaveTextContent('Aucun');
    expect(names(panel('Dans Vague 1'))).toEqual(['Petit']);
  });

  it('moves a student in or out with a click on the row', async () => {
    // The server keeps the moves, as the real one does.
    let students = STUDENTS;
    const setSubGroup = (id: number) => (call: { body: unknown }) => {
      const { subGroupId } = call.body as SetSubGroupInput;
      students = students.map((student) => (student.id === id ? { ...student, subGroupId } : student));
      const answer: StudentSubGroupDto = { id, subGroupId };
      return { body: answer };
    };
    const { server, user } = await openSubGroups({
      routes: {
        'GET /group/12/subgroup/overview': () => ({ body: { ...OVERVIEW, students } }),
        'PATCH /student/102/subgroup': setSubGroup(102),
        'PATCH /student/101/subgroup': setSubGroup(101),
      },
    });
    await user.click(within(panel('Hors de Vague 1')).getByText('Martin'));
    await waitFor(() => expect(names(panel('Dans Vague 1'))).toEqual(['Martin', 'Petit']));
    expect(server.callsTo('PATCH', '/student/102/subgroup')[0]?.body).toEqual({ subGroupId: 3 });

    await user.click(within(panel('Dans Vague 1')).getByRole('button', { name: 'Retirer Zoé Petit de Vague 1' }));
    await waitFor(() => expect(names(panel('Dans Vague 1'))).toEqual(['Martin']));
    expect(server.callsTo('PATCH', '/student/101/subgroup')).toHaveLength(1);
    expect(server.callsTo('PATCH', '/student/101/subgroup')[0]?.body).toEqual({ subGroupId: null });
    expect(names(panel('Hors de Vague 1'))).toEqual(['Durand', 'Petit']);
  });

  it('puts the student back when the server refuses the move', async () => {
    const { user } = await openSubGroups({
      routes: { 'PATCH /student/102/subgroup': { status: 500, body: { code: 'UNKNOWN_ERROR', message: 'boom' } } },
    });
    await user.click(within(panel('Hors de Vague 1')).getByText('Martin'));
    expect(await screen.findByText('Une erreur inattendue s’est produite. Veuillez réessayer plus tard.')).toBeInTheDocument();
    await waitFor(() => expect(names(panel('Hors de Vague 1'))).toEqual(['Durand', 'Martin']));
  });

  it('shows a message and a create icon when the group has no sub-group', async () => {
    await openSubGroups({ overview: { ...OVERVIEW, subGroups: [], students: STUDENTS.map((s) => ({ ...s, subGroupId: null })) } });
    expect(screen.getByText(/Ce groupe n’a pas encore de sous-groupe/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Créer un sous-groupe' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('keeps submit off until there is a name and at least one coach', async () => {
    const { server, user } = await openSubGroups({
      routes: { 'POST /group/12/subgroup/': { status: 201, body: { id: 9, name: 'Vague 3', coaches: [COACHES[1]] } } },
    });
    await user.click(screen.getByRole('button', { name: 'Créer un sous-groupe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Créer un sous-groupe' });
    const submit = within(dialog).getByRole('button', { name: 'Valider' });
    expect(submit).toBeDisabled();

    await user.type(within(dialog).getByLabelText(/^Nom du sous-groupe/), 'Vague 3');
    expect(submit).toBeDisabled();

    await user.click(within(dialog).getByRole('combobox', { name: 'Entraîneur à ajouter' }));
    await user.click(await screen.findByRole('option', { name: 'Margaux Bernard' }));
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(within(dialog).getByRole('button', { name: 'Retirer Margaux Bernard' })).toBeInTheDocument();
    expect(submit).toBeEnabled();

    await user.click(within(dialog).getByRole('button', { name: 'Retirer Margaux Bernard' }));
    expect(submit).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: 'Entraîneur à ajouter' }));
    await user.click(await screen.findByRole('option', { name: 'Margaux Bernard' }));
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    await user.clear(within(dialog).getByLabelText(/^Nom du sous-groupe/));
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^Nom du sous-groupe/), 'Vague 3');
    await user.click(submit);

    expect(await screen.findByText('Sous-groupe Vague 3 créé')).toBeInTheDocument();
    expect(server.callsTo('POST', '/group/12/subgroup/')[0]?.body).toEqual({ name: 'Vague 3', coaches: [8] });
  }, 40_000);

  it('deletes the chosen sub-group after CONFIRM_DELETE_SUB_GROUP_MESSAGE', async () => {
    const { server, user } = await openSubGroups({ routes: { 'DELETE /group/12/subgroup/3': { status: 204 } } });
    await user.click(screen.getByRole('button', { name: 'Supprimer le sous-groupe Vague 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmation' });
    expect(dialog).toHaveTextContent('Supprimer le sous-groupe Vague 1 ? Ses adhérents resteront dans le groupe, sans sous-groupe.');
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText('Sous-groupe Vague 1 supprimé')).toBeInTheDocument();
    expect(server.callsTo('DELETE', '/group/12/subgroup/3')).toHaveLength(1);
  });

  it('offers the sub-groups in natural order and elides « de » before a vowel', async () => {
    setViewport('desktop');
    signIn({ login: 'mbernard', roles: ['SECTION_MANAGER'] });
    const subGroups = ['U19', 'U9', 'U11'].map((name, index) => ({ id: 20 + index, name, coaches: [] }));
    mockApi({ 'GET /group/31/subgroup/overview': { body: { ...OVERVIEW, id: 31, name: 'École de natation 1', subGroups } } });
    renderApp('/group/31/subgroups/');
    const user = userEvent.setup({ delay: null });

    expect(await screen.findByRole('heading', { name: 'Sous-groupes d’École de natation 1', level: 1 })).toBeInTheDocument();
    const chooser = screen.getByRole('combobox', { name: 'Sous-groupe' });
    expect(chooser).toHaveTextContent('U9');
    expect(panel('Hors d’U9')).toBeInTheDocument();
    await user.click(chooser);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['U9', 'U11', 'U19']);
  });

  it('opens the create modal at once when the sub-groups menu asked for it', async () => {
    setViewport('desktop');
    signIn({ login: 'mbernard', roles: ['SECTION_MANAGER'] });
    mockApi({ 'GET /group/12/subgroup/overview': { body: OVERVIEW } });
    const { router } = renderApp('/subgroup/create');
    await router.navigate('/group/12/subgroups/', { state: { createSubGroup: true } });

    expect(await screen.findByRole('dialog', { name: 'Créer un sous-groupe' })).toBeInTheDocument();
    // Going back to this page later shows it without the dialog.
    await waitFor(() => expect(router.state.location.state).toBeNull());
  });

  it('opens the create modal full screen on a phone', async () => {
    const { user } = await openSubGroups({ viewport: 'phone' });
    await user.click(screen.getByRole('button', { name: 'Créer un sous-groupe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Créer un sous-groupe' });
    expect(dialog).toHaveClass('MuiDialog-paperFullScreen');
  });
});
