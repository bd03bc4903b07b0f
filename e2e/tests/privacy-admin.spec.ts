import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../support/env.js';
import type { Lang } from '../support/i18n.js';
import { waitForMail } from '../support/mail.js';
import { adminAccess, apiPost, createStaff, seedFamilies } from '../support/organisation.js';
import { insertFailedMail } from '../support/privacy.js';
import { expectHome, logIn, newContext } from '../support/session.js';
import { createGroup } from '../support/club.js';
import { uniqueSuffix } from '../support/subscriptions.js';

/**
 * Privacy and reliability (docs/architecture.md#quality-privacy,
 * docs/architecture.md#quality-reliability), from an administrator's seat: a mail that failed
 * during an SMTP outage is sent again from the outbox screen; the audit log shows a role
 * change; a member's personal data is exported as a file, then erased for good.
 */

const WORDS = {
  fr: {
    administration: 'Administration',
    outbox: 'Courriels envoyés',
    audit: "Journal d'audit",
    failed: 'En échec',
    queued: 'En attente',
    sent: 'Envoyé',
    retry: (subject: string) => `Renvoyer « ${subject} »`,
    retryConfirm: 'Renvoyer',
    retried: (subject: string) => `Le courriel « ${subject} » sera renvoyé`,
    action: 'Action',
    rolesChanged: 'Rôles modifiés',
    exportViewed: 'Export consulté',
    erased: "Données d'un adhérent effacées",
    user: (id: number) => `Utilisateur n° ${id}`,
    personalData: 'Données personnelles',
    exportButton: 'Exporter',
    eraseButton: 'Effacer',
    lastName: 'Nom de famille',
    eraseConfirm: 'Effacer définitivement',
    erasedToast: (name: string) => `Les données de ${name} ont été effacées`,
  },
  en: {
    administration: 'Administration',
    outbox: 'Mail outbox',
    audit: 'Audit log',
    failed: 'Failed',
    queued: 'Queued',
    sent: 'Sent',
    retry: (subject: string) => `Send “${subject}” again`,
    retryConfirm: 'Send again',
    retried: (subject: string) => `The mail “${subject}” will be sent again`,
    action: 'Action',
    rolesChanged: 'Roles changed',
    exportViewed: 'Export viewed',
    erased: "Member's data erased",
    user: (id: number) => `User no. ${id}`,
    personalData: 'Personal data',
    exportButton: 'Export',
    eraseButton: 'Erase',
    lastName: 'Last name',
    eraseConfirm: 'Erase for good',
    erasedToast: (name: string) => `The data of ${name} was erased`,
  },
} as const;

