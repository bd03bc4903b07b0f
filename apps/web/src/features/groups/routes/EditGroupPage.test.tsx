import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport } from '@/testing/viewport';
import { buildGroupDetails, buildSection, COACHES } from '../testing/factories';

const GROUP = buildGroupDetails({ id: 12, name: 'Benjamins', version: 4 });

const openEdit = async (patchAnswer: { status: number; body: unknown }) => {
  setViewport('desktop');
  signIn({ login: 'admin', roles: ['ADMIN'] });
  const server = mockApi({
    'GET /group/12': { body: GROUP },
    'GET /type/': { body: [{ id: 9, code: 'NATATION_COMPETITION', label: 'Natation compétition' }] },
    'GET /pack/': { body: [{ id: 1, label: 'Annuel' }] },
    'GET /section/': { body: [buildSection(), buildSection({ id: 3, name: 'Water-polo', managerId: null, Coach: null })] },
    'GET /coach/role': { body: COACHES },
    'PATCH /group/12': patchAnswer,
    'PATCH /group/12/section': { body: { id: 12, sectionId: 3 } },
    'GET /group/': { body: [] },
  });
  renderApp('/group/12/edit');
  await screen.findByRole('form', { name: 'Enregistrer' });
  return { server, user: userEvent.setup({ delay: null }) };
};

describe('group edit', { timeout: 30_000 }, () => {
  it('starts from the group, sends the changes with its version, then moves it to the new section', async () => {
    const { server, user } = await openEdit({ status: 200, body: GROUP });
    expect(screen.getByLabelText(/^Nom du groupe/)).toHaveValue('Benjamins');
    expect(screen.getByLabelText(/^Tarif d’inscription/)).toHaveValue('250');
    await user.clear(screen.getByLabelText(/^Tarif d’inscription/));
    await user.type(screen.getByLabelText(/^Tarif d’inscription/), '260');
    await user.click(screen.getByRole('combobox', { name: /^Section/ }));
    await user.click(await screen.findByRole('option', { name: 'Water-polo' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Groupe Benjamins enregistré')).toBeInTheDocument();
    expect(server.callsTo('PATCH', '/group/12')[0]?.body).toMatchObject({ name: 'Benjamins', price: 260, version: 4, coaches: [7] });
    expect(server.callsTo('PATCH', '/group/12/section')[0]?.body).toEqual({ sectionId: 3 });
  });

  it('explains a stale version (409) and offers to reload', async () => {
    const { user } = await openEdit({ status: 409, body: { code: 'CONFLICT', message: 'stale' } });
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Quelqu’un a modifié ce groupe entre-temps.');
    expect(within(alert).getByRole('button', { name: 'Recharger' })).toBeInTheDocument();
  });
});
