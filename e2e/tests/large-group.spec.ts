import { expect, test } from '@playwright/test';
import { adminToken, createGroup } from '../support/club.js';
import { E2E_ADMIN } from '../support/env.js';
import { insertMembers } from '../support/members.js';
import { expectHome, logIn, newContext } from '../support/session.js';

/**
 * Issue "Performance and scale": a group of thousands of members (the removed-members group
 * of an old club) opens without freezing the screen: only the rows near the screen exist,
 * the scroll bar is the whole list's, and selecting all still takes everyone.
 */
const MEMBERS = 2_000;
const name = (n: number) => `Nageur${String(n).padStart(4, '0')}`;
/** A table shows the last name in its own cell; a card shows "Last First". */
const shownName = (n: number, row: 'row' | 'listitem') => (row === 'row' ? name(n) : `${name(n)} Alex`);

for (const viewport of [
  { label: 'desktop', size: { width: 1280, height: 800 }, row: 'row' as const },
  { label: 'phone', size: { width: 390, height: 844 }, row: 'listitem' as const },
]) {
  test(`a group of ${MEMBERS} members opens at once and scrolls to its end (${viewport.label})`, async ({ browser, request }) => {
    const admin = await adminToken(request);
    const groupId = await createGroup(request, admin, { name: `Grand groupe ${viewport.label}` });
    await insertMembers(Array.from({ length: MEMBERS }, (_, n) => ({ firstName: 'Alex', lastName: name(n), groupId })));

    const context = await newContext(browser, 'fr', viewport.size);
    const page = await context.newPage();
    await logIn(page, 'fr', E2E_ADMIN.login, E2E_ADMIN.password);
    await expectHome(page);

    const started = Date.now();
    await page.goto(`/group/${groupId}`);
    const list =
      viewport.row === 'row'
        ? page.getByRole('table', { name: 'Adhérents du groupe' })
        : page.getByRole('list', { name: 'Adhérents du groupe' });
    await expect(list.getByText(shownName(0, viewport.row), { exact: true })).toBeVisible();
    const shownMs = Date.now() - started;

    // Far fewer rows in the page than members, yet the page is as tall as the whole list.
    const drawn = await list.getByRole(viewport.row).count();
    expect(drawn).toBeLessThan(150);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(MEMBERS * 40);

    // The end of the list is reachable by scrolling.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(list.getByText(shownName(MEMBERS - 1, viewport.row), { exact: true })).toBeVisible();

    // Selecting all takes every member, drawn or not.
    await page.getByRole('checkbox', { name: 'Tout sélectionner' }).first().check();
    await expect(page.getByText(/^2\s?000 adhérents sélectionnés$/).first()).toBeVisible();

    const summary = `Group of ${MEMBERS} members on ${viewport.label}: first rows shown ${shownMs} ms after navigation, ${drawn} rows drawn`;
    test.info().annotations.push({ type: 'timing', description: summary });
    console.log(summary);
    await context.close();
  });
}
