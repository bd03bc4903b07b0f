import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';
import { E2E_ADMIN, E2E_BASE_URL } from '../support/env.js';
import type { Lang } from '../support/i18n.js';
import { waitForMail } from '../support/mail.js';
import { expectHome, logIn, newContext } from '../support/session.js';
import { adminApi, createStudent, placeAfterTest, uniqueSuffix, type AdminApi } from '../support/subscriptions.js';

/**
 * Fees and payments (docs/product.md#fees-and-payments): the club's licence and family discounts
 * make three children's fees; the treasurer records one cheque split across the three from the
 * eldest's subscription screen, gets receipt R<season>-000n, downloads it, and sees the payment
 * ticked in the checklist; the family then sees each child paid in full and downloads the receipt.
 */
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const SCREENSHOTS = join(import.meta.dirname, '..', '..', 'docs', 'screenshots');

const words = {
  fr: {
    card: 'Cotisation et paiements',
    groupFee: /Cotisation du groupe\s*320,00\s€/,
    licence: /Licence FFN\s*45,00\s€/,
    due: /Montant dû\s*365,00\s€/,
    family: 'La famille',
    recordPayment: 'Enregistrer un paiement',
    amountFor: (name: string) => `Montant pour ${name}`,
    method: 'Moyen de paiement',
    cheque: 'Chèque',
    chequeReference: 'Numéro et banque du chèque',
    total: /Total : 817,00\s€/,
    confirm: 'Enregistrer le paiement',
    recorded: /Paiement enregistré : reçu (R\d{4}-\d{4}-\d{4})\./,
    download: 'Télécharger le reçu',
    paidInFull: 'Payé en totalité',
    checklist: 'Documents au guichet',
    paymentItem: 'Paiement de la cotisation',
    fees: 'Tarifs et réductions',
    licencePrice: 'Prix de la licence',
    familyEmail: 'Adresse e-mail',
    askLink: 'Recevoir un lien de connexion',
    payments: 'Paiements',
    familyPaidInFull: 'Réglé en totalité',
    familyReceipt: (reference: string) => `Télécharger le reçu ${reference} (PDF)`,
  },
  en: {
    card: 'Fees and payments',
    groupFee: /Group fee\s*€320\.00/,
    licence: /FFN licence\s*€45\.00/,
    due: /Due\s*€365\.00/,
    family: 'The family',
    recordPayment: 'Record a payment',
    amountFor: (name: string) => `Amount for ${name}`,
    method: 'Payment method',
    cheque: 'Cheque',
    chequeReference: 'Cheque number and bank',
    total: /Total: €817\.00/,
    confirm: 'Record the payment',
    recorded: /Payment recorded: receipt (R\d{4}-\d{4}-\d{4})\./,
    download: 'Download the receipt',
    paidInFull: 'Paid in full',
    checklist: 'Documents at the counter',
    paymentItem: 'Payment of the fee',
    fees: 'Fees and discounts',
    licencePrice: 'Licence fee',
    familyEmail: 'E-mail address',
    askLink: 'Get a sign-in link',
    payments: 'Payments',
    familyPaidInFull: 'Paid in full',
    familyReceipt: (reference: string) => `Download the receipt ${reference} (PDF)`,
  },
} as const;

/** Group names take letters, digits, spaces and hyphens: the suffix in letters only. */
const letters = (): string => uniqueSuffix().replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);

/** The club's fees: a 45 € licence, −10 % from the 2nd child, −20 % from the 3rd, the dearest fee first. */
const setClubFees = async (api: AdminApi): Promise<void> => {
  const { version } = await api.call<{ version: number }>('GET', '/club/fees');
  await api.call('PUT', '/club/fees', {
    licenceFeeCents: 4500,
    familyDiscounts: [
      { fromRank: 2, percent: 10 },
      { fromRank: 3, percent: 20 },
    ],
    discountRankRule: 'PRICE_DESC',
    paymentTickRule: 'BALANCE_ZERO',
    overdueReminderOffsetsDays: [],
    version,
  });
};

