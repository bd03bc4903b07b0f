import { expect, type Locator, type Page } from '@playwright/test';
import type { Lang } from './i18n.js';
import { uniqueSuffix, type AdminApi } from './subscriptions.js';

/** « de Léa », « d’Hugo »: the French article before a name, as the app writes it. */
const frenchOf = (name: string): string => (/^[aeiouàâäéèêëîïôöùûüœæh]/i.test(name) ? `d’${name}` : `de ${name}`);

/** The words of the try-out test and new member screens, as the app shows them. */
export const tryoutWords = {
  fr: {
    createTitle: 'Créer un test',
    dateTime: 'Date et heure',
    capacity: 'Capacité',
    minYear: 'Année de naissance minimale',
    maxYear: 'Année de naissance maximale',
    type: 'Type',
    competitive: 'Natation compétition',
    location: 'Lieu',
    createSubmit: 'Créer le test',
    created: 'Test créé',
    when: (date: string, time: string) => `${date} à ${time}`,
    studentTitle: 'Créer un adhérent',
    firstName: 'Prénom',
    lastName: 'Nom',
    female: 'Féminin',
    birthDate: 'Date de naissance',
    email: 'E-mail de contact',
    phone: 'Téléphone de contact',
    familyLanguage: 'Langue de la famille',
    languageName: 'Français',
    next: 'Créer et choisir un test',
    testFor: (name: string, year: number) => `Test pour ${name} (année de naissance : ${year})`,
    sendMail: 'Envoyer la convocation par e-mail à la famille',
    assignSubmit: 'Inscrire au test',
    assignedMailed: (name: string) => `Inscription ${frenchOf(name)} au test enregistrée ; la convocation est envoyée`,
    assigned: (name: string) => `Inscription ${frenchOf(name)} au test enregistrée`,
    editOf: (when: string) => `Modifier le test du ${when}`,
    assign: (name: string) => `Inscrire ${name}`,
    remaining: (count: number, capacity: number) => `${count} ${count > 1 ? 'places restantes' : 'place restante'} sur ${capacity}`,
    sendConvocation: 'Envoyer la convocation',
    mailSent: 'Convocation envoyée',
    full: (name: string) => `Ce test est complet : impossible d’y inscrire ${name}. Augmentez la capacité ou choisissez un autre test.`,
    startShort: 'Démarrer le test',
    resultsTitle: (when: string) => `Résultats du test du ${when}`,
    radio: (name: string, choice: string) => `${name} : ${choice}`,
    failed: 'Échec',
    saveAndFinish: 'Enregistrer et terminer',
    done: /^Test terminé : 1 placement, 1 échec, 0 absence/,
    completed: 'Terminés',
    subscriptionTitle: (name: string) => `Inscription de ${name}`,
    mail: { hello: 'Bonjour,', date: 'Date : ', time: 'Heure : ', location: 'Lieu : ', subject: 'Convocation au test de natation' },
  },
  en: {
    createTitle: 'Create a test',
    dateTime: 'Date and time',
    capacity: 'Capacity',
    minYear: 'Minimum birth year',
    maxYear: 'Maximum birth year',
    type: 'Type',
    competitive: 'Competitive swimming',
    location: 'Location',
    createSubmit: 'Create the test',
    created: 'Test created',
    when: (date: string, time: string) => `${date} at ${time}`,
    studentTitle: 'Create a member',
    firstName: 'First name',
    lastName: 'Last name',
    female: 'Female',
    birthDate: 'Birth date',
    email: 'Contact e-mail',
    phone: 'Contact phone',
    familyLanguage: 'Family language',
    languageName: 'English',
    next: 'Create and choose a test',
    testFor: (name: string, year: number) => `Test for ${name} (born in ${year})`,
    sendMail: 'Mail the invitation to the family',
    assignSubmit: 'Assign to the test',
    assignedMailed: (name: string) => `${name} is assigned to the test; the invitation is sent`,
    assigned: (name: string) => `${name} is assigned to the test`,
    editOf: (when: string) => `Edit the test of ${when}`,
    assign: (name: string) => `Assign ${name}`,
    remaining: (count: number, capacity: number) => `${count} ${count === 1 ? 'place' : 'places'} left of ${capacity}`,
    sendConvocation: 'Send the invitation',
    mailSent: 'Mail sent',
    full: (name: string) => `This test is full: ${name} could not be assigned. Raise the capacity or choose another test.`,
    startShort: 'Start the test',
    resultsTitle: (when: string) => `Results of the test of ${when}`,
    radio: (name: string, choice: string) => `${name}: ${choice}`,
    failed: 'Failed',
    saveAndFinish: 'Save and finish',
    done: /^Test completed: 1 placed, 1 failed, 0 absent/,
    completed: 'Completed',
    subscriptionTitle: (name: string) => `Subscription of ${name}`,
    mail: { hello: 'Hello,', date: 'Date: ', time: 'Time: ', location: 'Location: ', subject: 'Swimming try-out test' },
  },
} as const satisfies Record<Lang, unknown>;

/** A day `offset` days from today in Monaco, as the screens show it (DD/MM/YYYY) and as digits to type (DDMMYYYY). */
export const clubDay = (offset: number): { text: string; digits: string } => {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Monaco', year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(new Date())
    .reduce<Record<string, number>>((acc, part) => (part.type === 'literal' ? acc : { ...acc, [part.type]: Number(part.value) }), {});
  const day = new Date(Date.UTC(parts.year!, parts.month! - 1, parts.day! + offset, 12));
  const two = (n: number) => String(n).padStart(2, '0');
  const [dd, mm, yyyy] = [two(day.getUTCDate()), two(day.getUTCMonth() + 1), String(day.getUTCFullYear())];
  return { text: `${dd}/${mm}/${yyyy}`, digits: `${dd}${mm}${yyyy}` };
};

/** Types into an MUI X date field, section after section, as someone at a keyboard would. */
export const typeInDateField = async (page: Page, field: Locator, digits: string): Promise<void> => {
  await field.locator('[role="spinbutton"]').first().click();
  await page.keyboard.type(digits, { delay: 20 });
};

/** The date field (its group of sections) labelled `label`. */
export const dateField = (page: Page, label: string): Locator =>
  page
    .locator('.MuiFormControl-root, .MuiPickersTextField-root')
    .filter({ has: page.locator('label', { hasText: label }) })
    .first();

export const pickOption = async (page: Page, combobox: Locator, option: string): Promise<void> => {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

/** Group names take letters, digits, spaces, hyphens: the suffix in letters only. */
const letters = (hex: string): string => hex.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);

/** A group a child may be placed in, with a name of its own for this run. */
export const lettersOnly = (hex: string): string => letters(hex);

export const createNamedGroup = async (api: AdminApi, base: string): Promise<{ id: number; name: string }> => {
  const name = `${base} ${letters(uniqueSuffix())}`;
  const { id } = await api.call<{ id: number }>('POST', '/group/', {
    name,
    price: 320,
    reSubPrice: 290,
    typeId: 9,
    packId: 1,
    emailList: 'coach@example.org',
    sportsCodeOfConduct: true,
    ffnLicense: false,
    shouldReceiveSubMail: true,
  });
  return { id, name };
};

export const expectToast = async (page: Page, text: string | RegExp): Promise<void> => {
  await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
};
