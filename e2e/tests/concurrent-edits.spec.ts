import { expect, test, type Browser, type Page } from '@playwright/test';
import { adminToken, createCoach, createGroup } from '../support/club.js';
import { E2E_ADMIN } from '../support/env.js';
import type { Lang } from '../support/i18n.js';
import { expectHome, logIn, newContext } from '../support/session.js';
import { seedGuardianProblem } from '../support/subscription-staff.js';

/**
 * Two staff saving the same record (docs/product.md#concurrent-edits): both open the same screen,
 * the first saves, the second is told on screen, in their language, and nothing of the first is
 * overwritten.
 */
const words = {
  fr: {
    groupName: 'Nom du groupe',
    price: 'Tarif d’inscription',
    saveGroup: 'Enregistrer',
    groupSaved: (name: string) => `Groupe ${name} enregistré`,
    groupStale: 'Quelqu’un a modifié ce groupe entre-temps. Rechargez-le pour voir ses modifications, puis recommencez.',
    reload: 'Recharger',
  },
  en: {
    city: 'City',
    school: /^School\s*\*?$/,
    schoolLevel: /^School level\s*\*?$/,
    birthPlace: 'Birth place',
    save: 'Save',
    saved: 'Subscription saved',
    stale: 'Someone else changed this subscription meanwhile. Reload it to see their changes; yours were not saved.',
    reload: 'Reload',
  },
} as const;

const openAs = async (browser: Browser, lang: Lang, login: string, password: string, path: string): Promise<Page> => {
  const page = await (await newContext(browser, lang)).newPage();
  await logIn(page, lang, login, password);
  await expectHome(page);
  await page.goto(path);
  return page;
};

test('two staff edit the same group: the second save is refused and the first kept (fr)', async ({ browser, request }) => {
  const w = words.fr;
  const admin = await adminToken(request);
  const manager = await createCoach(request, admin, { firstName: 'Hélène', lastName: 'Garnier' }, 'poolside manager 2026', [
    'SECTION_MANAGER',
    'ADMIN',
  ]);
  const groupId = await createGroup(request, admin, { name: 'Espoirs' });

  const first = await openAs(browser, 'fr', E2E_ADMIN.login, E2E_ADMIN.password, `/group/${groupId}/edit`);
  const second = await openAs(browser, 'fr', manager.login, manager.password, `/group/${groupId}/edit`);
  await expect(first.getByLabel(w.groupName)).toHaveValue('Espoirs');
  await expect(second.getByLabel(w.groupName)).toHaveValue('Espoirs');

  await first.getByLabel(w.groupName).fill('Espoirs Matin');
  await first.getByRole('button', { name: w.saveGroup }).click();
  await expect(first.getByText(w.groupSaved('Espoirs Matin'))).toBeVisible();

  await second.getByLabel(w.price).fill('300');
  await second.getByRole('button', { name: w.saveGroup }).click();
  await expect(second.getByText(w.groupStale)).toBeVisible();

  // Reloading shows the first person's change; nothing of the refused save was stored.
  await second.getByRole('button', { name: w.reload }).click();
  await expect(second.getByLabel(w.groupName)).toHaveValue('Espoirs Matin');
  const stored = await request.get(`/api/group/${groupId}`, { headers: { Authorization: `Bearer ${admin}` } });
  expect(await stored.json()).toMatchObject({ name: 'Espoirs Matin', price: 250 });
  await Promise.all([first.context().close(), second.context().close()]);
});

test('two admins edit the same subscription: the second save is refused and the first kept (en)', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const w = words.en;
  const admin = await adminToken(request);
  const other = await createCoach(request, admin, { firstName: 'Samuel', lastName: 'Price' }, 'counter admin 2026', ['ADMIN']);
  const data = await seedGuardianProblem('en');
  const path = `/subscription/${data.member.studentId}`;

  const first = await openAs(browser, 'en', E2E_ADMIN.login, E2E_ADMIN.password, path);
  const second = await openAs(browser, 'en', other.login, other.password, path);
  await expect(first.getByLabel(w.city)).toHaveValue('Monaco');
  await expect(second.getByLabel(w.birthPlace)).toHaveValue('Monaco');

  // A minor's school is asked on the staff screen, not on the family's form.
  for (const page of [first, second]) {
    await page.getByRole('textbox', { name: w.school }).fill('Collège Charles III');
    await page.getByRole('textbox', { name: w.schoolLevel }).fill('5e');
  }
  await first.getByLabel(w.city).fill('Beausoleil');
  await first.getByRole('button', { name: w.save, exact: true }).click();
  await expect(first.getByText(w.saved)).toBeVisible();

  await second.getByLabel(w.birthPlace).fill('Nice');
  await second.getByRole('button', { name: w.save, exact: true }).click();
  await expect(second.getByText(w.stale)).toBeVisible();

  await second.getByRole('button', { name: w.reload }).click();
  await expect(second.getByLabel(w.city)).toHaveValue('Beausoleil');
  await expect(second.getByLabel(w.birthPlace)).toHaveValue('Monaco');
  await Promise.all([first.context().close(), second.context().close()]);
});
