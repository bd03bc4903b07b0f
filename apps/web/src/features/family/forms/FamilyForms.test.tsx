import type { FamilyHomeDto } from '@club/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { mockApi, type MockRoutes } from '@/testing/fetchMock';
import { setViewport } from '@/testing/viewport';
import { homeFixture, sessionFixture } from '../testing/fixtures';
import { renderFamilyPage } from '../testing/renderFamilyPage';
import { waitingForm, waitingMember } from './testing/formsFixture';

// Two children's whole pass, typed as a parent would, on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

const lea = waitingForm({ memberId: 11, subscriptionId: 31, fname: 'Léa', age: 12 });
// The club has an older address on Hugo's file: the one typed once is sent for both.
const hugo = waitingForm({
  memberId: 12,
  subscriptionId: 32,
  fname: 'Hugo',
  age: 9,
  form: { gender: 'M', address: '1 rue ancienne', zipCode: '98001', city: 'Ancienne', guardianFname: 'Paul' },
});

const homeOf = (state: 'SCHEDULED' | 'STARTED'): FamilyHomeDto =>
  homeFixture({ members: [waitingMember(11, 'Léa', 31, state), waitingMember(12, 'Hugo', 32, state)] });

/** The home lists both forms as waiting until they are sent, then both members STARTED. */
const formsRoutes = (routes: MockRoutes = {}): MockRoutes => {
  let sent = false;
  return {
    'GET /family/': () => ({ body: homeOf(sent ? 'STARTED' : 'SCHEDULED') }),
    'GET /family/sessions': { body: { sessions: [sessionFixture()] } },
    'GET /family/forms': { body: { forms: [lea, hugo] } },
    'POST /family/forms': () => {
      sent = true;
      return { body: { subscriptionIds: [31, 32] } };
    },
    ...routes,
  };
};

/** jsdom cannot open a tab: the click on a document link is kept, the navigation dropped. */
const keepOnPage = (event: MouseEvent) => {
  if (event.target instanceof Element && event.target.closest('a[target="_blank"]') !== null) event.preventDefault();
};
beforeEach(() => document.addEventListener('click', keepOnPage));
afterEach(async () => {
  document.removeEventListener('click', keepOnPage);
  await i18n.changeLanguage('fr');
});

const next = () => screen.getByRole('button', { name: 'Suivant' });

/** Opens the forms from the home's card and waits for the first child's step. */
const openForms = async (buttonName: string) => {
  const user = userEvent.setup({ delay: null });
  const card = await screen.findByRole('region', { name: /Formulaires à remplir|Forms to fill in/ }, { timeout: 15_000 });
  await user.click(within(card).getByRole('button', { name: buttonName }));
  const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
  await within(dialog).findByRole('heading', { name: /Le membre|The member/ }, { timeout: 15_000 });
  return { user, card, dialog: within(dialog) };
};

/** From the first child's step to the address step of two children, typing the contact once. */
const fillTwoForms = async (user: ReturnType<typeof userEvent.setup>) => {
  expect(screen.getByText(/Étape 1 sur 4/)).toHaveTextContent('Étape 1 sur 4 · Léa Martin');
  expect(screen.getByLabelText('Prénom')).toHaveValue('Léa');
  await user.click(next());
  await waitFor(() => expect(screen.getByText(/Étape 2 sur 4/)).toHaveTextContent('Hugo Martin'));
  expect(screen.getByLabelText('Prénom')).toHaveValue('Hugo');
  await user.click(next());

  await screen.findByRole('heading', { name: 'Responsable légal' });
  expect(screen.getByText(/Étape 3 sur 4/)).toBeInTheDocument();
  expect(screen.getByText(/Le parent ou tuteur légal de Léa Martin et Hugo Martin/)).toBeInTheDocument();
  await user.type(screen.getByLabelText('Prénom'), 'Claire');
  await user.type(screen.getByLabelText('Nom'), 'Martin');
  await user.click(next());

  await screen.findByRole('heading', { name: 'Adresse et conditions' });
  expect(screen.getByText(/Étape 4 sur 4/)).toBeInTheDocument();
  await user.type(screen.getByLabelText('Adresse'), '12 boulevard des Moulins');
  await user.type(screen.getByLabelText('Code postal'), '98000');
  await user.type(screen.getByLabelText('Ville'), 'Monaco');
  await user.click(screen.getByRole('link', { name: 'Lire le règlement intérieur (PDF)' }));
  await user.click(screen.getByRole('link', { name: 'Lire la charte du nageur (PDF)' }));
  await user.click(screen.getByRole('link', { name: 'Lire la charte des parents (PDF)' }));
  for (const name of [
    /protection des données/,
    /règlement intérieur/,
    /charte de bonne conduite du nageur/,
    /charte de bonne conduite des parents/,
  ]) {
    await user.click(screen.getByRole('checkbox', { name }));
  }
};

