import { countries, type CorrectableDetailsDto, type CorrectionDto, type FamilyHomeDto, type FamilySubscriptionDto } from '@club/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { mockApi, type MockRoutes } from '@/testing/fetchMock';
import { setViewport } from '@/testing/viewport';
import { COUNTRY_CODES } from './components/countryNames';
import { homeFixture, memberFixture, sessionFixture } from './testing/fixtures';
import { renderFamilyPage } from './testing/renderFamilyPage';

// A dialog of twenty MUI fields: slow in jsdom on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const LEA_SUBSCRIPTION: FamilySubscriptionDto = {
  id: 31,
  state: 'MISSING_DOC',
  season: '2025-2026',
  missing: [],
  toSign: [],
  acknowledgements: [],
  uploads: [],
  healthDocument: 'CERTIFICATE',
  correction: null,
};

const correctionFixture = (correction: Partial<CorrectionDto> = {}): CorrectionDto => ({
  id: 5,
  subscriptionId: 31,
  status: 'PENDING',
  submittedAt: '2025-09-20T08:00:00.000Z',
  submittedBy: 'claire.martin@example.fr',
  changes: [
    { field: 'fname', before: 'Lea', after: 'Léa-Rose' },
    { field: 'birthDate', before: '2012-04-05', after: '2012-05-04' },
    { field: 'country', before: 'FR', after: 'MC' },
    { field: 'secondGuardianPhone', before: '0612345678', after: null },
  ],
  note: 'Faute de frappe',
  reviewedAt: null,
  reviewedBy: null,
  reason: null,
  ...correction,
});

/** Léa's card with her subscription as given. */
const homeWith = (subscription: Partial<FamilySubscriptionDto> = {}): FamilyHomeDto =>
  homeFixture({ members: [memberFixture({ subscription: { ...LEA_SUBSCRIPTION, ...subscription } })] });

/** Léa's values on file, as GET /family/members/11/details gives them. */
const DETAILS: CorrectableDetailsDto = {
  values: {
    fname: 'Léa',
    lname: 'Martin',
    gender: 'F',
    birthDate: '2012-04-05',
    birthPlace: 'Nice',
    nationality: 'FR',
    guardianFname: 'Claire',
    guardianLname: 'Martin',
    guardianEmail: 'claire.martin@example.fr',
    guardianPhone: '0612345678',
    instagramHandle: null,
    secondGuardianEmail: null,
    secondGuardianPhone: '0698765432',
    address: '3 avenue de Verdun',
    addressComp: null,
    city: 'Menton',
    zipCode: '06500',
    country: 'FR',
    shirtSizeId: 2,
    shortSizeId: 5,
  },
  sizes: {
    shirt: [
      { id: 1, label: '8 ans' },
      { id: 2, label: '10 ans' },
      { id: 3, label: 'S' },
    ],
    short: [
      { id: 4, label: '8 ans' },
      { id: 5, label: '10 ans' },
    ],
  },
};

const routes = (extra: MockRoutes = {}): MockRoutes => ({
  'GET /family/': { body: homeWith() },
  'GET /family/sessions': { body: { sessions: [sessionFixture()] } },
  'GET /family/members/11/details': { body: DETAILS },
  ...extra,
});

/** Replaces a field's value at once, as a phone's autofill or a paste does: twenty fields typed key by key are slow in jsdom. */
const fill = async (user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) => {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
};

const openCard = async () => {
  const card = await screen.findByRole('region', { name: 'Léa Martin' }, { timeout: 15_000 });
  return { card: within(card), user: userEvent.setup() };
};

/** Opens the dialog and waits for the values on file to fill it. */
const openDialog = async (name = 'Corriger mes informations') => {
  const { card, user } = await openCard();
  await user.click(card.getByRole('button', { name: `${name}${i18n.language === 'fr' ? ' : ' : ': '}Léa Martin` }));
  const dialog = within(await screen.findByRole('dialog', { name }, { timeout: 10_000 }));
  await dialog.findByRole('form', {}, { timeout: 10_000 });
  return { card, dialog, user };
};

afterEach(() => i18n.changeLanguage('fr'));

