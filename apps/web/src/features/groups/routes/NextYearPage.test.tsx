import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fetchMock';
import { renderApp } from '@/test/renderApp';
import { signIn } from '@/test/session';
import { setViewport } from '@/test/viewport';
import { buildGroupDetails, buildStudent } from '../testing/factories';

const GROUP = buildGroupDetails({
  id: 12,
  name: 'Benjamins',
  students: [
    buildStudent({ id: 101, firstName: 'Zoé', lastName: 'Petit', nextYearGroupId: 13 }),
    buildStudent({ id: 102, firstName: 'Hugo', lastName: 'Martin' }),
  ],
});
const OPTIONS = [
  { id: 12, name: 'Benjamins', possible: false },
  { id: 13, name: 'Minimes', possible: true },
  { id: 14, name: 'Cadets', possible: false },
];

describe('next-year groups', { timeout: 30_000 }, () => {
  it('toggles a possible group and saves each student’s choice, Aucune meaning none', async () => {
    setViewport('desktop');
    signIn({ login: 'admin', roles: ['ADMIN'] });
    const server = mockApi({
      'GET /group/12': { body: GROUP },
      'GET /group/12/next': { body: OPTIONS },
      'POST /group/12/next': { body: OPTIONS.map((option) => (option.id === 14 ? { ...option, possible: true } : option)) },
      'POST /group/12/next/students': { body: { updated: 2 } },
    });
    renderApp('/group/12/next');
    await screen.findByRole('heading', { name: 'Année prochaine : Benjamins', level: 1 });
    const user = userEvent.setup({ delay: null });

    expect(screen.getByRole('checkbox', { name: 'Minimes' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Cadets' }));
    expect(await screen.findByRole('checkbox', { name: 'Cadets', checked: true })).toBeInTheDocument();
    expect(server.callsTo('POST', '/group/12/next')[0]?.body).toEqual({ possibleGroupId: 14 });

    expect(screen.getByRole('combobox', { name: 'Groupe de Zoé Petit l’année prochaine' })).toHaveTextContent('Minimes');
    await user.click(screen.getByRole('combobox', { name: 'Groupe de Hugo Martin l’année prochaine' }));
    const options = within(await screen.findByRole('listbox'));
    expect(options.getAllByRole('option').map((option) => option.textContent)).toEqual(['Aucune', 'Cadets', 'Minimes']);
    await user.click(options.getByRole('option', { name: 'Cadets' }));
    await user.click(screen.getByRole('combobox', { name: 'Groupe de Zoé Petit l’année prochaine' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Aucune' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Groupes de l’année prochaine enregistrés')).toBeInTheDocument();
    expect(server.callsTo('POST', '/group/12/next/students')[0]?.body).toEqual({
      students: [
        { id: 102, nextYearGroupId: 14 },
        { id: 101, nextYearGroupId: null },
      ],
    });
  }, 40_000);

  it('ticks the box before the server answers, and puts it back when the server refuses', async () => {
    setViewport('phone');
    signIn({ login: 'admin', roles: ['ADMIN'] });
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    mockApi({
      'GET /group/12': { body: GROUP },
      'GET /group/12/next': { body: OPTIONS },
      'POST /group/12/next': () => new Promise((resolve) => (answer = resolve)),
    });
    renderApp('/group/12/next');
    await screen.findByRole('heading', { name: 'Année prochaine : Benjamins', level: 1 });
    const user = userEvent.setup({ delay: null });

    await user.click(screen.getByRole('checkbox', { name: 'Cadets' }));
    // Still waiting for the server: the box already shows the change.
    expect(screen.getByRole('checkbox', { name: 'Cadets' })).toBeChecked();
    answer({ status: 409, body: { code: 'CONFLICT', message: 'refused' } });
    expect(await screen.findByRole('checkbox', { name: 'Cadets', checked: false })).toBeInTheDocument();
  }, 40_000);
});