const openFromMenu = async (page: Page, lang: Lang, entry: string) => {
  const w = WORDS[lang];
  // On a phone the drawer opens from the top bar first.
  const opener = page.getByRole('button', { name: lang === 'fr' ? 'Ouvrir le menu' : 'Open the menu' });
  const group = page.getByRole('button', { name: w.administration });
  // Right after the login the address is /home before the shell has drawn its bar: wait, tap, until the drawer shows.
  await expect(async () => {
    if ((await opener.isVisible()) && !(await group.isVisible())) await opener.click();
    await expect(group).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  const link = page.getByRole('link', { name: entry, exact: true });
  if (!(await link.isVisible())) await group.click();
  // A tap while the drawer still slides in can miss the link on a slow machine: tap again until the screen opens.
  await expect(async () => {
    if (await link.isVisible()) await link.click();
    await expect(page.getByRole('heading', { level: 1, name: entry })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
};

const filterAudit = async (page: Page, lang: Lang, action: string) => {
  const w = WORDS[lang];
  await page.getByRole('combobox', { name: w.action }).click();
  await page.getByRole('option', { name: action }).click();
};

const cases = [
  { lang: 'fr', viewport: { width: 1280, height: 800 } },
  { lang: 'en', viewport: { width: 390, height: 844 } },
] as const;

for (const { lang, viewport } of cases) {
  test(`an admin retries a failed mail, reads the audit log, exports and erases a member (${lang}, ${viewport.width} px)`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const w = WORDS[lang];
    const suffix = uniqueSuffix();
    const admin = await adminAccess(request);

    // A mail that failed every try while the SMTP server was down.
    const subject = `Stage de printemps ${suffix}`;
    await insertFailedMail({
      to: `famille.${suffix}@example.org`,
      subject,
      text: 'Le stage commence lundi.',
      error: 'connect ECONNREFUSED 127.0.0.1:25',
    });
    // A role change to find in the audit log.
    const coach = await createStaff(request, admin, { firstName: 'Rolande', lastName: `Promue${suffix}`, roles: ['COACH'] });
    await apiPost(request, admin, `/api/coach/${coach.id}/roles`, { roles: ['COACH', 'SECTION_MANAGER'] });
    // A member with a guardian.
    const group = await createGroup(request, admin, { name: `Privé ${suffix}` });
    const [member] = await seedFamilies(group, [
      {
        firstName: 'Zéphyrine',
        lastName: `Effaçable${suffix}`,
        gender: 'F',
        birthDate: '2015-04-02',
        guardian: { firstName: 'Hortense', email: `hortense.${suffix}@example.org`, phoneNumber: '0612345678', language: lang },
        language: lang,
      },
    ]);
    const memberName = `${member!.firstName} ${member!.lastName}`;

    const context = await newContext(browser, lang, viewport);
    const page = await context.newPage();
    await logIn(page, lang, E2E_ADMIN.login, E2E_ADMIN.password);
    await expectHome(page);

    // Outbox: the failed mail shows its error; sent again, it reaches the SMTP server.
    await openFromMenu(page, lang, w.outbox);
    await page.getByRole('button', { name: w.failed, exact: true }).click();
    await expect(page.getByText(subject, { exact: true })).toBeVisible();
    await expect(page.getByText('connect ECONNREFUSED 127.0.0.1:25').first()).toBeVisible();
    await page.getByRole('button', { name: w.retry(subject) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: w.retryConfirm, exact: true }).click();
    await expect(page.getByText(w.retried(subject))).toBeVisible();
    const delivered = await waitForMail((mail) => mail.parsed.subject === subject);
    expect(delivered.envelopeTo).toEqual([`famille.${suffix}@example.org`]);
    await page.getByRole('button', { name: w.sent, exact: true }).click();
    await expect(page.getByText(subject, { exact: true })).toBeVisible();

    // Audit log: the role change, by the admin, on the coach's account.
    await openFromMenu(page, lang, w.audit);
    await filterAudit(page, lang, w.rolesChanged);
    await expect(page.getByText(w.user(coach.id)).first()).toBeVisible();
    await expect(page.getByText('Admin Club (admin)').first()).toBeVisible();

    // Personal data: the export downloads a file with everything about the member.
    await page.goto(`/privacy/member/${member!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: w.personalData })).toBeVisible();
    await expect(page.getByText(memberName).first()).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: w.exportButton, exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`member-${member!.id}-data.json`);
    const file = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
      member: { firstName: string; lastName: string };
      guardians: { email: string }[];
    };
    expect(file.member).toMatchObject({ firstName: 'Zéphyrine', lastName: member!.lastName });
    expect(file.guardians.map((g) => g.email)).toEqual([`hortense.${suffix}@example.org`]);

    // Erasure: confirmed by typing the last name; afterwards the member is gone.
    await page.getByRole('button', { name: w.eraseButton, exact: true }).click();
    const eraseDialog = page.getByRole('dialog');
    const confirm = eraseDialog.getByRole('button', { name: w.eraseConfirm });
    await expect(confirm).toBeDisabled();
    await eraseDialog.getByLabel(w.lastName).fill('Autre');
    await expect(confirm).toBeDisabled();
    await eraseDialog.getByLabel(w.lastName).fill(member!.lastName.toUpperCase());
    await confirm.click();
    await expect(page.getByText(w.erasedToast(memberName))).toBeVisible();
    await expect(page).toHaveURL(/\/subscription\/$/);
    const gone = await request.get(`/api/privacy/member/${member!.id}`, { headers: { Authorization: `Bearer ${admin}` } });
    expect(gone.status()).toBe(404);

    // Both the export and the erasure are in the audit log, without the child's name.
    await openFromMenu(page, lang, w.audit);
    await filterAudit(page, lang, w.erased);
    await expect(page.getByText(w.erased).first()).toBeVisible();
    await filterAudit(page, lang, w.exportViewed);
    await expect(page.getByText(w.exportViewed).first()).toBeVisible();
    await expect(page.getByText(member!.lastName)).toHaveCount(0);

    await context.close();
  });
}
