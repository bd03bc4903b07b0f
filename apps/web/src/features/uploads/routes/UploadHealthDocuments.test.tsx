import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import type { MockRoutes } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport } from '@/testing/viewport';
import { CERTIFICATE, mockReviewApi, QUESTIONNAIRE, stubObjectUrls } from '../testing/fixtures';

const UPLOADS = [CERTIFICATE, QUESTIONNAIRE];

const openReview = async (routes: MockRoutes, listName = 'Documents en attente') => {
  setViewport('desktop');
  signIn({ login: 'aadmin', roles: ['ADMIN'] });
  stubObjectUrls();
  const server = mockReviewApi({ 'GET /document/pending': { body: { uploads: UPLOADS } }, ...routes }, UPLOADS);
  renderApp('/documents/review');
  await screen.findByRole('list', { name: listName });
  return { server, user: userEvent.setup() };
};

const expiryInput = () => screen.getByRole('region').querySelector<HTMLInputElement>('input[name="expiresOn"]');

afterEach(async () => {
  await i18n.changeLanguage('fr');
});

describe('reviewing health documents', () => {
  it('offers the suggested last valid day for a certificate, and sends the day as corrected', async () => {
    const { server, user } = await openReview({
      'POST /document/1/approve': { body: { id: 1, status: 'APPROVED', reviewedAt: '2026-09-20T08:00:00.000Z', expiresOn: '2027-09-10' } },
    });
    await user.click(screen.getByRole('button', { name: /^Léa Martin — Certificat médical/ }));
    const region = screen.getByRole('region', { name: 'Certificat médical — Léa Martin' });
    const input = expiryInput();
    if (input === null) throw new Error('no expiry input');
    // The suggestion: today plus the club's validity, less a day, as the server computed it.
    expect(input).toHaveValue('19/09/2027');

    fireEvent.change(input, { target: { value: '10/09/2027' } });
    await user.click(within(region).getByRole('button', { name: 'Accepter' }));
    await waitFor(() =>
      expect(server.callsTo('POST', '/document/1/approve').map((call) => call.body)).toEqual([{ expiresOn: '2027-09-10' }]),
    );
  });

  it('sends the suggested day as it is when the reviewer keeps it', async () => {
    const { server, user } = await openReview({
      'POST /document/1/approve': { body: { id: 1, status: 'APPROVED', reviewedAt: '2026-09-20T08:00:00.000Z', expiresOn: '2027-09-19' } },
    });
    await user.click(screen.getByRole('button', { name: /^Léa Martin/ }));
    await user.click(within(screen.getByRole('region')).getByRole('button', { name: 'Accepter' }));
    expect(await screen.findByText('Document accepté : Certificat médical de Léa Martin')).toBeInTheDocument();
    expect(server.callsTo('POST', '/document/1/approve').map((call) => call.body)).toEqual([{ expiresOn: '2027-09-19' }]);
  });

  it('names a questionnaire attestation as such, asks no date for it and sends none', async () => {
    const { server, user } = await openReview({
      'POST /document/4/approve': { body: { id: 4, status: 'APPROVED', reviewedAt: '2026-09-20T08:00:00.000Z', expiresOn: null } },
    });
    const items = within(screen.getByRole('list', { name: 'Documents en attente' })).getAllByRole('button');
    expect(items[0]).toHaveTextContent('Léa Martin — Certificat médical');
    expect(items[1]).toHaveTextContent('Inès Roux — Attestation du questionnaire de santé');

    await user.click(items[1]!);
    const region = screen.getByRole('region', { name: 'Attestation du questionnaire de santé — Inès Roux' });
    expect(expiryInput()).toBeNull();
    expect(within(region).getByText(/L’attestation n’a pas de date de fin\./)).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Accepter' }));
    expect(await screen.findByText('Document accepté : Attestation du questionnaire de santé de Inès Roux')).toBeInTheDocument();
    expect(server.callsTo('POST', '/document/4/approve').map((call) => call.body)).toEqual([{}]);
  });

  it('says it in English', async () => {
    await i18n.changeLanguage('en');
    await openReview({}, 'Documents waiting');
    const items = within(screen.getByRole('list', { name: 'Documents waiting' })).getAllByRole('button');
    expect(items[0]).toHaveTextContent('Léa Martin — Medical certificate');
    expect(items[1]).toHaveTextContent('Inès Roux — Health questionnaire attestation');
  });
});
