import type { StaffAcknowledgementDto } from '@club/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { mockApi, type MockRoutes } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport, type VIEWPORTS } from '@/testing/viewport';
import { buildDetail, sizeRoutes } from '../testing/factories';

// A full screen with MUI tables and forms: slow in jsdom on a busy machine.
vi.setConfig({ testTimeout: 40_000 });

const RULES: StaffAcknowledgementDto = {
  id: 81,
  key: 'rules',
  version: '3',
  signedName: 'Jean Dupont',
  // 21:45 UTC is 23:45 in Monaco in September.
  signedAt: '2026-09-14T21:45:00.000Z',
  email: 'jean.dupont@example.org',
  ipAddress: '203.0.113.7',
};
const PRIVACY: StaffAcknowledgementDto = { ...RULES, id: 82, key: 'privacy', version: '2025-1', ipAddress: '2001:db8::5' };

/** The screen of Léa's subscription (id 50), with what the family signed online. */
const openSubscription = async (
  acknowledgements: StaffAcknowledgementDto[],
  routes: MockRoutes = {},
  viewport: keyof typeof VIEWPORTS = 'desktop',
) => {
  setViewport(viewport);
  signIn({ login: 'admin', roles: ['ADMIN'] });
  const server = mockApi({
    ...sizeRoutes,
    'GET /subscription/student/5': { body: buildDetail() },
    'GET /subscription/50/acknowledgements': { body: { acknowledgements } },
    ...routes,
  });
  renderApp('/subscription/5');
  await screen.findByRole('heading', { name: 'Léa Dupont', level: 1 }, { timeout: 20_000 });
  return { server, user: userEvent.setup({ delay: null }) };
};

/** The value a term of an entry's list holds. */
const fact = (entry: HTMLElement, term: string): string | null | undefined =>
  within(entry).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('subscription screen: the texts signed online', () => {
  afterEach(() => i18n.changeLanguage('fr'));

  it('lists each signature with its text, version, signer, date, address and IP', async () => {
    const { server } = await openSubscription([RULES, PRIVACY]);
    const section = within(await screen.findByRole('region', { name: 'Signé en ligne' }));
    const [rules, privacy] = section.getAllByRole('listitem');
    expect(rules).toHaveTextContent('Règlement intérieur — version 3');
    expect(fact(rules!, 'Signé par')).toBe('Jean Dupont');
    expect(fact(rules!, 'Date')).toBe('14/09/2026 23:45');
    expect(fact(rules!, 'Depuis l’adresse')).toBe('jean.dupont@example.org');
    expect(fact(rules!, 'Adresse IP')).toBe('203.0.113.7');
    // The privacy notice's shipped draft keeps its own label.
    expect(privacy).toHaveTextContent('Notice de confidentialité — Brouillon livré 2025-1');
    expect(fact(privacy!, 'Adresse IP')).toBe('2001:db8::5');
    expect(server.callsTo('GET', '/subscription/50/acknowledgements')[0]?.authorization).toBe('Bearer access-token-1');
  });

  it('downloads a signature’s PDF with the staff token', async () => {
    const { server, user } = await openSubscription([RULES], { 'GET /acknowledgement/81/pdf': { body: '%PDF-1.7' } });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:pdf', revokeObjectURL: () => undefined }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const section = within(await screen.findByRole('region', { name: 'Signé en ligne' }));
    await user.click(section.getByRole('button', { name: 'Télécharger le PDF signé : Règlement intérieur' }));
    await waitFor(() => expect(saved).toEqual(['rules-Dupont.pdf']));
    expect(server.callsTo('GET', '/acknowledgement/81/pdf')[0]?.authorization).toBe('Bearer access-token-1');
  });

  it('shows nothing when the family signed nothing online', async () => {
    const { server } = await openSubscription([]);
    await waitFor(() => expect(server.callsTo('GET', '/subscription/50/acknowledgements')).toHaveLength(1));
    // The screen's other sections are there; this one is not.
    expect(screen.getByRole('region', { name: 'Historique' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Signé en ligne' })).not.toBeInTheDocument();
    expect(screen.queryByText('Signé en ligne')).not.toBeInTheDocument();
  });

  it('speaks English, and reads on a phone', async () => {
    await i18n.changeLanguage('en');
    await openSubscription([RULES], {}, 'phone');
    const section = await screen.findByRole('region', { name: 'Signed online' });
    const [rules] = within(section).getAllByRole('listitem');
    expect(rules).toHaveTextContent('Club rules — version 3');
    expect(fact(rules!, 'Signed by')).toBe('Jean Dupont');
    expect(fact(rules!, 'From the address')).toBe('jean.dupont@example.org');
    expect(within(section).getByRole('button', { name: 'Download the signed PDF: Club rules' })).toBeInTheDocument();
    expect(section.querySelector('table')).toBeNull();
  });
});
