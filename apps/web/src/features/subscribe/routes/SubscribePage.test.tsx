import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockApi, type MockAnswer } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import type { ResumeDto } from '@club/domain';
import { birthDateForAge, completeForm, resumeFixture } from '../testing/resumeFixture';
import { keepComputedStyles } from '@/testing/computedStyles';

// What some tests check is the CSS itself (src/testing/computedStyles.ts).
keepComputedStyles();

const TOKEN = 'k7Q2mVx9-token-of-forty-characters-long';
const noSession = { status: 401, body: { code: 'UNAUTHORIZED', message: 'No session' } };

const openForm = async (resume: ResumeDto | MockAnswer, routes: Parameters<typeof mockApi>[0] = {}) => {
  const server = mockApi({
    'GET /subscription/resume': 'status' in resume ? resume : { body: resume },
    ...routes,
  });
  const app = renderApp(`/subscribe?token=${TOKEN}`);
  return { ...app, server, user: userEvent.setup() };
};

const next = () => screen.getByRole('button', { name: /Suivant/ });
const send = () => screen.getByRole('button', { name: /Envoyer l’inscription/ });

/** jsdom cannot follow a download link nor open a tab: the click is kept, the navigation dropped. */
const keepDownloadsOnPage = (event: MouseEvent) => {
  if (event.target instanceof Element && event.target.closest('a[download], a[target="_blank"]') !== null) event.preventDefault();
};
beforeEach(() => document.addEventListener('click', keepDownloadsOnPage));
afterEach(() => document.removeEventListener('click', keepDownloadsOnPage));

