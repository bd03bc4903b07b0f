import type { CorrectionDto } from '@club/domain';
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
vi.setConfig({ testTimeout: 60_000 });

const PENDING: CorrectionDto = {
  id: 7,
  subscriptionId: 50,
  status: 'PENDING',
  // 21:45 UTC is 23:45 in Monaco in September.
  submittedAt: '2026-09-14T21:45:00.000Z',
  submittedBy: 'jean.dupont@example.org',
  changes: [
    { field: 'birthPlace', before: 'Nice', after: 'Menton' },
    { field: 'country', before: 'MC', after: 'FR' },
    { field: 'shirtSizeId', before: 2, after: 1 },
    { field: 'secondGuardianEmail', before: null, after: 'marie.dupont@example.org' },
  ],
  note: 'Nous avons déménagé',
  reviewedAt: null,
  reviewedBy: null,
  reason: null,
};
const REFUSED: CorrectionDto = {
  ...PENDING,
  id: 6,
  status: 'REJECTED',
  submittedAt: '2026-09-10T08:00:00.000Z',
  changes: [{ field: 'fname', before: 'Léa', after: 'Lea' }],
  note: null,
  reviewedAt: '2026-09-11T08:00:00.000Z',
  reviewedBy: 'admin',
  reason: 'Le prénom porte un accent',
};

/** The screen of Léa's subscription (id 50), with the family's corrections. */
const openSubscription = async (routes: MockRoutes = {}, viewport: keyof typeof VIEWPORTS = 'desktop') => {
  setViewport(viewport);
  signIn({ login: 'admin', roles: ['ADMIN'] });
  const server = mockApi({
    ...sizeRoutes,
    'GET /subscription/student/5': { body: buildDetail() },
    'GET /subscription/50/acknowledgements': { body: { acknowledgements: [] } },
    'GET /subscription/50/corrections': { body: { corrections: [PENDING, REFUSED] } },
    ...routes,
  });
  renderApp('/subscription/5');
  await screen.findByRole('heading', { name: 'Léa Dupont', level: 1 }, { timeout: 20_000 });
  return { server, user: userEvent.setup({ delay: null }) };
};

const sectionNamed = async (name: string) => within(await screen.findByRole('region', { name }, { timeout: 10_000 }));

