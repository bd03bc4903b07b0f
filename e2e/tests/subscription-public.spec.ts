import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type BrowserContext, type Download, type Page } from '@playwright/test';
import { E2E_BASE_URL } from '../support/env.js';
import type { Lang } from '../support/i18n.js';
import {
  adminApi,
  createGroup,
  createStudent,
  newMemberWithLink,
  openRenewal,
  subscriptionLinkFor,
  uniqueSuffix,
} from '../support/subscriptions.js';

/**
 * The family's form (docs/product.md#family-form): a parent opens the personal link on a phone
 * (390 px), fills the three steps, sends, and downloads the documents to print.
 */
const PHONE = { width: 390, height: 844 };

interface Sent {
  url: string;
  headers: Promise<Record<string, string>>;
}

/** A phone in a language (the `lang` cookie), recording where every request went and with which Referer. */
const phoneContext = async (browser: Browser, lang: Lang) => {
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    locale: lang === 'fr' ? 'fr-FR' : 'en-GB',
    acceptDownloads: true,
  });
  await context.addCookies([{ name: 'lang', value: lang, url: E2E_BASE_URL }]);
  const requests: Sent[] = [];
  // A request still in flight when the context closes has no headers to give: an empty set then.
  context.on('request', (request) => requests.push({ url: request.url(), headers: request.allHeaders().catch(() => ({})) }));
  return { context, requests };
};

const expectPdf = async (download: Download) => {
  const path = await download.path();
  expect(readFileSync(path).subarray(0, 4).toString('latin1')).toBe('%PDF');
};

/**
 * Clicks the download link of a document, and checks a PDF came. Each document has two links:
 * its title opens it in the browser (a new tab), the arrow beside it saves it.
 */
const downloadPdf = async (page: Page, name: string | RegExp): Promise<Download> => {
  const link = page.locator('a[download]').and(page.getByRole('link', { name }));
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  await expectPdf(download);
  return download;
};

/**
 * Opens a document from its link, as a parent taps it: a new tab shows the PDF inline. Checks the
 * answer the tab got, then the bytes, and closes the tab.
 */
const openPdf = async (page: Page, name: string | RegExp): Promise<void> => {
  const link = page.getByRole('link', { name }).and(page.locator('a:not([download])'));
  const href = await link.getAttribute('href');
  expect(href).not.toBeNull();
  const [popup, response] = await Promise.all([
    page.context().waitForEvent('page'),
    page.context().waitForEvent('response', (answer) => answer.url().endsWith(href!)),
    link.click(),
  ]);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.headers()['content-disposition']).toMatch(/^inline;/);
  const bytes = await (await page.request.get(href!)).body();
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  await popup.close();
};

/** Nothing came from or went to another origin, no Referer left the page, nothing was stored. */
const expectPrivate = async (page: Page, requests: Sent[]) => {
  expect(requests.length).toBeGreaterThan(0);
  // The browser's own PDF viewer (chrome:// and its extension) draws an opened document; it is no origin of the web.
  const browserOwn = (url: string) => url.startsWith('chrome://') || url.startsWith('chrome-extension://');
  expect(requests.map((request) => request.url).filter((url) => !url.startsWith(E2E_BASE_URL) && !browserOwn(url))).toEqual([]);
  const referers = await Promise.all(requests.map(async (request) => (await request.headers).referer));
  expect(referers.filter((referer) => referer !== undefined && referer !== '')).toEqual([]);
  expect(await page.evaluate(() => ({ local: localStorage.length, session: sessionStorage.length }))).toEqual({ local: 0, session: 0 });
};

const closeAll = async (...contexts: BrowserContext[]) => {
  for (const context of contexts) await context.close();
};

