import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { mockApi, type MockRoutes } from '@/testing/fetchMock';
import { setViewport } from '@/testing/viewport';
import { ABSENCES_NOW, absenceFixture, CALENDAR_URL, familyAbsencesFixture } from './testing/absenceFixtures';
import { homeFixture } from './testing/fixtures';
import { renderFamilyPage } from './testing/renderFamilyPage';

// MUI fields and dialogs in jsdom on a busy machine. A date field takes its value whole, as a phone's picker gives it.
vi.setConfig({ testTimeout: 30_000 });

const LINK_TOKEN = 'Ab7kQ2-absence-link-token-of-a-family-mail';

// The lazy sections' code, compiled once before the first test rather than inside its wait.
beforeAll(async () => {
  await Promise.all([
    import('./absences/AbsencesSection'),
    import('./absences/CalendarCard'),
    import('./absences/AbsenceLinkScreen'),
    import('./payments/PaymentsSection'),
  ]);
}, 60_000);

beforeEach(() => {
  // Only the date: the absences' days are the club's, and a range may not start in the past.
  vi.useFakeTimers({ now: ABSENCES_NOW, toFake: ['Date'] });
});

afterEach(async () => {
  vi.useRealTimers();
  await i18n.changeLanguage('fr');
});

const signedIn = (routes: MockRoutes = {}): MockRoutes => ({
  'GET /family/': { body: homeFixture() },
  'GET /family/sessions': { body: { sessions: [] } },
  'GET /family/payments': { body: { accounts: [], payments: [] } },
  'GET /family/absences': { body: familyAbsencesFixture() },
  'GET /family/calendar-link': { body: { url: CALENDAR_URL } },
  ...routes,
});

/** A section of the page once its data is shown. */
const openSection = async (name: string, shown: string | RegExp) => {
  const section = await screen.findByRole('region', { name }, { timeout: 15_000 });
  await within(section).findAllByText(shown, undefined, { timeout: 10_000 });
  return within(section);
};

/** The list item that holds a text. */
const itemWith = (section: ReturnType<typeof within>, text: string | RegExp) => {
  const item = section.getAllByRole('listitem').find((candidate: HTMLElement) => within(candidate).queryByText(text) !== null);
  if (item === undefined) throw new Error(`No list item with ${String(text)}`);
  return within(item);
};

