import type { FeeSettingsDto } from '@club/domain';
import type { ClubAdmin } from '@club/domain/club';
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
const FEES: FeeSettingsDto = {
  licenceFeeCents: 4550,
  familyDiscounts: [{ fromRank: 2, percent: 10 }],
  discountRankRule: 'PRICE_DESC',
  paymentTickRule: 'BALANCE_ZERO',
  overdueReminderOffsetsDays: [],
  version: 3,
  updatedAt: '2026-11-20T09:30:00.000Z',
  updatedBy: 'admin',
};

const openFees = async (routes: MockRoutes = {}, viewport: keyof typeof VIEWPORTS = 'desktop') => {
  setViewport(viewport);
  signIn({ login: 'admin', roles: ['ADMIN'] });
  const server = mockApi({
    'GET /club': { body: CLUB },
    'GET /club/places': { body: [] },
    'GET /club/texts': { body: [] },
    'GET /club/fees': { body: FEES },
    ...routes,
  });
  renderApp('/club');
  await screen.findByRole('heading', { name: 'Club', level: 1 });
  const form = await screen.findByRole('form', { name: 'Tarifs et réductions' }, { timeout: 5000 });
  return { server, form: within(form), user: userEvent.setup({ delay: null }) };
};

const example = () => screen.getByTestId('fees-example').textContent?.replace(/\s/g, ' ');

