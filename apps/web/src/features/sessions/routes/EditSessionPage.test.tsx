import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockAnswer } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport } from '@/testing/viewport';

const stored = (version: number, zoe = { isAbsent: false, isLate: true }) => ({
  id: 41,
  groupId: 7,
  groupName: 'Benjamins',
  subGroupId: 3,
  subGroupName: 'Lignes 1-2',
  date: '2026-03-03T17:00:00.000Z',
  isTransmitted: true,
  version,
  students: [
    { id: 5, firstName: 'Zoé', lastName: 'Martin', ...zoe },
    { id: 6, firstName: 'Élodie', lastName: 'Bernard', isAbsent: true, isLate: false },
  ],
});

const open = async (patch: MockAnswer | ((call: unknown, index: number) => MockAnswer), getAnswers = [stored(4)]) => {
  const server = mockApi({
    'GET /session/41': (_call, index) => ({ body: getAnswers[Math.min(index, getAnswers.length - 1)] }),
    'GET /session': { body: [] },
    'PATCH /session/edit/': patch,
  });
  setViewport('phone');
  signIn({ login: 'coach', roles: ['COACH'] });
  const view = renderApp('/session/edit?id=41');
  await screen.findByRole('table', { name: 'Présences' }, { timeout: 15_000 });
  return { ...view, server, user: userEvent.setup() };
};

const submitButton = () => screen.getByRole('button', { name: 'Enregistrer' });

// Whole screens in jsdom with MUI pickers: slower than a unit test, far from a hang.
describe('edit session', { timeout: 30_000 }, () => {
  it('opens with the stored ticks (from ?id=) and saves them with the version', async () => {
    const { server, user, router } = await open({ body: true });
    expect(screen.getByText('Benjamins · Lignes 1-2')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Présent : Zoé Martin' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'En retard : Zoé Martin' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Présent : Élodie Bernard' })).not.toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Présent : Élodie Bernard' }));
    await user.click(submitButton());
    expect(await screen.findByText('Séance mise à jour')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/session/'));
    expect(server.callsTo('PATCH', '/session/edit/')[0]?.body).toEqual({
      session: {
        id: 41,
        version: 4,
        date: '2026-03-03T17:00:00.000Z',
        students: [
          { id: 6, isAbsent: false, isLate: false },
          { id: 5, isAbsent: false, isLate: true },
        ],
      },
    });
  });

  it('refuses to move the session onto another one’s date and time, and offers to open that one', async () => {
    const taken = { status: 409, body: { code: 'SESSION_ALREADY_EXISTS', message: 'exists', existingId: 42 } };
    const { user, router } = await open(taken);
    await user.click(screen.getByRole('checkbox', { name: 'Présent : Élodie Bernard' }));
    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Une séance est déjà enregistrée pour ce groupe');
    expect(alert).not.toHaveTextContent('Quelqu’un d’autre');
    await user.click(within(alert).getByRole('button', { name: 'Ouvrir la séance existante' }));
    await waitFor(() => expect(router.state.location.search).toBe('?id=42'));
  });

  it('explains a stale version (409) and reloads the latest sheet on demand', async () => {
    const conflict = { status: 409, body: { code: 'CONFLICT', message: 'stale' } };
    const { user } = await open(conflict, [
      stored(4),
      stored(5, { isAbsent: true, isLate: false }),
      stored(5, { isAbsent: true, isLate: false }),
    ]);
    await user.click(screen.getByRole('checkbox', { name: 'Présent : Élodie Bernard' }));
    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Quelqu’un d’autre a modifié cette séance');
    // Our ticks are still there until the user asks for the other version.
    expect(screen.getByRole('checkbox', { name: 'Présent : Élodie Bernard' })).toBeChecked();

    await user.click(within(alert).getByRole('button', { name: 'Recharger' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Présent : Zoé Martin' })).not.toBeChecked());
    expect(screen.getByRole('checkbox', { name: 'Présent : Élodie Bernard' })).not.toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes a 409 that meets its own earlier attempt (a lost answer) as saved', async () => {
    const conflict = { status: 409, body: { code: 'CONFLICT', message: 'stale' } };
    const ours = { ...stored(5), students: [stored(5).students[0]!, { ...stored(5).students[1]!, isAbsent: false }] };
    const { user, router } = await open(conflict, [stored(4), ours]);
    await user.click(screen.getByRole('checkbox', { name: 'Présent : Élodie Bernard' }));
    await user.click(submitButton());
    expect(await screen.findByText('Séance mise à jour')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/session/'));
  });
});
