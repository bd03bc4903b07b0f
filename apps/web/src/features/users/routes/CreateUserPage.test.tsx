import type { CreatedUserDto, RoleDto } from '@club/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport } from '@/testing/viewport';

const ROLES: RoleDto[] = [
  { id: 1, name: 'ADMIN' },
  { id: 2, name: 'COACH' },
  { id: 3, name: 'SECTION_MANAGER' },
];

const openCreateUser = async () => {
  setViewport('desktop');
  signIn({ login: 'admin', roles: ['ADMIN'] });
  renderApp('/user/create');
  await screen.findByRole('checkbox', { name: 'Entraîneur' });
  return userEvent.setup();
};

const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Créer l’utilisateur' }));

describe('user creation', () => {
  it('requires at least one role (NO_ROLE_CHOSEN), clears it on focus, and calls nothing', async () => {
    const server = mockApi({ 'GET /role/': { body: ROLES } });
    const user = await openCreateUser();

    await user.type(screen.getByLabelText(/^Prénom/), 'Jean');
    await user.type(screen.getByLabelText(/^Nom/), 'Dupont');
    await submit(user);

    const message = 'Aucun rôle choisi. Veuillez choisir au moins un rôle';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(server.callsTo('POST', '/coach/')).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: 'Entraîneur' }));
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('translates FIRST_NAME_ERROR for a first name with forbidden characters', async () => {
    const server = mockApi({ 'GET /role/': { body: ROLES } });
    const user = await openCreateUser();

    await user.type(screen.getByLabelText(/^Prénom/), 'J@ck<script>');
    await user.type(screen.getByLabelText(/^Nom/), 'Dupont');
    await user.click(screen.getByRole('checkbox', { name: 'Entraîneur' }));
    await submit(user);

    await waitFor(() => expect(screen.getByLabelText(/^Prénom/)).toHaveAccessibleDescription('Prénom invalide'));
    expect(screen.queryByText('FIRST_NAME_ERROR')).not.toBeInTheDocument();
    expect(server.callsTo('POST', '/coach/')).toHaveLength(0);

    await user.click(screen.getByLabelText(/^Prénom/));
    expect(screen.getByLabelText(/^Prénom/)).not.toHaveAccessibleDescription('Prénom invalide');
  });

  it('creates the user and shows the generated login and default password', async () => {
    const server = mockApi({
      'GET /role/': { body: ROLES },
      'POST /coach/': {
        status: 201,
        body: {
          id: 7,
          firstName: 'Jean',
          lastName: 'Dupont',
          login: 'jdupont',
          email: null,
          roles: [
            { id: 2, name: 'COACH' },
            { id: 3, name: 'SECTION_MANAGER' },
          ],
          defaultPassword: 'DupontJean',
        } satisfies CreatedUserDto,
      },
    });
    const user = await openCreateUser();

    await user.type(screen.getByLabelText(/^Prénom/), 'Jean');
    await user.type(screen.getByLabelText(/^Nom/), 'Dupont');
    await user.click(screen.getByRole('checkbox', { name: 'Entraîneur' }));
    await user.click(screen.getByRole('checkbox', { name: 'Responsable de section' }));
    await submit(user);

    expect(await screen.findByText('jdupont')).toBeInTheDocument();
    expect(screen.getByText('DupontJean')).toBeInTheDocument();
    expect(screen.getByText('Compte de Jean Dupont créé')).toBeInTheDocument();
    expect(server.callsTo('POST', '/coach/')[0]?.body).toEqual({
      firstName: 'Jean',
      lastName: 'Dupont',
      roles: ['COACH', 'SECTION_MANAGER'],
    });
  });

  it('shows the server’s field errors inline', async () => {
    mockApi({
      'GET /role/': { body: ROLES },
      'POST /coach/': {
        status: 400,
        body: { code: 'BAD_REQUEST', message: 'Invalid data', fields: { lastName: 'LAST_NAME_ERROR' } },
      },
    });
    const user = await openCreateUser();

    await user.type(screen.getByLabelText(/^Prénom/), 'Jean');
    await user.type(screen.getByLabelText(/^Nom/), 'Dupont');
    await user.click(screen.getByRole('checkbox', { name: 'Administrateur' }));
    await submit(user);

    await waitFor(() => expect(screen.getByLabelText(/^Nom/)).toHaveAccessibleDescription('Nom invalide'));
  });

  it('sends the optional e-mail address, lower-cased, and shows it taken under its field (409)', async () => {
    const server = mockApi({
      'GET /role/': { body: ROLES },
      'POST /coach/': { status: 409, body: { code: 'CONFLICT', message: 'Taken', fields: { email: 'EMAIL_TAKEN' } } },
    });
    const user = await openCreateUser();

    await user.type(screen.getByLabelText(/^Prénom/), 'Jean');
    await user.type(screen.getByLabelText(/^Nom/), 'Dupont');
    await user.type(screen.getByLabelText(/^Adresse e-mail/), ' Jean.Dupont@Club.example ');
    await user.click(screen.getByRole('checkbox', { name: 'Entraîneur' }));
    await submit(user);

    await waitFor(() =>
      expect(screen.getByLabelText(/^Adresse e-mail/)).toHaveAccessibleDescription('Un autre compte a déjà cette adresse e-mail'),
    );
    expect(server.callsTo('POST', '/coach/')[0]?.body).toEqual({
      firstName: 'Jean',
      lastName: 'Dupont',
      email: 'jean.dupont@club.example',
      roles: ['COACH'],
    });
  });

  it('refuses an invalid address before calling the server', async () => {
    const server = mockApi({ 'GET /role/': { body: ROLES } });
    const user = await openCreateUser();

    await user.type(screen.getByLabelText(/^Prénom/), 'Jean');
    await user.type(screen.getByLabelText(/^Nom/), 'Dupont');
    await user.type(screen.getByLabelText(/^Adresse e-mail/), 'jean@club');
    await user.click(screen.getByRole('checkbox', { name: 'Entraîneur' }));
    await submit(user);

    await waitFor(() => expect(screen.getByLabelText(/^Adresse e-mail/)).toHaveAccessibleDescription('Adresse e-mail invalide'));
    expect(server.callsTo('POST', '/coach/')).toHaveLength(0);
  });
});