describe('club screen: fees and discounts', { timeout: 30_000 }, () => {
  it('shows the settings loaded, with what an example family pays', async () => {
    const { form } = await openFees();
    expect(screen.getByRole('heading', { name: 'Tarifs et réductions', level: 2 })).toBeInTheDocument();
    expect(form.getByLabelText('Prix de la licence')).toHaveValue('45,50');
    expect(form.getByLabelText('Rang de l’enfant du palier 1')).toHaveValue('2');
    expect(form.getByRole('option', { name: '2e', selected: true })).toBeInTheDocument();
    expect(form.getByLabelText('Réduction en pourcentage du palier 1')).toHaveValue('10');
    expect(form.getByRole('radio', { name: 'Le tarif le plus cher compte comme premier enfant' })).toBeChecked();
    // 200 € first, 150 € −10 %, 100 € −10 %.
    expect(example()).toBe(
      'Exemple : trois enfants à 200,00 €, 150,00 € (l’aîné) et 100,00 € paient 200,00 €, 135,00 € et 90,00 €, soit 425,00 € au total, hors licence.',
    );
    expect(form.getByText(/^Enregistrés le 20\/11\/2026 \d\d:30 par admin$/)).toBeInTheDocument();
  });

  it('saves the licence typed in euros as cents, the tiers and the rule, with the version', async () => {
    const { server, form, user } = await openFees({
      'PUT /club/fees': (call) => ({ body: { ...FEES, ...(call.body as object), version: 4 } }),
    });
    const licence = form.getByLabelText('Prix de la licence');
    await user.clear(licence);
    await user.type(licence, '39,9');
    await user.click(form.getByRole('button', { name: 'Ajouter un palier' }));
    await user.type(form.getByLabelText('Réduction en pourcentage du palier 2'), '25');
    expect(form.getByLabelText('Rang de l’enfant du palier 2')).toHaveValue('3');
    await user.click(form.getByRole('radio', { name: 'L’aîné compte comme premier enfant' }));
    // The eldest (150 €) ranks first: 200 € −10 %, 150 €, 100 € −25 %.
    expect(example()).toContain('paient 180,00 €, 150,00 € et 75,00 €, soit 405,00 €');

    await user.click(form.getByRole('button', { name: 'Enregistrer les tarifs' }));
    expect(await screen.findByText('Tarifs et réductions enregistrés')).toBeInTheDocument();
    expect(server.callsTo('PUT', '/club/fees')[0]?.body).toEqual({
      licenceFeeCents: 3990,
      familyDiscounts: [
        { fromRank: 2, percent: 10 },
        { fromRank: 3, percent: 25 },
      ],
      discountRankRule: 'BIRTH_ASC',
      paymentTickRule: 'BALANCE_ZERO',
      overdueReminderOffsetsDays: [],
      version: 3,
    });
  });

  it('saves when the payment item ticks itself and the days unpaid instalments are reminded', async () => {
    const { server, form, user } = await openFees({
      'PUT /club/fees': (call) => ({ body: { ...FEES, ...(call.body as object), version: 4 } }),
    });
    expect(form.getByRole('radio', { name: 'Quand le solde est à zéro' })).toBeChecked();
    expect(form.getByText('Aucune relance des échéances impayées.')).toBeInTheDocument();
    await user.click(form.getByRole('radio', { name: 'Quand la première échéance est payée' }));
    const day = form.getByLabelText('Jours après l’échéance');
    await user.type(day, '91');
    await user.click(form.getByRole('button', { name: 'Ajouter le jour' }));
    expect(form.getByText('Un nombre de jours de 1 à 90, 5 jours au plus.')).toBeInTheDocument();
    await user.clear(day);
    await user.type(day, '15{Enter}');
    await user.type(day, '3');
    await user.click(form.getByRole('button', { name: 'Ajouter le jour' }));
    await user.type(day, '30{Enter}');
    const days = within(form.getByRole('list', { name: 'Jours de relance des échéances' }));
    expect(days.getAllByText(/^\d+ jours après$/).map((chip) => chip.textContent)).toEqual([
      '3 jours après',
      '15 jours après',
      '30 jours après',
    ]);
    await user.click(form.getByTitle('Retirer 30 jours après'));

    await user.click(form.getByRole('button', { name: 'Enregistrer les tarifs' }));
    expect(await screen.findByText('Tarifs et réductions enregistrés')).toBeInTheDocument();
    expect(server.callsTo('PUT', '/club/fees')[0]?.body).toMatchObject({
      paymentTickRule: 'FIRST_INSTALMENT',
      overdueReminderOffsetsDays: [3, 15],
      version: 3,
    });
  });

  it('puts the server’s refusal of the reminder days under them', async () => {
    const { form, user } = await openFees({
      'PUT /club/fees': {
        status: 400,
        body: { code: 'BAD_REQUEST', message: 'Bad request', fields: { 'overdueReminderOffsetsDays.0': 'OVERDUE_REMINDER_OFFSETS_ERROR' } },
      },
    });
    await user.type(form.getByLabelText('Jours après l’échéance'), '5{Enter}');
    await user.click(form.getByRole('button', { name: 'Enregistrer les tarifs' }));
    expect(await form.findByText('Un nombre de jours de 1 à 90, 5 jours au plus.')).toBeInTheDocument();
  });

  it('removes tiers, and turns the discount off when none is left', async () => {
    const { server, form, user } = await openFees({
      'PUT /club/fees': (call) => ({ body: { ...FEES, ...(call.body as object), version: 4 } }),
    });
    await user.click(form.getByRole('button', { name: 'Retirer le palier 1' }));
    expect(form.getByText('Aucune réduction familiale.')).toBeInTheDocument();
    expect(example()).toContain('paient 200,00 €, 150,00 € et 100,00 €, soit 450,00 €');
    await user.click(form.getByRole('button', { name: 'Enregistrer les tarifs' }));
    await waitFor(() => expect(server.callsTo('PUT', '/club/fees')).toHaveLength(1));
    expect(server.callsTo('PUT', '/club/fees')[0]?.body).toMatchObject({ familyDiscounts: [] });
  });

  it('allows five tiers at most', async () => {
    const { form, user } = await openFees();
    for (let count = 2; count <= 5; count += 1) await user.click(form.getByRole('button', { name: 'Ajouter un palier' }));
    expect(form.getAllByRole('listitem')).toHaveLength(5);
    expect(form.getByRole('button', { name: 'Ajouter un palier' })).toBeDisabled();
    expect(form.getByText('5 paliers au plus : retirez-en un pour en ajouter un autre.')).toBeInTheDocument();
  });

  it('refuses a wrong amount, percentage or a rank twice before sending, and puts the server’s messages under their inputs', async () => {
    const { server, form, user } = await openFees({
      'PUT /club/fees': {
        status: 400,
        body: { code: 'BAD_REQUEST', message: 'Invalid data', fields: { licenceFeeCents: 'LICENCE_FEE_ERROR' } },
      },
    });
    const licence = form.getByLabelText('Prix de la licence');
    const save = form.getByRole('button', { name: 'Enregistrer les tarifs' });
    for (const wrong of ['-5', '45,555', 'abc', '', '500,01']) {
      await user.clear(licence);
      if (wrong !== '') await user.type(licence, wrong);
      await user.click(save);
      expect(await form.findByText('Un montant en euros de 0 à 500, par exemple 45 ou 45,50.')).toBeInTheDocument();
    }
    await user.clear(licence);
    await user.type(licence, '45');
    const percent = form.getByLabelText('Réduction en pourcentage du palier 1');
    const tiersMessage = /^Un pourcentage entier de 1 à 100/;
    for (const wrong of ['0', '101', '2,5']) {
      await user.clear(percent);
      await user.type(percent, wrong);
      await user.click(save);
      expect(await form.findByText(tiersMessage)).toBeInTheDocument();
    }
    await user.clear(percent);
    await user.type(percent, '10');
    await user.click(form.getByRole('button', { name: 'Ajouter un palier' }));
    await user.type(form.getByLabelText('Réduction en pourcentage du palier 2'), '20');
    await user.selectOptions(form.getByLabelText('Rang de l’enfant du palier 2'), '2');
    await user.click(save);
    expect(await form.findByText(tiersMessage)).toBeInTheDocument();
    expect(server.callsTo('PUT', '/club/fees')).toHaveLength(0);

    await user.selectOptions(form.getByLabelText('Rang de l’enfant du palier 2'), '4');
    await user.click(save);
    await waitFor(() => expect(server.callsTo('PUT', '/club/fees')).toHaveLength(1));
    expect(await form.findByText('Un montant en euros de 0 à 500, par exemple 45 ou 45,50.')).toBeInTheDocument();
  });

  it('says clearly when someone else saved meanwhile, and reloads their version', async () => {
    let savedByOther = false;
    const { server, user } = await openFees({
      'GET /club/fees': () => ({ body: savedByOther ? { ...FEES, licenceFeeCents: 5000, version: 4 } : FEES }),
      'PUT /club/fees': () => {
        savedByOther = true;
        return { status: 409, body: { code: 'CONFLICT', message: 'The fee settings were changed by someone else' } };
      },
    });
    await user.click(screen.getByRole('button', { name: 'Enregistrer les tarifs' }));
    expect(await screen.findByText(/^Quelqu’un d’autre a enregistré les tarifs entre-temps/)).toBeInTheDocument();
    const form = within(screen.getByRole('form', { name: 'Tarifs et réductions' }));
    await waitFor(() => expect(form.getByLabelText('Prix de la licence')).toHaveValue('50'));
    await user.click(form.getByRole('button', { name: 'Enregistrer les tarifs' }));
    await waitFor(() => expect(server.callsTo('PUT', '/club/fees')).toHaveLength(2));
    expect(server.callsTo('PUT', '/club/fees')[1]?.body).toMatchObject({ licenceFeeCents: 5000, version: 4 });
  });

  it('works on a phone', async () => {
    const { form } = await openFees({}, 'phone');
    expect(form.getByRole('button', { name: 'Enregistrer les tarifs' })).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Ajouter un palier' })).toBeInTheDocument();
    expect(form.getByLabelText('Réduction en pourcentage du palier 1')).toBeInTheDocument();
  });
});