describe('subscription link', () => {
  it('sends a visitor without a token to the login page', async () => {
    mockApi({ 'POST /coach/refresh': noSession });
    const { router } = renderApp('/subscribe');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('explains an unknown or replaced link without any form', async () => {
    await openForm({ status: 404, body: { code: 'NOT_FOUND', message: 'LINK_INVALID' } });
    expect(await screen.findByRole('heading', { name: 'Ce lien n’est pas valable' })).toBeInTheDocument();
    expect(screen.getByText(/contactez le secrétariat du club/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Suivant/ })).not.toBeInTheDocument();
  });

  it('says when the link has expired', async () => {
    await openForm({ status: 404, body: { code: 'NOT_FOUND', message: 'LINK_EXPIRED' } });
    expect(await screen.findByRole('heading', { name: 'Ce lien a expiré' })).toBeInTheDocument();
  });

  it('shows the documents, read-only, once the form was sent', async () => {
    await openForm(resumeFixture({ state: 'STARTED', form: completeForm }));
    expect(await screen.findByRole('heading', { name: 'Formulaire déjà envoyé' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Suivant/ })).not.toBeInTheDocument();
    const form = screen.getByRole('link', { name: 'Fiche d’inscription pré-remplie PDF' });
    expect(form).toHaveAttribute('href', `/api/subscription/7/subscriptionForm?token=${TOKEN}&lang=fr`);
    expect(screen.getByRole('link', { name: 'Charte de bonne conduite des parents PDF' })).toBeInTheDocument();
    expect(screen.getByText('Une photo d’identité')).toBeInTheDocument();
  });

  it('leads into the family space, handing over the address the form was sent with but never in the address bar', async () => {
    sessionStorage.clear();
    const { user } = await openForm(resumeFixture({ state: 'MISSING_DOC', form: completeForm }));
    const open = await screen.findByRole('link', { name: 'Ouvrir l’espace famille' });
    expect(open).toHaveAttribute('href', '/family');
    // jsdom does not navigate; the click still runs.
    open.addEventListener('click', (event) => event.preventDefault());
    await user.click(open);
    expect(sessionStorage.getItem('club.familyEmail')).toBe('famille.martin@example.org');
    sessionStorage.clear();
  });

  it('offers no family space once the subscription is complete', async () => {
    await openForm(resumeFixture({ state: 'DONE', form: completeForm }));
    expect(await screen.findByRole('heading', { name: 'Formulaire déjà envoyé' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ouvrir l’espace famille' })).not.toBeInTheDocument();
  });

  it('opens each document in a new tab, where a phone shows it, and offers to download it on purpose', async () => {
    await openForm(resumeFixture({ state: 'STARTED', form: completeForm }));
    const open = await screen.findByRole('link', { name: 'Règlement intérieur PDF' });
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).not.toHaveAttribute('download');
    const save = screen.getByRole('link', { name: 'Télécharger « Règlement intérieur »' });
    expect(save).toHaveAttribute('download');
    expect(save).toHaveAttribute('href', `/api/subscription/7/rules?token=${TOKEN}&lang=fr&download=1`);
  });

  it('offers the association’s general form, which the counter asks for, among the documents to print', async () => {
    await openForm(resumeFixture({ state: 'STARTED', form: completeForm }));
    const general = await screen.findByRole('link', { name: 'Formulaire général de l’association PDF' });
    expect(general).toHaveAttribute('href', `/api/subscription/7/asmPdf?token=${TOKEN}&lang=fr`);
    const bring = screen.getByRole('region', { name: 'À apporter au guichet de la piscine' });
    expect(within(bring).getByText('Le formulaire général de l’association')).toBeInTheDocument();
  });

  it('lists only what is still missing once staff have ticked the rest', async () => {
    await openForm(resumeFixture({ state: 'MISSING_DOC', form: completeForm, toBring: ['medicalCertificate', 'payment'] }));
    expect(await screen.findByText('Des documents manquent encore')).toBeInTheDocument();
    const bring = screen.getByRole('region', { name: 'À apporter au guichet de la piscine' });
    expect(
      within(bring)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Un certificat médical de non contre-indication à la natation',
      expect.stringMatching(/^Le paiement de la cotisation \(Cotisation : 320,00\s€\)$/),
    ]);
    expect(within(bring).queryByText('Une photo d’identité')).not.toBeInTheDocument();
  });

  it('says there is nothing left to bring once everything was received', async () => {
    await openForm(resumeFixture({ state: 'DONE', form: completeForm, toBring: [] }));
    expect(await screen.findByText('Inscription complète')).toBeInTheDocument();
    const bring = screen.getByRole('region', { name: 'À apporter au guichet de la piscine' });
    expect(within(bring).queryAllByRole('listitem')).toHaveLength(0);
    expect(within(bring).getByText(/Le club a reçu tous les documents demandés/)).toBeInTheDocument();
  });

  it('writes « d’ » before a name starting with a vowel', async () => {
    await openForm(resumeFixture({ isNew: false, state: 'STARTED', form: { ...completeForm, fname: 'Aymardine', lname: 'Leroy' } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Réinscription d’Aymardine Leroy' })).toBeInTheDocument();
    expect(screen.getByText(/Le formulaire d’Aymardine Leroy pour la saison 2026-2027 a bien été reçu/)).toBeInTheDocument();
  });
});

describe('step 1, the member', () => {
  it('says "required" for every empty required field, focuses the first and clears an error on focus', async () => {
    const { user } = await openForm(resumeFixture({ form: { fname: '' } }));
    await user.click(await screen.findByRole('button', { name: /Suivant/ }));

    await screen.findAllByText('Ce champ est obligatoire');
    for (const label of ['Prénom', 'Lieu de naissance', 'Taille de t-shirt', 'Taille de short']) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(/Ce champ est obligatoire/);
    }
    expect(screen.getByRole('combobox', { name: 'Nationalité' })).toHaveAccessibleDescription('Ce champ est obligatoire');
    expect(screen.queryByText(/invalide/)).not.toBeInTheDocument();
    // The first invalid field has the cursor and keeps its message.
    const firstName = screen.getByLabelText('Prénom');
    await waitFor(() => expect(firstName).toHaveFocus());
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription('Ce champ est obligatoire');

    // The parent puts the cursor in another field: only that one's message goes.
    await user.click(screen.getByLabelText('Lieu de naissance'));
    expect(screen.getByLabelText('Lieu de naissance')).not.toHaveAccessibleDescription(/obligatoire/);
    expect(firstName).toHaveAccessibleDescription('Ce champ est obligatoire');
    expect(screen.getByRole('heading', { name: 'Le membre' })).toBeInTheDocument();
  });

  it('clears the error of the field the form focused as soon as the parent taps into it, and checks it again on "next"', async () => {
    const { user } = await openForm(resumeFixture({ form: { ...completeForm, fname: '' } }));
    await user.click(await screen.findByRole('button', { name: /Suivant/ }));
    const firstName = screen.getByLabelText('Prénom');
    await waitFor(() => expect(firstName).toHaveFocus());
    expect(firstName).toHaveAccessibleDescription('Ce champ est obligatoire');

    // Already focused: a tap brings no focus event, the error goes all the same.
    await user.click(firstName);
    expect(firstName).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Ce champ est obligatoire')).not.toBeInTheDocument();

    // Checked again on "next": still wrong, said again, with what is expected.
    await user.type(firstName, 'L3@');
    await user.click(next());
    expect(await screen.findByText('Prénom invalide — attendu : des lettres, avec espaces, tirets ou apostrophes')).toBeInTheDocument();
    await waitFor(() => expect(firstName).toHaveFocus());

    // Typing the correction in the focused field clears it too; "next" then goes on.
    await user.clear(firstName);
    expect(firstName).not.toHaveAttribute('aria-invalid', 'true');
    await user.type(firstName, 'Léa');
    await user.click(next());
    expect(await screen.findByRole('heading', { name: 'Responsable légal' })).toBeInTheDocument();
  });

  it('takes the birth date as DD/MM/YYYY and refuses an impossible one', async () => {
    const { user } = await openForm(resumeFixture({ form: completeForm }));
    const birthDate = await screen.findByLabelText('Date de naissance');
    await user.clear(birthDate);
    await user.type(birthDate, '31022012');
    expect(birthDate).toHaveValue('31/02/2012');
    await user.click(next());
    expect(
      await screen.findByText('Date de naissance invalide — attendu : une date qui existe, écrite JJ/MM/AAAA, année de 1941 à 2021'),
    ).toBeInTheDocument();
    // The format is shown before any error too.
    expect(birthDate).toHaveAccessibleDescription(/JJ\/MM\/AAAA, par exemple 21\/06\/2014/);
  });

  it('asks for the Instagram handle only for a member over 13, following the birth date typed', async () => {
    const { user } = await openForm(resumeFixture({ birthDate: birthDateForAge(12), form: completeForm }));
    const birthDate = await screen.findByLabelText('Date de naissance');
    expect(screen.queryByLabelText(/Compte Instagram/)).not.toBeInTheDocument();

    await user.clear(birthDate);
    const [year, month, day] = birthDateForAge(15).split('-');
    await user.type(birthDate, `${day}${month}${year}`);
    expect(screen.getByLabelText(/Compte Instagram/)).toBeInTheDocument();
  });

  it('chooses the nationality by typing part of its name', async () => {
    const { user } = await openForm(resumeFixture({ form: { ...completeForm, nationality: '' } }));
    const nationality = await screen.findByRole('combobox', { name: 'Nationalité' });
    await user.type(nationality, 'ital');
    await user.click(screen.getByRole('option', { name: 'Italie' }));
    expect(nationality).toHaveValue('Italie');
    await user.click(next());
    expect(await screen.findByRole('heading', { name: 'Responsable légal' })).toBeInTheDocument();
  });
});

describe('step 2, contact or guardian', () => {
  it('is the guardian of a minor', async () => {
    const { user } = await openForm(resumeFixture({ birthDate: birthDateForAge(12), form: completeForm }));
    await user.click(await screen.findByRole('button', { name: /Suivant/ }));
    expect(await screen.findByRole('heading', { name: 'Responsable légal' })).toBeInTheDocument();
    expect(screen.getByText(/Le parent ou tuteur légal de Léa Martin/)).toBeInTheDocument();
  });

  it('is the contact of an adult', async () => {
    const { user } = await openForm(resumeFixture({ birthDate: birthDateForAge(30), form: completeForm }));
    await user.click(await screen.findByRole('button', { name: /Suivant/ }));
    expect(await screen.findByRole('heading', { name: 'Contact' })).toBeInTheDocument();
    expect(screen.queryByText(/tuteur légal/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Responsable/)).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Étapes du formulaire' })).toHaveTextContent('Contact');
  });

  it('lets an adult renewing fill the contact with their own name: "C’est moi"', async () => {
    const resume = resumeFixture({
      isNew: false,
      birthDate: birthDateForAge(30),
      form: { ...completeForm, fname: 'Aymardine', lname: 'Leroy', guardianFname: '', guardianLname: '' },
    });
    const { user, server } = await openForm(resume, { 'POST /subscription/': { body: { subscriptionId: 7 } } });
    await user.click(await screen.findByRole('button', { name: /Suivant/ }));
    await screen.findByRole('heading', { name: 'Contact' });
    expect(screen.getByText('Vous êtes Aymardine Leroy et c’est vous que le club contacte ?')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'C’est moi' }));
    expect(screen.getByLabelText('Prénom')).toHaveValue('Aymardine');
    expect(screen.getByLabelText('Nom')).toHaveValue('Leroy');
    expect(screen.queryByRole('button', { name: 'C’est moi' })).not.toBeInTheDocument();

    await user.click(next());
    await screen.findByRole('heading', { name: 'Adresse et conditions' });
    await user.click(screen.getByRole('link', { name: 'Lire le règlement intérieur (PDF)' }));
    await user.click(screen.getByRole('link', { name: /charte du nageur/ }));
    for (const name of [/protection des données/, /règlement intérieur/, /charte de bonne conduite du nageur/]) {
      await user.click(screen.getByRole('checkbox', { name }));
    }
    await user.click(send());
    await screen.findByRole('heading', { name: 'Merci, l’inscription est envoyée !' });
    expect(server.callsTo('POST', '/subscription/')[0]?.body).toMatchObject({ guardianFname: 'Aymardine', guardianLname: 'Leroy' });
  });

  it('offers no "C’est moi" to a minor’s guardian, nor when the contact already is the member', async () => {
    const { user } = await openForm(resumeFixture({ birthDate: birthDateForAge(12), form: completeForm }));
    await user.click(await screen.findByRole('button', { name: /Suivant/ }));
    await screen.findByRole('heading', { name: 'Responsable légal' });
    expect(screen.queryByRole('button', { name: 'C’est moi' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Retour/ }));

    const birthDate = await screen.findByLabelText('Date de naissance');
    await user.clear(birthDate);
    const [year, month, day] = birthDateForAge(30).split('-');
    await user.type(birthDate, `${day}${month}${year}`);
    const firstName = screen.getByLabelText('Prénom');
    await user.clear(firstName);
    await user.type(firstName, 'Claire');
    await user.click(next());
    await screen.findByRole('heading', { name: 'Contact' });
    // The club's contact is already Claire Martin, the member's own name.
    expect(screen.queryByRole('button', { name: 'C’est moi' })).not.toBeInTheDocument();
  });

  it('reveals the optional second contact and keeps what was typed across steps', async () => {
    const { user } = await openForm(resumeFixture({ form: completeForm }));
    await user.click(await screen.findByRole('button', { name: /Suivant/ }));
    await screen.findByRole('heading', { name: 'Responsable légal' });
    expect(screen.queryByLabelText('E-mail du second contact')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Ajouter un second contact/ }));
    const secondEmail = screen.getByLabelText('E-mail du second contact');
    await waitFor(() => expect(secondEmail).toHaveFocus());
    await user.type(secondEmail, 'pas-une-adresse');
    await user.click(next());
    expect(
      await screen.findByText('Seconde adresse e-mail invalide — attendu : une adresse comme prenom.nom@exemple.fr'),
    ).toBeInTheDocument();

    await user.clear(secondEmail);
    await user.type(secondEmail, 'papa@example.org');
    await user.click(next());
    await screen.findByRole('heading', { name: 'Adresse et conditions' });
    await user.click(screen.getByRole('button', { name: /Retour/ }));
    expect(await screen.findByLabelText('E-mail du second contact')).toHaveValue('papa@example.org');
  });
});

