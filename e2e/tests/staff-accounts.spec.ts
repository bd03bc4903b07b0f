import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../support/env.js';
import { words, type Lang } from '../support/i18n.js';
import { expectHome, logIn, newContext } from '../support/session.js';

/**
 * Issue "Foundation": an admin creates a coach, the coach logs in with the default
 * password and is made to change it, the admin changes the coach's roles and deletes them.
 */
for (const lang of ['fr', 'en'] as const satisfies readonly Lang[]) {
  test(`staff accounts, from creation to deletion (${lang})`, async ({ browser }) => {
    const w = words[lang];
    const firstName = lang === 'fr' ? 'Élodie' : 'Emily';
    const lastName = lang === 'fr' ? 'Lefèvre' : 'Walker';
    const fullName = `${firstName} ${lastName}`;

    const adminContext = await newContext(browser, lang);
    const admin = await adminContext.newPage();
    await logIn(admin, lang, E2E_ADMIN.login, E2E_ADMIN.password);
    await expectHome(admin);
    // Only the access token in memory: nothing secret readable by scripts survives the login
    // (`club_session` only says a refresh cookie exists, so a logged-out visit skips the refresh).
    const storage = await admin.evaluate(() => ({
      local: Object.keys(localStorage).length,
      session: Object.keys(sessionStorage).length,
      cookies: document.cookie
        .split(';')
        .map((c) => c.trim().split('=')[0])
        .filter((name) => name !== '' && name !== 'lang' && name !== 'club_session'),
    }));
    expect(storage).toEqual({ local: 0, session: 0, cookies: [] });

    // The admin creates a coach; invalid input is refused first.
    await admin.goto('/user/create');
    await admin.getByLabel(w.firstName).fill('J3@n');
    await admin.getByLabel(w.lastName, { exact: true }).fill(lastName);
    await admin.getByRole('button', { name: w.createUser }).click();
    await expect(admin.getByText(lang === 'fr' ? 'Prénom invalide' : 'Invalid first name')).toBeVisible();
    await admin.getByLabel(w.firstName).fill(firstName);
    await admin.getByRole('checkbox', { name: w.roleCoach }).check();
    await admin.getByRole('button', { name: w.createUser }).click();
    const panel = admin
      .getByText(w.defaultPassword)
      .locator('xpath=ancestor::*[contains(@class, "MuiPaper-root") or contains(@class, "MuiCard-root")][1]');
    await expect(panel).toBeVisible();
    const expectedLogin = lang === 'fr' ? 'elefevre' : 'ewalker';
    const defaultPassword = `${lastName}${firstName}`;
    await expect(panel).toContainText(expectedLogin);
    await expect(panel).toContainText(defaultPassword);

    // The coach logs in with the default password and is sent to change it.
    const coachContext = await newContext(browser, lang, { width: 390, height: 844 });
    const coach = await coachContext.newPage();
    await logIn(coach, lang, expectedLogin, defaultPassword);
    await expect(coach).toHaveURL(/\/settings$/);
    await coach.goto('/group/');
    await expect(coach).toHaveURL(/\/settings$/);
    await coach.getByLabel(w.oldPassword).fill(defaultPassword);
    await coach.getByLabel(w.newPassword, { exact: true }).fill('my own secret 2026');
    await coach.getByLabel(w.confirmation).fill('my own secret 2026');
    await coach.getByRole('button', { name: w.changePassword }).click();
    await expect(coach.getByText(w.passwordUpdated)).toBeVisible();
    await expect(coach).toHaveURL(/\/home$/, { timeout: 10_000 });

    // The admin makes the coach a section manager too.
    await admin.goto('/user/');
    await admin.getByRole('button', { name: w.editRoles(fullName) }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: w.roleManager }).check();
    await dialog.getByRole('button', { name: w.save }).click();
    await expect(admin.getByText(w.rolesUpdated)).toBeVisible();

    // The change applies at once to the coach's session.
    await coach.reload();
    // On a phone the drawer is closed: the link is there, hidden until the menu opens.
    await expect(
      coach.getByRole('link', { name: lang === 'fr' ? 'Créer un groupe' : 'Create a group', includeHidden: true }),
    ).toBeAttached();

    // The admin deletes the account after confirming; the coach's session ends.
    await admin.getByRole('button', { name: w.delete(fullName) }).click();
    const confirm = admin.getByRole('dialog');
    await expect(confirm).toContainText('Confirmation');
    await confirm.getByRole('button', { name: w.submit }).click();
    await expect(admin.getByText(w.deleted(fullName))).toBeVisible();
    await expect(admin.getByText(fullName)).toHaveCount(0);

    await coach.goto('/user/');
    await coach.goto('/home');
    await expect(coach).toHaveURL(/\/login$/);

    // A wrong password shows the failure message.
    await logIn(coach, lang, expectedLogin, 'my own secret 2026');
    await expect(coach.getByText(w.loginFailed)).toBeVisible();

    await adminContext.close();
    await coachContext.close();
  });
}
