import { loadStudents } from '@club/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { renderInDataRouter } from '../testing/renderRoute';
import { AttendanceSheet, type SheetSubmission } from './AttendanceSheet';
import { inClubTime } from '@/lib/clubTime';

const STUDENTS = loadStudents([
  { id: 1, firstName: 'Zoé', lastName: 'Martin' },
  { id: 2, firstName: 'Élodie', lastName: 'Bernard' },
]);

const renderSheet = (onSubmit: (submission: SheetSubmission) => Promise<void> = () => Promise.resolve(), rows = STUDENTS) => {
  const onSubmitted = vi.fn();
  const view = renderInDataRouter(
    <AttendanceSheet
      initialRows={rows}
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

describe('attendance sheet: health flags', () => {
  afterEach(() => i18n.changeLanguage('fr'));

  const FLAGGED = loadStudents([
    { id: 1, firstName: 'Zoé', lastName: 'Martin', healthFlag: 'EXPIRED' },
    { id: 2, firstName: 'Élodie', lastName: 'Bernard', healthFlag: 'MISSING' },
    { id: 3, firstName: 'Hugo', lastName: 'Petit', healthFlag: null },
  ]);
  const rowOf = (name: string) => screen.getByRole('checkbox', { name: `Présent : ${name}` }).closest('tr')!;

  it('flags beside the name a certificate expired or a health document missing, and the row still ticks', async () => {
    const { user } = renderSheet(undefined, FLAGGED);
    const zoe = await screen.findByRole('checkbox', { name: 'Présent : Zoé Martin' });
    expect(within(rowOf('Zoé Martin')).getByText('Certificat expiré')).toBeVisible();
    expect(within(rowOf('Élodie Bernard')).getByText('Certificat manquant')).toBeVisible();
    expect(rowOf('Hugo Petit').querySelector('[data-health-flag]')).toBeNull();
    expect(zoe).toHaveAccessibleDescription('Certificat expiré');

    // A tap on the name, flag included, ticks the swimmer as before.
    await user.click(within(rowOf('Zoé Martin')).getByText('Certificat expiré'));
    expect(zoe).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'En retard : Élodie Bernard' }));
    expect(screen.getByRole('checkbox', { name: 'En retard : Élodie Bernard' })).toBeChecked();
  });

  it('says the flags in English', async () => {
    await i18n.changeLanguage('en');
    renderSheet(undefined, FLAGGED);
    expect(await screen.findByText('Certificate expired')).toBeVisible();
    expect(screen.getByText('No health document')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Present: Élodie Bernard' })).toHaveAccessibleDescription('No health document');
  });
});