describe('step 3, address and acceptances', () => {
  const toStep3 = async (resume: ResumeDto, routes: Parameters<typeof mockApi>[0] = {}) => {
    const opened = await openForm(resume, routes);
    await opened.user.click(await screen.findByRole('button', { name: /Suivant/ }));
    await screen.findByRole('heading', { name: /Responsable légal|Contact/ });
    await opened.user.click(next());
    await screen.findByRole('heading', { name: 'Adresse et conditions' });
    return opened;
  };

  it('shows the versioned privacy notice naming law n° 1.565, which replaced law n° 1.165', async () => {
    await toStep3(resumeFixture({ form: completeForm }));
    const notice = screen.getByRole('region', { name: 'Protection des données personnelles' });
    expect(notice).toHaveTextContent('loi n° 1.565 du 3 décembre 2024');
    expect(notice).toHaveTextContent('loi n° 1.165 du 23 décembre 1993');
    expect(notice).toHaveTextContent('Version 2024-12-03.1');
  });

  it('says what the postal code and the phone expect, before and after a mistake, and "required" when left empty', async () => {
    const { user } = await toStep3(resumeFixture({ form: { ...completeForm, zipCode: '9800', city: '' } }));
    const zipCode = screen.getByLabelText('Code postal');
    expect(zipCode).toHaveAccessibleDescription('5 chiffres');
    await user.click(screen.getByRole('checkbox', { name: /protection des données/ }));
    await user.click(send());
    expect(await screen.findByText('Code postal invalide — attendu : 5 chiffres')).toBeInTheDocument();
    expect(screen.getByLabelText('Ville')).toHaveAccessibleDescription('Ce champ est obligatoire');

    await user.click(screen.getByRole('button', { name: /Retour/ }));
    const phone = await screen.findByLabelText('Téléphone');
    expect(phone).toHaveAccessibleDescription(/^Par exemple 06.*78$/);
    await user.clear(phone);
    await user.type(phone, '06 12');
    await user.click(next());
    expect(
      await screen.findByText('Numéro de téléphone invalide — attendu : 8 à 20 chiffres, précédés ou non de 0, 00 ou +'),
    ).toBeInTheDocument();
  });

  it('asks a new member for the privacy notice only', async () => {
    const { user } = await toStep3(resumeFixture({ isNew: true, form: completeForm }));
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    await user.click(send());
    expect(await screen.findByText('Vous devez accepter la politique de confidentialité')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /protection des données/ })).toHaveFocus());
  });

  it('makes a renewal accept the rules and codes of conduct (the parents’ one for a minor), each locked until opened', async () => {
    const { user, server } = await toStep3(resumeFixture({ isNew: false, birthDate: birthDateForAge(12), form: completeForm }));
    expect(screen.getByRole('checkbox', { name: /règlement intérieur/ })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /charte de bonne conduite du nageur/ })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /charte de bonne conduite des parents/ })).toBeDisabled();
    expect(screen.getAllByText('Ouvrez d’abord le document ci-dessus pour pouvoir l’accepter.')).toHaveLength(3);

    await user.click(screen.getByRole('checkbox', { name: /protection des données/ }));
    await user.click(send());
    expect(await screen.findByText('Vous devez accepter le règlement intérieur')).toBeInTheDocument();
    expect(screen.getByText('Vous devez accepter la charte de bonne conduite')).toBeInTheDocument();
    expect(screen.getByText('Vous devez accepter la charte de bonne conduite des parents')).toBeInTheDocument();
    // A locked box cannot take the cursor: its document link does.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Lire le règlement intérieur (PDF)' })).toHaveFocus());
    expect(server.callsTo('POST', '/subscription/')).toHaveLength(0);
  });

  it('sends a renewal’s acceptances once each document was opened and ticked', async () => {
    const { user, server } = await toStep3(resumeFixture({ isNew: false, birthDate: birthDateForAge(12), form: completeForm }), {
      'POST /subscription/': { body: { subscriptionId: 7 } },
    });
    const link = screen.getByRole('link', { name: 'Lire le règlement intérieur (PDF)' });
    expect(link).toHaveAttribute('href', '/api/subscription/document/rules?lang=fr');
    // A new tab, where the PDF shows; the form stays as typed in this one.
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).not.toHaveAttribute('download');
    await user.click(link);
    await user.click(screen.getByRole('link', { name: /charte du nageur/ }));
    await user.click(screen.getByRole('link', { name: /charte des parents/ }));
    for (const name of [
      /protection des données/,
      /règlement intérieur/,
      /charte de bonne conduite du nageur/,
      /charte de bonne conduite des parents/,
    ]) {
      await user.click(screen.getByRole('checkbox', { name }));
    }
    await user.click(send());

    await screen.findByRole('heading', { name: 'Merci, l’inscription est envoyée !' });
    expect(server.callsTo('POST', '/subscription/')[0]?.body).toMatchObject({
      rulesAccepted: true,
      codeOfConductAccepted: true,
      guardianCodeOfConductAccepted: true,
      privacyAccepted: true,
    });
  });

  it('does not show the swimmer’s code of conduct when the group has none', async () => {
    await toStep3(resumeFixture({ isNew: false, birthDate: birthDateForAge(30), sportsCodeOfConduct: false, form: completeForm }));
    expect(screen.getByRole('checkbox', { name: /règlement intérieur/ })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /charte/ })).not.toBeInTheDocument();
  });
});

