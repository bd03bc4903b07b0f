import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { mockApi, type MockRoutes } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport } from '@/testing/viewport';
import { buildStudent, buildTryout } from '../testing/factories';
import { keepComputedStyles } from '@/testing/computedStyles';

// What some tests check is the CSS itself (src/testing/computedStyles.ts).
keepComputedStyles();

/** A test that has taken place: its results may be recorded. */
const HELD = { scheduledDateTime: '2025-03-15T09:30:00.000Z', scheduledDate: '15/03/2025', scheduledTime: '10:30' };
const STUDENTS = [buildStudent(51, 'Léa', 'Martin'), buildStudent(52, 'Hugo', 'Bernard'), buildStudent(53, 'Zoé', 'Petit')];

const openStart = async (routes: MockRoutes = {}, viewport: 'desktop' | 'phone' = 'desktop') => {
  setViewport(viewport);
  signIn({ login: 'admin', roles: ['ADMIN'] });
  const server = mockApi({
    'GET /test/7': { body: buildTryout({ ...HELD, assigned: 3, remaining: 7 }) },
    'GET /student/test/7': { body: STUDENTS },
    'GET /test/': { body: [] },
    ...routes,
  });
  const view = renderApp('/test/7/start');
  await screen.findByRole('heading', { name: /^(Résultats du test du|Results of the test of) /, level: 1 });
  return { server, router: view.router, user: userEvent.setup({ delay: null }) };
};

