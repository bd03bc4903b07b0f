import type { ClubText } from '@club/domain/club';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { mockApi } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport, type VIEWPORTS } from '@/testing/viewport';
import { buildDetail, sizeRoutes } from '../testing/factories';

// A full screen with MUI tables and forms: slow in jsdom on a busy machine.
vi.setConfig({ testTimeout: 40_000 });

const BY = 'GUARDIAN Jane Doe';
const AT = '2026-09-12T10:00:00.000Z';

/** A renewal that accepted version 3 of the notice (in force), version 2 of the rules (replaced since) and the parents' code as shipped. */
const DETAIL = buildDetail({
  privacy: { version: '3', published: 3, acceptedAt: AT, acceptedBy: BY, current: true },
  acceptances: {
    rules: { version: '2', published: 2, acceptedAt: AT, acceptedBy: BY, current: false },
    codeOfConduct: null,
    guardianCodeOfConduct: { version: 'draft', published: null, acceptedAt: AT, acceptedBy: BY, current: true },
  },
});

const RULES_V2: ClubText = {
  key: 'rules',
  version: 2,
  publishedAt: '2026-06-01T08:00:00.000Z',
  publishedBy: 'admin',
  draft: false,
  fr: '# Règlement 2026\n\n## Article 1\n\nLe bonnet est **obligatoire**.',
  en: '# Rules 2026\n\n## Article 1\n\nA cap is **required**.',
};

const openSubscription = async (viewport: keyof typeof VIEWPORTS = 'desktop') => {
  setViewport(viewport);
  signIn({ login: 'admin', roles: ['ADMIN'] });
  const server = mockApi({
    ...sizeRoutes,
    'GET /subscription/student/5': { body: DETAIL },
    'GET /club/texts/rules/versions/2': { body: RULES_V2 },
  });
  renderApp('/subscription/5');
  await screen.findByText('Léa Dupont', { selector: 'h1' }, { timeout: 20_000 });
  return { server, user: userEvent.setup({ delay: null }) };
};

/** The value a term of the facts list holds. */
const fact = (term: string): HTMLElement => {
  const value = screen.getByText(term, { selector: 'dt' }).nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`No value for ${term}`);
  return value;
};

describe('subscription screen: the texts the family accepted', () => {
  afterEach(() => i18n.changeLanguage('fr'));

  it('names each accepted version, whether it is still in force, when and by whom', async () => {
    await openSubscription();
    expect(fact('Notice de confidentialité')).toHaveTextContent('Version 3 (en vigueur) acceptée le 12/09/2026 par GUARDIAN Jane Doe');
    expect(fact('Règlement intérieur')).toHaveTextContent('Version 2 (plus en vigueur) acceptée le 12/09/2026 par GUARDIAN Jane Doe');
    expect(fact('Charte des parents')).toHaveTextContent('Brouillon livré (en vigueur) accepté le 12/09/2026 par GUARDIAN Jane Doe');
    // A text the renewal did not have to accept is not listed; a shipped draft has no published version to read.
    expect(screen.queryByText('Charte du nageur', { selector: 'dt' })).not.toBeInTheDocument();
    expect(within(fact('Charte des parents')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('opens the version accepted, as it was published, in the screen’s language with the other a tab away', async () => {
    const { server, user } = await openSubscription();
    await user.click(within(fact('Règlement intérieur')).getByRole('button', { name: 'Lire la version acceptée : Règlement intérieur' }));

    const reader = within(await screen.findByRole('dialog', { name: 'Règlement intérieur — version 2' }));
    expect(await reader.findByRole('heading', { name: 'Règlement 2026', level: 3 })).toBeInTheDocument();
    expect(reader.getByText('Publiée le 01/06/2026 par admin')).toBeInTheDocument();
    expect(reader.getByText('obligatoire').tagName).toBe('STRONG');
    expect(reader.getByRole('tab', { name: 'Français' })).toHaveAttribute('aria-selected', 'true');
    await user.click(reader.getByRole('tab', { name: 'Anglais' }));
    expect(reader.getByRole('heading', { name: 'Rules 2026' })).toBeInTheDocument();
    expect(server.callsTo('GET', '/club/texts/rules/versions/2')).toHaveLength(1);

    await user.click(reader.getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('reads the same in English, on a phone', async () => {
    await i18n.changeLanguage('en');
    const { user } = await openSubscription('phone');
    expect(fact('Privacy notice')).toHaveTextContent('Version 3 (current) accepted on 12/09/2026 by GUARDIAN Jane Doe');
    expect(fact('Club rules')).toHaveTextContent('Version 2 (no longer current) accepted on 12/09/2026 by GUARDIAN Jane Doe');
    expect(fact("Parents' code of conduct")).toHaveTextContent('Shipped draft (current) accepted on 12/09/2026 by GUARDIAN Jane Doe');
    await user.click(within(fact('Club rules')).getByRole('button', { name: 'Read the accepted version: Club rules' }));

    const dialog = await screen.findByRole('dialog', { name: 'Club rules — version 2' });
    await waitFor(() => expect(dialog).toHaveClass('MuiDialog-paperFullScreen'));
    expect(await within(dialog).findByRole('heading', { name: 'Rules 2026' })).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
  });

  it('names the notice accepted before texts could be published by the label it stored', async () => {
    setViewport('desktop');
    signIn({ roles: ['ADMIN'] });
    mockApi({
      ...sizeRoutes,
      'GET /subscription/student/5': {
        body: buildDetail({
          privacy: { version: '2024-12-03.1', published: null, acceptedAt: AT, acceptedBy: 'MEMBER Léa Dupont', current: false },
        }),
      },
    });
    renderApp('/subscription/5');
    await screen.findByText('Léa Dupont', { selector: 'h1' }, { timeout: 20_000 });
    expect(fact('Notice de confidentialité')).toHaveTextContent(
      'Brouillon livré 2024-12-03.1 (plus en vigueur) accepté le 12/09/2026 par MEMBER Léa Dupont',
    );
  });
});
