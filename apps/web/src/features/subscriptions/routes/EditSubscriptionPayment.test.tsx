import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { mockApi, type MockRoutes } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport } from '@/testing/viewport';
import { buildDetail, sizeRoutes } from '../testing/factories';

// A full screen with MUI forms and a date picker: slow in jsdom on a busy machine.
vi.setConfig({ testTimeout: 40_000 });

const PAID = { ...buildDetail().documents, payment: true };

const openEdit = async (routes: MockRoutes, viewport: 'phone' | 'desktop' = 'phone') => {
  setViewport(viewport);
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

/** Types a day in the dialog's date field, as DD/MM/YYYY. */
const typePaidOn = (dialog: HTMLElement, text: string) => {
  const input = dialog.querySelector<HTMLInputElement>('input[name="paidOn"]');
  if (input === null) throw new Error('no payment date input');
  fireEvent.change(input, { target: { value: text } });
};

afterEach(async () => {
  await i18n.changeLanguage('fr');
});

describe('subscription edit: recording the payment', () => {
  it('asks the method and day when the payment is ticked, shows them, and sends them with the save (390 px)', async () => {
    const { server, user } = await openEdit({
      'GET /subscription/student/5': { body: buildDetail() },
      'POST /subscription/student/5': {
        body: buildDetail({ version: 4, state: 'MISSING_DOC', documents: PAID, payment: { method: 'CHEQUE', paidOn: '2026-09-12' } }),
      },
    });
    await user.click(within(checklist()).getByLabelText('Paiement de la cotisation'));
    const dialog = await screen.findByRole('dialog', { name: 'Enregistrer le paiement' });
    await user.click(within(dialog).getByLabelText('Moyen de paiement'));
    await user.click(await screen.findByRole('option', { name: 'Chèque' }));
    typePaidOn(dialog, '12/09/2026');
    await user.click(within(dialog).getByText('Valider'));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const card = checklist();
    expect(within(card).getByLabelText('Paiement de la cotisation')).toBeChecked();
    expect(within(card).getByText('Payé le 12/09/2026 par chèque')).toBeInTheDocument();
    await user.click(within(card).getByText('Enregistrer les documents'));

    await screen.findByText('Documents enregistrés. État : Documents manquants');
    expect(server.callsTo('POST', '/subscription/student/5')[0]?.body).toEqual({
      version: 3,
      documents: { subscriptionForm: true, rules: true, asmPdf: false, payment: true, guardianCodeOfConduct: false },
      payment: { method: 'CHEQUE', paidOn: '2026-09-12' },
    });
    expect(within(checklist()).getByText('Payé le 12/09/2026 par chèque')).toBeInTheDocument();
  });

  it('leaves the payment unticked when the dialog is cancelled, and refuses a day after today', async () => {
    const { server, user } = await openEdit({ 'GET /subscription/student/5': { body: buildDetail() } });
    await user.click(within(checklist()).getByLabelText('Paiement de la cotisation'));
    let dialog = await screen.findByRole('dialog', { name: 'Enregistrer le paiement' });
    typePaidOn(dialog, '01/01/2099');
    await user.click(within(dialog).getByText('Valider'));
    expect(await within(dialog).findByText('Date invalide')).toBeInTheDocument();
    await user.click(within(dialog).getByText('Annuler'));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(checklist()).getByLabelText('Paiement de la cotisation')).not.toBeChecked();
    expect(within(checklist()).getByText('Enregistrer les documents').closest('button')).toBeDisabled();

    // "Tick all" asks for the payment too; the other ticks stay when it is cancelled.
    await user.click(within(checklist()).getByText('Tout cocher'));
    dialog = await screen.findByRole('dialog', { name: 'Enregistrer le paiement' });
    await user.click(within(dialog).getByText('Annuler'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(checklist()).getByLabelText('Formulaire général de l’association')).toBeChecked();
    expect(within(checklist()).getByLabelText('Paiement de la cotisation')).not.toBeChecked();
    expect(server.callsTo('POST', '/subscription/student/5')).toHaveLength(0);
  });

  it('shows a recorded payment and the issued invoice, and lets staff correct the method', async () => {
    const recorded = buildDetail({
      state: 'DONE',
      documents: PAID,
      payment: { method: 'TRANSFER', paidOn: '2026-10-02' },
      invoice: { reference: '2026-2027-0007', issuedAt: '2026-10-03T09:00:00.000Z' },
    });
    const { server, user } = await openEdit(
      { 'GET /subscription/student/5': { body: recorded }, 'POST /subscription/student/5': { body: { ...recorded, version: 4 } } },
      'desktop',
    );
    expect(within(checklist()).getByText('Payé le 02/10/2026 par virement')).toBeInTheDocument();
    expect(screen.getByText('Facture n° 2026-2027-0007 émise le 03/10/2026')).toBeInTheDocument();

    await user.click(within(checklist()).getByText('Modifier le paiement'));
    const dialog = await screen.findByRole('dialog', { name: 'Enregistrer le paiement' });
    await user.click(within(dialog).getByLabelText('Moyen de paiement'));
    await user.click(await screen.findByRole('option', { name: 'Carte bancaire' }));
    await user.click(within(dialog).getByText('Valider'));
    expect(within(checklist()).getByText('Payé le 02/10/2026 par carte bancaire')).toBeInTheDocument();
    await user.click(within(checklist()).getByText('Enregistrer les documents'));

    await waitFor(() => expect(server.callsTo('POST', '/subscription/student/5')).toHaveLength(1));
    expect(server.callsTo('POST', '/subscription/student/5')[0]?.body).toMatchObject({ payment: { method: 'CARD', paidOn: '2026-10-02' } });
  });

  it('says it in English too', async () => {
    await i18n.changeLanguage('en');
    await openEdit({
      'GET /subscription/student/5': {
        body: buildDetail({
          documents: PAID,
          payment: { method: 'CHEQUE', paidOn: '2026-09-12' },
          invoice: { reference: '2026-2027-0001', issuedAt: '2026-09-13T09:00:00.000Z' },
        }),
      },
    });
    expect(within(checklist()).getByText('Paid on 12/09/2026 by cheque')).toBeInTheDocument();
    expect(screen.getByText('Invoice no. 2026-2027-0001 issued on 13/09/2026')).toBeInTheDocument();
  });
});
