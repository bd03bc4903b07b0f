import type { AcknowledgementDto, FamilyHomeDto, FamilySubscriptionDto, SignableTextKey } from '@club/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { mockApi, type MockRoutes } from '@/testing/fetchMock';
import { setViewport } from '@/testing/viewport';
import { acknowledgementFixture, homeFixture, memberFixture, readableTextFixture, sessionFixture } from './testing/fixtures';
import { renderFamilyPage } from './testing/renderFamilyPage';
import { keepComputedStyles } from '@/testing/computedStyles';

// What some tests check is the CSS itself (src/testing/computedStyles.ts).
keepComputedStyles();

const LEA_SUBSCRIPTION: Omit<FamilySubscriptionDto, 'toSign' | 'acknowledgements'> = {
  id: 31,
  state: 'MISSING_DOC',
  season: '2025-2026',
  missing: ['rules'],
  uploads: [],
  healthDocument: 'CERTIFICATE',
  correction: null,
};

/** Léa's card with what is still to sign and what is signed. */
const homeWith = (toSign: SignableTextKey[], acknowledgements: AcknowledgementDto[] = []): FamilyHomeDto =>
  homeFixture({ members: [memberFixture({ subscription: { ...LEA_SUBSCRIPTION, toSign, acknowledgements } })] });

const signed = acknowledgementFixture({ id: 72, key: 'rules', version: '3', signedAt: '2025-09-20T08:00:00.000Z' });

/** The home answers with the rules to sign until they are signed, then with them signed. */
const signingRoutes = (routes: MockRoutes = {}): MockRoutes => {
  let done = false;
  return {
    'GET /family/': () => ({ body: done ? homeWith(['privacy'], [signed]) : homeWith(['rules', 'privacy']) }),
    'GET /family/sessions': { body: { sessions: [sessionFixture()] } },
    'GET /family/texts/rules': { body: readableTextFixture() },
    'POST /family/members/11/acknowledgements': () => {
      done = true;
      return { status: 201, body: signed };
    },
    ...routes,
  };
};

const openHome = async () => {
  const card = await screen.findByRole('region', { name: 'Léa Martin' }, { timeout: 15_000 });
  return { card: within(card), user: userEvent.setup() };
};

afterEach(() => i18n.changeLanguage('fr'));

