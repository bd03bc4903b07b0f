import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { mockApi, type MockRoutes } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport } from '@/testing/viewport';
import type { SubscriptionDetailDto } from '@club/domain';
import { buildDetail, sizeRoutes } from '../testing/factories';

// A full screen with MUI forms and a date picker: slow in jsdom on a busy machine.
vi.setConfig({ testTimeout: 40_000 });

/** A subscription of a competitive group: the checklist asks for the medical certificate. */
const withCertificate = (overrides: Partial<SubscriptionDetailDto> = {}): SubscriptionDetailDto => {
  const base = buildDetail();
  return buildDetail({
    requiredDocuments: { ...base.requiredDocuments, checklist: ['subscriptionForm', 'rules', 'medicalCertificate'] },
    ...overrides,
  });
};

const openEdit = async (routes: MockRoutes, language: 'fr' | 'en' = 'fr') => {
  await i18n.changeLanguage(language);
  setViewport('desktop');
  const server = mockApi({ ...sizeRoutes, ...routes });
  signIn({ login: 'admin', roles: ['ADMIN'] });
  renderApp('/subscription/5');
  await screen.findByText('Léa Dupont', { selector: 'h1' }, { timeout: 20_000 });
  return { server, user: userEvent.setup() };
};

const checklist = (): HTMLElement => {
  const card = screen.getByText(i18n.language === 'en' ? 'Documents at the counter' : 'Documents au guichet').closest('section');
  if (card === null) throw new Error('No checklist');
  return card;
};

const expiryInput = (): HTMLInputElement | null => checklist().querySelector<HTMLInputElement>('input[name="certificateExpiresOn"]');

const typeExpiry = (text: string) => {
  const input = expiryInput();
  if (input === null) throw new Error('no certificate date input');
  fireEvent.change(input, { target: { value: text } });
};

afterEach(async () => {
  await i18n.changeLanguage('fr');
});

describe('subscription edit: a paper certificate’s last valid day', () => {
  it('shows the certificate’s date on file, DD/MM/YYYY, without a warning while valid', async () => {
    await openEdit({ 'GET /subscription/student/5': { body: withCertificate({ certificateExpiresOn: '2099-06-30' }) } });
    const card = checklist();
    expect(within(card).getByLabelText('Certificat médical')).not.toBeChecked();
    expect(within(card).getAllByText('Valable jusqu’au').length).toBeGreaterThan(0);
    expect(expiryInput()?.value).toBe('30/06/2099');
    expect(within(card).queryByText('Certificat expiré')).not.toBeInTheDocument();
    // Nothing changed: nothing to save.
    expect(within(card).getByText('Enregistrer les documents').closest('button')).toBeDisabled();
  });

  it('sends the date typed with the tick, and leaves it out when it did not change', async () => {
    const ticked = { ...buildDetail().documents, medicalCertificate: true };
    const { server, user } = await openEdit({
      'GET /subscription/student/5': { body: withCertificate() },
      'POST /subscription/student/5': {
        body: withCertificate({ version: 4, state: 'DONE', documents: ticked, certificateExpiresOn: '2099-12-31' }),
      },
    });
    await user.click(within(checklist()).getByLabelText('Certificat médical'));
    // No date is offered: the screen does not know the club's validity.
    expect(expiryInput()?.value).toBe('');
    typeExpiry('31/12/2099');
    await user.click(within(checklist()).getByText('Enregistrer les documents'));
    await screen.findByText('Documents enregistrés. État : Terminée');
    expect(server.callsTo('POST', '/subscription/student/5')[0]?.body).toEqual({
      version: 3,
      documents: { subscriptionForm: true, rules: true, medicalCertificate: true },
      certificateExpiresOn: '2099-12-31',
    });
    expect(expiryInput()?.value).toBe('31/12/2099');

    // A later save that leaves the date alone does not send it: the member's date is kept.
    await user.click(within(checklist()).getByLabelText('Fiche d’inscription signée'));
    await user.click(within(checklist()).getByText('Enregistrer les documents'));
    await vi.waitFor(() => expect(server.callsTo('POST', '/subscription/student/5')).toHaveLength(2));
    expect(server.callsTo('POST', '/subscription/student/5')[1]?.body).not.toHaveProperty('certificateExpiresOn');
  });

  it('sends null when the date is emptied: the member’s date is forgotten', async () => {
    const { server, user } = await openEdit({
      'GET /subscription/student/5': { body: withCertificate({ certificateExpiresOn: '2099-06-30' }) },
      'POST /subscription/student/5': { body: withCertificate({ version: 4 }) },
    });
    typeExpiry('');
    await user.click(within(checklist()).getByText('Enregistrer les documents'));
    await vi.waitFor(() => expect(server.callsTo('POST', '/subscription/student/5')).toHaveLength(1));
    expect(server.callsTo('POST', '/subscription/student/5')[0]?.body).toMatchObject({ version: 3, certificateExpiresOn: null });
  });

  it('warns of a certificate already ended', async () => {
    await openEdit({ 'GET /subscription/student/5': { body: withCertificate({ certificateExpiresOn: '2020-01-31' }) } });
    expect(within(checklist()).getByText('Certificat expiré')).toBeInTheDocument();
    expect(expiryInput()?.value).toBe('31/01/2020');
  });

  it('reads in English', async () => {
    await openEdit({ 'GET /subscription/student/5': { body: withCertificate({ certificateExpiresOn: '2020-01-31' }) } }, 'en');
    const card = checklist();
    expect(within(card).getByLabelText('Medical certificate')).toBeInTheDocument();
    expect(within(card).getAllByText('Valid until').length).toBeGreaterThan(0);
    expect(within(card).getByText('Certificate expired')).toBeInTheDocument();
    expect(expiryInput()?.value).toBe('31/01/2020');
  });

  it('names the health-questionnaire attestation and asks no date for it, in both languages', async () => {
    const detail = withCertificate({ healthDocument: 'QUESTIONNAIRE', certificateExpiresOn: '2020-01-31' });
    await openEdit({ 'GET /subscription/student/5': { body: detail } });
    let card = checklist();
    expect(within(card).getByLabelText('Attestation du questionnaire de santé')).toBeInTheDocument();
    expect(within(card).queryByLabelText('Certificat médical')).not.toBeInTheDocument();
    expect(expiryInput()).toBeNull();
    expect(within(card).queryByText('Certificat expiré')).not.toBeInTheDocument();

    await i18n.changeLanguage('en');
    card = await vi.waitFor(() => {
      const found = screen.getByText('Documents at the counter').closest('section');
      if (found === null) throw new Error('No checklist');
      return found;
    });
    expect(within(card).getByLabelText('Health questionnaire attestation')).toBeInTheDocument();
    expect(expiryInput()).toBeNull();
  });
});
