import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { mockApi, type MockRoutes } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport } from '@/testing/viewport';
import { buildStudent, buildTryout, PLACES, TYPES } from '../testing/factories';
import { keepComputedStyles } from '@/testing/computedStyles';

// What some tests check is the CSS itself (src/testing/computedStyles.ts).
keepComputedStyles();

const SECTIONS = [
  {
    id: 2,
    name: 'Natation sportive',
    groups: [
      { id: 12, name: 'Benjamins', selected: true },
      { id: 13, name: 'Minimes', selected: false },
    ],
  },
];
const LEA = buildStudent(51, 'Léa', 'Martin');
const HUGO = buildStudent(52, 'Hugo', 'Bernard');

const openEdit = async (routes: MockRoutes = {}, viewport: 'desktop' | 'phone' = 'desktop') => {
  setViewport(viewport);
  signIn({ login: 'admin', roles: ['ADMIN'] });
  const server = mockApi({
    'GET /test/7': { body: buildTryout() },
    'GET /type/': { body: TYPES },
    'GET /test/7/groups': { body: SECTIONS },
    'GET /student/unassigned': { body: [LEA] },
    'GET /student/test/7': { body: [HUGO] },
    'GET /club/places': { body: PLACES },
    ...routes,
  });
  const view = renderApp('/test/7');
  await screen.findByRole('heading', { name: 'Test du 15/09/2099 à 10:30', level: 1 });
  return { server, router: view.router, user: userEvent.setup({ delay: null }) };
};