describe('several forms in one pass', () => {
  it('names the children waiting, asks the contact and address once and sends both forms with them', async () => {
    setViewport('phone');
    let attempts = 0;
    const server = mockApi(
      formsRoutes({
        'POST /family/forms': () => {
          attempts += 1;
          if (attempts === 1) throw new TypeError('Failed to fetch');
          return { body: { subscriptionIds: [31, 32] } };
        },
        'GET /family/': (_call, index) => ({ body: homeOf(attempts >= 2 && index > 0 ? 'STARTED' : 'SCHEDULED') }),
      }),
    );
    renderFamilyPage('/family');
    const card = await screen.findByRole('region', { name: 'Formulaires à remplir' }, { timeout: 15_000 });
    expect(card).toHaveTextContent('Les formulaires d’inscription de Léa Martin et Hugo Martin restent à remplir');
    // Nothing of the forms is read before the family opens them.
    expect(server.callsTo('GET', '/family/forms')).toHaveLength(0);

    const { user, dialog } = await openForms('Remplir les formulaires');
    await fillTwoForms(user);
    // The acceptances are worded for each child that needs them.
    expect(screen.getByRole('checkbox', { name: /règlement intérieur/ })).toHaveAccessibleName(
      'J’ai lu le règlement intérieur et je l’accepte, pour chaque enfant concerné : Léa Martin et Hugo Martin',
    );

    // The network fails: the answers stay and the sending is offered again.
    await user.click(dialog.getByRole('button', { name: 'Envoyer les 2 formulaires' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Vos réponses sont conservées');
    expect(screen.getByLabelText('Code postal')).toHaveValue('98000');
    await user.click(within(alert).getByRole('button', { name: 'Réessayer l’envoi' }));

    const done = await screen.findByText(/Formulaires envoyés pour Léa Martin et Hugo Martin/, {}, { timeout: 10_000 });
    await waitFor(() => expect(done.closest('[role="status"]')).toHaveFocus());
    const posts = server.callsTo('POST', '/family/forms');
    expect(posts).toHaveLength(2);
    const body = posts[1]!.body as { language: string; forms: Record<string, unknown>[] };
    expect(body.language).toBe('fr');
    expect(body.forms).toHaveLength(2);
    const shared = {
      guardianFname: 'Claire',
      guardianLname: 'Martin',
      guardianEmail: 'claire.martin@example.fr',
      guardianPhone: '0612345678',
      address: '12 boulevard des Moulins',
      zipCode: '98000',
      city: 'Monaco',
      country: 'MC',
      privacyAccepted: true,
      rulesAccepted: true,
      codeOfConductAccepted: true,
      guardianCodeOfConductAccepted: true,
      covidClause: false,
    };
    expect(body.forms[0]).toMatchObject({
      ...shared,
      id: 11,
      subscriptionId: 31,
      fname: 'Léa',
      gender: 'F',
      birthDate: lea.form.birthDate,
    });
    expect(body.forms[1]).toMatchObject({
      ...shared,
      id: 12,
      subscriptionId: 32,
      fname: 'Hugo',
      gender: 'M',
      birthDate: hugo.form.birthDate,
    });

    // The home was read again: both members have their form sent, and the card is gone.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Formulaires à remplir' })).not.toBeInTheDocument());
    expect(within(screen.getByRole('region', { name: 'Léa Martin' })).getByText('Inscription : Commencée')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('brings back the step of a field the server refuses, with its message, keeping every answer', async () => {
    const server = mockApi(
      formsRoutes({
        'POST /family/forms': {
          status: 400,
          body: {
            code: 'BAD_REQUEST',
            message: 'Invalid form',
            fields: { 'forms.1.zipCode': 'Invalid postal code', 'forms.1.birthPlace': 'Invalid birth place' },
          },
        },
      }),
    );
    renderFamilyPage('/family');
    const { user, dialog } = await openForms('Remplir les formulaires');
    await fillTwoForms(user);
    await user.click(dialog.getByRole('button', { name: 'Envoyer les 2 formulaires' }));

    // Hugo's own field first: his step comes back, the field focused with its message.
    await waitFor(() => expect(screen.getByText(/Étape 2 sur 4/)).toHaveTextContent('Hugo Martin'));
    const birthPlace = screen.getByLabelText('Lieu de naissance');
    expect(birthPlace).toHaveAccessibleDescription(/Lieu de naissance invalide/);
    await waitFor(() => expect(birthPlace).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('Certaines informations sont à corriger');
    await user.clear(birthPlace);
    await user.type(birthPlace, 'Nice');

    // Back and forth: nothing typed is lost, and the address step shows the zip code's message.
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    await waitFor(() => expect(screen.getByLabelText('Prénom')).toHaveValue('Léa'));
    await user.click(next());
    await waitFor(() => expect(screen.getByLabelText('Lieu de naissance')).toHaveValue('Nice'));
    await user.click(next());
    await screen.findByRole('heading', { name: 'Responsable légal' });
    expect(screen.getByLabelText('Prénom')).toHaveValue('Claire');
    await user.click(next());
    await screen.findByRole('heading', { name: 'Adresse et conditions' });
    expect(screen.getByLabelText('Code postal')).toHaveValue('98000');
    expect(screen.getByLabelText('Code postal')).toHaveAccessibleDescription(/Code postal invalide/);
    expect(screen.getByRole('checkbox', { name: /protection des données/ })).toBeChecked();
    expect(server.callsTo('POST', '/family/forms')).toHaveLength(1);
  });

  it('speaks English, and of one form for one child', async () => {
    await i18n.changeLanguage('en');
    setViewport('desktop');
    const newcomer = waitingForm({ memberId: 11, subscriptionId: 31, fname: 'Léa', age: 12, isNew: true });
    const server = mockApi(
      formsRoutes({
        'GET /family/': { body: homeFixture({ members: [waitingMember(11, 'Léa', 31)] }) },
        'GET /family/forms': { body: { forms: [newcomer] } },
      }),
    );
    renderFamilyPage('/family');
    const card = await screen.findByRole('region', { name: 'Forms to fill in' }, { timeout: 15_000 });
    expect(card).toHaveTextContent('The subscription form of Léa Martin is still to be filled in.');
    const { user, dialog } = await openForms('Fill in the form');
    expect(screen.getByText(/Step 1 of 3/)).toHaveTextContent('Step 1 of 3 · Léa Martin');
    expect(screen.getByLabelText('Place of birth')).toHaveValue('Monaco');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Guardian' });
    await user.type(screen.getByLabelText('First name'), 'Claire');
    await user.type(screen.getByLabelText('Last name'), 'Martin');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Address and terms' });
    expect(screen.getByText(/Step 3 of 3/)).toBeInTheDocument();
    // A new member: only the privacy notice to accept.
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    await user.type(screen.getByLabelText('Address'), '12 boulevard des Moulins');
    await user.type(screen.getByLabelText('Postcode'), '98000');
    await user.type(screen.getByLabelText('Town or city'), 'Monaco');
    await user.click(screen.getByRole('checkbox', { name: /personal data protection notice/ }));
    await user.click(dialog.getByRole('button', { name: 'Send the form' }));
    expect(await screen.findByText(/Form sent for Léa Martin\. Thank you!/, {}, { timeout: 10_000 })).toBeInTheDocument();
    const body = server.callsTo('POST', '/family/forms')[0]?.body as { language: string; forms: Record<string, unknown>[] };
    expect(body.language).toBe('en');
    expect(body.forms).toEqual([expect.objectContaining({ id: 11, privacyAccepted: true, rulesAccepted: false, zipCode: '98000' })]);
  });

  it('shows no card when no form waits', async () => {
    mockApi(formsRoutes({ 'GET /family/': { body: homeFixture() } }));
    renderFamilyPage('/family');
    await screen.findByRole('heading', { name: 'Adhérents' }, { timeout: 15_000 });
    expect(screen.queryByRole('region', { name: 'Formulaires à remplir' })).not.toBeInTheDocument();
  });
});