const createPricedGroup = async (api: AdminApi, name: string, price: number, ffnLicense: boolean): Promise<number> =>
  (
    await api.call<{ id: number }>('POST', '/group/', {
      name: `${name} ${letters()}`,
      price,
      reSubPrice: price - 20,
      typeId: 9,
      packId: 1,
      emailList: 'coach@example.org',
      sportsCodeOfConduct: true,
      ffnLicense,
      shouldReceiveSubMail: true,
    })
  ).id;

interface Child {
  id: number;
  name: string;
}

interface Family {
  email: string;
  /** Eldest first: the dearest group, then the two cheaper ones. */
  children: Child[];
}

/**
 * Three children placed after try-out tests in three groups (320 € with the FFN licence, 280 €,
 * 250 €), all linked to one guardian: one family, whose dues are 365 €, 252 € and 200 € (817 €).
 */
const seedFamily = async (api: AdminApi, lang: Lang): Promise<Family> => {
  const tag = letters();
  const lastName = lang === 'fr' ? `Moreau-${tag}` : `Walker-${tag}`;
  const email = `famille.paiements.${tag}@example.org`;
  const groups = [
    await createPricedGroup(api, 'Elite', 320, true),
    await createPricedGroup(api, 'Avenirs', 280, false),
    await createPricedGroup(api, 'Benjamins', 250, false),
  ];
  const year = new Date().getFullYear();
  const firstNames = lang === 'fr' ? ['Camille', 'Jules', 'Zoé'] : ['Emily', 'Oliver', 'Ruby'];
  const ages = [14, 11, 8];
  const { id: guardianId } = await api.call<{ id: number }>('POST', '/guardian/', {
    firstName: lang === 'fr' ? 'Nathalie' : 'Sarah',
    lastName,
    email,
    phoneNumber: '0612345678',
  });
  const children: Child[] = [];
  for (const [index, firstName] of firstNames.entries()) {
    const id = await createStudent(api, {
      firstName,
      lastName,
      gender: index === 1 ? 'M' : 'F',
      birthDate: `${year - ages[index]!}-04-1${index}`,
      email,
      phoneNumber: '0612345678',
      language: lang,
    });
    await api.call('POST', `/student/${id}/guardian`, { guardianId });
    await placeAfterTest(api, id, groups[index]!);
    children.push({ id, name: `${firstName} ${lastName}` });
  }
  return { email, children };
};

/**
 * A picture of one part of the page, whole and free of the sticky app bar: the window is made as
 * tall as the page for the picture (a full-page capture lays the page out again, and on a phone
 * the element then moves away from the box measured before).
 */
const shoot = async (page: Page, element: Locator, file: string) => {
  const viewport = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(viewport.height, height) });
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = await element.boundingBox();
  if (box === null) throw new Error(`${file}: the element is not shown`);
  await page.screenshot({ path: join(SCREENSHOTS, file), clip: box });
  await page.setViewportSize(viewport);
};

const pdfText = (file: string): string => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });

/** Nothing wider than the screen. */
const expectNoOverflow = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

/**
 * The counter: the eldest's screen shows the breakdown and the family; one cheque settles the
 * three children with the prefilled amounts; the receipt is numbered, downloaded and read.
 * Answers the receipt reference.
 */