test('a parent subscribes a child from a phone, correcting mistakes on the way, then downloads the form (fr)', async ({ browser }) => {
  const api = await adminApi();
  const suffix = uniqueSuffix();
  const email = `famille.martin.${suffix}@example.org`;
  const { studentId, path } = await newMemberWithLink(
    api,
    { name: 'Benjamins' },
    {
      firstName: 'Léa',
      lastName: 'Martin',
      gender: 'F',
      birthDate: `${new Date().getFullYear() - 11}-06-21`,
      email,
      phoneNumber: '0612345678',
    },
  );

  const { context, requests } = await phoneContext(browser, 'fr');
  const page = await context.newPage();
  const opened = await page.goto(path);
  // The token in the address never leaves in a Referer (docs/product.md#subscription-links).
  expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(page.getByRole('heading', { level: 1, name: 'Inscription de Léa Martin' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Étapes du formulaire' })).toBeVisible();

  // Step 1: the club's data is there; the rest is missing, and the first name gets erased by mistake.
  await expect(page.getByLabel('Date de naissance')).toHaveValue(/^21\/06\/\d{4}$/);
  await expect(page.getByRole('radio', { name: 'Féminin' })).toBeChecked();
  await page.getByLabel('Prénom').fill('');
  await page.getByRole('button', { name: 'Suivant' }).click();
  // Each empty field says it is required, under the field itself.
  const REQUIRED = 'Ce champ est obligatoire';
  const firstName = page.getByLabel('Prénom');
  const birthPlace = page.getByLabel('Lieu de naissance');
  const nationality = page.getByRole('combobox', { name: 'Nationalité' });
  await expect(page.getByText(REQUIRED)).toHaveCount(5);
  for (const field of [firstName, birthPlace, nationality, page.getByLabel('Taille de t-shirt'), page.getByLabel('Taille de short')]) {
    await expect(field).toHaveAccessibleDescription(new RegExp(REQUIRED));
  }
  // The cursor is in the first field to correct, which keeps its message until the parent touches it.
  await expect(firstName).toBeFocused();
  await birthPlace.click();
  await expect(birthPlace).not.toHaveAccessibleDescription(new RegExp(REQUIRED));
  await expect(firstName).toHaveAccessibleDescription(new RegExp(REQUIRED));
  await birthPlace.fill('Monaco');
  await firstName.click();
  await expect(firstName).not.toHaveAccessibleDescription(new RegExp(REQUIRED));
  await firstName.fill('Léa');
  await nationality.click();
  await expect(nationality).not.toHaveAccessibleDescription(new RegExp(REQUIRED));
  await nationality.fill('mona');
  await page.getByRole('option', { name: 'Monaco' }).click();
  await expect(nationality).toHaveValue('Monaco');
  for (const label of ['Taille de t-shirt', 'Taille de short']) {
    await page.getByLabel(label).focus();
    await expect(page.getByLabel(label)).not.toHaveAccessibleDescription(new RegExp(REQUIRED));
    await page.getByLabel(label).selectOption({ label: '12 ans' });
  }
  await expect(page.getByText(REQUIRED)).toHaveCount(0);
  // Eleven years old: no Instagram handle is asked.
  await expect(page.getByLabel(/Compte Instagram/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Suivant' }).click();

  // Step 2: the guardian of a minor; a mistyped e-mail first.
  await expect(page.getByRole('heading', { level: 2, name: 'Responsable légal' })).toBeVisible();
  await page.getByLabel('Prénom').fill('Claire');
  await page.getByLabel('Nom', { exact: true }).fill('Martin');
  await page.getByLabel('Adresse e-mail').fill('claire.martin@example');
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByText('Adresse e-mail invalide')).toBeVisible();
  await expect(page.getByLabel('Adresse e-mail')).toBeFocused();
  await page.getByLabel('Téléphone', { exact: true }).click();
  await page.getByLabel('Adresse e-mail').click();
  await expect(page.getByText('Adresse e-mail invalide')).toBeHidden();
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Ajouter un second contact' }).click();
  await expect(page.getByLabel('E-mail du second contact')).toBeFocused();
  await page.getByLabel('E-mail du second contact').fill(`papa.${suffix}@example.org`);
  await page.getByLabel('Téléphone du second contact').fill('06 98 76 54 32');
  await page.getByRole('button', { name: 'Suivant' }).click();

  // Step 3: the address, with a short zip code, and the privacy notice left unticked.
  await expect(page.getByRole('heading', { level: 2, name: 'Adresse et conditions' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Protection des données personnelles' })).toContainText('loi n° 1.565 du 3 décembre 2024');
  await page.getByLabel('Adresse', { exact: true }).fill('12 boulevard des Moulins');
  await page.getByLabel('Code postal').fill('980');
  await page.getByLabel('Ville').fill('Monaco');
  await page.getByRole('combobox', { name: 'Pays' }).fill('Monaco');
  await page.getByRole('button', { name: 'Envoyer l’inscription' }).click();
  await expect(page.getByText('Code postal invalide')).toBeVisible();
  await expect(page.getByText('Vous devez accepter la politique de confidentialité')).toBeVisible();
  await expect(page.getByLabel('Code postal')).toBeFocused();
  await page.getByLabel('Ville').click();
  await page.getByLabel('Code postal').click();
  await expect(page.getByText('Code postal invalide')).toBeHidden();
  await page.getByLabel('Code postal').fill('98000');
  const privacy = page.getByRole('checkbox', { name: /notice sur la protection des données/ });
  await privacy.check();
  await expect(page.getByText('Vous devez accepter la politique de confidentialité')).toBeHidden();
  // Back and forth keeps every answer.
  await page.getByRole('button', { name: 'Retour' }).click();
  await expect(page.getByLabel('E-mail du second contact')).toHaveValue(`papa.${suffix}@example.org`);
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByLabel('Code postal')).toHaveValue('98000');
  await expect(privacy).toBeChecked();

  await page.getByRole('button', { name: 'Envoyer l’inscription' }).click();
  await expect(page.getByRole('heading', { name: 'Merci, l’inscription est envoyée !' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'À apporter au guichet de la piscine' })).toBeVisible();
  await expect(page.getByText('Un certificat médical de non contre-indication à la natation')).toBeVisible();
  await downloadPdf(page, /Fiche d’inscription pré-remplie/);

  // The same link later: the read-only view with the documents.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Formulaire déjà envoyé' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Suivant' })).toHaveCount(0);
  await downloadPdf(page, /Charte de bonne conduite des parents/);
  await expectPrivate(page, requests);

  const detail = await api.call<{ state: string; guardianFirstName: string | null; secondGuardianEmail: string | null }>(
    'GET',
    `/subscription/student/${studentId}`,
  );
  expect(detail).toMatchObject({ state: 'STARTED', secondGuardianEmail: `papa.${suffix}@example.org` });
  await closeAll(context);
});

test('a teenager’s renewal in English: documents opened and accepted, then the already-sent view', async ({ browser }) => {
  const api = await adminApi();
  const suffix = uniqueSuffix();
  const email = `walker.${suffix}@example.org`;
  const current = await createGroup(api, { name: 'Minimes' });
  const next = await createGroup(api, { name: 'Cadets' });
  const studentId = await createStudent(api, {
    firstName: 'Tom',
    lastName: 'Walker',
    gender: 'M',
    birthDate: `${new Date().getFullYear() - 15}-03-02`,
    email,
    phoneNumber: '+447700900123',
    language: 'en',
  });
  await openRenewal(api, studentId, current, next);
  const { path } = await subscriptionLinkFor(email);

  const { context, requests } = await phoneContext(browser, 'en');
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Renewal of Tom Walker' })).toBeVisible();

  // Step 1: over 13, the Instagram handle is asked (optional).
  await expect(page.getByRole('radio', { name: 'Male', exact: true })).toBeChecked();
  await page.getByLabel('Place of birth').fill('London');
  await page.getByRole('combobox', { name: 'Nationality' }).fill('united king');
  await page.getByRole('option', { name: 'United Kingdom' }).click();
  await page.getByLabel('T-shirt size').selectOption({ label: 'S' });
  await page.getByLabel('Shorts size').selectOption({ label: 'S' });
  await page.getByLabel('Instagram account (optional)').fill('@tom.swims');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: a minor's guardian.
  await expect(page.getByRole('heading', { level: 2, name: 'Guardian' })).toBeVisible();
  await expect(page.getByLabel('E-mail address')).toHaveValue(email);
  await page.getByLabel('First name').fill('Emily');
  await page.getByLabel('Last name').fill('Walker');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: a renewal opens, then accepts, the rules and both codes of conduct.
  await expect(page.getByRole('heading', { level: 2, name: 'Address and terms' })).toBeVisible();
  await page.getByLabel('Address', { exact: true }).fill('3 avenue de la Costa');
  await page.getByLabel('Postcode').fill('98000');
  await page.getByLabel('Town or city').fill('Monaco');
  const country = page.getByRole('combobox', { name: 'Country' });
  await country.fill('Mona');
  await country.press('Enter');
  await expect(country).toHaveValue('Monaco');
  await page.getByRole('checkbox', { name: /personal data protection notice/ }).check();
  const rules = page.getByRole('checkbox', { name: 'I have read the club rules and I accept them' });
  await expect(rules).toBeDisabled();
  await page.getByRole('button', { name: 'Send the subscription' }).click();
  await expect(page.getByText('You must accept the club rules')).toBeVisible();
  await expect(page.getByText('You must accept the parents’ code of conduct')).toBeVisible();

  for (const [document, acceptance] of [
    ['Read the club rules (PDF)', 'I have read the club rules and I accept them'],
    ['Read the swimmer’s code of conduct (PDF)', 'I have read the swimmer’s code of conduct and I accept it'],
    ['Read the parents’ code of conduct (PDF)', 'I have read the parents’ code of conduct and I accept it'],
  ] as const) {
    await openPdf(page, document);
    await page.getByRole('checkbox', { name: acceptance }).check();
  }
  await expect(page.getByText(/You must accept/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Send the subscription' }).click();

  await expect(page.getByRole('heading', { name: 'Thank you, the subscription is sent!' })).toBeVisible();
  const form = await downloadPdf(page, /Pre-filled subscription form/);
  expect(form.suggestedFilename()).toMatch(/^subscription-form-\d+\.pdf$/);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Form already sent' })).toBeVisible();
  await expect(page.getByText('Form received: documents to bring to the counter')).toBeVisible();
  await expectPrivate(page, requests);
  await closeAll(context);
});

test('a link that no longer works explains itself; no link at all goes to the login page', async ({ browser }) => {
  const { context } = await phoneContext(browser, 'fr');
  const page = await context.newPage();
  await page.goto('/subscribe?token=this-link-was-replaced-by-a-newer-one-0000');
  await expect(page.getByRole('heading', { name: 'Ce lien n’est pas valable' })).toBeVisible();
  await expect(page.getByText(/contactez le secrétariat du club/)).toBeVisible();
  // Outside the staff shell: no menu.
  await expect(page.getByRole('navigation')).toHaveCount(0);

  await page.goto('/subscribe');
  await expect(page).toHaveURL(/\/login$/);
  await closeAll(context);
});
