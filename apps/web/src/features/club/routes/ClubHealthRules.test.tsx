import type { ClubAdmin, HealthRulesDto } from '@club/domain/club';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { mockApi, type MockRoutes } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport, type VIEWPORTS } from '@/testing/viewport';

const CLUB: ClubAdmin = {
  name: 'Cercle des Nageurs de Monaco',
  shortName: 'CNM',
  logoUrl: null,
  address: { lines: [], postalCode: null, city: null, country: null },
  email: null,
  phone: null,
  website: null,
  registrationNumber: null,
  federationNumber: null,
  presidentName: null,
  presidentTitle: null,
  treasurerName: null,
  treasurerTitle: null,
  iban: null,
  bic: null,
  version: 4,
  updatedAt: null,
  updatedBy: null,
};
const RULES: HealthRulesDto = {
  healthDocument: 'CERTIFICATE',
  certificateValidYears: 1,
  reminderOffsetsDays: [7, 21],
  version: 3,
  updatedAt: '2026-11-20T09:30:00.000Z',
  updatedBy: 'admin',
};

const openHealth = async (routes: MockRoutes = {}, viewport: keyof typeof VIEWPORTS = 'desktop') => {
  setViewport(viewport);
  signIn({ login: 'admin', roles: ['ADMIN'] });
  const server = mockApi({
    'GET /club': { body: CLUB },
    'GET /club/places': { body: [] },
    'GET /club/texts': { body: [] },
    'GET /club/health-rules': { body: RULES },
    'GET /club/fees': {
      body: {
        licenceFeeCents: 0,
        familyDiscounts: [],
        discountRankRule: 'PRICE_DESC',
        paymentTickRule: 'BALANCE_ZERO',
        overdueReminderOffsetsDays: [],
        version: 1,
        updatedAt: null,
        updatedBy: null,
      },
    },
    ...routes,
  });
  renderApp('/club');
  await screen.findByRole('heading', { name: 'Club', level: 1 });
  const form = await screen.findByRole('form', { name: 'Santé et relances' }, { timeout: 5000 });
  return { server, form: within(form), user: userEvent.setup({ delay: null }) };
};

const days = (form: ReturnType<typeof within>) =>
  form.queryByRole('list', { name: 'Jours de relance' }) === null
    ? []
    : within(form.getByRole('list', { name: 'Jours de relance' }))
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.MuiChip-label')?.textContent);

