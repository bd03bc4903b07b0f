import type { RoleDto, UpdateUserInput, UserDto } from '@club/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport, type VIEWPORTS } from '@/testing/viewport';

const USERS: UserDto[] = [
  { id: 1, firstName: 'Ada', lastName: 'Admin', login: 'aadmin', email: 'ada@club.example', roles: [{ id: 1, name: 'ADMIN' }] },
  { id: 2, firstName: 'Jean', lastName: 'Dupont', login: 'jdupont', email: null, roles: [{ id: 2, name: 'COACH' }] },
];
const ROLES: RoleDto[] = [
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
  it('lists names, logins, addresses and roles in a table on a desktop', async () => {
    mockApi({ 'GET /coach/': { body: USERS } });
    await openUserList();

    expect(screen.getByRole('columnheader', { name: 'Adresse e-mail' })).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Jean Dupont/ });
    expect(within(row).getByText('jdupont')).toBeInTheDocument();
    expect(within(row).getByText('Pas d’adresse e-mail')).toBeInTheDocument();
    expect(within(row).getByText('Entraîneur')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Ada Admin/ })).getByText('ada@club.example')).toBeInTheDocument();
  });

  it('uses cards instead of a table on a phone, with the address and every action', async () => {
    mockApi({ 'GET /coach/': { body: USERS } });
    await openUserList('phone');

    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Utilisateurs' });
    const card = within(list).getAllByRole('listitem')[1]!;
    expect(card).toHaveTextContent('Pas d’adresse e-mail');
    expect(within(list).getByText('E-mail : ada@club.example')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Réinitialiser le mot de passe de Jean Dupont' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Modifier l’adresse e-mail de Jean Dupont' })).toBeInTheDocument();
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

  it('sets an address in its dialog, and shows a taken one under the field', async () => {
    const server = mockApi({
      'GET /coach/': { body: USERS },
      'PATCH /coach/2': (call) =>
        (call.body as { email: string }).email === 'ada@club.example'
          ? { status: 409, body: { code: 'CONFLICT', message: 'Taken', fields: { email: 'EMAIL_TAKEN' } } }
          : { body: { ...USERS[1], email: (call.body as UpdateUserInput).email } },
    });
    const user = await openUserList();

    await user.click(screen.getByRole('button', { name: 'Modifier l’adresse e-mail de Jean Dupont' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adresse e-mail de Jean Dupont' });
    const field = within(dialog).getByLabelText(/^Adresse e-mail/);
    await user.type(field, 'pas-une-adresse');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Adresse e-mail invalide'));
    expect(server.callsTo('PATCH', '/coach/2')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'ADA@club.example');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Un autre compte a déjà cette adresse e-mail'));
    expect(server.callsTo('PATCH', '/coach/2')[0]?.body).toEqual({ email: 'ada@club.example' });

    await user.clear(field);
    await user.type(field, 'jean.dupont@club.example');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Adresse e-mail enregistrée')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('PATCH', '/coach/2')[1]?.body).toEqual({ email: 'jean.dupont@club.example' });
  });

  it('removes an address left empty', async () => {
    const server = mockApi({ 'GET /coach/': { body: USERS }, 'PATCH /coach/1': { body: { ...USERS[0], email: null } } });
    const user = await openUserList();

    await user.click(screen.getByRole('button', { name: 'Modifier l’adresse e-mail d’Ada Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adresse e-mail d’Ada Admin' });
    await user.clear(within(dialog).getByLabelText(/^Adresse e-mail/));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Adresse e-mail enregistrée')).toBeInTheDocument();
    expect(server.callsTo('PATCH', '/coach/1')[0]?.body).toEqual({ email: '' });
  });

  it.each(['phone', 'desktop'] as const)(
    'resets a password after confirmation and shows the default password once (%s)',
    async (viewport) => {
      const server = mockApi({
        'GET /coach/': { body: USERS },
        'POST /coach/2/password/reset': { body: { ...USERS[1], defaultPassword: 'DupontJean' } },
      });
      const user = await openUserList(viewport);

      await user.click(screen.getByRole('button', { name: 'Réinitialiser le mot de passe de Jean Dupont' }));
      const confirm = await screen.findByRole('dialog', { name: 'Confirmation' });
      expect(confirm).toHaveTextContent(
        'Réinitialiser le mot de passe de Jean Dupont ? Il redeviendra le mot de passe par défaut, à changer à la prochaine connexion, et toutes ses connexions ouvertes seront fermées.',
      );
      await user.click(within(confirm).getByRole('button', { name: 'Réinitialiser le mot de passe' }));

      const result = await screen.findByRole('dialog', { name: 'Mot de passe de Jean Dupont réinitialisé' });
      expect(within(result).getByText('jdupont')).toBeInTheDocument();
      expect(within(result).getByText('DupontJean')).toBeInTheDocument();
      expect(server.callsTo('POST', '/coach/2/password/reset')).toHaveLength(1);

      await user.click(within(result).getByRole('button', { name: 'Fermer' }));
      await waitFor(() => expect(screen.queryByText('DupontJean')).not.toBeInTheDocument());
    },
  );

  it('resets nothing when the confirmation is cancelled', async () => {
    const server = mockApi({ 'GET /coach/': { body: USERS } });
    const user = await openUserList();

    await user.click(screen.getByRole('button', { name: 'Réinitialiser le mot de passe de Jean Dupont' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Annuler' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('POST', '/coach/2/password/reset')).toHaveLength(0);
  });

  it('offers no reset of one’s own password, and explains the server’s refusal (409)', async () => {
    mockApi({ 'GET /coach/': { body: USERS }, 'POST /coach/2/password/reset': conflict });
    const user = await openUserList();

    expect(screen.queryByRole('button', { name: 'Réinitialiser le mot de passe d’Ada Admin' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Réinitialiser le mot de passe de Jean Dupont' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Réinitialiser le mot de passe' }));

    expect(await screen.findByText('Impossible : changez votre propre mot de passe dans les Préférences')).toBeInTheDocument();
  });
});