describe('club screen: fees and discounts in English', { timeout: 30_000 }, () => {
  afterEach(() => i18n.changeLanguage('fr'));

  it('says everything in English', async () => {
    await i18n.changeLanguage('en');
    setViewport('desktop');
    signIn({ roles: ['ADMIN'] });
    mockApi({ 'GET /club': { body: CLUB }, 'GET /club/places': { body: [] }, 'GET /club/fees': { body: FEES } });
    renderApp('/club');
    const form = within(await screen.findByRole('form', { name: 'Fees and discounts' }));
    expect(form.getByLabelText('Licence fee')).toHaveValue('45.50');
    expect(form.getByRole('option', { name: '2nd', selected: true })).toBeInTheDocument();
    expect(form.getByRole('option', { name: '3rd' })).toBeInTheDocument();
    expect(form.getByRole('radio', { name: 'The dearest fee counts as the first child' })).toBeChecked();
    expect(form.getByRole('radio', { name: 'The eldest counts as the first child' })).not.toBeChecked();
    expect(form.getByRole('radio', { name: 'When the balance is zero' })).toBeChecked();
    expect(form.getByRole('radio', { name: 'When the first instalment is paid' })).not.toBeChecked();
    expect(form.getByRole('group', { name: 'Remind unpaid instalments' })).toHaveTextContent('No reminder of unpaid instalments.');
    expect(example()).toBe(
      'Example: three children at €200.00, €150.00 (the eldest) and €100.00 pay €200.00, €135.00, and €90.00, €425.00 in all, licence not included.',
    );
    expect(form.getByRole('button', { name: 'Save the fees' })).toBeInTheDocument();
  });
});
