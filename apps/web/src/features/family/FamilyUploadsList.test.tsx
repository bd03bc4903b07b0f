import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { mockApi } from '@/testing/fetchMock';
import { setViewport } from '@/testing/viewport';
import { mockUploads } from './testing/fakeUploads';
import { renderFamilyPage } from './testing/renderFamilyPage';
import { certificate, fileOf, homeWith, MB, openHome, uploadFixture, uploadRoutes } from './testing/uploadFixtures';
import { keepComputedStyles } from '@/testing/computedStyles';

// What some tests check is the CSS itself (src/testing/computedStyles.ts).
keepComputedStyles();

afterEach(() => i18n.changeLanguage('fr'));

describe('files sent', () => {
  const sentFiles = [
    uploadFixture({ id: 54, kind: 'idPhoto', uploadedAt: '2025-09-22T09:00:00.000Z' }),
    uploadFixture({ id: 53, status: 'APPROVED', uploadedAt: '2025-09-21T09:00:00.000Z', expiresOn: '2026-09-14' }),
    uploadFixture({ id: 52, kind: 'ffnLicense', status: 'APPROVED', uploadedAt: '2025-09-20T09:00:00.000Z' }),
    // 22:30 UTC on 15 September is past midnight in Monaco.
    uploadFixture({
      id: 51,
      status: 'REJECTED',
      uploadedAt: '2025-09-15T22:30:00.000Z',
      rejectionReason: 'Le certificat n’est pas signé.',
    }),
  ];

  it('lists each with its date, where it stands and a link to view it', async () => {
    mockApi(uploadRoutes({ 'GET /family/': { body: homeWith({ missing: ['payment'], uploads: sentFiles }) } }));
    renderFamilyPage('/family');
    const { card } = await openHome();
    const items = within(card.getByRole('list', { name: 'Fichiers envoyés :' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Photo d’identitéEnvoyé le 22/09/2025En attente de vérification par le clubVoir le fichier',
      'Certificat médicalEnvoyé le 21/09/2025Accepté, valable jusqu’au 14/09/2026Voir le fichier',
      'Licence FFNEnvoyé le 20/09/2025AcceptéVoir le fichier',
      'Certificat médicalEnvoyé le 16/09/2025Refusé : Le certificat n’est pas signé.Voir le fichier',
    ]);
    const view = within(items[3]!).getByRole('link', {
      name: 'Voir le fichier : Certificat médical, envoyé le 16/09/2025 (nouvel onglet)',
    });
    expect(view).toHaveAttribute('href', '/api/family/documents/51/file');
    expect(view).toHaveAttribute('target', '_blank');
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/api/family/documents/54/file');
  });

  it('offers to send again an item whose file was refused', async () => {
    mockApi(uploadRoutes({ 'GET /family/': { body: homeWith({ uploads: [sentFiles[3]!] }) } }));
    renderFamilyPage('/family');
    const { card } = await openHome();
    expect(card.getByRole('button', { name: 'Ajouter un fichier : Certificat médical' })).toBeInTheDocument();
    expect(card.queryByText('Envoyé, en attente de vérification par le club')).not.toBeInTheDocument();
  });
});

describe('in English', () => {
  it('names the controls, the statuses and the refusals in English', async () => {
    await i18n.changeLanguage('en');
    mockApi(
      uploadRoutes({
        'GET /family/': { body: homeWith({ uploads: [uploadFixture({ status: 'APPROVED', expiresOn: '2026-09-14' })] }) },
      }),
    );
    const uploads = mockUploads();
    renderFamilyPage('/family');
    const { card, user } = await openHome({ applyAccept: false });
    expect(card.getByText('You can send these documents online: PDF, JPEG or PNG, 10 MB at most.')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Add a file: Medical certificate' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Take a photo', 'Choose a file']);
    await user.keyboard('{Escape}');

    const input = card.getByLabelText('Choose a file: Medical certificate');
    await user.upload(input, fileOf('scan.pdf', 'application/pdf', 12.25 * MB));
    expect(card.getByRole('alert')).toHaveTextContent('This file is too large (12.3 MB): the limit is 10 MB.');
    await user.upload(input, fileOf('notes.txt', 'text/plain'));
    expect(card.getByRole('alert')).toHaveTextContent('This file is not a PDF, a JPEG or a PNG image.');
    expect(uploads.sent).toHaveLength(0);

    await user.upload(input, certificate());
    uploads.sent[0]!.progress(512, 1024);
    expect(card.getByRole('progressbar', { name: 'Sending: Medical certificate' })).toHaveAttribute('aria-valuenow', '50');
    expect(card.getByText('Sending: 50%')).toBeInTheDocument();
    uploads.sent[0]!.dropConnection();
    expect(await card.findByRole('alert')).toHaveTextContent('The connection was lost while sending. Check it, then try again.');
    expect(card.getByRole('button', { name: 'Try again' })).toBeInTheDocument();

    expect(card.getByRole('list', { name: 'Files sent:' })).toHaveTextContent(
      'Medical certificateSent on 20/09/2025Accepted, valid until 14/09/2026',
    );
    expect(card.getByRole('link', { name: 'View the file: Medical certificate, sent on 20/09/2025 (new tab)' })).toBeInTheDocument();
  });
});

describe('on a 390 px phone', () => {
  it('puts the control under the item’s name when it does not fit, and the progress across the card', async () => {
    setViewport('phone');
    mockApi(uploadRoutes());
    const uploads = mockUploads();
    renderFamilyPage('/family');
    const { card, user } = await openHome();
    const row = within(card.getByRole('list', { name: 'Il manque encore :' })).getAllByRole('listitem')[0]!;
    expect(getComputedStyle(row).flexWrap).toBe('wrap');
    expect(getComputedStyle(row).minHeight).toBe('44px');

    await user.click(within(row).getByRole('button', { name: 'Ajouter un fichier : Certificat médical' }));
    for (const item of screen.getAllByRole('menuitem')) expect(getComputedStyle(item).minHeight).toBe('48px');
    await user.keyboard('{Escape}');

    await user.upload(card.getByLabelText('Choisir un fichier : Certificat médical'), certificate());
    uploads.sent[0]!.progress(512, 1024);
    const progressArea = card.getByRole('progressbar').parentElement!.parentElement!.parentElement!;
    expect(getComputedStyle(progressArea).flexBasis).toBe('100%');
  });
});