describe('sending', () => {
  const readyToSend = async (routes: Parameters<typeof mockApi>[0], resume = resumeFixture({ form: completeForm })) => {
    const opened = await openForm(resume, routes);
    await opened.user.click(await screen.findByRole('button', { name: /Suivant/ }));
    await screen.findByRole('heading', { name: 'Responsable légal' });
    await opened.user.click(next());
    await screen.findByRole('heading', { name: 'Adresse et conditions' });
    await opened.user.click(screen.getByRole('checkbox', { name: /protection des données/ }));
    return opened;
  };

  it('sends once on a double click, the 22 fields with the token, then offers the documents', async () => {
    let answer: (value: MockAnswer) => void = () => undefined;
    const { server, user } = await readyToSend({
      'POST /subscription/': () => new Promise<MockAnswer>((resolve) => (answer = resolve)),
    });

    const button = send();
    await user.dblClick(button);
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByRole('button', { name: /Envoi en cours/ })).toBeDisabled());
    expect(server.callsTo('POST', '/subscription/')).toHaveLength(1);

    await act(async () => answer({ body: { subscriptionId: 7 } }));
    expect(await screen.findByRole('heading', { name: 'Merci, l’inscription est envoyée !' })).toBeInTheDocument();
    expect(server.callsTo('POST', '/subscription/')).toHaveLength(1);
    expect(server.callsTo('POST', '/subscription/')[0]?.body).toEqual({
      token: TOKEN,
      language: 'fr',
      id: 41,
      subscriptionId: 7,
      fname: 'Léa',
      lname: 'Martin',
      gender: 'F',
      birthDate: resumeFixture().form.birthDate,
      birthPlace: 'Monaco',
      nationality: 'MC',
      guardianFname: 'Claire',
      guardianLname: 'Martin',
      guardianEmail: 'famille.martin@example.org',
      guardianPhone: '0612345678',
      instagramHandle: '',
      secondGuardianEmail: '',
      secondGuardianPhone: '',
      address: '12 boulevard des Moulins',
      addressComp: '',
      city: 'Monaco',
      zipCode: '98000',
      country: 'MC',
      shirtSizeId: 4,
      shortSizeId: 4,
      covidClause: false,
      privacyAccepted: true,
      rulesAccepted: false,
      codeOfConductAccepted: false,
      guardianCodeOfConductAccepted: false,
    });
    const download = screen.getByRole('link', { name: 'Fiche d’inscription pré-remplie PDF' });
    expect(download).toHaveAttribute('href', `/api/subscription/7/subscriptionForm?token=${TOKEN}&lang=fr`);
    expect(screen.getByRole('heading', { name: 'À apporter au guichet de la piscine' })).toBeInTheDocument();
  });

  it('puts the server’s field errors under their fields, on the step that holds the first one', async () => {
    const { server } = await readyToSend({
      'POST /subscription/': {
        status: 400,
        body: { code: 'BAD_REQUEST', message: 'Invalid data', fields: { zipCode: 'Invalid postal code', lname: 'Invalid last name' } },
      },
    });
    await userEvent.setup().click(send());

    expect(await screen.findByRole('heading', { name: 'Le membre' })).toBeInTheDocument();
    expect(screen.getByText('Nom invalide — attendu : des lettres, avec espaces, tirets ou apostrophes')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Nom')).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('Certaines informations sont à corriger');
    expect(server.callsTo('POST', '/subscription/')).toHaveLength(1);
  });

  it('says clearly when required data is missing (MISSING_DATA)', async () => {
    await readyToSend({
      'POST /subscription/': { status: 400, body: { code: 'MISSING_DATA', message: 'MISSING_DATA', fields: { city: 'REQUIRED' } } },
    });
    await userEvent.setup().click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent('Des informations obligatoires manquent');
    expect(screen.getByText('Ce champ est obligatoire')).toBeInTheDocument();
  });

  it('keeps everything when the network fails and sends again on retry', async () => {
    let calls = 0;
    const { server, user } = await readyToSend({
      'POST /subscription/': () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return { body: { subscriptionId: 7 } };
      },
    });
    await user.click(send());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Vos réponses sont conservées');
    expect(screen.getByLabelText('Ville')).toHaveValue('Monaco');
    expect(screen.getByRole('checkbox', { name: /protection des données/ })).toBeChecked();

    await user.click(within(alert).getByRole('button', { name: 'Réessayer l’envoi' }));
    expect(await screen.findByRole('heading', { name: 'Merci, l’inscription est envoyée !' })).toBeInTheDocument();
    expect(server.callsTo('POST', '/subscription/')).toHaveLength(2);
  });

  it('keeps the answers and explains when the link expired while the form was open', async () => {
    await readyToSend({ 'POST /subscription/': { status: 404, body: { code: 'NOT_FOUND', message: 'LINK_EXPIRED' } } });
    await userEvent.setup().click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien a expiré');
    expect(screen.getByLabelText('Code postal')).toHaveValue('98000');
  });

  it('shows where the subscription stands when it was already sent (409)', async () => {
    let resumes = 0;
    await readyToSend({
      'GET /subscription/resume': () => {
        resumes += 1;
        return { body: resumeFixture({ form: completeForm, state: resumes === 1 ? 'SCHEDULED' : 'STARTED' }) };
      },
      'POST /subscription/': { status: 409, body: { code: 'CONFLICT', message: 'ALREADY_SUBMITTED' } },
    });
    await userEvent.setup().click(send());
    expect(await screen.findByText('Ce formulaire avait déjà été envoyé : voici où en est l’inscription.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Formulaire déjà envoyé' })).toBeInTheDocument();
  });
});

