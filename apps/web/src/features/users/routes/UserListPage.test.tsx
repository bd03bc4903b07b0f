import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fetchMock';
import { renderApp } from '@/test/renderApp';
import { signIn } from '@/test/session';
import { setViewport, type VIEWPORTS } from '@/test/viewport';

const USERS = [
  { id: 1, firstName: 'Ada', lastName: 'Admin', login: 'aadmin', roles: [{ id: 1, name: 'ADMIN' }] },
  { id: 2, firstName: 'Jean', lastName: 'Dupont', login: 'jdupont', roles: [{ id: 2, name: 'COACH' }] },
];
const ROLES = [
  { id: 1, name: 'ADMIN' },
  { id: 2, name: 'COACH' },
  { id: 3, name: 'SECTION_MANAGER' },
];
const conflict = { status: 409, body: { code: 'CONFLICT', message: 'Conflict' } };

const openUserList = async (viewport: keyof typeof VIEWPORTS = 'desktop') => {
  setViewport(viewport);
  signIn({ login: 'aadmin', roles: ['ADMIN'] });
  renderApp('/user/');
  await screen.findByText('Jean Dupont');
  return userEvent.setup();
};

describe('user list', () => {
  it('lists names, logins and roles in a table on a desktop', async () => {
    mockApi({ 'GET /coach/': { body: USERS } });
    await openUserList();

    const row = screen.getByRole('row', { name: /Jean Dupont/ });
    expect(within(row).getByText('jdupont')).toBeInTheDocument();
    expect(within(row).getByText('Entraîneur')).toBeInTheDocument();
  });

  it('uses cards instead of a table on a phone', async () => {
    mockApi({ 'GET /coach/': { body: USERS } });
    await openUserList('phone');

    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Utilisateurs' })).toBeInTheDocument();
  });

  it('deletes a user after confirmation', async () => {
    const server = mockApi({ 'GET /coach/': { body: USERS }, 'DELETE /coach/2': { status: 204 } });
    const user = await openUserList();

    await user.click(screen.getByRole('button', { name: 'Supprimer Jean Dupont' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmation' });
    expect(dialog).toHaveTextContent('Supprimer définitivement le compte de Jean Dupont ?');
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));

    expect(await screen.findByText('Compte de Jean Dupont supprimé')).toBeInTheDocument();
    expect(server.callsTo('DELETE', '/coach/2')).toHaveLength(1);
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const server = mockApi({ 'GET /coach/': { body: USERS } });
    const user = await openUserList();

    await user.click(screen.getByRole('button', { name: 'Supprimer Jean Dupont' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Annuler' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('DELETE', '/coach/2')).toHaveLength(0);
  });

  it('explains in a toast why one cannot delete one’s own account (409)', async () => {
    mockApi({ 'GET /coach/': { body: USERS }, 'DELETE /coach/1': conflict });
    const user = await openUserList();

    await user.click(screen.getByRole('button', { name: 'Supprimer Ada Admin' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Valider' }));

    expect(await screen.findByText('Impossible : vous ne pouvez pas supprimer votre propre compte')).toBeInTheDocument();
  });

  it('changes roles in the dialog and reports the last-admin conflict', async () => {
    const server = mockApi({
      'GET /coach/': { body: USERS },
      'GET /role/': { body: ROLES },
      'POST /coach/1/roles': conflict,
      'POST /coach/2/roles': { body: { ...USERS[1], roles: [{ id: 3, name: 'SECTION_MANAGER' }] } },
    });
    const user = await openUserList();

    await user.click(screen.getByRole('button', { name: 'Modifier les rôles de Jean Dupont' }));
    let dialog = await screen.findByRole('dialog', { name: 'Rôles de Jean Dupont' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Entraîneur' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Responsable de section' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Rôles mis à jour')).toBeInTheDocument();
    expect(server.callsTo('POST', '/coach/2/roles')[0]?.body).toEqual({ roles: ['SECTION_MANAGER'] });

    await user.click(screen.getByRole('button', { name: 'Modifier les rôles d’Ada Admin' }));
    dialog = await screen.findByRole('dialog', { name: 'Rôles d’Ada Admin' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Administrateur' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Entraîneur' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Impossible : le club doit garder au moins un administrateur')).toBeInTheDocument();
  });

  it('says why an admin cannot remove their own ADMIN role (OWN_ADMIN_ROLE_REMOVAL)', async () => {
    mockApi({
      'GET /coach/': { body: USERS },
      'GET /role/': { body: ROLES },
      'POST /coach/1/roles': { status: 409, body: { code: 'OWN_ADMIN_ROLE_REMOVAL', message: 'You cannot remove your own ADMIN role' } },
    });
    const user = await openUserList();

    await user.click(screen.getByRole('button', { name: 'Modifier les rôles d’Ada Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rôles d’Ada Admin' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Administrateur' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Entraîneur' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    expect(
      await screen.findByText('Vous ne pouvez pas retirer votre propre rôle d’administrateur : demandez-le à un autre administrateur.'),
    ).toBeInTheDocument();
  });
});