describe('signing a text online', () => {
  it('reads the text, asks for the signer’s name and the box, signs the version read, then lists it signed', async () => {
    const server = mockApi(signingRoutes());
    renderFamilyPage('/family');
    const { card, user } = await openHome();
    const toSign = card.getByRole('list', { name: 'À signer en ligne :' });
    expect(
      within(toSign)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Règlement intérieur', 'Notice de confidentialité']);

    await user.click(card.getByRole('button', { name: 'Lire et signer : Règlement intérieur' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Règlement intérieur' }));
    expect(await dialog.findByRole('heading', { name: 'Règlement intérieur 2025', level: 3 })).toBeInTheDocument();
    expect(dialog.getByRole('heading', { name: 'Article 1', level: 5 })).toBeInTheDocument();
    expect(dialog.getByText('obligatoire').tagName).toBe('STRONG');
    expect(dialog.getByText('Pour Léa Martin')).toBeInTheDocument();

    const signButton = dialog.getByRole('button', { name: 'Signer' });
    expect(signButton).toBeDisabled();
    await user.type(dialog.getByRole('textbox', { name: 'Nom complet du signataire' }), '  Claire Martin ');
    expect(signButton).toBeDisabled();
    await user.click(dialog.getByRole('checkbox', { name: 'J’ai lu et j’accepte ce texte' }));
    expect(signButton).toBeEnabled();
    await user.click(signButton);

    const confirmation = await screen.findByRole('status', {}, { timeout: 10_000 });
    expect(confirmation).toHaveTextContent('Signature enregistrée : Règlement intérieur. Merci !');
    expect(confirmation).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.callsTo('POST', '/family/members/11/acknowledgements').map((call) => call.body)).toEqual([
      { key: 'rules', version: '3', signedName: 'Claire Martin' },
    ]);
    expect(server.callsTo('GET', '/family/').length).toBeGreaterThanOrEqual(2);
    expect(within(card.getByRole('list', { name: 'À signer en ligne :' })).getAllByRole('listitem')).toHaveLength(1);
    expect(card.getByRole('list', { name: 'Signé en ligne :' })).toHaveTextContent('Règlement intérieur');
  });

  it('works in English, with the privacy notice named by the family space', async () => {
    await i18n.changeLanguage('en');
    const notice = readableTextFixture({ key: 'privacy', versionLabel: '2025-1', title: 'How we use your data', blocks: [] });
    const server = mockApi(
      signingRoutes({
        'GET /family/': { body: homeWith(['privacy']) },
        'GET /family/texts/privacy': { body: notice },
        'POST /family/members/11/acknowledgements': { status: 201, body: acknowledgementFixture() },
      }),
    );
    renderFamilyPage('/family');
    const { card, user } = await openHome();
    expect(card.getByRole('list', { name: 'To sign online:' })).toHaveTextContent('Privacy notice');
    await user.click(card.getByRole('button', { name: 'Read and sign: Privacy notice' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Privacy notice' }));
    await dialog.findByRole('heading', { name: 'How we use your data' });
    await user.type(dialog.getByRole('textbox', { name: 'Full name of the signer' }), 'Claire Martin');
    await user.click(dialog.getByRole('checkbox', { name: 'I have read and accept this text' }));
    await user.click(dialog.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByRole('status', {}, { timeout: 10_000 })).toHaveTextContent('Signature recorded: Privacy notice. Thank you!');
    expect(server.callsTo('POST', '/family/members/11/acknowledgements')[0]?.body).toEqual({
      key: 'privacy',
      version: '2025-1',
      signedName: 'Claire Martin',
    });
  });

  it('reads the text again when the club published a new version meanwhile, and signs that one', async () => {
    const server = mockApi(
      signingRoutes({
        'GET /family/texts/rules': (_call, index) => ({
          body: index === 0 ? readableTextFixture() : readableTextFixture({ versionLabel: '4', title: 'Règlement intérieur 2026' }),
        }),
        'POST /family/members/11/acknowledgements': (_call, index) =>
          index === 0
            ? { status: 409, body: { code: 'CONFLICT', message: 'The text changed' } }
            : { status: 201, body: { ...signed, version: '4' } },
      }),
    );
    renderFamilyPage('/family');
    const { card, user } = await openHome();
    await user.click(card.getByRole('button', { name: 'Lire et signer : Règlement intérieur' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Règlement intérieur' }));
    await dialog.findByRole('heading', { name: 'Règlement intérieur 2025' });
    await user.type(dialog.getByRole('textbox', { name: 'Nom complet du signataire' }), 'Claire Martin');
    await user.click(dialog.getByRole('checkbox', { name: 'J’ai lu et j’accepte ce texte' }));
    await user.click(dialog.getByRole('button', { name: 'Signer' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent('Ce texte a été modifié entre-temps');
    expect(await dialog.findByRole('heading', { name: 'Règlement intérieur 2026' })).toBeInTheDocument();
    // What was ticked was the earlier version.
    expect(dialog.getByRole('checkbox', { name: 'J’ai lu et j’accepte ce texte' })).not.toBeChecked();
    expect(dialog.getByRole('button', { name: 'Signer' })).toBeDisabled();
    await user.click(dialog.getByRole('checkbox', { name: 'J’ai lu et j’accepte ce texte' }));
    await user.click(dialog.getByRole('button', { name: 'Signer' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 10_000 });
    expect(server.callsTo('POST', '/family/members/11/acknowledgements').map((call) => (call.body as { version: string }).version)).toEqual(
      ['3', '4'],
    );
  });

  it('says the signature is refused when the text in force is the one read (the subscription was cancelled meanwhile)', async () => {
    const server = mockApi(
      signingRoutes({ 'POST /family/members/11/acknowledgements': { status: 409, body: { code: 'CONFLICT', message: 'Cancelled' } } }),
    );
    renderFamilyPage('/family');
    const { card, user } = await openHome();
    await user.click(card.getByRole('button', { name: 'Lire et signer : Règlement intérieur' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Règlement intérieur' }));
    await dialog.findByRole('heading', { name: 'Règlement intérieur 2025' });
    await user.type(dialog.getByRole('textbox', { name: 'Nom complet du signataire' }), 'Claire Martin');
    await user.click(dialog.getByRole('checkbox', { name: 'J’ai lu et j’accepte ce texte' }));
    await user.click(dialog.getByRole('button', { name: 'Signer' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent('Cette action est impossible dans l’état actuel des données');
    expect(dialog.queryByText(/Ce texte a été modifié/)).not.toBeInTheDocument();
    expect(server.callsTo('GET', '/family/texts/rules')).toHaveLength(2);
    // The home is read again: the card says what the subscription has become.
    await waitFor(() => expect(server.callsTo('GET', '/family/')).toHaveLength(2));
  });

  it('says a refused name on the field, from the page’s own check or from the server', async () => {
    const server = mockApi(
      signingRoutes({
        'POST /family/members/11/acknowledgements': {
          status: 400,
          body: { code: 'BAD_REQUEST', message: 'Invalid body', fields: { signedName: 'SIGNED_NAME_ERROR' } },
        },
      }),
    );
    renderFamilyPage('/family');
    const { card, user } = await openHome();
    await user.click(card.getByRole('button', { name: 'Lire et signer : Règlement intérieur' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Règlement intérieur' }));
    await dialog.findByRole('heading', { name: 'Règlement intérieur 2025' });
    const name = dialog.getByRole('textbox', { name: 'Nom complet du signataire' });
    await user.type(name, 'Cl');
    await user.click(dialog.getByRole('checkbox', { name: 'J’ai lu et j’accepte ce texte' }));
    await user.click(dialog.getByRole('button', { name: 'Signer' }));
    expect(name).toHaveAccessibleDescription('Saisissez le nom complet du signataire (prénom et nom)');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo('POST', '/family/members/11/acknowledgements')).toHaveLength(0);

    await user.type(name, 'aire Martin');
    await user.click(dialog.getByRole('button', { name: 'Signer' }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription('Saisissez le nom complet du signataire (prénom et nom)');
    expect(server.callsTo('POST', '/family/members/11/acknowledgements')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Règlement intérieur' })).toBeInTheDocument();
  });
});

describe('texts signed online', () => {
  it('lists who signed each text and when, in club time, with a link to its PDF', async () => {
    // 22:30 UTC on 15 September is past midnight in Monaco.
    const privacy = acknowledgementFixture({ signedAt: '2025-09-15T22:30:00.000Z' });
    mockApi({
      'GET /family/': { body: homeWith([], [privacy, signed]) },
      'GET /family/sessions': { body: { sessions: [sessionFixture()] } },
    });
    renderFamilyPage('/family');
    const { card } = await openHome();
    expect(card.queryByRole('list', { name: 'À signer en ligne :' })).not.toBeInTheDocument();
    const [first, second] = within(card.getByRole('list', { name: 'Signé en ligne :' })).getAllByRole('listitem');
    expect(first).toHaveTextContent('Notice de confidentialité');
    expect(first).toHaveTextContent('Signé par Claire Martin le 16/09/2025');
    expect(second).toHaveTextContent('Règlement intérieur');
    const pdf = within(first!).getByRole('link', { name: 'PDF signé : Notice de confidentialité (nouvel onglet)' });
    expect(pdf).toHaveAttribute('href', '/api/family/acknowledgements/71/pdf');
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(within(second!).getByRole('link')).toHaveAttribute('href', '/api/family/acknowledgements/72/pdf');
  });
});

describe('on a 390 px phone', () => {
  it('opens the text full screen, the button under the name when it does not fit beside it', async () => {
    setViewport('phone');
    mockApi(signingRoutes());
    renderFamilyPage('/family');
    const { card, user } = await openHome();
    const item = within(card.getByRole('list', { name: 'À signer en ligne :' })).getAllByRole('listitem')[0]!;
    expect(getComputedStyle(item).flexWrap).toBe('wrap');
    await user.click(card.getByRole('button', { name: 'Lire et signer : Règlement intérieur' }));
    const dialog = await screen.findByRole('dialog', { name: 'Règlement intérieur' });
    expect(dialog).toHaveClass('MuiDialog-paperFullScreen');
  });

  it('keeps the dialog a window on a desktop', async () => {
    setViewport('desktop');
    mockApi(signingRoutes());
    renderFamilyPage('/family');
    const { card, user } = await openHome();
    await user.click(card.getByRole('button', { name: 'Lire et signer : Règlement intérieur' }));
    const dialog = await screen.findByRole('dialog', { name: 'Règlement intérieur' });
    expect(dialog).not.toHaveClass('MuiDialog-paperFullScreen');
  });
});
