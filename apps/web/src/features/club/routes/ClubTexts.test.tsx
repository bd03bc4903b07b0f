import type { ClubAdmin, ClubText, ClubTextSummary } from '@club/domain/club';
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
  address: { lines: ['Stade Louis II'], postalCode: '98000', city: 'Monaco', country: 'Monaco' },
  email: 'contact@cnm.mc',
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
  version: 1,
  updatedAt: null,
  updatedBy: null,
};

const draft = (key: ClubTextSummary['key']): ClubTextSummary => ({ key, version: null, publishedAt: null, publishedBy: null, draft: true });
const RULES_V2: ClubText = {
  key: 'rules',
  version: 2,
  publishedAt: '2026-09-12T08:00:00.000Z',
  publishedBy: 'admin',
  draft: false,
  fr: '# Règlement intérieur\n\nLe bonnet est **obligatoire**.',
  en: '# Club rules\n\nA cap is **required**.',
};
const RULES_V1: ClubText = {
  ...RULES_V2,
  version: 1,
  publishedAt: '2025-09-01T08:00:00.000Z',
  publishedBy: 'tresorier',
  fr: '# Règlement 2025\n\nAncienne règle.',
  en: '# Rules 2025\n\nOld rule.',
};
const summaryOf = ({ fr: _fr, en: _en, ...summary }: ClubText): ClubTextSummary => summary;
// The server's order is not the screen's: the screen lists them in the club's order.
const TEXTS: ClubTextSummary[] = [
  draft('privacy'),
  summaryOf(RULES_V2),
  draft('codeOfConduct'),
  draft('guardianCodeOfConduct'),
  draft('generalForm'),
];

const openTexts = async (routes: MockRoutes = {}, viewport: keyof typeof VIEWPORTS = 'desktop') => {
  setViewport(viewport);
  signIn({ login: 'admin', roles: ['ADMIN'] });
  const server = mockApi({
    'GET /club': { body: CLUB },
    'GET /club/places': { body: [] },
    'GET /club/texts': { body: TEXTS },
    'GET /club/texts/rules': { body: RULES_V2 },
    'GET /club/texts/rules/versions': { body: [summaryOf(RULES_V2), summaryOf(RULES_V1)] },
    'GET /club/texts/rules/versions/1': { body: RULES_V1 },
    ...routes,
  });
  renderApp('/club');
  await screen.findByRole('list', { name: /^(Textes du club|Club texts)$/ }, { timeout: 20_000 });
  return { server, user: userEvent.setup({ delay: null }) };
};

const textList = () => within(screen.getByRole('list', { name: 'Textes du club' }));