describe('club screen: health and reminders', { timeout: 30_000 }, () => {
  it('shows the rules loaded, and saves the changes whole with the version', async () => {
    const { server, form, user } = await openHealth({
      'PUT /club/health-rules': (call) => ({ body: { ...RULES, ...(call.body as object), version: 4 } }),
    });
    expect(screen.getByRole('heading', { name: 'Santé et relances', level: 2 })).toBeInTheDocument();
    expect(form.getByRole('radio', { name: /^Certificat médical pour tous/ })).toBeChecked();
    expect(form.getByText(/Les mineurs fournissent chaque saison/)).toBeInTheDocument();
    expect(form.getByRole('radio', { name: '1 an' })).toBeChecked();
    expect(days(form)).toEqual(['Jour 7', 'Jour 21']);
    expect(form.getByText(/^Enregistrées le 20\/11\/2026 \d\d:30 par admin$/)).toBeInTheDocument();

    await user.click(form.getByRole('radio', { name: /^Attestation du questionnaire de santé pour les mineurs/ }));
    await user.click(form.getByRole('radio', { name: '3 ans' }));
    await user.type(form.getByLabelText('Jours après le lien'), '3{Enter}');
    await user.type(form.getByLabelText('Jours après le lien'), '45');
    await user.click(form.getByRole('button', { name: 'Ajouter le jour' }));
    await user.click(form.getByTitle('Retirer le jour 21'));
    expect(days(form)).toEqual(['Jour 3', 'Jour 7', 'Jour 45']);
    // Enter in the day box adds the day and sends nothing.
    expect(server.callsTo('PUT', '/club/health-rules')).toHaveLength(0);

    await user.click(form.getByRole('button', { name: 'Enregistrer les règles de santé' }));
    expect(await screen.findByText('Règles de santé et relances enregistrées')).toBeInTheDocument();
    expect(server.callsTo('PUT', '/club/health-rules')[0]?.body).toEqual({
      healthDocument: 'QUESTIONNAIRE_FOR_MINORS',
      certificateValidYears: 3,
      reminderOffsetsDays: [3, 7, 45],
      version: 3,
    });
  });

  it('turns the automatic reminders off when every day is removed', async () => {
    const { server, form, user } = await openHealth({
      'PUT /club/health-rules': (call) => ({ body: { ...RULES, ...(call.body as object), version: 4 } }),
    });
    await user.click(form.getByTitle('Retirer le jour 7'));
    await user.click(form.getByTitle('Retirer le jour 21'));
    expect(form.getByText('Aucune relance automatique.')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Enregistrer les règles de santé' }));
    await waitFor(() => expect(server.callsTo('PUT', '/club/health-rules')).toHaveLength(1));
    expect(server.callsTo('PUT', '/club/health-rules')[0]?.body).toMatchObject({ reminderOffsetsDays: [] });
  });

  it('refuses a day out of bounds or a sixth one, and puts the server’s field messages under their inputs', async () => {
    const { server, form, user } = await openHealth({
      'PUT /club/health-rules': {
        status: 400,
        body: { code: 'BAD_REQUEST', message: 'Invalid data', fields: { 'reminderOffsetsDays.1': 'REMINDER_OFFSETS_ERROR' } },
      },
    });
    const input = form.getByLabelText('Jours après le lien');
    for (const wrong of ['0', '181', '2.5', 'abc']) {
      await user.clear(input);
      await user.type(input, wrong);
      await user.click(form.getByRole('button', { name: 'Ajouter le jour' }));
      expect(form.getByText('Un nombre entier de jours de 1 à 180, 5 jours au plus.')).toBeInTheDocument();
    }
    expect(days(form)).toEqual(['Jour 7', 'Jour 21']);

    for (const day of ['1', '2', '180']) {
      await user.clear(input);
      await user.type(input, `${day}{Enter}`);
    }
    expect(days(form)).toEqual(['Jour 1', 'Jour 2', 'Jour 7', 'Jour 21', 'Jour 180']);
    expect(form.getByLabelText('Jours après le lien')).toBeDisabled();
    expect(form.getByRole('button', { name: 'Ajouter le jour' })).toBeDisabled();
    expect(form.getByText('5 jours au plus : retirez-en un pour en ajouter un autre.')).toBeInTheDocument();

    await user.click(form.getByRole('button', { name: 'Enregistrer les règles de santé' }));
    expect(await form.findByText('Un nombre entier de jours de 1 à 180, 5 jours au plus.')).toBeInTheDocument();
    expect(server.callsTo('PUT', '/club/health-rules')).toHaveLength(1);
  });

  it('says clearly when someone else saved meanwhile, and reloads their version', async () => {
    let savedByOther = false;
    const { server, user } = await openHealth({
      'GET /club/health-rules': () => ({ body: savedByOther ? { ...RULES, reminderOffsetsDays: [10], version: 4 } : RULES }),
      'PUT /club/health-rules': () => {
        savedByOther = true;
        return { status: 409, body: { code: 'CONFLICT', message: 'The health rules were changed by someone else' } };
      },
    });
    await user.click(screen.getByRole('radio', { name: '2 ans' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer les règles de santé' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Quelqu’un d’autre a enregistré les règles de santé entre-temps');
    const form = within(screen.getByRole('form', { name: 'Santé et relances' }));
    await waitFor(() => expect(days(form)).toEqual(['Jour 10']));
    expect(form.getByRole('radio', { name: '1 an' })).toBeChecked();

    // The next save goes over the version just loaded.
    await user.click(form.getByRole('button', { name: 'Enregistrer les règles de santé' }));
    await waitFor(() => expect(server.callsTo('PUT', '/club/health-rules')).toHaveLength(2));
    expect(server.callsTo('PUT', '/club/health-rules')[1]?.body).toEqual({
      healthDocument: 'CERTIFICATE',
      certificateValidYears: 1,
      reminderOffsetsDays: [10],
      version: 4,
    });
  });

  it('works on a phone', async () => {
    const { form } = await openHealth({}, 'phone');
    expect(form.getByRole('button', { name: 'Enregistrer les règles de santé' })).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Ajouter le jour' })).toBeInTheDocument();
  });
});

describe('club screen: health and reminders in English', { timeout: 30_000 }, () => {
  afterEach(() => i18n.changeLanguage('fr'));

  it('says everything in English', async () => {
    await i18n.changeLanguage('en');
    setViewport('desktop');
    signIn({ roles: ['ADMIN'] });
    mockApi({
      'GET /club': { body: CLUB },
      'GET /club/places': { body: [] },
      'GET /club/health-rules': { body: { ...RULES, reminderOffsetsDays: [] } },
    });
    renderApp('/club');
    const form = within(await screen.findByRole('form', { name: 'Health and reminders' }));
    expect(form.getByRole('radio', { name: /^Medical certificate for everyone/ })).toBeChecked();
    expect(form.getByRole('radio', { name: /^Health questionnaire attestation for minors/ })).not.toBeChecked();
    expect(form.getByRole('radio', { name: '1 year' })).toBeChecked();
    expect(form.getByRole('radio', { name: '3 years' })).toBeInTheDocument();
    expect(form.getByText('No automatic reminder.')).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Save the health rules' })).toBeInTheDocument();
  });
});
