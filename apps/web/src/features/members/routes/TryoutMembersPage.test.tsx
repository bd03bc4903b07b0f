import type { TryoutCardDto, TryoutParticipantDto } from '@club/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport } from '@/testing/viewport';
import { keepComputedStyles } from '@/testing/computedStyles';

// What some tests check is the CSS itself (src/testing/computedStyles.ts).
keepComputedStyles();

const TESTS: TryoutCardDto[] = [
  {
    id: 7,
    scheduledDateTime: '2099-09-15T08:30:00.000Z',
    scheduledDate: '15/09/2099',
    scheduledTime: '10:30',
    capacity: 10,
    assigned: 2,
    remaining: 8,
    minBirthYear: 2012,
    maxBirthYear: 2016,
    typeId: 9,
    typeLabel: 'Natation compétition',
    type: { id: 9, label: 'Natation compétition' },
    location: 'Stade Louis II',
    completed: true,
    groups: [{ id: 12, name: 'Benjamins' }],
    version: 2,
  },
];
const participant = (
  id: number,
  firstName: string,
  lastName: string,
  result: Pick<TryoutParticipantDto, 'resultGroupId' | 'failed'>,
): TryoutParticipantDto => ({
  id,
  firstName,
  lastName,
  birthDate: '2014-06-21',
  email: 'famille@example.org',
  phoneNumber: '0612345678',
  assignedAt: '2099-09-01T10:00:00.000Z',
  ...result,
});

describe('members assigned to a test', () => {
  it('lists the members of the chosen test with their contact and result', async () => {
    setViewport('desktop');
    signIn({ login: 'admin', roles: ['ADMIN'] });
    const server = mockApi({
      'GET /test/': { body: TESTS },
      'GET /student/test/7': {
        body: [
          participant(51, 'Zoé', 'Petit', { resultGroupId: null, failed: true }),
          participant(52, 'Léa', 'Martin', { resultGroupId: 12, failed: false }),
        ],
      },
    });
    const { router } = renderApp('/student/test');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('combobox', { name: 'Test' }));
    await user.click(await screen.findByRole('option', { name: '15/09/2099 à 10:30 · Stade Louis II · 2 inscriptions' }));
    const table = await screen.findByRole('table', { name: 'Inscriptions au test du 15/09/2099 à 10:30' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Martin', 'Léa', '21/06/2014', 'famille@example.org', '0612345678', 'Placement : Benjamins'],
      ['Petit', 'Zoé', '21/06/2014', 'famille@example.org', '0612345678', 'Échec'],
    ]);
    // The address wraps after its « @ » or before a dot, not inside a word.
    const email = within(rows[0]!).getAllByRole('cell')[3]!;
    expect([...email.childNodes].map((node) => (node.nodeName === 'WBR' ? '|' : node.textContent)).join('')).toBe('famille@|example|.org');
    expect(getComputedStyle(email).overflowWrap).toBe('break-word');
    expect(router.state.location.search).toBe('?testId=7');
    expect(server.callsTo('GET', '/student/test/7')).toHaveLength(1);
  });
});