describe('club screen: legal texts', { timeout: 30_000 }, () => {
  it('lists the five texts in the club’s order, with what stands for each', async () => {
    await openTexts();
    expect(screen.getByRole('heading', { name: 'Textes', level: 2 })).toBeInTheDocument();
    const items = textList().getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Règlement intérieur',
      'Charte du nageur',
      'Charte des parents',
      'Notice de protection des données personnelles',
      'Formulaire général de l’association',
    ]);
    expect(items[0]).toHaveTextContent('Version 2 publiée le 12/09/2026 par admin');
    expect(within(items[3]!).getByText('Brouillon livré avec l’application')).toBeInTheDocument();
  });

  it('shows the preview of each language as it is typed', async () => {
    const { user } = await openTexts();
    await user.click(screen.getByRole('button', { name: 'Modifier : Règlement intérieur' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifier : Règlement intérieur' }));
    const frenchPreview = dialog.getByRole('region', { name: 'Aperçu en français' });
    expect(within(frenchPreview).getByRole('heading', { name: 'Règlement intérieur', level: 3 })).toBeInTheDocument();
    expect(within(frenchPreview).getByText('obligatoire').tagName).toBe('STRONG');

    const french = dialog.getByLabelText('Texte en français (Markdown)');
    await user.type(french, '\n\n## Horaires\n\nArrivez *à l’heure*.');
    expect(await within(frenchPreview).findByRole('heading', { name: 'Horaires', level: 4 })).toBeInTheDocument();
    expect(within(frenchPreview).getByText('à l’heure').tagName).toBe('EM');

    await user.click(dialog.getByRole('tab', { name: 'Anglais' }));
    const englishPreview = dialog.getByRole('region', { name: 'Aperçu en anglais' });
    expect(within(englishPreview).getByRole('heading', { name: 'Club rules' })).toBeInTheDocument();
    expect(dialog.getByLabelText('Texte en anglais (Markdown)')).toHaveValue(RULES_V2.en);
  });

  it('publishes both languages as the next version after saying what it means, and lists it', async () => {
    const published: ClubText = {
      ...RULES_V2,
      version: 3,
      publishedAt: '2026-11-20T09:30:00.000Z',
      fr: `${RULES_V2.fr}\n\nNouvel article.`,
      en: `${RULES_V2.en}\n\nNew article.`,
    };
    const { server, user } = await openTexts({
      'PUT /club/texts/rules': { body: published },
      'GET /club/texts': (_call, index) => ({
        body: index === 0 ? TEXTS : TEXTS.map((text) => (text.key === 'rules' ? summaryOf(published) : text)),
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Modifier : Règlement intérieur' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifier : Règlement intérieur' }));
    await user.type(dialog.getByLabelText('Texte en français (Markdown)'), '\n\nNouvel article.');
    await user.click(dialog.getByRole('tab', { name: 'Anglais' }));
    await user.type(dialog.getByLabelText('Texte en anglais (Markdown)'), '\n\nNew article.');
    await user.click(dialog.getByRole('button', { name: 'Publier la version 3' }));

    const confirmation = within(await screen.findByRole('dialog', { name: 'Publier la version 3 ?' }));
    expect(confirmation.getByText(/est celle que les familles acceptent à partir de maintenant/)).toBeInTheDocument();
    await user.click(confirmation.getByRole('button', { name: 'Publier' }));

    expect(await screen.findByText('Version 3 de « Règlement intérieur » publiée')).toBeInTheDocument();
    expect(server.callsTo('PUT', '/club/texts/rules')).toHaveLength(1);
    expect(server.callsTo('PUT', '/club/texts/rules')[0]?.body).toEqual({ fr: published.fr, en: published.en });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await textList().findByText(/^Version 3 publiée le 20\/11\/2026 par admin$/)).toBeInTheDocument();
  });

  it('says what publishing the same words means, and sends nothing when the confirmation is cancelled', async () => {
    const { server, user } = await openTexts({
      'GET /club/texts/privacy': {
        body: { ...RULES_V2, key: 'privacy', version: null, publishedAt: null, publishedBy: null, draft: true },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Modifier : Règlement intérieur' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Modifier : Règlement intérieur' }));
    // The same words published again ask families to accept the text anew (docs/product.md, "Legal texts").
    expect(
      dialog.getByText('Mêmes mots que la version 2 : les publier de nouveau demande aux familles de les accepter à nouveau.'),
    ).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Publier la version 3' })).toBeEnabled();
    await user.click(dialog.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The shipped draft may be published as it is, as version 1.
    await user.click(screen.getByRole('button', { name: 'Modifier : Notice de protection des données personnelles' }));
    dialog = within(await screen.findByRole('dialog', { name: /^Modifier : Notice/ }));
    expect(dialog.getByText(/^Brouillon livré avec l’application : relisez-le/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Publier la version 1' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Publier la version 1 ?' })).getByRole('button', { name: 'Annuler' }),
    );
    expect(server.callsTo('PUT', '/club/texts/privacy')).toHaveLength(0);
  });

  it('puts the server’s refusal under the field of its language, and shows that language’s tab', async () => {
    const { user } = await openTexts({
      'PUT /club/texts/rules': { status: 400, body: { code: 'BAD_REQUEST', message: 'Invalid data', fields: { en: 'TEXT_TOO_LONG' } } },
    });
    await user.click(screen.getByRole('button', { name: 'Modifier : Règlement intérieur' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifier : Règlement intérieur' }));
    await user.type(dialog.getByLabelText('Texte en français (Markdown)'), ' Suite.');
    await user.click(dialog.getByRole('button', { name: 'Publier la version 3' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Publier la version 3 ?' })).getByRole('button', { name: 'Publier' }),
    );

    expect(await dialog.findByText('Le texte dépasse 50 000 caractères.')).toBeInTheDocument();
    // Once the confirmation has gone, the editor is the dialog again.
    expect(await dialog.findByRole('tab', { name: 'Anglais : à corriger' })).toHaveAttribute('aria-selected', 'true');
    expect(dialog.getByLabelText('Texte en anglais (Markdown)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses an empty text before sending it, under its field', async () => {
    const { server, user } = await openTexts();
    await user.click(screen.getByRole('button', { name: 'Modifier : Règlement intérieur' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifier : Règlement intérieur' }));
    await user.clear(dialog.getByLabelText('Texte en français (Markdown)'));
    await user.click(dialog.getByRole('button', { name: 'Publier la version 3' }));
    expect(await dialog.findByText('Écrivez le texte (en Markdown) : il ne peut pas rester vide.')).toBeInTheDocument();
    expect(dialog.getByRole('region', { name: 'Aperçu en français' })).toHaveTextContent('Rien à montrer pour l’instant.');
    expect(server.callsTo('PUT', '/club/texts/rules')).toHaveLength(0);
  });

  it('asks before closing over unsaved changes', async () => {
    const { user } = await openTexts();
    await user.click(screen.getByRole('button', { name: 'Modifier : Règlement intérieur' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifier : Règlement intérieur' }));
    await user.type(dialog.getByLabelText('Texte en français (Markdown)'), ' Brouillon en cours.');
    await user.click(dialog.getByRole('button', { name: 'Annuler' }));

    const ask = within(await screen.findByRole('dialog', { name: 'Confirmation' }));
    expect(ask.getByText('Fermer sans publier ? Vos modifications seront perdues.')).toBeInTheDocument();
    await user.click(ask.getByRole('button', { name: 'Annuler' }));
    expect(screen.getByLabelText('Texte en français (Markdown)')).toHaveValue(`${RULES_V2.fr} Brouillon en cours.`);

    await user.click(await dialog.findByRole('button', { name: 'Annuler' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirmation' })).getByRole('button', { name: 'Fermer sans publier' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lists the published versions and reads an older one, read-only, in either language', async () => {
    const { server, user } = await openTexts();
    await user.click(screen.getByRole('button', { name: 'Versions : Règlement intérieur' }));
    const versions = within(await screen.findByRole('dialog', { name: 'Versions : Règlement intérieur' }));
    const items = within(await versions.findByRole('list', { name: 'Versions publiées' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Version 2 publiée le 12/09/2026 par admin');
    expect(within(items[0]!).getByText('En vigueur')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Version 1 publiée le 01/09/2025 par tresorier');
    await user.click(versions.getByRole('button', { name: 'Lire la version 1' }));

    const reader = within(await screen.findByRole('dialog', { name: 'Règlement intérieur — version 1' }));
    expect(await reader.findByRole('heading', { name: 'Règlement 2025' })).toBeInTheDocument();
    expect(reader.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(reader.getByRole('tab', { name: 'Anglais' }));
    expect(reader.getByRole('heading', { name: 'Rules 2025' })).toBeInTheDocument();
    expect(server.callsTo('GET', '/club/texts/rules/versions/1')).toHaveLength(1);
  });

  it('works on a phone: the editor full screen, the preview a switch away', async () => {
    const { user } = await openTexts({}, 'phone');
    await user.click(screen.getByRole('button', { name: 'Modifier : Règlement intérieur' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier : Règlement intérieur' });
    await waitFor(() => expect(dialog).toHaveClass('MuiDialog-paperFullScreen'));
    const editor = within(dialog);
    expect(editor.getByRole('region', { name: 'Aperçu en français', hidden: true })).not.toBeVisible();
    await user.type(editor.getByLabelText('Texte en français (Markdown)'), '\n\n## Sur le téléphone');
    await user.click(editor.getByRole('button', { name: 'Aperçu' }));
    const preview = editor.getByRole('region', { name: 'Aperçu en français' });
    expect(preview).toBeVisible();
    expect(await within(preview).findByRole('heading', { name: 'Sur le téléphone' })).toBeInTheDocument();
    expect(editor.getByLabelText('Texte en français (Markdown)')).not.toBeVisible();
  });
});

describe('club screen: legal texts in English', { timeout: 30_000 }, () => {
  afterEach(() => i18n.changeLanguage('fr'));

  it('says everything in English, the field messages included', async () => {
    await i18n.changeLanguage('en');
    const { user } = await openTexts({
      'PUT /club/texts/rules': {
        status: 400,
        body: { code: 'BAD_REQUEST', message: 'Invalid data', fields: { fr: 'TEXT_MARKDOWN_ERROR' } },
      },
    });
    expect(screen.getByRole('heading', { name: 'Texts', level: 2 })).toBeInTheDocument();
    const list = within(screen.getByRole('list', { name: 'Club texts' }));
    expect(list.getAllByText('Draft shipped with the app')).toHaveLength(4);
    expect(list.getByText('Version 2 published on 12/09/2026 by admin')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit: Club rules' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit: Club rules' }));
    await user.click(dialog.getByRole('tab', { name: 'English' }));
    await user.type(dialog.getByLabelText('Text in English (Markdown)'), ' More.');
    expect(await within(dialog.getByRole('region', { name: 'Preview in English' })).findByText(/More\.$/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Publish version 3' }));
    const confirmation = within(await screen.findByRole('dialog', { name: 'Publish version 3?' }));
    expect(confirmation.getByText(/is the one families accept from now on/)).toBeInTheDocument();
    await user.click(confirmation.getByRole('button', { name: 'Publish' }));

    expect(await dialog.findByText('Write the text (in Markdown): it cannot be left empty.')).toBeInTheDocument();
    expect(await dialog.findByRole('tab', { name: 'French: to correct' })).toHaveAttribute('aria-selected', 'true');
  });
});