describe('test edit', () => {
  afterEach(() => i18n.changeLanguage('fr'));

  it('shows the fields, the possible groups by section, both lists and the places left', async () => {
    await openEdit();
    expect(document.querySelector('input[name="scheduledDateTime"]')).toHaveValue('15/09/2099 10:30');
    expect(screen.getByLabelText(/^Capacité/)).toHaveValue(10);
    expect(screen.getByRole('checkbox', { name: 'Benjamins' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Minimes' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Tous les groupes de la section Natation sportive' })).toHaveAttribute(
      'data-indeterminate',
      'true',
    );
    expect(screen.getByText('9 places restantes sur 10')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Élèves en attente d’un test (1)' })).getByText('Léa Martin')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Élèves de ce test (1)' })).getByText('Hugo Bernard')).toBeInTheDocument();
  });

  it('keeps the stored location, even one that is no place of the club, and offers the club’s places', async () => {
    const { user } = await openEdit({ 'GET /test/7': { body: buildTryout({ location: 'Piscine de Fontvieille' }) } });
    const location = screen.getByRole('combobox', { name: /^Lieu/ });
    expect(location).toHaveValue('Piscine de Fontvieille');
    await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Piscine Rainier III', 'Stade Louis II']);
  });

  it('lets an e-mail address wrap after its « @ » and before its dots, never inside a word nor at a hyphen', async () => {
    await openEdit({
      'GET /student/unassigned': { body: [buildStudent(51, 'Léa', 'Martin', { email: 'claire.martin-dubois@exemple-club.fr' })] },
    });
    const waiting = screen.getByRole('region', { name: 'Élèves en attente d’un test (1)' });
    const address = within(waiting).getByText(
      (_, element) => element?.tagName === 'SPAN' && element.textContent === 'claire.martin-dubois@exemple-club.fr',
    );
    // The break opportunities, in order: « claire | .martin-dubois@ | exemple-club | .fr », each piece kept whole.
    const pieces = [...address.childNodes].map((node) => (node.nodeName === 'WBR' ? '|' : node.textContent)).join('');
    expect(pieces).toBe('claire|.martin-dubois@|exemple-club|.fr');
    for (const piece of address.querySelectorAll('span')) expect(piece).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(getComputedStyle(address).display).toBe('block');
    expect(getComputedStyle(address.parentElement!).overflowWrap).toBe('break-word');
  });

  it('saves the fields with the version, then the changed possible groups', async () => {
    const { server, user } = await openEdit({
      'PATCH /test/7': { body: buildTryout({ capacity: 14, remaining: 13, version: 4 }) },
      'POST /test/7/group': {
        body: [
          { id: 12, name: 'Benjamins' },
          { id: 13, name: 'Minimes' },
        ],
      },
    });
    await user.clear(screen.getByLabelText(/^Capacité/));
    await user.type(screen.getByLabelText(/^Capacité/), '14');
    await user.click(screen.getByRole('checkbox', { name: 'Minimes' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Test enregistré')).toBeInTheDocument();
    expect(server.callsTo('PATCH', '/test/7')[0]?.body).toEqual({
      scheduledDateTime: '2099-09-15T08:30:00.000Z',
      capacity: 14,
      minBirthYear: 2012,
      maxBirthYear: 2016,
      typeId: 9,
      location: 'Stade Louis II',
      version: 3,
    });
    expect(server.callsTo('POST', '/test/7/group')[0]?.body).toEqual({ groupIds: [12, 13] });
  });

  it('says someone else saved the test meanwhile (409) and reloads it on demand', async () => {
    const { server, user } = await openEdit({
      'GET /test/7': (_call, index) => ({ body: buildTryout(index === 0 ? {} : { capacity: 20, remaining: 19, version: 5 }) }),
      'PATCH /test/7': { status: 409, body: { code: 'CONFLICT', message: 'The test was changed by someone else: reload it' } },
    });
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const form = screen.getByRole('form', { name: 'Enregistrer' });
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Quelqu’un d’autre a modifié ce test entre-temps : rechargez-le avant d’enregistrer');
    await user.click(within(alert).getByRole('button', { name: 'Recharger' }));
    await waitFor(() => expect(screen.getByLabelText(/^Capacité/)).toHaveValue(20));
    expect(server.callsTo('POST', '/test/7/group')).toHaveLength(0);
  });

  it('assigns a student with a click, mailing the convocation when asked (TEST_ASSIGN_SUCCESS)', async () => {
    const { server, user } = await openEdit({
      'POST /test/student': { status: 201, body: { testId: 7, studentId: 51, remaining: 8, mailQueued: true } },
    });
    await user.click(screen.getByRole('switch', { name: 'Envoyer la convocation par e-mail à l’inscription' }));
    await user.click(screen.getByRole('button', { name: 'Inscrire Léa Martin' }));
    expect(await screen.findByText('Inscription de Léa Martin au test enregistrée ; la convocation est envoyée')).toBeInTheDocument();
    expect(server.callsTo('POST', '/test/student')[0]?.body).toEqual({ testId: 7, studentId: 51, sendMail: true });
  });

  it('shows a clear error when the test is full', async () => {
    const { user } = await openEdit({
      'POST /test/student': { status: 409, body: { code: 'TEST_FULL', message: 'This test is full' } },
    });
    await user.click(screen.getByRole('button', { name: 'Inscrire Léa Martin' }));
    const message = 'Ce test est complet : impossible d’y inscrire Léa Martin. Augmentez la capacité ou choisissez un autre test.';
    expect(await within(screen.getByRole('region', { name: 'Élèves' })).findByRole('alert')).toHaveTextContent(message);
  });

  it('removes an assigned student with a click', async () => {
    const { server, user } = await openEdit({ 'DELETE /test/7/student/52': { status: 204 } });
    await user.click(screen.getByRole('button', { name: 'Retirer Hugo Bernard' }));
    expect(await screen.findByText('Inscription d’Hugo Bernard retirée du test')).toBeInTheDocument();
    expect(server.callsTo('DELETE', '/test/7/student/52')).toHaveLength(1);
  });

  it('mails the convocation to every participant (SEND_MAIL_FOR_TEST_SUCCESS)', async () => {
    const { server, user } = await openEdit({ 'GET /test/7/mail': { body: { queued: 2, unreachable: 1 } } });
    await user.click(screen.getByRole('button', { name: 'Envoyer la convocation' }));
    expect(await screen.findByText('2 convocations envoyées · 1 famille n’a pas d’adresse e-mail')).toBeInTheDocument();
    expect(server.callsTo('GET', '/test/7/mail')).toHaveLength(1);
  });

  it('says TEST_EDIT_FAILED_NOT_FOUND for an unknown test', async () => {
    setViewport('phone');
    signIn({ login: 'admin', roles: ['ADMIN'] });
    mockApi({ 'GET /type/': { body: TYPES } });
    renderApp('/test/999');
    expect(await screen.findByText('Aucun test n’a été trouvé')).toBeInTheDocument();
  });

  it('locks a completed test, and shows no places left on it', async () => {
    await openEdit({ 'GET /test/7': { body: buildTryout({ completed: true }) } }, 'phone');
    expect(screen.getByText('Ce test est terminé : ses résultats sont enregistrés. Il ne peut plus être modifié.')).toBeInTheDocument();
    expect(screen.queryByText('9 places restantes sur 10')).not.toBeInTheDocument();
    expect(screen.queryByText(/places? restantes?/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Retirer Hugo Bernard' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows the places left of an open test and none on a completed one, in English', async () => {
    await i18n.changeLanguage('en');
    setViewport('desktop');
    signIn({ login: 'admin', roles: ['ADMIN'] });
    const routes = {
      'GET /type/': { body: TYPES },
      'GET /test/7/groups': { body: SECTIONS },
      'GET /student/unassigned': { body: [LEA] },
      'GET /student/test/7': { body: [HUGO] },
    };
    mockApi({ ...routes, 'GET /test/7': { body: buildTryout() } });
    const open = renderApp('/test/7');
    expect(await screen.findByText('9 places left of 10')).toBeInTheDocument();
    open.unmount();

    mockApi({ ...routes, 'GET /test/7': { body: buildTryout({ completed: true }) } });
    renderApp('/test/7');
    expect(await screen.findByText('This test is completed: its results are recorded. It can no longer be changed.')).toBeInTheDocument();
    expect(screen.queryByText(/places? left/)).not.toBeInTheDocument();
  });
});