describe('absences in the family space', () => {
  it('reports one session of a child in one tap', async () => {
    setViewport('phone');
    const server = mockApi(
      signedIn({ 'POST /family/absences': { status: 201, body: absenceFixture({ id: 72, memberId: 11, firstName: 'Léa' }) } }),
    );
    renderFamilyPage('/family');
    const section = await openSection('Absences', 'Prochaines séances de Léa Martin');

    expect(section.getByText('Mardi 25 novembre · 18:00–19:30')).toBeInTheDocument();
    expect(section.getAllByText('Avenirs 1 · Stade nautique Rainier III')).toHaveLength(2);
    await userEvent.click(section.getByRole('button', { name: 'Signaler Léa absent(e) le mardi 25 novembre à 18:00' }));

    expect(await section.findByRole('status')).toHaveTextContent('L’absence de Léa le mardi 25 novembre à 18:00 est signalée');
    expect(server.callsTo('POST', '/family/absences').map((call) => call.body)).toEqual([
      { kind: 'SESSION', memberId: 11, plannedSessionId: 901 },
    ]);
    // The list is read again: the new absence shows with the others.
    await waitFor(() => expect(server.callsTo('GET', '/family/absences')).toHaveLength(2));
  });

  it('offers no report for a cancelled session, nor for one an absence already covers', async () => {
    mockApi(signedIn());
    renderFamilyPage('/family');
    const section = await openSection('Absences', 'Prochaines séances de Léa Martin');

    const cancelled = itemWith(section, 'Jeudi 27 novembre · 18:00–19:30');
    expect(cancelled.getByText('Annulée')).toBeInTheDocument();
    expect(cancelled.queryByRole('button')).not.toBeInTheDocument();
    const covered = itemWith(section, 'Mercredi 26 novembre · 17:30–19:00');
    expect(covered.getByText('Absence signalée')).toBeInTheDocument();
    expect(covered.queryByRole('button')).not.toBeInTheDocument();
    expect(section.getAllByRole('button', { name: /^Signaler .* absent\(e\)/ })).toHaveLength(1);
  });

  it('checks the range before sending it, then sends the child’s days and reason', async () => {
    const server = mockApi(signedIn({ 'POST /family/absences': { status: 201, body: absenceFixture({ id: 73 }) } }));
    renderFamilyPage('/family');
    const section = await openSection('Absences', 'Signaler une absence sur plusieurs jours');
    const form = within(section.getByRole('form', { name: 'Signaler une absence sur plusieurs jours' }));

    await userEvent.selectOptions(form.getByLabelText('Enfant'), 'Hugo Martin');
    fireEvent.change(form.getByLabelText(/Premier jour/), { target: { value: '2025-12-10' } });
    fireEvent.change(form.getByLabelText(/Dernier jour/), { target: { value: '2025-12-05' } });
    await userEvent.click(form.getByRole('button', { name: 'Signaler l’absence' }));

    expect(await form.findByText(/le dernier ne peut pas le précéder/)).toBeInTheDocument();
    expect(form.getByLabelText(/Dernier jour/)).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo('POST', '/family/absences')).toEqual([]);
    fireEvent.change(form.getByLabelText(/Dernier jour/), { target: { value: '2025-12-12' } });
    await userEvent.type(form.getByLabelText('Motif (facultatif)'), '  Stage régional ');
    await userEvent.click(form.getByRole('button', { name: 'Signaler l’absence' }));

    expect(await form.findByRole('status')).toHaveTextContent('L’absence de Hugo est signalée');
    expect(server.callsTo('POST', '/family/absences').map((call) => call.body)).toEqual([
      { kind: 'RANGE', memberId: 12, fromDay: '2025-12-10', toDay: '2025-12-12', reason: 'Stage régional' },
    ]);
    expect(form.queryByText(/le dernier ne peut pas le précéder/)).not.toBeInTheDocument();
  });

  it('refuses a first day already past, and places the server’s refusal on its field', async () => {
    const server = mockApi(
      signedIn({
        'POST /family/absences': {
          status: 400,
          body: { code: 'VALIDATION_ERROR', message: 'Invalid', fields: { memberId: 'ABSENCE_MEMBER_ERROR' } },
        },
      }),
    );
    renderFamilyPage('/family');
    const section = await openSection('Absences', 'Signaler une absence sur plusieurs jours');
    const form = within(section.getByRole('form', { name: 'Signaler une absence sur plusieurs jours' }));

    fireEvent.change(form.getByLabelText(/Premier jour/), { target: { value: '2025-11-19' } });
    fireEvent.change(form.getByLabelText(/Dernier jour/), { target: { value: '2025-11-21' } });
    await userEvent.click(form.getByRole('button', { name: 'Signaler l’absence' }));
    expect(await form.findByText(/Le premier jour ne peut pas être passé/)).toBeInTheDocument();
    expect(server.callsTo('POST', '/family/absences')).toEqual([]);
    fireEvent.change(form.getByLabelText(/Premier jour/), { target: { value: '2025-11-20' } });
    await userEvent.click(form.getByRole('button', { name: 'Signaler l’absence' }));
    expect(await form.findByText('Choisissez l’un de vos enfants inscrits cette saison.')).toBeInTheDocument();
    expect(server.callsTo('POST', '/family/absences')).toHaveLength(1);
  });

  it('withdraws a reported absence once confirmed, and not when the family keeps it', async () => {
    const server = mockApi(signedIn({ 'DELETE /family/absences/71': { status: 204 } }));
    renderFamilyPage('/family');
    const section = await openSection('Absences', 'Voyage scolaire');
    const withdraw = section.getByRole('button', {
      name: 'Retirer l’absence de Hugo : Du mercredi 26 novembre au vendredi 28 novembre',
    });

    await userEvent.click(withdraw);
    const keep = within(await screen.findByRole('dialog', { name: 'Retirer cette absence ?' }));
    await userEvent.click(keep.getByRole('button', { name: 'Garder' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('DELETE', '/family/absences/71')).toEqual([]);

    await userEvent.click(withdraw);
    const dialog = within(await screen.findByRole('dialog', { name: 'Retirer cette absence ?' }));
    expect(dialog.getByText('Hugo sera de nouveau attendu(e) : Du mercredi 26 novembre au vendredi 28 novembre.')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Retirer l’absence' }));

    expect(
      await section.findByText(/L’absence de Hugo \(Du mercredi 26 novembre au vendredi 28 novembre\) est retirée/),
    ).toBeInTheDocument();
    expect(server.callsTo('DELETE', '/family/absences/71')).toHaveLength(1);
    await waitFor(() => expect(server.callsTo('GET', '/family/absences')).toHaveLength(2));
  });

  it('says it in English', async () => {
    await i18n.changeLanguage('en');
    const server = mockApi(signedIn());
    renderFamilyPage('/family');
    const section = await openSection('Absences', 'Léa Martin’s next sessions');

    expect(section.getByText('Tuesday 25 November · 18:00–19:30')).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Report Léa absent on Tuesday 25 November at 18:00' })).toHaveTextContent('Report absent');
    expect(itemWith(section, 'Thursday 27 November · 18:00–19:30').getByText('Cancelled')).toBeInTheDocument();
    expect(
      section.getByRole('button', { name: 'Withdraw Hugo’s absence: From Wednesday 26 November to Friday 28 November' }),
    ).toBeInTheDocument();

    const form = within(section.getByRole('form', { name: 'Report an absence over several days' }));
    fireEvent.change(form.getByLabelText(/First day/), { target: { value: '2025-12-10' } });
    fireEvent.change(form.getByLabelText(/Last day/), { target: { value: '2025-12-01' } });
    await userEvent.click(form.getByRole('button', { name: 'Report the absence' }));
    expect(await form.findByText(/the last cannot come before it/)).toBeInTheDocument();
    expect(server.callsTo('POST', '/family/absences')).toEqual([]);
  });
});

describe('the family’s calendar', () => {
  it('shows the private address with Copy and Add, and makes a new one when revoked', async () => {
    setViewport('phone');
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { clipboard: { writeText } }));
    const server = mockApi(
      signedIn({
        'GET /family/calendar-link': (_call, index) => ({
          body: { url: index === 0 ? CALENDAR_URL : 'https://club.example.mc/api/calendar/feed/Zy42-new-token.ics' },
        }),
        'DELETE /family/calendar-link': { status: 204 },
      }),
    );
    renderFamilyPage('/family');
    const card = await openSection('Calendrier', /séances de chacun de vos enfants et leurs tests d’essai/);

    await waitFor(() => expect(card.getByLabelText('Adresse de votre calendrier')).toHaveValue(CALENDAR_URL));
    expect(card.getByText(/une séance annulée y apparaît comme annulée/)).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Ajouter à mon calendrier' })).toHaveAttribute(
      'href',
      'webcal://club.example.mc/api/calendar/feed/Kx81-family-feed-token.ics',
    );
    await userEvent.click(card.getByRole('button', { name: 'Copier l’adresse' }));
    expect(writeText).toHaveBeenCalledWith(CALENDAR_URL);
    expect(await card.findByRole('status')).toHaveTextContent('Adresse copiée.');

    await userEvent.click(card.getByRole('button', { name: 'Révoquer et créer un nouveau lien' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Révoquer l’adresse du calendrier ?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Révoquer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await waitFor(() =>
      expect(card.getByLabelText('Adresse de votre calendrier')).toHaveValue(
        'https://club.example.mc/api/calendar/feed/Zy42-new-token.ics',
      ),
    );
    expect(card.getByRole('link', { name: 'Ajouter à mon calendrier' })).toHaveAttribute(
      'href',
      'webcal://club.example.mc/api/calendar/feed/Zy42-new-token.ics',
    );
    expect(card.getByRole('status')).toHaveTextContent('Une nouvelle adresse est prête');
    expect(server.callsTo('DELETE', '/family/calendar-link')).toHaveLength(1);
    expect(server.callsTo('GET', '/family/calendar-link')).toHaveLength(2);
    vi.unstubAllGlobals();
  });

  it('says it in English', async () => {
    await i18n.changeLanguage('en');
    mockApi(signedIn());
    renderFamilyPage('/family');
    const card = await openSection('Calendar', /every child’s sessions and try-out tests/);
    expect(card.getByText(/a cancelled session shows there as cancelled/)).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Add to my calendar' })).toHaveAttribute('href', expect.stringMatching(/^webcal:\/\//));
    expect(card.getByRole('button', { name: 'Revoke and make a new link' })).toBeInTheDocument();
  });
});

describe('the absence page of a family mail', () => {
  const linkRoutes = (routes: MockRoutes = {}): MockRoutes => ({
    'GET /absence-link': { body: familyAbsencesFixture() },
    'POST /absence-link/absences': { status: 201, body: absenceFixture({ id: 74, memberId: 11, firstName: 'Léa' }) },
    'DELETE /absence-link/absences/71': { status: 204 },
    ...routes,
  });

  it('reports and withdraws through the link with its token, kept out of the address bar', async () => {
    setViewport('phone');
    const server = mockApi(linkRoutes());
    renderFamilyPage(`/absence?token=${LINK_TOKEN}`);
    const section = await openSection('Absences', 'Prochaines séances de Léa Martin');

    expect(screen.getByRole('heading', { level: 1, name: 'Signaler une absence' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ouvrir l’espace famille' })).toHaveAttribute('href', '/family');
    expect(window.location.pathname).toBe('/absence');
    expect(window.location.search).toBe('');
    expect(server.callsTo('GET', '/absence-link').map((call) => call.query.get('token'))).toEqual([LINK_TOKEN]);

    await userEvent.click(section.getByRole('button', { name: 'Signaler Léa absent(e) le mardi 25 novembre à 18:00' }));
    await section.findByRole('status');
    const [report] = server.callsTo('POST', '/absence-link/absences');
    expect(report?.query.get('token')).toBe(LINK_TOKEN);
    expect(report?.body).toEqual({ kind: 'SESSION', memberId: 11, plannedSessionId: 901 });

    await userEvent.click(section.getByRole('button', { name: /^Retirer l’absence de Hugo/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Retirer l’absence' }));
    await waitFor(() => expect(server.callsTo('DELETE', '/absence-link/absences/71')).toHaveLength(1));
    expect(server.callsTo('DELETE', '/absence-link/absences/71')[0]?.query.get('token')).toBe(LINK_TOKEN);

    // Nothing of the family space: neither its home nor its calendar.
    expect(server.calls.filter((call) => call.path.startsWith('/family'))).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Calendrier' })).not.toBeInTheDocument();
  });

  it('says a dead link no longer works, with the way to the family space', async () => {
    const server = mockApi(linkRoutes({ 'GET /absence-link': { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } } }));
    renderFamilyPage(`/absence?token=${LINK_TOKEN}`);

    const alert = await screen.findByRole('alert', undefined, { timeout: 15_000 });
    expect(alert).toHaveTextContent('Ce lien ne fonctionne plus.');
    expect(alert).toHaveTextContent('Demandez un nouveau lien au club, ou connectez-vous à l’espace famille.');
    expect(screen.getByRole('link', { name: 'Ouvrir l’espace famille' })).toHaveAttribute('href', '/family');
    expect(screen.queryByRole('region', { name: 'Absences' })).not.toBeInTheDocument();
    // A dead link is not asked again.
    expect(server.callsTo('GET', '/absence-link')).toHaveLength(1);
  });

  it('says it in English, and without a token asks nothing', async () => {
    await i18n.changeLanguage('en');
    const server = mockApi(linkRoutes());
    renderFamilyPage('/absence');

    const alert = await screen.findByRole('alert', undefined, { timeout: 15_000 });
    expect(alert).toHaveTextContent('This link no longer works.');
    expect(alert).toHaveTextContent('Ask the club for a new one, or sign in to the family space.');
    expect(screen.getByRole('heading', { level: 1, name: 'Report an absence' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the family space' })).toHaveAttribute('href', '/family');
    expect(server.calls.filter((call) => call.path.startsWith('/absence-link') || call.path.startsWith('/family'))).toEqual([]);
  });
});
