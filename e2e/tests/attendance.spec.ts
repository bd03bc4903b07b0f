import { expect, test, type Page } from '@playwright/test';
import { attendanceWords } from '../support/attendance-words.js';
import { adminToken, createCoach, createGroup, createSubGroup } from '../support/club.js';
import { E2E_ADMIN } from '../support/env.js';
import { type Lang } from '../support/i18n.js';
import { insertMembers } from '../support/members.js';
import { expectHome, logIn, newContext } from '../support/session.js';

const PHONE = { width: 390, height: 844 };

/** Fifteen swimmers of one lane, in no particular order (the sheet sorts them by last name). */
const LANE_ONE = [
  ['Zoé', 'Vidal'],
  ['Élodie', 'Bernard'],
  ['Hugo', 'Dupont'],
  ['Inès', 'Lefèvre'],
  ['Jules', 'Martin'],
  ['Léa', 'Garnier'],
  ['Louis', 'Roux'],
  ['Manon', 'Fontaine'],
  ['Nathan', 'Chevalier'],
  ['Chloé', 'Morel'],
  ['Enzo', 'Girard'],
  ['Camille', 'Lambert'],
  ['Théo', 'Bonnet'],
  ['Sarah', 'Fournier'],
  ['Adam', 'Mercier'],
] as const;

/** A day `offset` days from today in Monaco: ISO weekday (1 = Monday) and DD/MM/YYYY. */
const clubDay = (offset: number): { weekday: number; text: string } => {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Monaco', year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(new Date())
    .reduce<Record<string, number>>((acc, part) => (part.type === 'literal' ? acc : { ...acc, [part.type]: Number(part.value) }), {});
  const day = new Date(Date.UTC(parts.year!, parts.month! - 1, parts.day! + offset, 12));
  const two = (n: number) => String(n).padStart(2, '0');
  return {
    weekday: ((day.getUTCDay() + 6) % 7) + 1,
    text: `${two(day.getUTCDate())}/${two(day.getUTCMonth() + 1)}/${day.getUTCFullYear()}`,
  };
};

