import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN, E2E_BASE_URL } from '../support/env.js';
import { words } from '../support/i18n.js';
import { newContext } from '../support/session.js';
import { adminApi, newMemberWithLink, uniqueSuffix } from '../support/subscriptions.js';

/**
 * The pages the server renders (docs/architecture.md#server-rendered-login), the login page and a
 * family's form: painted with their styles before any script, then taken over by their code
 * without a change on screen, and nothing typed or sent meanwhile is lost or leaks.
 */

/** The classes of the page's main elements: the same before and after React takes the page over. */
const classesOnScreen = (page: Page) =>
  page.evaluate(() =>
    ['h1', 'form', 'input[name="login"]', 'input[name="password"]', 'button[type="submit"]'].map(
      (selector) => document.querySelector(selector)?.className ?? null,
    ),
  );

test('the page is there before its script, in the visitor’s language, and on a phone', async ({ browser }) => {
  for (const lang of ['fr', 'en'] as const) {
    const w = words[lang];
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    await context.addCookies([{ name: 'lang', value: lang, url: E2E_BASE_URL }]);
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page).toHaveTitle(lang === 'fr' ? 'Connexion · Club de natation' : 'Log in · Swimming club');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByLabel(w.username)).toBeVisible();
    await expect(page.getByLabel(w.password, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: w.logIn })).toBeVisible();
    // Styled by the server's stylesheet: the card is centred and the button filled with the club's blue.
    const button = await page.getByRole('button', { name: w.logIn }).evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(button).toBe('rgb(11, 79, 138)');
    const card = await page.locator('form').evaluate((form) => form.getBoundingClientRect().width);
    expect(card).toBeGreaterThan(250);
    expect(card).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath(`login-before-script-${lang}.png`), fullPage: true });
    await context.close();
  }
});

test('what is typed and sent before the code is there signs in once it is, and never goes in an address', async ({ browser }) => {
  const w = words.fr;
  const context = await newContext(browser, 'fr', { width: 390, height: 844 });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const requests: { method: string; url: string }[] = [];
  page.on('request', (request) => requests.push({ method: request.method(), url: request.url() }));
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/hydrateLogin-*.js', async (route) => {
    await held;
    await route.continue();
  });

  await page.goto('/login');
  const before = await classesOnScreen(page);
  await page.getByLabel(w.username).fill(E2E_ADMIN.login);
  await page.getByLabel(w.password, { exact: true }).fill(E2E_ADMIN.password);
  await page.getByLabel(w.password, { exact: true }).press('Enter');
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/login$/);

  release();
  await expect(page).toHaveURL(/\/home$/, { timeout: 15_000 });
  const logins = requests.filter((request) => request.url.includes('/api/coach/login'));
  expect(logins).toEqual([{ method: 'POST', url: `${E2E_BASE_URL}/api/coach/login` }]);
  expect(
    requests.filter((request) => request.url.includes(encodeURIComponent(E2E_ADMIN.password)) || request.url.includes('password=')),
  ).toEqual([]);
  expect(before.every((className) => className !== null && className !== '')).toBe(true);
  expect(errors).toEqual([]);
  await context.close();
});

test('React takes the server’s page over without changing it, and the language switch renders it again', async ({ browser }) => {
  const w = words.en;
  const context = await newContext(browser, 'en');
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const code = page.waitForResponse(/\/assets\/hydrateLogin-/);
  await page.goto('/login');
  const before = await classesOnScreen(page);
  await code;
  // Hydrated once the password's visibility button answers (a click before is the server page's, and does nothing).
  await expect(async () => {
    await page.getByRole('button', { name: 'Show the password' }).click({ timeout: 1000 });
    await expect(page.getByLabel(w.password, { exact: true })).toHaveAttribute('type', 'text', { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  // Focus and typing restyle the fields; the heading, the form and the button are the server's.
  const after = await classesOnScreen(page);
  expect([after[0], after[1], after[4]]).toEqual([before[0], before[1], before[4]]);
  // Emotion took the server's styles over: it added only the rules of the states seen since.
  const added = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]')].reduce(
      (sum, style) => sum + (style.sheet?.cssRules.length ?? 0),
      0,
    ),
  );
  expect(added).toBeLessThan(40);

  await page.getByRole('button', { name: 'French' }).click();
  await expect(page.getByRole('button', { name: words.fr.logIn })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(errors).toEqual([]);
  await context.close();
});

test('someone already signed in who opens /login is sent on to their home', async ({ browser }) => {
  const context = await newContext(browser, 'fr');
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel(words.fr.username).fill(E2E_ADMIN.login);
  await page.getByLabel(words.fr.password, { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: words.fr.logIn }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/home$/);
  await context.close();
});

test('a family’s form is there before its script, and what is typed and sent before the code is there counts', async ({ browser }) => {
  const api = await adminApi();
  const email = `famille.moreau.${uniqueSuffix()}@example.org`;
  const { path } = await newMemberWithLink(
    api,
    { name: `Poussins ${uniqueSuffix()}` },
    {
      firstName: 'Inès',
      lastName: 'Moreau',
      gender: 'F',
      birthDate: `${new Date().getFullYear() - 11}-06-21`,
      email,
      phoneNumber: '0612345678',
    },
  );

  // Without any script: the first step, filled with what the club knows, styled, on a phone.
  const still = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  await still.addCookies([{ name: 'lang', value: 'fr', url: E2E_BASE_URL }]);
  const before = await still.newPage();
  const answer = await before.goto(path);
  expect(answer?.headers()['cache-control']).toBe('no-store');
  await expect(before.getByRole('heading', { level: 1, name: 'Inscription d’Inès Moreau' })).toBeVisible();
  await expect(before.getByLabel('Prénom')).toHaveValue('Inès');
  await expect(before.getByRole('radio', { name: 'Féminin' })).toBeChecked();
  await expect(before.getByRole('button', { name: 'Suivant' })).toBeVisible();
  await before.screenshot({ path: test.info().outputPath('family-form-before-script.png'), fullPage: true });
  await still.close();

  // With the code held back: the parent corrects the first name, types the place of birth and goes on.
  const context = await newContext(browser, 'fr', { width: 390, height: 844 });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/hydrateSubscribe-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path);
  await page.getByLabel('Prénom').fill('Inésa');
  await page.getByLabel('Lieu de naissance').fill('Nice');
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.waitForTimeout(300);
  // Nothing sent by the browser's own means.
  expect(page.url()).toBe(`${E2E_BASE_URL}${path}`);

  release();
  // The held "next" runs the step's check once the code is there: what is missing says so, what was typed stays.
  await expect(page.getByText('Ce champ est obligatoire').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel('Prénom')).toHaveValue('Inésa');
  await expect(page.getByLabel('Lieu de naissance')).toHaveValue('Nice');
  await expect(page.getByLabel('Lieu de naissance')).not.toHaveAccessibleDescription(/obligatoire/);
  await expect(page.getByRole('combobox', { name: 'Nationalité' })).toHaveAccessibleDescription(/Ce champ est obligatoire/);
  // The heading follows the form's state, not the page's first name.
  await expect(page.getByRole('heading', { level: 1, name: 'Inscription d’Inès Moreau' })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});