describe('correcting a member’s details from the family space', () => {
  it('opens with the values on file, sizes included, and sends only the fields changed', async () => {
    const server = mockApi(routes({ 'POST /family/members/11/corrections': { status: 201, body: correctionFixture() } }));
    renderFamilyPage('/family');
    const { dialog, user } = await openDialog();
    expect(server.callsTo('GET', '/family/members/11/details')).toHaveLength(1);
    const member = within(dialog.getByRole('group', { name: 'Membre' }));
    const contact = within(dialog.getByRole('group', { name: 'Contact ou responsable légal' }));
    const address = within(dialog.getByRole('group', { name: 'Adresse' }));

    expect(member.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Léa');
    expect(member.getByRole('textbox', { name: 'Date de naissance' })).toHaveValue('05/04/2012');
    expect(member.getByRole('combobox', { name: 'Sexe' })).toHaveDisplayValue('Féminin');
    expect(member.getByRole('combobox', { name: 'Nationalité' })).toHaveValue('FR');
    expect(member.getByRole('textbox', { name: 'Compte Instagram' })).toHaveValue('');
    const shirt = member.getByRole('combobox', { name: 'Taille de T-shirt' });
    expect(shirt).toHaveDisplayValue('10 ans');
    expect(
      within(shirt)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['8 ans', '10 ans', 'S']);
    expect(member.getByRole('combobox', { name: 'Taille de short' })).toHaveValue('5');
    expect(contact.getByRole('textbox', { name: 'Téléphone' })).toHaveValue('0612345678');
    expect(contact.getByRole('textbox', { name: 'Second téléphone' })).toHaveValue('0698765432');
    expect(address.getByRole('textbox', { name: 'Ville' })).toHaveValue('Menton');
    expect(address.getByRole('combobox', { name: 'Pays' })).toHaveDisplayValue('France');
    expect(dialog.queryByText(/accueil de la piscine/)).not.toBeInTheDocument();

    await fill(user, address.getByRole('textbox', { name: 'Ville' }), 'Nice');
    await user.selectOptions(shirt, 'S');
    // Retyped as it is on file, spaces and all: unchanged, not sent.
    await fill(user, contact.getByRole('textbox', { name: 'Téléphone' }), '06 12 34 56 78');
    await fill(user, member.getByRole('textbox', { name: 'Date de naissance' }), '5/4/2012');
    await user.click(dialog.getByRole('button', { name: 'Envoyer la correction' }));

    expect(await screen.findByRole('status', {}, { timeout: 10_000 })).toHaveTextContent('Correction envoyée. Le club va la vérifier.');
    expect(server.callsTo('POST', '/family/members/11/corrections').map((call) => call.body)).toEqual([
      { changes: { city: 'Nice', shirtSizeId: 3 } },
    ]);
  });

  it('sends the fields changed as the form sends them, asks for a required field emptied, and shows a field the server refuses', async () => {
    let sent = false;
    const server = mockApi(
      routes({
        'GET /family/': () => ({ body: sent ? homeWith({ correction: correctionFixture() }) : homeWith() }),
        'POST /family/members/11/corrections': (_call, index) => {
          if (index === 0) {
            return {
              status: 400,
              body: { code: 'BAD_REQUEST', message: 'Invalid', fields: { 'changes.guardianEmail': 'Invalid email' } },
            };
          }
          sent = true;
          return { status: 201, body: correctionFixture() };
        },
      }),
    );
    renderFamilyPage('/family');
    const { card, dialog, user } = await openDialog();
    const member = within(dialog.getByRole('group', { name: 'Membre' }));
    const contact = within(dialog.getByRole('group', { name: 'Contact ou responsable légal' }));
    const address = within(dialog.getByRole('group', { name: 'Adresse' }));

    // Nothing changed: nothing is sent.
    await user.click(dialog.getByRole('button', { name: 'Envoyer la correction' }));
    expect(await dialog.findByText('Modifiez au moins un champ avant d’envoyer.')).toBeInTheDocument();
    expect(server.callsTo('POST', '/family/members/11/corrections')).toHaveLength(0);

    await fill(user, member.getByRole('textbox', { name: 'Prénom' }), ' Léa-Rose ');
    await fill(user, member.getByRole('textbox', { name: 'Date de naissance' }), '4/5/2012');
    await user.selectOptions(address.getByRole('combobox', { name: 'Pays' }), 'Monaco');
    await fill(user, contact.getByRole('textbox', { name: 'E-mail' }), 'claire@exemple.fr');
    // An optional field emptied is asked empty; a required one is refused before anything is sent.
    await user.clear(contact.getByRole('textbox', { name: 'Second téléphone' }));
    const city = address.getByRole('textbox', { name: 'Ville' });
    await user.clear(city);
    await user.click(dialog.getByRole('button', { name: 'Envoyer la correction' }));
    await waitFor(() => expect(city).toHaveAccessibleDescription('Ce champ est obligatoire'));
    expect(server.callsTo('POST', '/family/members/11/corrections')).toHaveLength(0);

    // Put back as it is on file: unchanged, not sent.
    await fill(user, city, 'Menton');
    await user.click(dialog.getByRole('button', { name: 'Envoyer la correction' }));

    const email = contact.getByRole('textbox', { name: 'E-mail' });
    await waitFor(() => expect(email).toHaveAccessibleDescription('Adresse e-mail invalide'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(member.getByRole('textbox', { name: 'Prénom' })).toHaveAttribute('aria-invalid', 'false');
    const changes = {
      fname: 'Léa-Rose',
      birthDate: '2012-05-04',
      guardianEmail: 'claire@exemple.fr',
      secondGuardianPhone: '',
      country: 'MC',
    };
    expect(server.callsTo('POST', '/family/members/11/corrections').map((call) => call.body)).toEqual([{ changes }]);

    await fill(user, email, 'claire.martin@exemple.fr');
    await fill(user, dialog.getByRole('textbox', { name: 'Message pour le club (facultatif)' }), 'Faute de frappe');
    await user.click(dialog.getByRole('button', { name: 'Envoyer la correction' }));

    const confirmation = await screen.findByRole('status', {}, { timeout: 10_000 });
    expect(confirmation).toHaveTextContent('Correction envoyée. Le club va la vérifier.');
    expect(confirmation).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.callsTo('POST', '/family/members/11/corrections')[1]?.body).toEqual({
      changes: { ...changes, guardianEmail: 'claire.martin@exemple.fr' },
      note: 'Faute de frappe',
    });
    expect(await card.findByText('Correction envoyée, en attente du club')).toBeInTheDocument();
  });

  it('shows a correction waiting for the club with the fields asked, and opens the form with them over the values on file', async () => {
    setViewport('phone');
    const server = mockApi(
      routes({
        'GET /family/': { body: homeWith({ correction: correctionFixture() }) },
        'POST /family/members/11/corrections': { status: 201, body: correctionFixture() },
      }),
    );
    renderFamilyPage('/family');
    const { card } = await openCard();
    expect(card.getByText('Correction envoyée, en attente du club')).toBeInTheDocument();
    expect(card.getByText('Envoyée le 20/09/2025')).toBeInTheDocument();
    const asked = card.getByRole('list', { name: 'Correction envoyée, en attente du club' });
    expect(
      within(asked)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Prénom : Léa-Rose', 'Date de naissance : 04/05/2012', 'Pays : Monaco', 'Second téléphone : (vide)']);

    const { dialog, user } = await openDialog();
    expect(dialog.getByText('Votre correction en attente du club est reprise : modifiez-la ou complétez-la.')).toBeInTheDocument();
    const member = within(dialog.getByRole('group', { name: 'Membre' }));
    const address = within(dialog.getByRole('group', { name: 'Adresse' }));
    expect(member.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Léa-Rose');
    expect(member.getByRole('textbox', { name: 'Nom' })).toHaveValue('Martin');
    expect(member.getByRole('textbox', { name: 'Date de naissance' })).toHaveValue('04/05/2012');
    expect(address.getByRole('combobox', { name: 'Pays' })).toHaveValue('MC');
    expect(address.getByRole('textbox', { name: 'Ville' })).toHaveValue('Menton');
    const contact = within(dialog.getByRole('group', { name: 'Contact ou responsable légal' }));
    expect(contact.getByRole('textbox', { name: 'Second téléphone' })).toHaveValue('');
    const note = dialog.getByRole('textbox', { name: 'Message pour le club (facultatif)' });
    expect(note).toHaveValue('Faute de frappe');

    // Sent again as it opened: nothing new for the club.
    await user.click(dialog.getByRole('button', { name: 'Envoyer la correction' }));
    expect(await dialog.findByText('Modifiez au moins un champ avant d’envoyer.')).toBeInTheDocument();
    expect(server.callsTo('POST', '/family/members/11/corrections')).toHaveLength(0);

    // The note alone changed: what is waiting goes again with it.
    await fill(user, note, 'Avec la carte d’identité');
    await user.click(dialog.getByRole('button', { name: 'Envoyer la correction' }));
    await waitFor(() => expect(server.callsTo('POST', '/family/members/11/corrections')).toHaveLength(1));
    expect(server.callsTo('POST', '/family/members/11/corrections')[0]?.body).toEqual({
      changes: { fname: 'Léa-Rose', birthDate: '2012-05-04', secondGuardianPhone: '', country: 'MC' },
      note: 'Avec la carte d’identité',
    });
  });

  it('withdraws a field of the waiting correction set back to its value on file', async () => {
    const server = mockApi(
      routes({
        'GET /family/': { body: homeWith({ correction: correctionFixture() }) },
        'POST /family/members/11/corrections': { status: 201, body: correctionFixture() },
      }),
    );
    renderFamilyPage('/family');
    await openCard();
    const { dialog, user } = await openDialog();
    const member = within(dialog.getByRole('group', { name: 'Membre' }));
    await fill(user, member.getByRole('textbox', { name: 'Prénom' }), 'Léa');
    await user.click(dialog.getByRole('button', { name: 'Envoyer la correction' }));
    await waitFor(() => expect(server.callsTo('POST', '/family/members/11/corrections')).toHaveLength(1));
    // Sent as it is on file: the server takes it out of the correction waiting.
    expect(server.callsTo('POST', '/family/members/11/corrections')[0]?.body).toMatchObject({ changes: { fname: 'Léa' } });
  });

  it('says in English that a correction is waiting, with the fields asked', async () => {
    await i18n.changeLanguage('en');
    mockApi(
      routes({
        'GET /family/': { body: homeWith({ correction: correctionFixture() }) },
        'GET /family/members/11/details': {
          body: { ...DETAILS, sizes: { shirt: [{ id: 2, label: '10 years' }], short: [{ id: 5, label: '10 years' }] } },
        },
      }),
    );
    renderFamilyPage('/family');
    const { card } = await openCard();
    expect(card.getByText('Correction sent, waiting for the club')).toBeInTheDocument();
    expect(
      within(card.getByRole('list', { name: 'Correction sent, waiting for the club' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['First name: Léa-Rose', 'Date of birth: 04/05/2012', 'Country: Monaco', 'Second phone: (empty)']);
    const { dialog } = await openDialog('Correct my details');
    const contact = within(dialog.getByRole('group', { name: 'Contact or guardian' }));
    expect(contact.getByRole('textbox', { name: 'Phone' })).toHaveValue('0612345678');
    expect(contact.getByRole('textbox', { name: 'Second phone' })).toHaveValue('');
    expect(within(dialog.getByRole('group', { name: 'Member' })).getByRole('combobox', { name: 'T-shirt size' })).toHaveDisplayValue(
      '10 years',
    );
  });

  it('says when the subscription cannot be corrected online any more as the dialog opens, and reads the home again', async () => {
    const server = mockApi(
      routes({ 'GET /family/members/11/details': { status: 409, body: { code: 'CONFLICT', message: 'Not correctable' } } }),
    );
    renderFamilyPage('/family');
    const { card, user } = await openCard();
    await user.click(card.getByRole('button', { name: 'Corriger mes informations : Léa Martin' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Corriger mes informations' }, { timeout: 10_000 }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Cette inscription ne peut plus être corrigée en ligne');
    expect(dialog.queryByRole('form')).not.toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Envoyer la correction' })).not.toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('GET', '/family/').length).toBeGreaterThanOrEqual(2));
    expect(server.callsTo('GET', '/family/members/11/details')).toHaveLength(1);
    expect(server.callsTo('POST', '/family/members/11/corrections')).toHaveLength(0);
  });

  it('shows a spinner while the values on file are read, and offers to try again when they cannot be', async () => {
    let failing = true;
    const server = mockApi(
      routes({
        'GET /family/members/11/details': async () => {
          await new Promise((resolve) => setTimeout(resolve, 50));
          return failing ? { status: 503, body: { code: 'UNAVAILABLE', message: 'Down' } } : { body: DETAILS };
        },
      }),
    );
    renderFamilyPage('/family');
    const { card, user } = await openCard();
    await user.click(card.getByRole('button', { name: 'Corriger mes informations : Léa Martin' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Corriger mes informations' }, { timeout: 10_000 }));
    expect(dialog.getByRole('status')).toHaveTextContent('Lecture de vos informations…');
    const retry = await dialog.findByRole('button', { name: 'Réessayer' }, { timeout: 10_000 });
    expect(dialog.queryByRole('form')).not.toBeInTheDocument();
    failing = false;
    await user.click(retry);
    expect(await dialog.findByRole('textbox', { name: 'Ville' }, { timeout: 10_000 })).toHaveValue('Menton');
    expect(server.callsTo('GET', '/family/members/11/details').length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['fr', 'Correction refusée : Merci d’apporter la carte d’identité', 'Correction appliquée'],
    ['en', 'Correction refused: Merci d’apporter la carte d’identité', 'Correction applied'],
  ])('shows a refused correction with its reason and an applied one (%s)', async (language, refused, applied) => {
    await i18n.changeLanguage(language);
    const reviewed = { reviewedAt: '2025-09-21T08:00:00.000Z', reviewedBy: 'admin' };
    mockApi(
      routes({
        'GET /family/': {
          body: homeFixture({
            members: [
              memberFixture({
                subscription: {
                  ...LEA_SUBSCRIPTION,
                  correction: correctionFixture({ status: 'REJECTED', reason: 'Merci d’apporter la carte d’identité', ...reviewed }),
                },
              }),
              memberFixture({
                id: 12,
                firstName: 'Hugo',
                subscription: {
                  ...LEA_SUBSCRIPTION,
                  id: 32,
                  state: 'DONE',
                  correction: correctionFixture({ status: 'APPLIED', ...reviewed }),
                },
              }),
            ],
          }),
        },
      }),
    );
    renderFamilyPage('/family');
    const { card } = await openCard();
    expect(card.getByText(refused)).toBeInTheDocument();
    expect(card.queryByText(/waiting for the club|en attente du club/)).not.toBeInTheDocument();
    const hugo = within(screen.getByRole('region', { name: 'Hugo Martin' }));
    expect(hugo.getByText(applied)).toBeInTheDocument();
    // Validated by the club: nothing more to correct online.
    expect(hugo.queryByRole('button', { name: /Corriger|Correct/ })).not.toBeInTheDocument();
  });

  it('says when the club validated the subscription meanwhile, and reads the home again', async () => {
    const server = mockApi(
      routes({ 'POST /family/members/11/corrections': { status: 409, body: { code: 'CONFLICT', message: 'Not correctable' } } }),
    );
    renderFamilyPage('/family');
    const { dialog, user } = await openDialog();
    await fill(user, within(dialog.getByRole('group', { name: 'Adresse' })).getByRole('textbox', { name: 'Code postal' }), '98000');
    await user.click(dialog.getByRole('button', { name: 'Envoyer la correction' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Cette inscription ne peut plus être corrigée en ligne');
    await waitFor(() => expect(server.callsTo('GET', '/family/').length).toBeGreaterThanOrEqual(2));
  });

  it('offers the countries the club’s forms take', () => {
    expect([...COUNTRY_CODES].sort()).toEqual(
      countries('en')
        .map((country) => country.code)
        .sort(),
    );
  });
});
