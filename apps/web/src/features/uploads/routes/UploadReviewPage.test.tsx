import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import type { MockRoutes } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport, type VIEWPORTS } from '@/testing/viewport';
import { CERTIFICATE, LICENCE, mockReviewApi, PHOTO, stubObjectUrls } from '../testing/fixtures';

const ALL = { uploads: [CERTIFICATE, PHOTO, LICENCE] };

const openReview = async (routes: MockRoutes, viewport: keyof typeof VIEWPORTS = 'desktop') => {
  setViewport(viewport);
  signIn({ login: 'aadmin', roles: ['ADMIN'] });
  const urls = stubObjectUrls();
  const server = mockReviewApi({ 'GET /document/pending': { body: ALL }, ...routes });
  renderApp('/documents/review');
  await screen.findByRole('list', { name: 'Documents en attente' });
  return { server, urls, user: userEvent.setup() };
};

const panel = () => screen.getByRole('region', { name: /^(Certificat médical|Photo d’identité|Licence FFN) — / });

afterEach(async () => {
  await i18n.changeLanguage('fr');
});

describe('reviewing uploaded documents', () => {
  it('lists pending uploads oldest first with the member, birth date, group, section, kind, time and address', async () => {
    await openReview({});

    expect(screen.getByRole('heading', { level: 1, name: 'Documents à vérifier' })).toBeInTheDocument();
    expect(screen.getByText('3 documents en attente')).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Documents en attente' })).getAllByRole('button');
    expect(items.map((item) => item.textContent?.split(' — ')[0])).toEqual(['Léa Martin', 'Hugo Nguyen', 'Zoé Bernard']);
    expect(items[0]).toHaveTextContent('Certificat médical');
    expect(items[0]).toHaveTextContent('Né(e) le 08/03/2015 · Benjamins · Natation course');
    // 16:05 UTC is 18:05 in Monaco.
    expect(items[0]).toHaveTextContent('Reçu le 14/09/2026 18:05 de famille.martin@example.org');
    expect(items[1]).toHaveTextContent('Photo d’identité');
    expect(items[1]).toHaveTextContent('Sans groupe');
  });

  it('says when no document is waiting', async () => {
    setViewport('desktop');
    signIn({ roles: ['SECTION_MANAGER'] });
    mockReviewApi({ 'GET /document/pending': { body: { uploads: [] } } });
    renderApp('/documents/review');
    expect(await screen.findByText('Aucun document en attente.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Documents en attente' })).not.toBeInTheDocument();
  });

  it('previews an image through an object URL, offers it for download and revokes the URL on leaving it', async () => {
    const { server, urls, user } = await openReview({});

    await user.click(screen.getByRole('button', { name: /^Hugo Nguyen/ }));
    const image = await within(panel()).findByRole('img', { name: 'Photo d’identité de Hugo Nguyen' });
    expect(image).toHaveAttribute('src', 'blob:upload-1');
    expect(urls.created[0]?.type).toBe('image/png');
    expect(server.fileCalls).toEqual([{ uploadId: 2, authorization: 'Bearer access-token-1' }]);
    const download = within(panel()).getByRole('link', { name: 'Télécharger le fichier' });
    expect(download).toHaveAttribute('href', 'blob:upload-1');
    expect(download).toHaveAttribute('download', 'Photo d’identité - Hugo Nguyen.png');
    expect(within(panel()).getByRole('link', { name: 'Hugo Nguyen' })).toHaveAttribute('href', '/subscription/42');

    await user.click(screen.getByRole('button', { name: /^Zoé Bernard/ }));
    await waitFor(() => expect(urls.revoked).toEqual(['blob:upload-1']));
  });

  it('previews a PDF in a frame with a download link', async () => {
    const { user } = await openReview({});

    await user.click(screen.getByRole('button', { name: /^Zoé Bernard/ }));
    const frame = await within(panel()).findByTitle('Licence FFN de Zoé Bernard (PDF)');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'blob:upload-1');
    expect(within(panel()).getByRole('link', { name: 'Télécharger le fichier' })).toHaveAttribute(
      'download',
      'Licence FFN - Zoé Bernard.pdf',
    );
  });

  it('accepts a medical certificate with its last valid day, then moves to the next document', async () => {
    const { server, user } = await openReview({
      'POST /document/1/approve': { body: { id: 1, status: 'APPROVED', reviewedAt: '2026-09-20T08:00:00.000Z', expiresOn: '2027-08-31' } },
    });

    await user.click(screen.getByRole('button', { name: /^Léa Martin/ }));
    const input = panel().querySelector<HTMLInputElement>('input[name="expiresOn"]');
    if (input === null) throw new Error('no expiry input');
    fireEvent.change(input, { target: { value: '31/08/2027' } });
    await user.click(within(panel()).getByRole('button', { name: 'Accepter' }));

    expect(await screen.findByText('Document accepté : Certificat médical de Léa Martin')).toBeInTheDocument();
    expect(server.callsTo('POST', '/document/1/approve').map((call) => call.body)).toEqual([{ expiresOn: '2027-08-31' }]);
    await waitFor(() => expect(panel()).toHaveAccessibleName('Photo d’identité — Hugo Nguyen'));
    expect(screen.queryByRole('button', { name: /^Léa Martin/ })).not.toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('GET', '/document/pending').length).toBeGreaterThan(1));
  });

  it('refuses to accept a certificate without its last valid day, and accepts a photo as it is', async () => {
    const { server, user } = await openReview({
      'GET /document/pending': { body: { uploads: [{ ...CERTIFICATE, suggestedExpiresOn: null }, PHOTO, LICENCE] } },
      'POST /document/2/approve': { body: { id: 2, status: 'APPROVED', reviewedAt: '2026-09-20T08:00:00.000Z', expiresOn: null } },
    });

    await user.click(screen.getByRole('button', { name: /^Léa Martin/ }));
    await user.click(within(panel()).getByRole('button', { name: 'Accepter' }));
    expect(await within(panel()).findByText('Ce champ est obligatoire')).toBeInTheDocument();
    expect(server.callsTo('POST', '/document/1/approve')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: /^Hugo Nguyen/ }));
    expect(panel().querySelector('input[name="expiresOn"]')).toBeNull();
    await user.click(within(panel()).getByRole('button', { name: 'Accepter' }));
    await waitFor(() => expect(server.callsTo('POST', '/document/2/approve').map((call) => call.body)).toEqual([{}]));
  });

  it('shows the server’s refusal of a date under the date field', async () => {
    const { user } = await openReview({
      'POST /document/1/approve': {
        status: 400,
        body: { code: 'BAD_REQUEST', message: 'Invalid', fields: { expiresOn: 'INVALID_DATE_MESSAGE' } },
      },
    });

    await user.click(screen.getByRole('button', { name: /^Léa Martin/ }));
    const input = panel().querySelector<HTMLInputElement>('input[name="expiresOn"]');
    if (input === null) throw new Error('no expiry input');
    fireEvent.change(input, { target: { value: '31/08/2027' } });
    await user.click(within(panel()).getByRole('button', { name: 'Accepter' }));
    expect(await within(panel()).findByText('Date invalide')).toBeInTheDocument();
    expect(panel()).toHaveAccessibleName('Certificat médical — Léa Martin');
  });

  it('refuses with a reason of 3 characters or more, sent trimmed', async () => {
    const { server, user } = await openReview({
      'POST /document/3/reject': { body: { id: 3, status: 'REJECTED', reviewedAt: '2026-09-20T08:00:00.000Z', expiresOn: null } },
    });

    await user.click(screen.getByRole('button', { name: /^Zoé Bernard/ }));
    const reason = within(panel()).getByRole('textbox', { name: /^Raison du refus/ });
    await user.type(reason, ' x ');
    await user.click(within(panel()).getByRole('button', { name: 'Refuser' }));
    expect(await within(panel()).findByText(/^Indiquez en quelques mots pourquoi le document est refusé/)).toBeInTheDocument();
    expect(server.callsTo('POST', '/document/3/reject')).toHaveLength(0);

    await user.clear(reason);
    await user.type(reason, '  La licence est illisible, merci de la renvoyer.  ');
    await user.click(within(panel()).getByRole('button', { name: 'Refuser' }));
    expect(
      await screen.findByText('Document refusé : Licence FFN de Zoé Bernard. La famille en sera informée par courriel.'),
    ).toBeInTheDocument();
    expect(server.callsTo('POST', '/document/3/reject').map((call) => call.body)).toEqual([
      { reason: 'La licence est illisible, merci de la renvoyer.' },
    ]);
    // The last one reviewed: the reviewer goes on with the one before it.
    await waitFor(() => expect(panel()).toHaveAccessibleName('Photo d’identité — Hugo Nguyen'));
  });

  it('says when someone else reviewed the document first, and refreshes the list', async () => {
    const { server, user } = await openReview({
      'GET /document/pending': (_call, index) => ({ body: index === 0 ? ALL : { uploads: [PHOTO, LICENCE] } }),
      'POST /document/1/reject': { status: 409, body: { code: 'CONFLICT', message: 'Already reviewed' } },
    });

    await user.click(screen.getByRole('button', { name: /^Léa Martin/ }));
    await user.type(within(panel()).getByRole('textbox', { name: /^Raison du refus/ }), 'Certificat illisible');
    await user.click(within(panel()).getByRole('button', { name: 'Refuser' }));

    expect(
      await screen.findByText('Ce document a déjà été vérifié par quelqu’un d’autre : la liste a été actualisée.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('GET', '/document/pending')).toHaveLength(2));
    expect(screen.getByText('2 documents en attente')).toBeInTheDocument();
    expect(panel()).toHaveAccessibleName('Photo d’identité — Hugo Nguyen');
  });

  it('shows one thing at a time on a phone: the list, then the review with a way back (390 px)', async () => {
    const { user } = await openReview({}, 'phone');

    await user.click(screen.getByRole('button', { name: /^Léa Martin/ }));
    expect(screen.queryByRole('list', { name: 'Documents en attente' })).not.toBeInTheDocument();
    expect(await within(panel()).findByRole('img', { name: 'Certificat médical de Léa Martin' })).toBeInTheDocument();
    expect(panel().querySelector('input[name="expiresOn"]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Retour à la liste' }));
    expect(await screen.findByRole('list', { name: 'Documents en attente' })).toBeInTheDocument();
  });

  it('speaks English, and does not link a section manager to the subscription they may not open', async () => {
    await i18n.changeLanguage('en');
    setViewport('desktop');
    signIn({ roles: ['SECTION_MANAGER'] });
    stubObjectUrls();
    mockReviewApi({ 'GET /document/pending': { body: ALL } });
    renderApp('/documents/review');
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: 'Documents to review' })).toBeInTheDocument();
    expect(await screen.findByText('3 documents waiting')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Léa Martin — Medical certificate/ }));
    const review = screen.getByRole('region', { name: 'Medical certificate — Léa Martin' });
    expect(within(review).getAllByText(/^Certificate's last valid day/).length).toBeGreaterThan(0);
    expect(within(review).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(within(review).getByRole('button', { name: 'Refuse' })).toBeInTheDocument();
    expect(within(review).queryByRole('link', { name: 'Léa Martin' })).not.toBeInTheDocument();
  });
});
