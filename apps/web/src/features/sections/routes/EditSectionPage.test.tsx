import type { SectionDto } from '@club/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, type MockRoutes } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport } from '@/testing/viewport';

const SECTION: SectionDto = {
  id: 2,
  name: 'Natation sportive',
  managerId: null,
  Coach: null,
  groups: [{ id: 12, name: 'Benjamins' }],
  protected: false,
  version: 3,
};
const COACHES = [{ id: 8, firstName: 'Margaux', lastName: 'Bernard', login: 'mbernard', roles: [{ id: 2, name: 'COACH' }] }];
const groupItem = (id: number, name: string, sectionId: number, sectionName: string, isProtected = false) => ({
  id,
  name,
  price: 100,
  reSubPrice: 90,
  sectionId,
  Section: { id: sectionId, name: sectionName },
  typeId: 1,
  type: null,
  packId: 1,
  pack: null,
  ffnLicense: false,
  shouldReceiveSubMail: true,
  sportsCodeOfConduct: true,
  emailList: '',
  coaches: [],
  coachId: null,
  studentCount: 0,
  systemRole: isProtected ? 'NONE' : null,
  protected: isProtected,
  version: 1,
});
const GROUPS = [
  groupItem(12, 'Benjamins', 2, 'Natation sportive'),
  groupItem(14, 'Poussins', 1, 'Aucune'),
  groupItem(4, 'Aucun', 1, 'Aucune', true),
];

const openEdit = async (routes: MockRoutes = {}, section: SectionDto = SECTION) => {
  setViewport('desktop');
  signIn({ login: 'admin', roles: ['ADMIN'] });
  const server = mockApi({
    [`GET /section/${section.id}`]: { body: section },
    'GET /coach/role': { body: COACHES },
    'GET /group/': { body: GROUPS },
    'GET /section/': { body: [section] },
    ...routes,
  });
  const view = renderApp(`/section/${section.id}`);
  await screen.findByRole('heading', { name: `Section ${section.name}`, level: 1 });
  return { server, router: view.router, user: userEvent.setup({ delay: null }) };
};

describe('section edit', { timeout: 30_000 }, () => {
  it('saves name and manager with the version, says UPDATE_SECTION_SUCCESS, and goes back after 5 seconds', async () => {
    const { server, router, user } = await openEdit({
      'PATCH /section/2/': { body: { ...SECTION, managerId: 8, version: 4 } },
    });
    await user.click(screen.getByRole('combobox', { name: 'Responsable de section' }));
    await user.click(await screen.findByRole('option', { name: 'Margaux Bernard' }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Section mise à jour')).toBeInTheDocument();
    expect(server.callsTo('PATCH', '/section/2/')[0]?.body).toEqual({ name: 'Natation sportive', coachId: 8, version: 3 });
    expect(router.state.location.pathname).toBe('/section/2');
    await act(() => vi.advanceTimersByTimeAsync(5000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/section/'));
  });

  it('says clearly when the chosen manager is not a coach (SECTION_MANAGER_NOT_COACH), and stays', async () => {
    const { router, user } = await openEdit({
      'PATCH /section/2/': { status: 400, body: { code: 'SECTION_MANAGER_NOT_COACH', message: 'The section manager must be a coach' } },
    });
    await user.click(screen.getByRole('combobox', { name: 'Responsable de section' }));
    await user.click(await screen.findByRole('option', { name: 'Margaux Bernard' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le responsable de section doit être un entraîneur : choisissez un utilisateur ayant le rôle Entraîneur.',
    );
    expect(router.state.location.pathname).toBe('/section/2');
  });

  it('removes a group from the section with SECTION_REMOVE_GROUP_SUCCESS', async () => {
    const { server, user } = await openEdit({ 'PATCH /group/12/section': { body: { id: 12, sectionId: 1 } } });
    await user.click(screen.getByRole('button', { name: 'Retirer Benjamins de la section' }));
    expect(await screen.findByText('Groupe Benjamins retiré de la section : il est maintenant dans « Aucune »')).toBeInTheDocument();
    expect(server.callsTo('PATCH', '/group/12/section')[0]?.body).toEqual({ sectionId: 0 });
  });

  it('reports SECTION_REMOVE_GROUP_FAILURE when the removal fails', async () => {
    await openEdit({ 'PATCH /group/12/section': { status: 500, body: { code: 'UNKNOWN_ERROR', message: 'boom' } } }).then(({ user }) =>
      user.click(screen.getByRole('button', { name: 'Retirer Benjamins de la section' })),
    );
    expect(await screen.findByText('Le groupe Benjamins n’a pas pu être retiré de la section')).toBeInTheDocument();
  });

  it('offers only the groups of other sections, never the protected ones, and adds one', async () => {
    const { server, user } = await openEdit({ 'PATCH /group/14/section': { body: { id: 14, sectionId: 2 } } });
    const add = screen.getByRole('combobox', { name: 'Ajouter un groupe' });
    // The choices come with the group list.
    await waitFor(() => expect(add).not.toHaveAttribute('aria-disabled'));
    await user.click(add);
    const options = within(await screen.findByRole('listbox'));
    expect(options.getAllByRole('option').map((option) => option.textContent)).toEqual(['Poussins · Aucune']);
    await user.click(options.getByRole('option', { name: 'Poussins · Aucune' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByText('Groupe Poussins ajouté à la section')).toBeInTheDocument();
    expect(server.callsTo('PATCH', '/group/14/section')[0]?.body).toEqual({ sectionId: 2 });
  });

  it('shows no remove icon in « Aucune » and keeps its name', async () => {
    await openEdit({}, { ...SECTION, id: 1, name: 'Aucune', protected: true, groups: [{ id: 14, name: 'Poussins' }] });
    expect(screen.getByText('Poussins')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Retirer/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Nom de la section/)).toBeDisabled();
  });
});