const pickOption = async (page: Page, combobox: ReturnType<Page['getByRole']>, option: string) => {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

for (const lang of ['fr', 'en'] as const satisfies readonly Lang[]) {
  const a = attendanceWords[lang];

  test(`a coach takes a lane's attendance on a phone, finds it in the list and edits it (${lang})`, async ({ browser, request }) => {
    const admin = await adminToken(request);
    const coach = await createCoach(
      request,
      admin,
      lang === 'fr' ? { firstName: 'Margaux', lastName: 'Rivière' } : { firstName: 'Oliver', lastName: 'Bennett' },
    );
    const groupName = lang === 'fr' ? 'Benjamins FR' : 'Juniors EN';
    const groupId = await createGroup(request, admin, { name: groupName, coachId: coach.id });
    const laneOne = await createSubGroup(request, admin, groupId, { name: 'Ligne 1', coaches: [coach.id] });
    const laneTwo = await createSubGroup(request, admin, groupId, { name: 'Ligne 2', coaches: [coach.id] });
    await insertMembers([
      ...LANE_ONE.map(([firstName, lastName]) => ({ firstName, lastName, groupId, subGroupId: laneOne })),
      { firstName: 'Paul', lastName: 'Aubert', groupId, subGroupId: laneTwo },
      { firstName: 'Rose', lastName: 'Andrieu', groupId },
    ]);
    const names = LANE_ONE.map(([firstName, lastName]) => `${firstName} ${lastName}`);
    const absent = ['Hugo Dupont', 'Léa Garnier'];
    const late = ['Zoé Vidal', 'Théo Bonnet'];

    const context = await newContext(browser, lang, PHONE);
    const page = await context.newPage();
    await logIn(page, lang, coach.login, coach.password);
    await expectHome(page);

    // From the group card's "new session" link to the recorded session.
    const started = Date.now();
    await page.goto(`/group/${groupId}/subgroup/session/new`);
    await pickOption(page, page.getByRole('combobox', { name: a.subGroup }), 'Ligne 1');
    await page.getByRole('button', { name: a.continue }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(a.sheetTitle(groupName));
    await expect(page.getByText(a.subGroupLine('Ligne 1'))).toBeVisible();
    const sheetShown = Date.now();

    // Only the lane's fifteen swimmers, all absent, sorted by last name.
    const rowHeaders = page.getByRole('rowheader');
    await expect(rowHeaders).toHaveCount(15);
    const sorted = [...LANE_ONE].sort((x, y) => x[1].localeCompare(y[1], 'fr')).map(([first, last]) => `${last}${first}`);
    await expect(rowHeaders).toHaveText(sorted);
    const summary = page.getByRole('region', { name: a.summary });
    await expect(summary).toContainText(a.counts(0, 15, 0));
    // Big targets: every row at least 44 px high.
    const heights = await page.getByRole('row').evaluateAll((rows) => rows.slice(1).map((row) => row.getBoundingClientRect().height));
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);

    for (const name of names) if (!absent.includes(name)) await page.getByRole('checkbox', { name: a.present(name) }).click();
    for (const name of late) await page.getByRole('checkbox', { name: a.late(name) }).click();
    await expect(summary).toContainText(a.counts(13, 2, 2));
    await summary.getByRole('button', { name: a.saveSession }).click();
    await expect(page.getByText(a.sessionRecorded)).toBeVisible();
    await expect(page).toHaveURL(/\/group\/$/);
    const recorded = Date.now();
    const timing = `15-student attendance on a 390 px phone (${lang}): ${((recorded - started) / 1000).toFixed(1)} s from the pre-step to the confirmation, ${((recorded - sheetShown) / 1000).toFixed(1)} s of it on the sheet (15 ticks + 2 lates + submit)`;
    test.info().annotations.push({ type: 'timing', description: timing });
    console.log(timing);

    // The session list (cards on a phone) shows it with its counts.
    await page.goto('/session/');
    const card = page.getByRole('list', { name: a.sessions }).getByRole('listitem').filter({ hasText: groupName });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Ligne 1');
    await expect(card).toContainText(lang === 'fr' ? /13\s*présents\s*2\s*absents\s*2\s*retards/ : /13\s*present\s*2\s*absent\s*2\s*late/);

    // Edit: Hugo came after all; the stored ticks are there, and a reload keeps the sheet.
    await card.getByRole('button', { name: a.editOf(groupName) }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(a.editTitle);
    await expect(page).toHaveURL(/\/session\/edit\?id=\d+$/);
    await page.reload();
    await expect(page.getByRole('checkbox', { name: a.late('Zoé Vidal') })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: a.present('Hugo Dupont') })).not.toBeChecked();
    await page.getByRole('checkbox', { name: a.present('Hugo Dupont') }).click();
    await page.getByRole('button', { name: a.saveChanges, exact: true }).click();
    await expect(page.getByText(a.sessionUpdated)).toBeVisible();
    await expect(page).toHaveURL(/\/session\/?(\?.*)?$/);
    await expect(card).toContainText(lang === 'fr' ? /14\s*présents\s*1\s*absent\s*2\s*retards/ : /14\s*present\s*1\s*absent\s*2\s*late/);

    // The group details add it up: 15 records, 14 present, 1 absent, 2 late; and export them.
    await page.goto(`/group/${groupId}`);
    const rates = page.getByRole('list', { name: a.ratesOf(groupName) });
    const total = rates.getByRole('listitem').filter({ has: page.getByRole('heading', { name: a.groupTotal }) });
    await expect(total).toContainText(a.ratesLine(14, 93, 1, 6, 2, 13));
    const hugo = rates.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Dupont Hugo' }) });
    await expect(hugo).toContainText(a.ratesLine(1, 100, 0, 0, 0, 0));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: a.exportRates }).click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    await context.close();
  });

  test(`an admin sets a group's time slots on a phone and the next session is pre-filled (${lang})`, async ({ browser, request }) => {
    const admin = await adminToken(request);
    const groupName = lang === 'fr' ? 'Poussins FR' : 'Minimes EN';
    const groupId = await createGroup(request, admin, { name: groupName });
    await insertMembers([{ firstName: 'Jade', lastName: 'Perrin', groupId }]);
    const soon = clubDay(2);
    const later = clubDay(4);
    const day = (weekday: number) => a.weekdays[weekday - 1]!;

    const context = await newContext(browser, lang, PHONE);
    const page = await context.newPage();
    await logIn(page, lang, E2E_ADMIN.login, E2E_ADMIN.password);
    await expectHome(page);

    await page.goto('/timeslot/new');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(a.timeSlotsTitle);
    await pickOption(page, page.getByRole('combobox', { name: a.group }), groupName);

    const fillRow = async (n: number, weekday: number, start: string, end: string) => {
      const row = page.getByRole('group', { name: a.slotRow(n) });
      await pickOption(page, row.getByRole('combobox', { name: a.day }), day(weekday));
      // Typed as on a numeric keypad: the colon comes by itself.
      await row.getByLabel(a.start).fill(start.replace(':', ''));
      await row.getByLabel(a.end).fill(end);
    };
    await fillRow(1, later.weekday, '07:00', '08:00');
    await page.getByRole('button', { name: a.addRow }).click();
    await fillRow(2, soon.weekday, '18:00', '19:30');
    await page.getByRole('button', { name: a.addRow }).click();
    await fillRow(3, soon.weekday, '20:00', '21:00');
    await page.getByRole('button', { name: a.saveSlots(3) }).click();
    await expect(page.getByText(a.slotsAdded(3, groupName))).toBeVisible();

    const list = page.getByRole('list', { name: a.slotList(groupName) });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    // The evening slot goes, after confirmation; the morning one ends later.
    await list.getByRole('button', { name: a.deleteSlot(day(soon.weekday), '20:00', '21:00') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: lang === 'fr' ? 'Valider' : 'Submit' })
      .click();
    await expect(page.getByText(a.slotDeleted(day(soon.weekday), '20:00', '21:00'))).toBeVisible();
    await list.getByRole('button', { name: a.editSlot(day(later.weekday), '07:00', '08:00') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(a.end).fill('08:30');
    await dialog.getByRole('button', { name: lang === 'fr' ? 'Enregistrer' : 'Save' }).click();
    await expect(page.getByText(a.slotUpdated)).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list).toContainText('07:00–08:30');

    // A new session of the group opens on its nearest slot: in two days at 18:00.
    await page.goto(`/group/${groupId}/subgroup/session/new`);
    await expect(page.getByRole('combobox', { name: a.subGroup })).toHaveText(a.wholeGroup);
    await page.getByRole('button', { name: a.continue }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(a.sheetTitle(groupName));
    await expect(page.locator('input[name="date"]')).toHaveValue(`${soon.text} 18:00`);
    await context.close();
  });
}
