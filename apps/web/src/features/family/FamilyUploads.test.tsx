import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { mockApi } from '@/testing/fetchMock';
import { mockUploads } from './testing/fakeUploads';
import { notSignedIn } from './testing/fixtures';
import { renderFamilyPage } from './testing/renderFamilyPage';
import { certificate, fileOf, homeWith, MB, openHome, uploadRoutes } from './testing/uploadFixtures';

afterEach(() => i18n.changeLanguage('fr'));

describe('sending a missing document as a file', () => {
  it('sends the kind then the file, shows the progress, then the item waits for the club’s check', async () => {
    const server = mockApi(uploadRoutes());
    const uploads = mockUploads();
    renderFamilyPage('/family');
    const { card, user } = await openHome();
    const missing = card.getByRole('list', { name: 'Il manque encore :' });
    expect(within(missing).queryByRole('button', { name: /Paiement/ })).not.toBeInTheDocument();
    expect(card.getByText('Vous pouvez envoyer ces documents en ligne : PDF, JPEG ou PNG, 10 Mo au plus.')).toBeInTheDocument();

    const add = card.getByRole('button', { name: 'Ajouter un fichier : Certificat médical' });
    await user.click(add);
    const menu = within(screen.getByRole('menu', { name: 'Ajouter un fichier : Certificat médical' }));
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Prendre une photo', 'Choisir un fichier']);
    await user.click(menu.getByRole('menuitem', { name: 'Choisir un fichier' }));
    const input = card.getByLabelText('Choisir un fichier : Certificat médical');
    expect(input).toHaveAttribute('accept', 'application/pdf,image/jpeg,image/png');
    await user.upload(input, certificate());

    expect(uploads.sent).toHaveLength(1);
    const [request] = uploads.sent;
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/family/members/11/documents');
    expect(request!.fields).toEqual([
      ['kind', 'medicalCertificate'],
      ['file', 'certificat.pdf'],
    ]);
    const progress = card.getByRole('progressbar', { name: 'Envoi : Certificat médical' });
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    expect(add).toBeDisabled();
    expect(card.getByRole('button', { name: 'Annuler l’envoi : Certificat médical' })).toHaveFocus();
    request!.progress(256, 1024);
    expect(progress).toHaveAttribute('aria-valuenow', '25');
    expect(card.getByText('Envoi en cours : 25 %')).toBeInTheDocument();
    request!.progress(1024, 1024);
    expect(progress).toHaveAttribute('aria-valuenow', '100');
    request!.respond(201, { id: 51, status: 'PENDING' });

    const confirmation = await screen.findByRole('status', {}, { timeout: 10_000 });
    expect(confirmation).toHaveTextContent('Fichier reçu : Certificat médical. Le club va le vérifier.');
    expect(confirmation).toHaveFocus();
    expect(server.callsTo('GET', '/family/')).toHaveLength(2);
    const item = within(card.getByRole('list', { name: 'Il manque encore :' })).getAllByRole('listitem')[0]!;
    expect(item).toHaveTextContent('Envoyé, en attente de vérification par le club');
    expect(within(item).queryByRole('button')).not.toBeInTheDocument();
    expect(card.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(card.getByRole('list', { name: 'Fichiers envoyés :' })).toHaveTextContent('Certificat médical');
  });

  it('takes a photo with the phone’s back camera', async () => {
    mockApi(uploadRoutes());
    const uploads = mockUploads();
    renderFamilyPage('/family');
    const { card, user } = await openHome();
    await user.click(card.getByRole('button', { name: 'Ajouter un fichier : Certificat médical' }));
    await user.click(screen.getByRole('menuitem', { name: 'Prendre une photo' }));
    const camera = card.getByLabelText('Prendre une photo : Certificat médical');
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(camera).toHaveAttribute('capture', 'environment');
    await user.upload(camera, fileOf('photo.jpg', 'image/jpeg'));
    expect(uploads.sent[0]!.fields).toEqual([
      ['kind', 'medicalCertificate'],
      ['file', 'photo.jpg'],
    ]);
  });

  it('offers no file for a text still to sign online, nor for the payment', async () => {
    mockApi(uploadRoutes({ 'GET /family/': { body: homeWith({ missing: ['rules', 'idPhoto', 'payment'], toSign: ['rules'] }) } }));
    renderFamilyPage('/family');
    const { card } = await openHome();
    const rows = within(card.getByRole('list', { name: 'Il manque encore :' })).getAllByRole('listitem');
    expect(rows.map((row) => within(row).queryByRole('button')?.getAttribute('aria-label') ?? null)).toEqual([
      null,
      'Ajouter un fichier : Photo d’identité',
      null,
    ]);
    expect(card.getByRole('button', { name: 'Lire et signer : Règlement intérieur' })).toBeInTheDocument();
  });

  it('refuses a file too large or of another type before sending it', async () => {
    mockApi(uploadRoutes());
    const uploads = mockUploads();
    renderFamilyPage('/family');
    // The browser's file picker lets a family choose "all files": the page checks the type itself.
    const { card, user } = await openHome({ applyAccept: false });
    const input = card.getByLabelText('Choisir un fichier : Certificat médical');

    await user.upload(input, fileOf('scan.pdf', 'application/pdf', 10.4 * MB));
    expect(card.getByRole('alert')).toHaveTextContent(
      'Ce fichier est trop lourd (10,4 Mo) : la limite est de 10 Mo. Prenez plutôt une photo, ou envoyez un PDF plus léger.',
    );
    await user.upload(input, fileOf('scan.heic', 'image/heic'));
    expect(card.getByRole('alert')).toHaveTextContent('Ce fichier n’est pas un PDF, ni une image JPEG ou PNG.');
    await user.upload(input, fileOf('scan.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'));
    expect(card.getByRole('alert')).toHaveTextContent('Ce fichier n’est pas un PDF');
    expect(uploads.sent).toHaveLength(0);

    // Exactly the limit goes.
    await user.upload(input, fileOf('scan.pdf', 'application/pdf', 10 * MB));
    expect(card.queryByRole('alert')).not.toBeInTheDocument();
    expect(uploads.sent).toHaveLength(1);
  });
});

describe('when the file does not go', () => {
  const sendCertificate = async () => {
    const { card, user } = await openHome();
    await user.upload(card.getByLabelText('Choisir un fichier : Certificat médical'), certificate());
    return { card, user };
  };

  it('says the server could not read it as a PDF, JPEG or PNG', async () => {
    mockApi(uploadRoutes());
    const uploads = mockUploads();
    renderFamilyPage('/family');
    const { card } = await sendCertificate();
    uploads.sent[0]!.respond(415, { code: 'BAD_REQUEST', message: 'Not a PDF, JPEG or PNG', fields: { file: 'INVALID_VALUE' } });
    expect(await card.findByRole('alert')).toHaveTextContent(
      'Le club ne peut pas lire ce fichier comme un PDF, une image JPEG ou PNG. Choisissez-en un autre, ou prenez une photo.',
    );
    expect(card.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Ajouter un fichier : Certificat médical' })).toBeEnabled();
  });

  it('says the same of a file refused with a 400', async () => {
    mockApi(uploadRoutes());
    const uploads = mockUploads();
    renderFamilyPage('/family');
    const { card } = await sendCertificate();
    uploads.sent[0]!.respond(400, { code: 'BAD_REQUEST', message: 'Invalid body', fields: { file: 'INVALID_VALUE' } });
    expect(await card.findByRole('alert')).toHaveTextContent('Le club ne peut pas lire ce fichier comme un PDF');
  });

  it('says a file the server finds too large is too large', async () => {
    mockApi(uploadRoutes());
    const uploads = mockUploads();
    renderFamilyPage('/family');
    const { card } = await sendCertificate();
    uploads.sent[0]!.respond(413, { code: 'BAD_REQUEST', message: 'Payload too large', fields: { file: 'INVALID_VALUE' } });
    expect(await card.findByRole('alert')).toHaveTextContent('Ce fichier est trop lourd (0,1 Mo) : la limite est de 10 Mo.');
  });

  it('says to wait when three files of this kind already wait for the club', async () => {
    mockApi(uploadRoutes({ 'GET /family/': { body: homeWith() } }));
    const uploads = mockUploads();
    renderFamilyPage('/family');
    const { card } = await sendCertificate();
    uploads.sent[0]!.respond(409, { code: 'CONFLICT', message: '3 documents of this kind already wait for the club’s check' });
    expect(await card.findByRole('alert')).toHaveTextContent('Trois fichiers de ce type attendent déjà la vérification du club');
  });

  it('reads the home again when the item can no longer be sent', async () => {
    const server = mockApi(uploadRoutes({ 'GET /family/': { body: homeWith() } }));
    const uploads = mockUploads();
    renderFamilyPage('/family');
    const { card } = await sendCertificate();
    uploads.sent[0]!.respond(400, { code: 'BAD_REQUEST', message: 'Invalid body', fields: { kind: 'INVALID_VALUE' } });
    expect(await card.findByRole('alert')).toHaveTextContent('Ce document ne peut plus être envoyé en ligne.');
    await waitFor(() => expect(server.callsTo('GET', '/family/')).toHaveLength(2));
  });

  it('says the connection was lost, and sends the same file again', async () => {
    mockApi(uploadRoutes());
    const uploads = mockUploads();
    renderFamilyPage('/family');
    const { card, user } = await sendCertificate();
    uploads.sent[0]!.progress(300, 1024);
    uploads.sent[0]!.dropConnection();
    expect(await card.findByRole('alert')).toHaveTextContent('La connexion a été perdue pendant l’envoi. Vérifiez-la, puis réessayez.');
    await user.click(card.getByRole('button', { name: 'Réessayer' }));
    expect(uploads.sent).toHaveLength(2);
    expect(uploads.sent[1]!.fields).toEqual(uploads.sent[0]!.fields);
    expect(card.getByRole('progressbar', { name: 'Envoi : Certificat médical' })).toHaveAttribute('aria-valuenow', '0');
    expect(card.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stops sending when cancelled', async () => {
    const server = mockApi(uploadRoutes());
    const uploads = mockUploads();
    renderFamilyPage('/family');
    const { card, user } = await sendCertificate();
    uploads.sent[0]!.progress(100, 1024);
    await user.click(card.getByRole('button', { name: 'Annuler l’envoi : Certificat médical' }));
    expect(uploads.sent[0]!.aborted).toBe(true);
    expect(await card.findByRole('status')).toHaveTextContent('Envoi annulé. Le fichier n’a pas été transmis.');
    expect(card.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(card.queryByRole('alert')).not.toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Ajouter un fichier : Certificat médical' })).toHaveFocus();
    expect(server.callsTo('GET', '/family/')).toHaveLength(1);
  });

  it('shows the sign-in form when the session ended meanwhile', async () => {
    mockApi(uploadRoutes());
    const uploads = mockUploads();
    renderFamilyPage('/family');
    await sendCertificate();
    uploads.sent[0]!.respond(notSignedIn.status, notSignedIn.body);
    expect(await screen.findByRole('heading', { name: 'Se connecter' })).toBeInTheDocument();
  });
});