/** The value a term of an entry's list holds. */
const fact = (entry: HTMLElement, term: string): string | null | undefined =>
  within(entry).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('subscription screen: the family’s corrections', () => {
  afterEach(() => i18n.changeLanguage('fr'));

  it('lists each correction with each field before and as asked, the note, who and when', async () => {
    await openSubscription();
    const section = await sectionNamed('Corrections demandées par la famille');
    const [pending, refused] = section.getAllByRole('listitem');
    expect(pending).toHaveTextContent('En attente de vérification');
    expect(fact(pending!, 'Envoyée par')).toBe('jean.dupont@example.org');
    expect(fact(pending!, 'Envoyée le')).toBe('14/09/2026 23:45');
    expect(fact(pending!, 'Message de la famille')).toBe('Nous avons déménagé');
    expect(fact(pending!, 'Lieu de naissance')).toBe('Nice → Menton');
    expect(fact(pending!, 'Pays')).toBe('Monaco → France');
    expect(fact(pending!, 'Taille de T-shirt')).toBe('10 ans → 8 ans');
    expect(fact(pending!, 'E-mail du second contact')).toBe('(vide) → marie.dupont@example.org');
    expect(refused).toHaveTextContent('Refusée');
    expect(fact(refused!, 'Vérifiée par')).toBe('admin');
    expect(fact(refused!, 'Motif')).toBe('Le prénom porte un accent');
    // Only the correction waiting can be reviewed.
    expect(within(refused!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('applies the correction waiting, then reads the subscription and the corrections again', async () => {
    const { server, user } = await openSubscription({
      'GET /subscription/50/corrections': (_call, index) => ({
        body: {
          corrections:
            index === 0 ? [PENDING] : [{ ...PENDING, status: 'APPLIED', reviewedAt: '2026-09-15T08:00:00.000Z', reviewedBy: 'admin' }],
        },
      }),
      'GET /subscription/student/5': (_call, index) => ({ body: buildDetail(index === 0 ? {} : { birthPlace: 'Menton', version: 4 }) }),
      'POST /correction/7/apply': { body: { ...PENDING, status: 'APPLIED' } },
    });
    const section = await sectionNamed('Corrections demandées par la famille');
    await user.click(section.getByRole('button', { name: 'Appliquer' }));
    expect(await screen.findByText('Correction appliquée : l’inscription montre les nouvelles informations')).toBeInTheDocument();
    await waitFor(() => expect(section.getByText('Appliquée')).toBeInTheDocument());
    expect(section.queryByRole('button', { name: 'Appliquer' })).not.toBeInTheDocument();
    expect(server.callsTo('POST', '/correction/7/apply')).toHaveLength(1);
    expect(server.callsTo('POST', '/correction/7/apply')[0]?.authorization).toBe('Bearer access-token-1');
    await waitFor(() => expect(server.callsTo('GET', '/subscription/student/5').length).toBeGreaterThanOrEqual(2));
    // The member form starts again from what the server has now.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Lieu de naissance' })).toHaveValue('Menton'));
  });

  it('refuses with a reason, checked before it is sent', async () => {
    const { server, user } = await openSubscription({
      'POST /correction/7/reject': { body: { ...PENDING, status: 'REJECTED', reason: 'Justificatif de domicile à fournir' } },
    });
    const section = await sectionNamed('Corrections demandées par la famille');
    await user.click(section.getByRole('button', { name: 'Refuser…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refuser la correction de la famille' }));
    await user.type(dialog.getByRole('textbox', { name: 'Motif' }), 'no');
    await user.click(dialog.getByRole('button', { name: 'Refuser la correction' }));
    expect(
      await dialog.findByText('Indiquez en quelques mots pourquoi la correction est refusée (3 à 1 000 caractères)'),
    ).toBeInTheDocument();
    expect(server.callsTo('POST', '/correction/7/reject')).toHaveLength(0);
    await user.clear(dialog.getByRole('textbox', { name: 'Motif' }));
    await user.type(dialog.getByRole('textbox', { name: 'Motif' }), '  Justificatif de domicile à fournir ');
    await user.click(dialog.getByRole('button', { name: 'Refuser la correction' }));
    expect(await screen.findByText('Correction refusée : la famille voit le motif dans son espace')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('POST', '/correction/7/reject').map((call) => call.body)).toEqual([
      { reason: 'Justificatif de domicile à fournir' },
    ]);
    await waitFor(() => expect(server.callsTo('GET', '/subscription/50/corrections').length).toBeGreaterThanOrEqual(2));
  });

  it('says in English when someone reviewed it first, and brings the screen up to date', async () => {
    await i18n.changeLanguage('en');
    const { server, user } = await openSubscription(
      {
        'GET /subscription/50/corrections': (_call, index) => ({
          body: { corrections: index === 0 ? [PENDING] : [{ ...REFUSED, id: 7 }] },
        }),
        'POST /correction/7/apply': { status: 409, body: { code: 'CONFLICT', message: 'Already reviewed' } },
      },
      'phone',
    );
    const section = await sectionNamed('Corrections from the family');
    expect(fact(section.getByRole('listitem'), 'Country')).toBe('Monaco → France');
    await user.click(section.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This correction was already reviewed meanwhile: the screen is up to date.')).toBeInTheDocument();
    await waitFor(() => expect(section.getByText('Refused')).toBeInTheDocument());
    expect(section.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('GET', '/subscription/student/5').length).toBeGreaterThanOrEqual(2));
  });
});
