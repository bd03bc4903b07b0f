import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport } from '@/testing/viewport';

const COACHES = [{ id: 8, firstName: 'Margaux', lastName: 'Bernard', login: 'mbernard', roles: [{ id: 2, name: 'COACH' }] }];
const CREATED = { id: 6, name: 'Plongeon', managerId: 8, Coach: COACHES[0], groups: [], protected: false, version: 1 };

describe('section creation', { timeout: 30_000 }, () => {
  it('checks the name (SECTION_NAME_ERROR), creates the section with its manager and opens its edit screen', async () => {
    setViewport('phone');
    signIn({ login: 'admin', roles: ['ADMIN'] });
    const server = mockApi({
      'GET /coach/role': { body: COACHES },
      'POST /section/': { status: 201, body: CREATED },
      'GET /section/6': { body: CREATED },
      'GET /group/': { body: [] },
    });
    const { router } = renderApp('/section/create');
    const user = userEvent.setup({ delay: null });
    const name = await screen.findByLabelText(/^Nom de la section/);

    await user.type(name, 'Plongeon <b>');
    await user.click(screen.getByRole('button', { name: 'Créer la section' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Nom de section invalide'));
    expect(server.callsTo('POST', '/section/')).toHaveLength(0);

    await user.clear(name);
    await user.type(name, 'Plongeon');
    await user.click(screen.getByRole('combobox', { name: 'Responsable de section' }));
    await user.click(await screen.findByRole('option', { name: 'Margaux Bernard' }));
    await user.click(screen.getByRole('button', { name: 'Créer la section' }));

    expect(await screen.findByText('Section Plongeon créée')).toBeInTheDocument();
    expect(server.callsTo('POST', '/section/')[0]?.body).toEqual({ name: 'Plongeon', coachId: 8 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/section/6'));
    expect(await screen.findByRole('heading', { name: 'Section Plongeon', level: 1 })).toBeInTheDocument();
  }, 40_000);
});