describe('never losing what was typed', () => {
  it('warns before leaving once something was typed, and resets only after a confirmation', async () => {
    const { user } = await openForm(resumeFixture({ form: completeForm }));
    const city = await screen.findByLabelText('Lieu de naissance');
    const leaving = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leaving()).toBe(false);

    await user.clear(city);
    await user.type(city, 'Nice');
    expect(leaving()).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Tout effacer' }));
    const confirm = screen.getByRole('group', { name: 'Effacer vos saisies ?' });
    await user.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    expect(screen.getByLabelText('Lieu de naissance')).toHaveValue('Nice');

    await user.click(screen.getByRole('button', { name: 'Tout effacer' }));
    await user.click(screen.getByRole('button', { name: 'Effacer' }));
    expect(screen.getByLabelText('Lieu de naissance')).toHaveValue('Monaco');
    expect(leaving()).toBe(false);
  });

  it('keeps nothing in the browser’s storage', async () => {
    const { user } = await openForm(resumeFixture({ form: completeForm }));
    await user.type(await screen.findByLabelText('Lieu de naissance'), ' Ville');
    await user.click(next());
    await screen.findByRole('heading', { name: 'Responsable légal' });
    expect(sessionStorage).toHaveLength(0);
    expect(localStorage).toHaveLength(0);
  });
});
