import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { mockApi, type MockRoutes } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport } from '@/testing/viewport';
import { buildDetail, sizeRoutes } from '../testing/factories';

// A full screen with MUI tables and forms: slow in jsdom on a busy machine.
vi.setConfig({ testTimeout: 40_000 });

const CANCELLED = buildDetail({
  state: 'CANCELLED',
  restoreState: 'STARTED',
  history: [
    { fromState: null, toState: 'SCHEDULED', changedAt: '2026-09-01T08:00:00.000Z', source: 'RENEWAL', changedBy: null },
    { fromState: 'SCHEDULED', toState: 'STARTED', changedAt: '2026-10-01T10:00:00.000Z', source: 'FAMILY', changedBy: null },
    {
      fromState: 'STARTED',
      toState: 'CANCELLED',
      changedAt: '2026-10-05T10:00:00.000Z',
      source: 'STAFF',
      changedBy: { id: 2, firstName: 'Sophie', lastName: 'Martin' },
    },
  ],
});

const openEdit = async (routes: MockRoutes) => {
  setViewport('desktop');
  const server = mockApi({ ...sizeRoutes, ...routes });
  signIn({ login: 'admin', roles: ['ADMIN'] });
  renderApp('/subscription/5');
  await screen.findByText('Léa Dupont', { selector: 'h1' }, { timeout: 20_000 });
  return { server, user: userEvent.setup() };
};

describe('subscription edit: a cancelled subscription', () => {
  afterEach(async () => {
    await i18n.changeLanguage('fr');
  });

  it('says it is cancelled, restores the state it had, and sends no link meanwhile', async () => {
    const { server, user } = await openEdit({
      'GET /subscription/student/5': { body: CANCELLED },
      'POST /subscription/student/5': { body: buildDetail({ version: 4, state: 'STARTED' }) },
    });
    expect(screen.getByText('Inscription à la saison 2026-2027 annulée')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Renvoyer le lien' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Rétablir (Commencée)' }));

    expect(await screen.findByText('Inscription rétablie. État : Commencée')).toBeInTheDocument();
    expect(server.callsTo('POST', '/subscription/student/5')[0]?.body).toEqual({ version: 3, state: 'STARTED' });
    expect(screen.queryByText('Inscription à la saison 2026-2027 annulée')).not.toBeInTheDocument();
  });

  it('offers "Cancelled" in the state select, and says it all in English', async () => {
    await i18n.changeLanguage('en');
    const { server, user } = await openEdit({
      'GET /subscription/student/5': { body: CANCELLED },
      'POST /subscription/student/5': { body: buildDetail({ version: 4, state: 'MISSING_DOC' }) },
    });
    expect(screen.getByText('Subscription to the 2026-2027 season cancelled')).toBeInTheDocument();
    expect(screen.getByText(/the family’s link no longer works/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend the link' })).toBeDisabled();

    // A tick alone leaves it cancelled: the preview says so.
    const card = screen.getByText('Documents at the counter').closest('section')!;
    await user.click(within(card).getByLabelText('Payment of the fee'));
    await user.click(within(await screen.findByRole('dialog', { name: 'Record the payment' })).getByText('Confirm'));
    expect(within(card).getByText('Once saved:').parentElement).toHaveTextContent('Cancelled');
    await user.click(within(card).getByLabelText('State'));
    expect(await screen.findByRole('option', { name: 'Cancelled' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Missing documents' }));
    await user.click(within(card).getByText('Save the documents'));
    expect(server.callsTo('POST', '/subscription/student/5')[0]?.body).toMatchObject({ version: 3, state: 'MISSING_DOC' });
  });
});

describe('subscription edit: the resend dialog’s "first subscription" box changes the subscription', () => {
  afterEach(async () => {
    await i18n.changeLanguage('fr');
  });

  const MAIL_SENT = { body: { subscriptionId: 50, recipients: ['jean.dupont@example.org'], expiresAt: '2027-08-31T00:00:00.000Z' } };

  it('warns what ticking it does to a renewal and sends it', async () => {
    const { server, user } = await openEdit({
      'GET /subscription/student/5': { body: buildDetail({ isNew: false }) },
      'POST /subscription/student/5/mail': MAIL_SENT,
    });

    await user.click(screen.getByText('Renvoyer le lien'));
    const dialog = await screen.findByRole('dialog');
    const box = within(dialog).getByLabelText('Première inscription (nouvel adhérent)');
    expect(box).toHaveAccessibleDescription(
      'Change l’inscription elle-même : formulaire, documents demandés et tarif d’un nouvel adhérent.',
    );
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    await user.click(box);
    expect(within(dialog).getByRole('status')).toHaveTextContent('cette réinscription deviendra une première inscription');
    await user.click(within(dialog).getByText('Envoyer'));

    expect(await screen.findByText('E-mail d’inscription envoyé à jean.dupont@example.org')).toBeInTheDocument();
    expect(server.callsTo('POST', '/subscription/student/5/mail')[0]?.body).toMatchObject({ isNew: true });
    // The screen reloads the subscription: kind, documents and version as the server now has them.
    expect(server.callsTo('GET', '/subscription/student/5').length).toBeGreaterThan(1);
  });

  it('says the same in English when a first subscription becomes a renewal', async () => {
    await i18n.changeLanguage('en');
    const { server, user } = await openEdit({
      'GET /subscription/student/5': { body: buildDetail({ isNew: true }) },
      'POST /subscription/student/5/mail': MAIL_SENT,
    });

    await user.click(screen.getByText('Resend the link'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('First subscription (new member)'));
    expect(within(dialog).getByRole('status')).toHaveTextContent('this first subscription becomes a renewal');
    await user.click(within(dialog).getByText('Send'));
    await screen.findByText(/sent to jean\.dupont@example\.org/);
    expect(server.callsTo('POST', '/subscription/student/5/mail')[0]?.body).toMatchObject({ isNew: false });
  });
});
