import type { Role } from '@club/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSession } from '@/lib/session';
import { mockApi } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport } from '@/testing/viewport';

/** Opens /home as a user with these roles and expands every group of the menu. */
const openMenu = async (roles: Role[]) => {
  setViewport('desktop');
  signIn({ roles });
  const server = mockApi({ 'POST /coach/logout': { status: 204 } });
  renderApp('/home');
  const menu = await screen.findByRole('navigation', { name: 'Menu principal' });
  const user = userEvent.setup();
  for (const group of within(menu).queryAllByRole('button', { expanded: false })) await user.click(group);
  return { menu, user, server };
};

const linkNames = (menu: HTMLElement) =>
  within(menu)
    .queryAllByRole('link')
    .map((link) => link.textContent);

describe('menu per role', () => {
  it('shows an admin every entry, Users included', async () => {
    const { menu } = await openMenu(['ADMIN']);

    const groups = ['Gestion des tests', 'Adhérents', 'Gestion des groupes', 'Gestion des sections', 'Utilisateurs'];
    for (const group of [...groups, 'Gestion des sous-groupes']) {
      expect(within(menu).getByRole('button', { name: group })).toBeInTheDocument();
    }
    expect(linkNames(menu)).toEqual(
      expect.arrayContaining(['Créer un utilisateur', 'Voir tous les utilisateurs', 'Créer un groupe', 'Séances']),
    );
    expect(within(menu).getByRole('link', { name: 'Voir tous les utilisateurs' })).toHaveAttribute('href', '/user/');
  });

  it('shows a coach groups read-only, sessions and time slots, but no Users', async () => {
    const { menu } = await openMenu(['COACH']);

    expect(within(menu).queryByRole('button', { name: 'Utilisateurs' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: 'Gestion des tests' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: 'Gestion des sous-groupes' })).not.toBeInTheDocument();
    expect(linkNames(menu)).toEqual(['Voir tous les groupes', 'Séances', 'Planning', 'Créneaux horaires', 'Préférences']);
    expect(within(menu).queryByRole('link', { name: 'Créer un groupe' })).not.toBeInTheDocument();
  });

  it('lets a section manager create groups and manage sub-groups, without admin entries', async () => {
    const { menu } = await openMenu(['SECTION_MANAGER']);

    expect(within(menu).getByRole('link', { name: 'Créer un groupe' })).toHaveAttribute('href', '/group/create');
    expect(within(menu).getByRole('button', { name: 'Gestion des sous-groupes' })).toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: 'Utilisateurs' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: 'Gestion des sections' })).not.toBeInTheDocument();
  });

  it('leads each sub-group entry to its own screen', async () => {
    const { menu, user } = await openMenu(['SECTION_MANAGER']);

    const create = within(menu).getByRole('link', { name: 'Créer un sous-groupe' });
    const list = within(menu).getByRole('link', { name: 'Voir tous les sous-groupes' });
    expect(create).toHaveAttribute('href', '/subgroup/create');
    expect(list).toHaveAttribute('href', '/subgroup/');

    await user.click(list);
    expect(await screen.findByRole('heading', { name: 'Tous les sous-groupes', level: 1 })).toBeInTheDocument();
    await user.click(create);
    expect(await screen.findByRole('heading', { name: 'Créer un sous-groupe', level: 1 })).toBeInTheDocument();
  });

  it('shows a coach who also manages a section what a section manager sees', async () => {
    const { menu } = await openMenu(['COACH', 'SECTION_MANAGER']);

    expect(within(menu).getByRole('link', { name: 'Créer un groupe' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Voir tous les sous-groupes' })).toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: 'Utilisateurs' })).not.toBeInTheDocument();
  });

  it('logs out through the API and returns to /login', async () => {
    const { menu, user, server } = await openMenu(['COACH']);

    await user.click(within(menu).getByRole('button', { name: 'Se déconnecter' }));

    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    await waitFor(() => expect(getSession()).toMatchObject({ status: 'anonymous', endedBy: 'logout' }));
    expect(server.callsTo('POST', '/coach/logout')).toHaveLength(1);
  });
});