describe('start test', () => {
  afterEach(() => i18n.changeLanguage('fr'));

  it('shows one row per student, sorted by last name, with one radio per possible group plus « Échec »', async () => {
    await openStart();
    const table = screen.getByRole('table', { name: 'Placement des élèves' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Élève', 'Date de naissance', 'Benjamins', 'Minimes', 'Échec']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Hugo Bernard', 'Léa Martin', 'Zoé Petit']);
    expect(within(rows[0]!).getAllByRole('radio')).toHaveLength(3);
    expect(within(rows[0]!).getByText('21/06/2014')).toBeInTheDocument();
  });

  it('fits many possible groups: their names wrap in narrow columns, the names stay in view if the choices still scroll', async () => {
    const groups = [
      'Natation sportive Avenirs',
      'Natation sportive Jeunes',
      'École de natation Éveil',
      'Perfectionnement adultes',
      'Water-polo U13',
      'Water-polo U15',
    ];
    await openStart({ 'GET /test/7': { body: buildTryout({ ...HELD, groups: groups.map((name, index) => ({ id: 30 + index, name })) }) } });
    const table = screen.getByRole('table', { name: 'Placement des élèves' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((cell) => cell.textContent)).toEqual(['Élève', 'Date de naissance', ...groups, 'Échec']);
    for (const header of headers.slice(2)) {
      expect(getComputedStyle(header).whiteSpace).not.toBe('nowrap');
      expect(getComputedStyle(header).overflowWrap).toBe('break-word');
      expect(getComputedStyle(header).maxWidth).toBe('160px');
    }
    const name = within(table).getAllByRole('rowheader')[0]!;
    expect(getComputedStyle(name).position).toBe('sticky');
    expect(getComputedStyle(name).left).toBe('0px');
    const frame = table.parentElement!;
    expect(getComputedStyle(frame).overflowX).toBe('auto');
    expect(getComputedStyle(frame).maxWidth).toBe('100%');
  });

  it('places the students, records the failure, leaves the unmarked one absent, completes the test and returns to /test/', async () => {
    const { server, user, router } = await openStart({
      'PATCH /test/7/completed': {
        body: { id: 7, completed: true, placed: 1, failed: 1, absent: 1, mailsQueued: 1, notAdmittedMailsQueued: 1 },
      },
    });
    await user.click(screen.getByRole('radio', { name: 'Léa Martin : Minimes' }));
    await user.click(screen.getByRole('radio', { name: 'Hugo Bernard : Benjamins' }));
    // A change of mind: only one choice per student.
    await user.click(screen.getByRole('radio', { name: 'Hugo Bernard : Échec' }));
    expect(screen.getByRole('radio', { name: 'Hugo Bernard : Benjamins' })).not.toBeChecked();
    expect(screen.getByText('1 placement, 1 échec, 1 sans résultat (absence)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Enregistrer et terminer' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Terminer le test ? 1 placement : la famille recevra le lien d’inscription ; 1 échec : la famille sera prévenue par e-mail ; 1 absence.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer et terminer' }));

    expect(
      await screen.findByText(
        'Test terminé : 1 placement, 1 échec, 1 absence ; 1 lien d’inscription envoyé, 1 e-mail à une famille non retenue',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/test/'));
    expect(server.callsTo('PATCH', '/test/7/completed')[0]?.body).toEqual({
      placements: [
        { studentId: 51, groupId: 13 },
        { studentId: 52, groupId: null },
      ],
    });
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const { server, user, router } = await openStart();
    await user.click(screen.getByRole('radio', { name: 'Léa Martin : Benjamins' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer et terminer' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('PATCH', '/test/7/completed')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/test/7/start');
  });

  it('stays on the screen and says why when completing fails', async () => {
    const { user, router } = await openStart({
      'PATCH /test/7/completed': { status: 409, body: { code: 'CONFLICT', message: 'TEST_COMPLETED' } },
    });
    await user.click(screen.getByRole('radio', { name: 'Léa Martin : Benjamins' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer et terminer' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Enregistrer et terminer' }));
    expect(await screen.findByText('Ce test est terminé : il ne peut plus être modifié')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/test/7/start');
  });

  it('gives each student a card with the same choices on a phone', async () => {
    const { user } = await openStart({}, 'phone');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const lea = screen.getByRole('radiogroup', { name: 'Résultat de Léa Martin' });
    expect(screen.getByRole('radiogroup', { name: 'Résultat d’Hugo Bernard' })).toBeInTheDocument();
    expect(
      within(lea)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Benjamins', 'Minimes', 'Échec']);
    await user.click(within(lea).getByRole('radio', { name: 'Minimes' }));
    expect(within(lea).getByRole('radio', { name: 'Minimes' })).toBeChecked();
  });

  it('shows the results of a completed test instead of the choices', async () => {
    await openStart({
      'GET /test/7': { body: buildTryout({ ...HELD, completed: true }) },
      'GET /student/test/7': {
        body: [buildStudent(51, 'Léa', 'Martin', { resultGroupId: 13 }), buildStudent(52, 'Hugo', 'Bernard', { failed: true })],
      },
    });
    const results = screen.getByRole('list', { name: 'Résultats' });
    expect(within(results).getByText('Placement : Minimes')).toBeInTheDocument();
    expect(within(results).getByText('Échec')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enregistrer et terminer' })).not.toBeInTheDocument();
  });

  it.each([
    [
      'fr',
      'Ce test a lieu le 15/09/2099 à 10:30 : ses résultats pourront être enregistrés à partir de cette date et de cette heure.',
      'Enregistrer et terminer',
      'Léa Martin : Minimes',
    ],
    [
      'en',
      'This test takes place on 15/09/2099 at 10:30: its results can be recorded from then on.',
      'Save and finish',
      'Léa Martin: Minimes',
    ],
  ])('takes no result before the test has taken place (%s)', async (language, notYet, save, radio) => {
    await i18n.changeLanguage(language);
    const { server } = await openStart({ 'GET /test/7': { body: buildTryout({ assigned: 3, remaining: 7 }) } });
    expect(screen.getByText(notYet)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: save })).toBeDisabled();
    expect(screen.getByRole('radio', { name: radio })).toBeDisabled();
    expect(server.callsTo('PATCH', '/test/7/completed')).toHaveLength(0);
  });

  it.each([
    [
      'fr',
      'Enregistrer et terminer',
      'Léa Martin : Benjamins',
      'Ce test n’a pas encore eu lieu : ses résultats pourront être enregistrés à partir de sa date et de son heure.',
    ],
    [
      'en',
      'Save and finish',
      'Léa Martin: Benjamins',
      'This test has not taken place yet: its results can be recorded from its date and time on.',
    ],
  ])(
    'says so when the server finds the test not held yet (a device clock ahead) and stays (%s)',
    async (language, save, radio, message) => {
      await i18n.changeLanguage(language);
      const { user, router } = await openStart({
        'PATCH /test/7/completed': { status: 409, body: { code: 'TEST_NOT_YET_HELD', message: 'The test has not taken place yet' } },
      });
      await user.click(screen.getByRole('radio', { name: radio }));
      await user.click(screen.getByRole('button', { name: save }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: save }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/test/7/start');
      // The choices are kept for when the test has taken place.
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByRole('radio', { name: radio })).toBeChecked();
    },
  );
});
