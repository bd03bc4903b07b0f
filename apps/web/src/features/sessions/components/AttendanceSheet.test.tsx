import { loadStudents } from '@club/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInDataRouter } from '../testing/renderRoute';
import { AttendanceSheet, type SheetSubmission } from './AttendanceSheet';
import { inClubTime } from '@/lib/clubTime';

const STUDENTS = loadStudents([
  { id: 1, firstName: 'Zoé', lastName: 'Martin' },
  { id: 2, firstName: 'Élodie', lastName: 'Bernard' },
]);

const renderSheet = (onSubmit: (submission: SheetSubmission) => Promise<void> = () => Promise.resolve()) => {
  const onSubmitted = vi.fn();
  const view = renderInDataRouter(
    <AttendanceSheet
      initialRows={STUDENTS}
      initialDate={inClubTime('2026-03-02T17:00:00.000Z')}
      submitLabel="Enregistrer la séance"
      onSubmit={onSubmit}
      onSubmitted={onSubmitted}
      onCancel={() => void view.router.navigate('/elsewhere')}
    />,
  );
  return { ...view, onSubmitted, user: userEvent.setup() };
};

describe('attendance sheet', () => {
  it('shows the date and time, DD/MM/YYYY HH:mm in the club’s time zone', async () => {
    renderSheet();
    const field = await screen.findByRole('group', { name: /Date et heure/ });
    expect(field.textContent?.replace(/[\u2066-\u2069]/g, '')).toContain('02/03/2026 18:00');
  });

  it('is not submittable once transmitted', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { user, onSubmitted } = renderSheet(onSubmit);
    const submit = await screen.findByRole('button', { name: 'Enregistrer la séance' });
    await user.click(submit);
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(submit).toBeDisabled();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    // The ticks are frozen as sent.
    expect(screen.getByRole('checkbox', { name: 'Présent : Zoé Martin' })).toBeDisabled();
  });

  it('is not submittable while the date is invalid', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { user } = renderSheet(onSubmit);
    const submit = await screen.findByRole('button', { name: 'Enregistrer la séance' });
    expect(submit).toBeEnabled();
    await user.click(screen.getByRole('spinbutton', { name: 'Jour' }));
    await user.keyboard('{Backspace}');
    expect(await screen.findByText('Date invalide')).toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it('asks before leaving with unsaved ticks, and stays when told to', async () => {
    const { user, router } = renderSheet();
    await user.click(await screen.findByRole('checkbox', { name: 'Présent : Zoé Martin' }));
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmation' });
    expect(dialog).toHaveTextContent('ne sont pas enregistrées');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('checkbox', { name: 'Présent : Zoé Martin' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText('Ailleurs')).toBeInTheDocument();
  });

  it('leaves without asking when nothing was ticked', async () => {
    const { user } = renderSheet();
    await user.click(await screen.findByRole('button', { name: 'Annuler' }));
    expect(await screen.findByText('Ailleurs')).toBeInTheDocument();
  });
});
