import type { FamilyHomeDto } from '@club/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { mockApi } from '@/testing/fetchMock';
import { certificateStanding } from './components/healthDocument';
import { homeFixture, memberFixture } from './testing/fixtures';
import { renderFamilyPage } from './testing/renderFamilyPage';
import { homeWith, openHome, uploadFixture, uploadRoutes } from './testing/uploadFixtures';

afterEach(async () => {
  vi.useRealTimers();
  await i18n.changeLanguage('fr');
});

const QUESTIONNAIRE_HOME = homeWith({
  healthDocument: 'QUESTIONNAIRE',
  missing: ['medicalCertificate', 'idPhoto'],
  uploads: [uploadFixture({ id: 52, status: 'REJECTED', rejectionReason: 'Illisible' })],
});

describe('the health document on the family page', () => {
  it('names the medical certificate item the questionnaire attestation under the club’s rule: missing, upload and files sent', async () => {
    mockApi(uploadRoutes({ 'GET /family/': { body: QUESTIONNAIRE_HOME } }));
    renderFamilyPage('/family');
    const { card } = await openHome();

    const missing = within(card.getByRole('list', { name: 'Il manque encore :' }));
    expect(missing.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Attestation du questionnaire de santé',
      'Photo d’identité',
    ]);
    expect(card.getByRole('button', { name: 'Ajouter un fichier : Attestation du questionnaire de santé' })).toBeInTheDocument();
    expect(card.getByRole('list', { name: 'Fichiers envoyés :' })).toHaveTextContent('Attestation du questionnaire de santé');
    expect(card.queryByText(/Certificat médical/)).not.toBeInTheDocument();
  });

  it('keeps the medical certificate’s name under the certificate rule', async () => {
    mockApi(
      uploadRoutes({
        'GET /family/': { body: homeWith({ uploads: [uploadFixture({ id: 52, status: 'REJECTED', rejectionReason: 'Illisible' })] }) },
      }),
    );
    renderFamilyPage('/family');
    const { card } = await openHome();
    expect(card.getByRole('button', { name: 'Ajouter un fichier : Certificat médical' })).toBeInTheDocument();
    expect(card.getByRole('list', { name: 'Fichiers envoyés :' })).toHaveTextContent('Certificat médical');
    expect(card.queryByText(/questionnaire/)).not.toBeInTheDocument();
  });

  it('says it in English', async () => {
    await i18n.changeLanguage('en');
    mockApi(uploadRoutes({ 'GET /family/': { body: QUESTIONNAIRE_HOME } }));
    renderFamilyPage('/family');
    const card = within(await screen.findByRole('region', { name: 'Léa Martin' }, { timeout: 15_000 }));
    expect(card.getByRole('button', { name: 'Add a file: Health questionnaire attestation' })).toBeInTheDocument();
    expect(card.queryByText(/Medical certificate/)).not.toBeInTheDocument();
  });
});

describe('a member’s medical certificate on the family page', () => {
  // 20 September 2025, noon in Monaco; only the clock is faked, the timers stay real.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-09-20T10:00:00.000Z'));
  });

  const HOME: FamilyHomeDto = homeFixture({
    members: [
      memberFixture({ certificateExpiresOn: '2026-03-01' }),
      memberFixture({ id: 12, firstName: 'Hugo', certificateExpiresOn: '2025-10-20' }),
      memberFixture({ id: 13, firstName: 'Noé', certificateExpiresOn: '2025-09-19' }),
      memberFixture({ id: 14, firstName: 'Zoé' }),
    ],
  });

  const cardOf = (name: string) => within(screen.getByRole('region', { name }));

  it('shows the last valid day, as a warning from 30 days before it and once it is past', async () => {
    mockApi(uploadRoutes({ 'GET /family/': { body: HOME } }));
    renderFamilyPage('/family');
    await screen.findByRole('region', { name: 'Léa Martin' }, { timeout: 15_000 });

    expect(cardOf('Léa Martin').getByText('Certificat médical valable jusqu’au 01/03/2026')).toBeInTheDocument();
    expect(cardOf('Léa Martin').queryByRole('alert')).not.toBeInTheDocument();
    expect(cardOf('Hugo Martin').getByRole('alert')).toHaveTextContent(
      'Certificat médical valable jusqu’au 20/10/2025 : envoyez-en un nouveau d’ici là.',
    );
    expect(cardOf('Noé Martin').getByRole('alert')).toHaveTextContent('Certificat médical valable jusqu’au 19/09/2025 : il a expiré');
    expect(cardOf('Zoé Martin').queryByText(/valable jusqu’au/)).not.toBeInTheDocument();
  });

  it('says it in English', async () => {
    await i18n.changeLanguage('en');
    mockApi(uploadRoutes({ 'GET /family/': { body: HOME } }));
    renderFamilyPage('/family');
    await screen.findByRole('region', { name: 'Léa Martin' }, { timeout: 15_000 });
    expect(cardOf('Léa Martin').getByText('Medical certificate valid until 01/03/2026')).toBeInTheDocument();
    expect(cardOf('Hugo Martin').getByRole('alert')).toHaveTextContent(
      'Medical certificate valid until 20/10/2025: send a new one before then.',
    );
    expect(cardOf('Noé Martin').getByRole('alert')).toHaveTextContent('Medical certificate valid until 19/09/2025: it has ended');
  });

  it('warns from 30 days before the last valid day, which is still valid', () => {
    expect(certificateStanding('2025-10-21', '2025-09-20')).toBe('VALID');
    expect(certificateStanding('2025-10-20', '2025-09-20')).toBe('ENDING');
    expect(certificateStanding('2025-09-20', '2025-09-20')).toBe('ENDING');
    expect(certificateStanding('2025-09-19', '2025-09-20')).toBe('ENDED');
  });
});
