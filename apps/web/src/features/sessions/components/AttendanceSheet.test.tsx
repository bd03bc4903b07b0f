import { loadStudents } from '@club/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { mockApi } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport } from '@/testing/viewport';
import { renderInDataRouter } from '../testing/renderRoute';
import { AttendanceSheet, type AttendanceSheetProps, type SheetSubmission } from './AttendanceSheet';
import { inClubTime } from '@/lib/clubTime';

const STUDENTS = loadStudents([
  { id: 1, firstName: 'Zoé', lastName: 'Martin' },
  { id: 2, firstName: 'Élodie', lastName: 'Bernard' },
]);

const renderSheet = (
  onSubmit: (submission: SheetSubmission) => Promise<void> = () => Promise.resolve(),
  rows = STUDENTS,
  studentsOf?: AttendanceSheetProps['studentsOf'],
) => {
  const onSubmitted = vi.fn();
  const view = renderInDataRouter(
    <AttendanceSheet
      initialRows={rows}
      initialDate={inClubTime('2026-03-02T17:00:00.000Z')}
      submitLabel="Enregistrer la séance"
      onSubmit={onSubmit}
      onSubmitted={onSubmitted}
      onCancel={() => void view.router.navigate('/elsewhere')}
      studentsOf={studentsOf}
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

describe('attendance sheet: absences the family reported', { timeout: 30_000 }, () => {
  afterEach(() => i18n.changeLanguage('fr'));

  const REPORTED = loadStudents([
    { id: 1, firstName: 'Zoé', lastName: 'Martin', healthFlag: null, excused: true, absenceReason: 'Angine, de retour lundi' },
    { id: 2, firstName: 'Élodie', lastName: 'Bernard', healthFlag: null, excused: true, absenceReason: null },
    { id: 3, firstName: 'Hugo', lastName: 'Petit', healthFlag: 'EXPIRED', excused: false, absenceReason: null },
  ]);
  const rowOf = (name: string) => screen.getByRole('checkbox', { name: `Présent : ${name}` }).closest('tr')!;

  it('marks the excused swimmers with the family’s reason written out, absent at first', async () => {
    renderSheet(undefined, REPORTED);
    const zoe = await screen.findByRole('checkbox', { name: 'Présent : Zoé Martin' });
    expect(within(rowOf('Zoé Martin')).getByText('Excusé — signalé par la famille')).toBeVisible();
    // The reason is text in the row, not a tooltip: a phone shows it.
    expect(within(rowOf('Zoé Martin')).getByText('Motif : Angine, de retour lundi')).toBeVisible();
    expect(zoe).toHaveAccessibleDescription('Excusé — signalé par la famille Motif : Angine, de retour lundi');
    expect(zoe).not.toBeChecked();
    expect(within(rowOf('Élodie Bernard')).getByText('Excusé — signalé par la famille')).toBeVisible();
    expect(within(rowOf('Élodie Bernard')).queryByText(/Motif/)).toBeNull();
    expect(rowOf('Hugo Petit').querySelector('[data-excused]')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Présent : Hugo Petit' })).toHaveAccessibleDescription('Certificat expiré');
  });

  it('leaves them absent on « all present »; the coach may still tick one who came, and the submit says so', async () => {
    const onSubmit = vi.fn((_submission: SheetSubmission) => Promise.resolve());
    const { user } = renderSheet(onSubmit, REPORTED);
    await user.click(await screen.findByRole('button', { name: 'Tous présents' }));
    expect(screen.getByRole('checkbox', { name: 'Présent : Hugo Petit' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Présent : Zoé Martin' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Présent : Élodie Bernard' })).not.toBeChecked();
    // Everyone not excused is present: nothing more for the button to do.
    expect(screen.getByRole('button', { name: 'Tous présents' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Présent : Élodie Bernard' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer la séance' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0].students).toEqual([
      { id: 2, isAbsent: false, isLate: false },
      { id: 1, isAbsent: true, isLate: false },
      { id: 3, isAbsent: false, isLate: false },
    ]);
  });

  it('says it in English', async () => {
    await i18n.changeLanguage('en');
    renderSheet(undefined, REPORTED);
    expect(await screen.findAllByText('Excused — reported by the family')).toHaveLength(2);
    expect(screen.getByText('Reason: Angine, de retour lundi')).toBeVisible();
  });

  it('asks who is excused for the sheet’s date, and again when the date moves to another day', async () => {
    signIn({ roles: ['COACH'] });
    const server = mockApi({
      'GET /student/session': (call) => {
        const day = new Date(Number(call.query.get('date'))).toISOString().slice(0, 10);
        // Zoé's family reported the 3rd only.
        const zoe = day === '2026-03-03' ? { excused: true, absenceReason: 'Compétition' } : { excused: false, absenceReason: null };
        return {
          body: [
            { id: 1, firstName: 'Zoé', lastName: 'Martin', healthFlag: null, ...zoe },
            { id: 2, firstName: 'Élodie', lastName: 'Bernard', healthFlag: null, excused: false, absenceReason: null },
          ],
        };
      },
    });
    const { user } = renderSheet(undefined, STUDENTS, { groupId: 7, subGroupId: 3 });
    await waitFor(() => expect(server.callsTo('GET', '/student/session')).toHaveLength(1));
    const first = server.callsTo('GET', '/student/session')[0]!.query;
    expect(Object.fromEntries(first)).toEqual({ groupId: '7', subGroupId: '3', date: String(Date.parse('2026-03-02T17:00:00.000Z')) });
    expect(screen.queryByText('Excusé — signalé par la famille')).toBeNull();

    // Another time the same day asks nothing more.
    await user.click(screen.getByRole('spinbutton', { name: 'Heures' }));
    await user.keyboard('19');
    expect(server.callsTo('GET', '/student/session')).toHaveLength(1);

    await user.click(screen.getByRole('spinbutton', { name: 'Jour' }));
    await user.keyboard('03');
    expect(await within(rowOf('Zoé Martin')).findByText('Motif : Compétition')).toBeVisible();
    const calls = server.callsTo('GET', '/student/session');
    expect(calls.at(-1)?.query.get('date')).toBe(String(Date.parse('2026-03-03T18:00:00.000Z')));
    // The ticks are the coach's: a new day changes the marks only.
    expect(screen.getByRole('checkbox', { name: 'Présent : Zoé Martin' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Présent : Élodie Bernard' })).not.toBeChecked();
  });

  it('on a new session’s screen: asks with the sheet’s date, and sends the excused swimmer absent', async () => {
    const server = mockApi({
      'GET /group/': { body: [{ id: 7, name: 'Benjamins', systemRole: null }] },
      'GET /student/session': {
        body: [
          { id: 11, firstName: 'Zoé', lastName: 'Martin', healthFlag: null, excused: true, absenceReason: 'Malade' },
          { id: 12, firstName: 'Élodie', lastName: 'Bernard', healthFlag: null, excused: false, absenceReason: null },
        ],
      },
      'GET /timeslot/next': { body: { date: '2026-03-02T17:00:00.000Z' } },
      'POST /session/': { body: true },
    });
    setViewport('phone');
    signIn({ login: 'coach', roles: ['COACH'] });
    renderApp({ pathname: '/group/7/session/new', state: { subGroupId: 0, subGroupName: null } });
    await screen.findByRole('table', { name: 'Présences' }, { timeout: 15_000 });
    const user = userEvent.setup();

    expect(within(rowOf('Zoé Martin')).getByText('Motif : Malade')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Présent : Zoé Martin' })).not.toBeChecked();
    await waitFor(() =>
      expect(server.callsTo('GET', '/student/session').map((call) => call.query.get('date'))).toContain(
        String(Date.parse('2026-03-02T17:00:00.000Z')),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Tous présents' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer la séance' }));
    await waitFor(() => expect(server.callsTo('POST', '/session/')).toHaveLength(1));
    const body = server.callsTo('POST', '/session/')[0]?.body as { session: { students: { id: number; isAbsent: boolean }[] } };
    expect(body.session.students.map(({ id, isAbsent }) => ({ id, isAbsent }))).toEqual([
      { id: 12, isAbsent: false },
      { id: 11, isAbsent: true },
    ]);
  });
});
