import { paymentDayOf } from '@club/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, type MockRoutes } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport } from '@/testing/viewport';
import type { SubscriptionDetailDto } from '@club/domain';
import { buildDetail, sizeRoutes } from '../testing/factories';

// A full screen with MUI tables and forms: slow in jsdom on a busy machine.
vi.setConfig({ testTimeout: 40_000 });

const ALL_TICKED = {
  ...buildDetail().documents,
  asmPdf: true,
  payment: true,
  guardianCodeOfConduct: true,
};

const openEdit = async (routes: MockRoutes) => {
  setViewport('desktop');
  const server = mockApi({ ...sizeRoutes, ...routes });
  signIn({ login: 'admin', roles: ['ADMIN'] });
  renderApp('/subscription/5');
  await screen.findByText('Léa Dupont', { selector: 'h1' }, { timeout: 20_000 });
  return { server, user: userEvent.setup() };
};

/** The checklist card, found by its title. */
const checklist = (): HTMLElement => {
  const card = screen.getByText('Documents au guichet').closest('section');
  if (card === null) throw new Error('No checklist');
  return card;
};

describe('subscription edit: the counter checklist', () => {
  it('shows only the documents that apply, saves the ticks and shows the state the server set', async () => {
    const { server, user } = await openEdit({
      'GET /subscription/student/5': { body: buildDetail() },
      'POST /subscription/student/5': { body: buildDetail({ version: 4, state: 'DONE', documents: ALL_TICKED }) },
    });
    const card = checklist();
    expect(within(card).getByText('2 documents reçus sur 5')).toBeInTheDocument();
    expect(within(card).queryByLabelText('Photo d’identité')).not.toBeInTheDocument();
    expect(within(card).getByLabelText('Fiche d’inscription signée')).toBeChecked();

    await user.click(within(card).getByLabelText('Formulaire général de l’association'));
    await user.click(within(card).getByLabelText('Paiement de la cotisation'));
    // The payment asks how and when; left as it comes: method not given, today.
    await user.click(within(await screen.findByRole('dialog', { name: 'Enregistrer le paiement' })).getByText('Valider'));
    await user.click(within(card).getByLabelText('Charte des parents signée'));
    expect(within(card).getByText('Après enregistrement :').parentElement).toHaveTextContent('Terminée');
    await user.click(within(card).getByText('Enregistrer les documents'));

    expect(await screen.findByText('Documents enregistrés. État : Terminée')).toBeInTheDocument();
    // The state is left to the server: the checklist decides (docs/product.md#subscription-states).
    expect(server.callsTo('POST', '/subscription/student/5')[0]?.body).toEqual({
      version: 3,
      documents: { subscriptionForm: true, rules: true, asmPdf: true, payment: true, guardianCodeOfConduct: true },
      payment: { method: null, paidOn: paymentDayOf(new Date()) },
    });
    await waitFor(() => expect(within(checklist()).getByText('5 documents reçus sur 5')).toBeInTheDocument());
    expect(within(checklist()).getByText('Enregistrer les documents').closest('button')).toBeDisabled();
  });

  it('sends a state chosen by hand', async () => {
    const { server, user } = await openEdit({
      'GET /subscription/student/5': { body: buildDetail() },
      'POST /subscription/student/5': { body: buildDetail({ version: 4, state: 'MISSING_DOC' }) },
    });

    await user.click(within(checklist()).getByLabelText('État'));
    await user.click(await screen.findByText('Documents manquants', { selector: 'li' }));
    await user.click(within(checklist()).getByText('Enregistrer les documents'));

    expect(await screen.findByText('Documents enregistrés. État : Documents manquants')).toBeInTheDocument();
    expect(server.callsTo('POST', '/subscription/student/5')[0]?.body).toMatchObject({ version: 3, state: 'MISSING_DOC' });
  });

  it('says someone else changed the subscription (409) and reloads it on request', async () => {
    let loads = 0;
    const { server, user } = await openEdit({
      'GET /subscription/student/5': () => {
        loads += 1;
        return {
          body:
            loads === 1
              ? buildDetail()
              : buildDetail({
                  version: 5,
                  documents: { ...buildDetail().documents, payment: true },
                } satisfies Partial<SubscriptionDetailDto>),
        };
      },
      'POST /subscription/student/5': { status: 409, body: { code: 'CONFLICT', message: 'STALE_VERSION' } },
    });

    await user.click(within(checklist()).getByLabelText('Formulaire général de l’association'));
    await user.click(within(checklist()).getByText('Enregistrer les documents'));

    const alert = await within(checklist()).findByRole('alert');
    expect(alert).toHaveTextContent('Quelqu’un d’autre a modifié cette inscription entre-temps');
    await user.click(within(alert).getByText('Recharger'));

    await waitFor(() => expect(within(checklist()).queryByRole('alert')).not.toBeInTheDocument());
    // The other person's tick is shown; the unsaved one is gone.
    expect(within(checklist()).getByLabelText('Paiement de la cotisation')).toBeChecked();
    expect(within(checklist()).getByLabelText('Formulaire général de l’association')).not.toBeChecked();
    expect(server.callsTo('GET', '/subscription/student/5').length).toBeGreaterThanOrEqual(2);

    // The next save carries the new version.
    await user.click(within(checklist()).getByLabelText('Formulaire général de l’association'));
    await user.click(within(checklist()).getByText('Enregistrer les documents'));
    await waitFor(() => expect(server.callsTo('POST', '/subscription/student/5')).toHaveLength(2));
    expect(server.callsTo('POST', '/subscription/student/5')[1]?.body).toMatchObject({ version: 5 });
  });
});