const recordSplitPayment = async (
  browser: Browser,
  lang: Lang,
  family: Family,
  viewport: { width: number; height: number },
  testInfo: TestInfo,
): Promise<string> => {
  const w = words[lang];
  const onPhone = viewport.width < 600;
  const size = onPhone ? '390' : 'desktop';
  const context = await newContext(browser, lang, viewport);
  const page = await context.newPage();
  await logIn(page, lang, E2E_ADMIN.login, E2E_ADMIN.password);
  await expectHome(page);

  const eldest = family.children[0]!;
  await page.goto(`/subscription/${eldest.id}`);
  await expect(page.getByRole('heading', { level: 1, name: eldest.name })).toBeVisible();
  const card = page.getByRole('region', { name: w.card });
  await expect(card).toContainText(w.groupFee);
  await expect(card).toContainText(w.licence);
  await expect(card).toContainText(w.due);
  await expect(card.getByRole('heading', { name: w.family })).toBeVisible();
  for (const child of family.children) await expect(card).toContainText(child.name);
  const checklist = page.getByRole('region', { name: w.checklist });
  await expect(checklist.getByRole('checkbox', { name: w.paymentItem })).not.toBeChecked();

  const started = Date.now();
  await card.getByRole('button', { name: w.recordPayment, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: w.recordPayment });
  // Each child's field holds what that child still owes.
  await expect(dialog.getByLabel(w.amountFor(family.children[0]!.name))).toHaveValue('365');
  await expect(dialog.getByLabel(w.amountFor(family.children[1]!.name))).toHaveValue('252');
  await expect(dialog.getByLabel(w.amountFor(family.children[2]!.name))).toHaveValue('200');
  await expect(dialog).toContainText(w.total);
  await dialog.getByRole('combobox', { name: w.method }).click();
  await page.getByRole('option', { name: w.cheque, exact: true }).click();
  // The menu's fade has ended: the picture shows the form alone.
  await expect(page.getByRole('listbox')).toBeHidden();
  await dialog.getByLabel(w.chequeReference).fill('0012345 Banque Populaire');
  if (onPhone) {
    await expectNoOverflow(page, viewport.width);
    await page.screenshot({ path: join(SCREENSHOTS, `payment-dialog-${lang}-390.png`) });
  }
  await dialog.getByRole('button', { name: w.confirm }).click();
  const confirmation = card.getByRole('status').filter({ hasText: w.recorded });
  await expect(confirmation).toBeVisible();
  const elapsed = Date.now() - started;
  console.log(`split payment for three children: ${elapsed} ms (${lang}, ${size})`);
  testInfo.annotations.push({ type: `split payment for three children, ${lang} ${size} (ms)`, description: String(elapsed) });
  await testInfo.attach(`split-payment-${lang}-${size}-ms`, { body: String(elapsed), contentType: 'text/plain' });
  await expect(dialog).toBeHidden();

  const reference = w.recorded.exec((await confirmation.textContent()) ?? '')![1]!;
  // The season of today's subscriptions: from 1 September to 31 August.
  const now = new Date();
  const start = now.getMonth() >= 8 ? now.getFullYear() : now.getFullYear() - 1;
  expect(reference).toMatch(new RegExp(`^R${start}-${start + 1}-\\d{4}$`));

  // The receipt, downloaded from the confirmation: the three children and the total.
  const downloading = page.waitForEvent('download');
  await confirmation.getByRole('button', { name: w.download, exact: true }).click();
  const download = await downloading;
  // The file is named in the screen's language.
  expect(download.suggestedFilename()).toBe(`${lang === 'fr' ? 'recu' : 'receipt'}-${reference}.pdf`);
  const pdfFile = testInfo.outputPath(`receipt-${lang}.pdf`);
  await download.saveAs(pdfFile);
  const text = pdfText(pdfFile);
  expect(text).toContain(reference);
  for (const child of family.children) expect(text).toContain(child.name);
  expect(text).toMatch(lang === 'fr' ? /817,00\s*€/ : /€\s*817\.00/);

  // Settled: the balance is zero and the checklist's payment ticked itself.
  await expect(card).toContainText(w.paidInFull);
  await expect(checklist.getByRole('checkbox', { name: w.paymentItem })).toBeChecked();
  if (onPhone) await expectNoOverflow(page, viewport.width);
  await shoot(page, card, `payments-card-${lang}-${size}.png`);
  await context.close();
  return reference;
};

