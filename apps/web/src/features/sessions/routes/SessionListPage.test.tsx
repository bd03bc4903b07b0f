import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport } from '@/testing/viewport';
import { keepComputedStyles } from '@/testing/computedStyles';

// What some tests check is the CSS itself (src/testing/computedStyles.ts).
keepComputedStyles();

const ROWS = [
  {
    id: 41,
    date: '2026-03-03T17:00:00.000Z',
    groupId: 7,
    groupName: 'Benjamins',
    subGroupId: 3,
    subGroupName: 'Lignes 1-2',
    participants: 12,
    absences: 3,
    lates: 2,
    version: 1,
  },
  {
    id: 42,
    date: '2026-03-05T16:30:00.000Z',
    groupId: 7,
    groupName: 'Benjamins',
    subGroupId: 0,
    subGroupName: null,
    participants: 9,
    absences: 0,
    lates: 0,
    version: 2,
  },
];

const requestedPeriods = (calls: { method: string; path: string }[]) => calls.filter((call) => call.path === '/session');

const openList = async (url = '/session/') => {
  // Wednesday 4 March 2026, 10:00 in Monaco: the week is Monday 2 → Sunday 8.
  vi.useFakeTimers({ now: new Date('2026-03-04T09:00:00.000Z'), toFake: ['Date'] });
  const view = renderApp(url);
  await screen.findByRole('table', { name: 'Séances' }, { timeout: 15_000 });
  return { ...view, user: userEvent.setup() };
};

// Whole screens in jsdom with MUI pickers: slower than a unit test, far from a hang.
describe('session list', { timeout: 30_000 }, () => {
  it('shows the current week by default, Monday 00:00 to Sunday end in Monaco, with the coach flag', async () => {
    const fetchCalls: string[] = [];
    const server = mockApi({ 'GET /session': { body: ROWS } });
    const originalFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      fetchCalls.push(String(input));
      return originalFetch(input, init);
    });
    setViewport('desktop');
    signIn({ login: 'coach', roles: ['COACH'] });
    await openList();

    const query = new URL(fetchCalls.find((url) => url.startsWith('/api/session?')) ?? '', 'http://x').searchParams;
    expect(Number(query.get('startDate'))).toBe(Date.parse('2026-03-01T23:00:00.000Z'));
    expect(Number(query.get('endDate'))).toBe(Date.parse('2026-03-08T22:59:59.999Z'));
    expect(query.get('login')).toBe('coach');
    expect(requestedPeriods(server.calls)).toHaveLength(1);

    const row = screen.getByRole('row', { name: /03\/03\/2026 18:00/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Benjamins', 'Lignes 1-2', '12', '3', '2', '']);
    expect(screen.getByRole('row', { name: /05\/03\/2026 17:30/ })).toHaveTextContent('Groupe entier');
  });

  it('flags an invalid date and does not query it', async () => {
    const server = mockApi({ 'GET /session': { body: ROWS } });
    setViewport('desktop');
    signIn({ login: 'admin', roles: ['ADMIN'] });
    const { user } = await openList();
    expect(requestedPeriods(server.calls)).toHaveLength(1);

    const [startDay] = screen.getAllByRole('spinbutton', { name: 'Jour' });
    await user.click(startDay!);
    await user.keyboard('{Backspace}');

    expect(await screen.findByText('Date invalide')).toBeInTheDocument();
    expect(screen.getByText('Corrigez les dates pour afficher la période.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Séances' })).not.toBeInTheDocument();
    expect(requestedPeriods(server.calls)).toHaveLength(1);
  });

  it('flags an end before the start and does not query it', async () => {
    const server = mockApi({ 'GET /session': { body: ROWS } });
    setViewport('desktop');
    signIn({ login: 'admin', roles: ['ADMIN'] });
    const { user } = await openList('/session/?from=2026-03-09&to=2026-03-15');
    expect(requestedPeriods(server.calls)).toHaveLength(1);

    const [, endDay] = screen.getAllByRole('spinbutton', { name: 'Jour' });
    await user.click(endDay!);
    await user.keyboard('01');

    expect(await screen.findByText(/La fin doit suivre le début/)).toBeInTheDocument();
    expect(requestedPeriods(server.calls)).toHaveLength(1);
  });

  it.each([
    ['phone', 'column'],
    ['desktop', 'row'],
  ] as const)(
    'puts the two date pickers one under the other on a phone, so each shows its year whole (%s)',
    async (viewport, direction) => {
      mockApi({ 'GET /session': { body: ROWS } });
      setViewport(viewport);
      signIn({ login: 'admin', roles: ['ADMIN'] });
      vi.useFakeTimers({ now: new Date('2026-03-04T09:00:00.000Z'), toFake: ['Date'] });
      renderApp('/session/');
      await screen.findByRole(viewport === 'phone' ? 'list' : 'table', { name: 'Séances' }, { timeout: 15_000 });
      const [start, end] = screen.getAllByRole('group', { name: /^(Du|Au)$/ }).map((field) => field.closest('.MuiPickersTextField-root'));
      expect(start?.parentElement).toBe(end?.parentElement);
      expect(getComputedStyle(start!.parentElement!).flexDirection).toBe(direction);
      expect(start).toHaveClass('MuiFormControl-fullWidth');
    },
  );

  it('opens the edit screen with the session id, as cards on a phone', async () => {
    mockApi({
      'GET /session': { body: ROWS },
      'GET /session/41': {
        body: {
          ...ROWS[0],
          isTransmitted: true,
          students: [{ id: 5, firstName: 'Zoé', lastName: 'Martin', isAbsent: false, isLate: true }],
        },
      },
      'GET /group/': { body: [] },
    });
    setViewport('phone');
    signIn({ login: 'admin', roles: ['ADMIN'] });
    vi.useFakeTimers({ now: new Date('2026-03-04T09:00:00.000Z'), toFake: ['Date'] });
    const { router } = renderApp('/session/');
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Séances' }, { timeout: 15_000 });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    await user.click(within(list).getByRole('button', { name: 'Modifier la séance Benjamins du 03/03/2026 18:00' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/session/edit'));
    expect(router.state.location.search).toBe('?id=41');
    expect(router.state.location.state).toMatchObject({ sessionId: 41 });
    expect(await screen.findByRole('checkbox', { name: 'En retard : Zoé Martin' })).toBeChecked();
  });
});
