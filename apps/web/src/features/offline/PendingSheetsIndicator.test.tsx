import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { ALL_SENT_SHOWN_MS, PendingSheetsIndicatorView } from './PendingSheetsIndicator';
import type { SheetQueueSnapshot } from './queue';
import type { PendingSheet } from './store';

const sheet = (clientKey: string, refused: PendingSheet['refused'] = null): PendingSheet => ({
  clientKey,
  login: 'coach',
  body: { session: { groupId: 7, date: '2026-03-02T17:00:00.000Z', clientKey, merge: true, students: [] } },
  groupName: 'Benjamins',
  subGroupName: refused === null ? null : 'Lignes 1-2',
  date: '2026-03-02T17:00:00.000Z',
  createdAt: '2026-03-02T17:30:00.000Z',
  refused,
});

const queue = () => ({ flush: vi.fn(() => Promise.resolve()), discard: vi.fn(() => Promise.resolve()) });
const show = (snapshot: SheetQueueSnapshot, actions = queue()) => ({
  actions,
  ...render(<PendingSheetsIndicatorView snapshot={snapshot} queue={actions} />),
});

afterEach(async () => {
  await i18n.changeLanguage('fr');
});

describe('the app bar’s sheets waiting to be sent', () => {
  it('shows nothing when no sheet waits', () => {
    const { container } = show({ sheets: [], allSentCount: 0 });
    expect(container).toBeEmptyDOMElement();
  });

  it('counts the sheets in French, one and several', () => {
    const { rerender, actions } = show({ sheets: [sheet('a')], allSentCount: 0 });
    expect(screen.getByRole('button', { name: '1 feuille en attente d’envoi' })).toBeInTheDocument();
    rerender(<PendingSheetsIndicatorView snapshot={{ sheets: [sheet('a'), sheet('b')], allSentCount: 0 }} queue={actions} />);
    expect(screen.getByRole('button', { name: '2 feuilles en attente d’envoi' })).toBeInTheDocument();
  });

  it('counts the sheets in English, one and several', async () => {
    await act(() => i18n.changeLanguage('en'));
    const { rerender, actions } = show({ sheets: [sheet('a')], allSentCount: 0 });
    expect(screen.getByRole('button', { name: '1 sheet waiting to be sent' })).toBeInTheDocument();
    rerender(<PendingSheetsIndicatorView snapshot={{ sheets: [sheet('a'), sheet('b'), sheet('c')], allSentCount: 0 }} queue={actions} />);
    expect(screen.getByRole('button', { name: '3 sheets waiting to be sent' })).toBeInTheDocument();
  });

  it('lists them, a refused one with its reason and a way to remove it, and sends on demand', async () => {
    const refused = sheet('b', {
      status: 400,
      code: 'BAD_REQUEST',
      message: 'Invalid',
      fields: { 'students.0.id': 'SESSION_STUDENT_ERROR' },
    });
    const { actions } = show({ sheets: [sheet('a'), refused], allSentCount: 0 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '2 feuilles en attente d’envoi' }));

    const list = await screen.findByRole('list', { name: 'Feuilles d’appel en attente' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Benjamins');
    expect(items[0]).toHaveTextContent('Séance du 02/03/2026 18:00');
    expect(items[1]).toHaveTextContent('Benjamins · Lignes 1-2');
    expect(items[1]).toHaveTextContent('refusée : Un élève de la feuille n’est plus dans ce groupe');
    expect(within(items[0] as HTMLElement).queryByRole('button', { name: 'Retirer' })).not.toBeInTheDocument();

    await user.click(within(items[1] as HTMLElement).getByRole('button', { name: 'Retirer' }));
    expect(actions.discard).toHaveBeenCalledWith('b');
    await user.click(screen.getByRole('button', { name: 'Envoyer maintenant' }));
    expect(actions.flush).toHaveBeenCalledTimes(1);
  });

  it('says "All sheets sent" for a moment after the last one went', () => {
    vi.useFakeTimers();
    const { rerender, actions } = show({ sheets: [sheet('a')], allSentCount: 0 });
    rerender(<PendingSheetsIndicatorView snapshot={{ sheets: [], allSentCount: 1 }} queue={actions} />);
    expect(screen.getByRole('status')).toHaveTextContent('Toutes les feuilles sont envoyées');
    act(() => vi.advanceTimersByTime(ALL_SENT_SHOWN_MS));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