test.describe.serial('fees and payments', () => {
  let french: Family;
  let frenchReceipt: string;
  let englishReceipt: string;

  test.beforeAll(() => mkdirSync(SCREENSHOTS, { recursive: true }));

  test('the club sets its fees; one cheque settles three children, with its receipt (fr, desktop)', async ({ browser }, testInfo) => {
    const api = await adminApi();
    await setClubFees(api);
    french = await seedFamily(api, 'fr');
    frenchReceipt = await recordSplitPayment(browser, 'fr', french, DESKTOP, testInfo);

    // The club screen's "Fees and discounts", as saved above.
    const w = words.fr;
    const context = await newContext(browser, 'fr', DESKTOP);
    const page = await context.newPage();
    await logIn(page, 'fr', E2E_ADMIN.login, E2E_ADMIN.password);
    await expectHome(page);
    await page.goto('/club#club-fees');
    const section = page.getByRole('region', { name: w.fees, exact: true });
    await expect(section.getByLabel(w.licencePrice)).toHaveValue(/^45([,.]00)?$/);
    await shoot(page, section, 'fee-settings-fr-desktop.png');
    await context.close();
  });

  test('the same walk on a phone, in English, for another family (en, 390 px)', async ({ browser }, testInfo) => {
    const api = await adminApi();
    await setClubFees(api);
    const english = await seedFamily(api, 'en');
    englishReceipt = await recordSplitPayment(browser, 'en', english, PHONE, testInfo);
    // Numbers run on in the season, without a gap.
    expect(Number(englishReceipt.slice(-4))).toBe(Number(frenchReceipt.slice(-4)) + 1);
  });

  test('the family sees each child paid in full and downloads the receipt (fr, 390 px)', async ({ browser }, testInfo) => {
    const w = words.fr;
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, locale: 'fr-FR' });
    await context.addCookies([{ name: 'lang', value: 'fr', url: E2E_BASE_URL }]);
    const page = await context.newPage();
    await page.goto('/family');
    await page.getByLabel(w.familyEmail).fill(french.email);
    await page.getByRole('button', { name: w.askLink }).click();
    const link = /https?:\/\/[^\s]+\/family\?token=[^\s]+/;
    const mail = await waitForMail((m) => m.envelopeTo.includes(french.email) && link.test(m.parsed.text ?? ''));
    const url = new URL(link.exec(mail.parsed.text ?? '')![0]);
    await page.goto(`${url.pathname}${url.search}`);

    const section = page.getByRole('region', { name: w.payments, exact: true });
    for (const child of french.children) {
      const account = section.getByRole('article', { name: child.name });
      await expect(account).toContainText(w.familyPaidInFull);
    }
    const receiptLink = section.getByRole('link', { name: w.familyReceipt(frenchReceipt) });
    await expect(receiptLink).toBeVisible();
    await expectNoOverflow(page, PHONE.width);
    await shoot(page, section, 'family-payments-fr-390.png');

    const downloading = page.waitForEvent('download');
    await receiptLink.click();
    const download = await downloading;
    const pdfFile = testInfo.outputPath('family-receipt.pdf');
    await download.saveAs(pdfFile);
    expect(readFileSync(pdfFile).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfText(pdfFile)).toContain(frenchReceipt);
    await context.close();
  });

  test('the treasurer reads the season, the cash book and the cheques to deposit today (fr desktop, en 390 px)', async ({ browser }) => {
    // At a desk, in French: what the season expected and received, by section and by method.
    const desk = await newContext(browser, 'fr', DESKTOP);
    const page = await desk.newPage();
    await logIn(page, 'fr', E2E_ADMIN.login, E2E_ADMIN.password);
    await expectHome(page);
    await page.goto('/treasury');
    await expect(page.getByRole('heading', { level: 1, name: 'Trésorerie' })).toBeVisible();
    await expect(page.getByText('Encaissé', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Encaissé par moyen de paiement')).toBeVisible();
    await page.screenshot({ path: join(SCREENSHOTS, 'treasury-fr-desktop.png'), fullPage: true });
    await desk.close();

    // On a phone, in English: today's two cheques in the cash book and on the deposit slip.
    const phone = await newContext(browser, 'en', PHONE);
    const mobile = await phone.newPage();
    await logIn(mobile, 'en', E2E_ADMIN.login, E2E_ADMIN.password);
    await expectHome(mobile);
    await mobile.goto('/treasury#cash-book');
    await mobile.getByRole('tab', { name: 'Cash book' }).click();
    for (const reference of [frenchReceipt, englishReceipt]) await expect(mobile.getByText(reference).first()).toBeVisible();
    await expectNoOverflow(mobile, PHONE.width);
    await mobile.screenshot({ path: join(SCREENSHOTS, 'treasury-cash-book-en-390.png'), fullPage: true });
    await mobile.getByRole('tab', { name: 'Deposit slip' }).click();
    await expect(mobile.getByText(/2 cheques, €1,634\.00/)).toBeVisible();
    await expectNoOverflow(mobile, PHONE.width);
    await mobile.screenshot({ path: join(SCREENSHOTS, 'treasury-deposit-en-390.png'), fullPage: true });
    await phone.close();
  });
});
