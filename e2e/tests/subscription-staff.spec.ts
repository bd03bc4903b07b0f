import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../support/env.js';
import type { Lang } from '../support/i18n.js';
import { expectHome, logIn, newContext } from '../support/session.js';
import { seedGuardianProblem, staffWords, type GuardianProblem } from '../support/subscription-staff.js';

/**
 * Subscriptions and the guardian picker (docs/product.md#screen-subscriptions,
 * docs/product.md#screen-guardian-picker, docs/product.md#subscription-states): staff find a
 * member's subscription by name, resolve its guardian problem by picking the guardian on file,
 * tick the document checklist at the counter and see it DONE; the export is a real spreadsheet.
 */

const openList = async (page: Page, lang: Lang, lastName: string) => {
  const w = staffWords[lang];
  await page.goto('/subscription/');
  await expect(page.getByRole('heading', { name: w.subscriptions, level: 1 })).toBeVisible();
  await page.getByLabel(w.filterLastName).fill(lastName);
  // The filter reaches the address (and the server) once typing pauses.
  await expect(page).toHaveURL(/\?lastName=/);
};

const pickGuardian = async (page: Page, lang: Lang, data: GuardianProblem) => {
  const w = staffWords[lang];
  const memberName = `${data.member.firstName} ${data.member.lastName}`;
  const guardianName = `${data.guardian.firstName} ${data.guardian.lastName}`;
  await expect(page.getByRole('heading', { name: w.pickerTitle(memberName), level: 1 })).toBeVisible();
  await expect(page.getByText(w.typed)).toContainText(`${data.typed.firstName} ${data.typed.lastName}`);
  const submit = page.getByRole('button', { name: w.submit, exact: true });
  await expect(submit).toBeDisabled();
  await page.getByLabel(w.lastName, { exact: true }).fill(data.guardian.lastName);
  const radio = page.getByRole('radio', { name: w.select(guardianName) });
  await expect(radio).toHaveCount(1);
  await radio.click();
  await expect(radio).toBeChecked();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText(w.chosen)).toBeVisible();
};

for (const lang of ['fr', 'en'] as const satisfies readonly Lang[]) {
  test(`staff find a subscription, pick its guardian and tick the checklist until DONE (${lang})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const w = staffWords[lang];
    const data = await seedGuardianProblem(lang);
    const memberName = `${data.member.firstName} ${data.member.lastName}`;

    const context = await newContext(browser, lang);
    const page = await context.newPage();
    await logIn(page, lang, E2E_ADMIN.login, E2E_ADMIN.password);
    await expectHome(page);

    // Found by name: one row, the family's form received, a guardian problem flagged.
    await openList(page, lang, data.member.lastName);
    // The member's row (the filter row above holds the same text in its box).
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: data.member.lastName }) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(w.started);
    await row.getByRole('link', { name: w.problem(memberName) }).click();

    // The picker: the guardian on file, not the names the family typed.
    await pickGuardian(page, lang, data);

    // Back on the list, same filter: the problem is gone.
    await expect(page).toHaveURL(/\/subscription\/\?lastName=/);
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('link', { name: w.problem(memberName) })).toHaveCount(0);
    await row.getByRole('link', { name: w.edit(memberName) }).click();

    // The counter: every document that applies is ticked, the server makes it DONE.
    await expect(page.getByRole('heading', { name: memberName, level: 1 })).toBeVisible();
    const checklist = page.getByRole('region', { name: w.checklist });
    await expect(checklist).toContainText(w.started);
    await checklist.getByRole('button', { name: w.tickAll }).click();
    // Ticking the payment asks how and when the family paid: today, method left unsaid.
    await page.getByRole('dialog', { name: w.paymentDialog }).getByRole('button', { name: w.confirmPayment }).click();
    for (const box of await checklist.getByRole('checkbox').all()) await expect(box).toBeChecked();
    await checklist.getByRole('button', { name: w.saveDocuments }).click();
    await expect(page.getByText(w.saved)).toBeVisible();
    await expect(checklist).toContainText(w.done);
    await expect(page.getByRole('region', { name: lang === 'fr' ? 'Historique' : 'History' })).toContainText(w.done);

    await page.goBack();
    await expect(row).toContainText(w.done);
    await context.close();
  });
}

test('the export downloads a real students.xlsx', async ({ browser }) => {
  const w = staffWords.fr;
  const context = await newContext(browser, 'fr');
  const page = await context.newPage();
  await logIn(page, 'fr', E2E_ADMIN.login, E2E_ADMIN.password);
  await expectHome(page);
  await page.goto('/subscription/');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: w.export }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('students.xlsx');
  const bytes = readFileSync(await file.path());
  // An .xlsx is a zip archive: it starts with "PK".
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(bytes.length).toBeGreaterThan(1000);
  await expect(page.getByText(w.exported)).toBeVisible();
  await context.close();
});

test('on a phone: cards, the problem link and the guardian picker (en)', async ({ browser }) => {
  test.setTimeout(120_000);
  const lang = 'en';
  const w = staffWords[lang];
  const data = await seedGuardianProblem(lang);
  const memberName = `${data.member.firstName} ${data.member.lastName}`;
  const context = await newContext(browser, lang, { width: 390, height: 844 });
  const page = await context.newPage();
  await logIn(page, lang, E2E_ADMIN.login, E2E_ADMIN.password);
  await expectHome(page);

  await openList(page, lang, data.member.lastName);
  await expect(page.getByRole('table')).toHaveCount(0);
  const card = page.getByRole('listitem').filter({ hasText: data.member.lastName });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(w.started);
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await card.getByRole('link', { name: w.problem(memberName) }).click();

  await pickGuardian(page, lang, data);
  await expect(card.getByRole('link', { name: w.problem(memberName) })).toHaveCount(0);
  await context.close();
});