describe('subscription edit: the member form', () => {
  it('requires nationality and, under 18, the school before saving (edit mode, docs/product.md#validation)', async () => {
    const { server, user } = await openEdit({
      'GET /subscription/student/5': { body: buildDetail({ nationality: null, school: null }) },
    });

    await user.click(screen.getByText('Enregistrer', { selector: 'button' }));

    expect(await screen.findByText('Nationalité invalide')).toBeInTheDocument();
    expect(screen.getByText('Établissement scolaire invalide')).toBeInTheDocument();
    expect(server.callsTo('POST', '/subscription/student/5')).toHaveLength(0);
  });

  it('asks no school of an adult and sends the member with the guardian', async () => {
    const adult = buildDetail({ birthDate: '1990-03-04', school: null, schoolLevel: null });
    const { server, user } = await openEdit({
      'GET /subscription/student/5': { body: adult },
      'POST /subscription/student/5': { body: { ...adult, version: 4 } },
    });
    expect(screen.queryByLabelText(/École/)).not.toBeInTheDocument();

    await user.click(screen.getByText('Enregistrer', { selector: 'button' }));

    expect(await screen.findByText('Inscription enregistrée')).toBeInTheDocument();
    const body = server.callsTo('POST', '/subscription/student/5')[0]?.body as Record<string, Record<string, unknown>>;
    expect(body.version).toBe(3);
    expect(body.student).toMatchObject({ firstName: 'Léa', nationality: 'FR', shirtSizeId: 2, school: null });
    expect(body.guardian).toMatchObject({ email: 'jean.dupont@example.org', phoneNumber: '0612345678' });
  });

  it('resends the link to the guardian and says so (SUB_MAIL_SENT)', async () => {
    const { server, user } = await openEdit({
      'GET /subscription/student/5': { body: buildDetail() },
      'POST /subscription/student/5/mail': {
        body: { subscriptionId: 50, recipients: ['jean.dupont@example.org'], expiresAt: '2027-08-31T00:00:00.000Z' },
      },
    });

    await user.click(screen.getByText('Renvoyer le lien'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/^E-mail/)).toHaveValue('jean.dupont@example.org');
    await user.click(within(dialog).getByText('Envoyer'));

    expect(await screen.findByText('E-mail d’inscription envoyé à jean.dupont@example.org')).toBeInTheDocument();
    expect(server.callsTo('POST', '/subscription/student/5/mail')[0]?.body).toEqual({
      email: 'jean.dupont@example.org',
      secondaryEmail: null,
      isNew: false,
    });
  });

  it('shows a problem with what the family typed, second contact included, and leads to the picker', async () => {
    const submittedContact = {
      firstName: 'Maria',
      lastName: 'Durant',
      email: 'marie.durand@example.org',
      phoneNumber: '0611223344',
      secondaryEmail: 'papa.durant@example.org',
      secondaryPhoneNumber: null,
    };
    await openEdit({ 'GET /subscription/student/5': { body: buildDetail({ problem: true, guardianId: null, submittedContact }) } });

    expect(screen.getByText('Le responsable doit être choisi')).toBeInTheDocument();
    expect(screen.getByText(/La famille a saisi Maria Durant \(marie\.durand@example\.org, 0611223344\)/)).toBeInTheDocument();
    expect(screen.getByText(/Second contact saisi : papa\.durant@example\.org, —/)).toBeInTheDocument();
    expect(screen.getByText('Choisir le responsable', { selector: 'a' })).toHaveAttribute('href', '/subscription/problem/5');
  });
});
