import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { createCoach, createGroup } from '../support/club.js';
import { E2E_ADMIN, E2E_BASE_URL } from '../support/env.js';
import { waitForMail } from '../support/mail.js';
import { seedFamilies } from '../support/organisation.js';
import { logIn, newContext } from '../support/session.js';
import { adminApi, createStudent, placeAfterTest, uniqueSuffix } from '../support/subscriptions.js';

/**
 * The pool side (docs/product.md#planning, #cancellations, #absences, #calendar-feeds): two
 * sessions planned tomorrow from the group's time slots; the admin cancels the first from the
 * planning, the family's mail arrives with the reason and its absence link; through that link,
 * without signing in, the parent reports the child absent from the second; the coach opens its
 * sheet from the planning and sees the child excused; the group's calendar feed, read by an
 * independent parser (ical.js), shows the first cancelled and the second confirmed, in Monaco time.
 */
const PHONE = { width: 390, height: 844 };
const SCREENSHOTS = join(import.meta.dirname, '..', '..', 'docs', 'screenshots');
const REASON = 'Bassin fermé pour vidange';

/** Letters only: group names take no digits from the suffix. */
const letters = (): string => uniqueSuffix().replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);

/** Tomorrow in Monaco: its day and ISO weekday. */
const tomorrowInMonaco = (): { day: string; weekday: number } => {
  const instant = new Date(Date.now() + 24 * 3600 * 1000);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Monaco' }).format(instant);
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return { day, weekday: weekday === 0 ? 7 : weekday };
};

const expectNoOverflow = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

test('a cancellation reaches the family, whose absence then shows excused on the coach’s sheet and in the calendar', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const api = await adminApi();
  const login = await request.post('/api/coach/login', { data: { login: E2E_ADMIN.login, password: E2E_ADMIN.password } });
  const access = ((await login.json()) as { token: { access: string } }).token.access;
  const tag = letters();
  const coach = await createCoach(request, access, { firstName: 'Marine', lastName: `Bassin${tag}` });
  const groupName = `Poussins ${tag}`;
  const groupId = await createGroup(request, access, { name: groupName, coachId: coach.id });
  const tomorrow = tomorrowInMonaco();
  await api.call('POST', '/timeslot/', {
    groupId,
    slots: [
      { weekday: tomorrow.weekday, start: '17:00', end: '18:00', location: 'Stade Louis II' },
      { weekday: tomorrow.weekday, start: '18:30', end: '19:30', location: 'Stade Louis II' },
    ],
  });
  const email = `famille.bassin.${tag}@example.org`;
  const { id: guardianId } = await api.call<{ id: number }>('POST', '/guardian/', {
    firstName: 'Claire',
    lastName: `Dupuis${tag}`,
    email,
    phoneNumber: '0612345678',
  });
  const childFirstName = 'Lina';
  const childId = await createStudent(api, {
    firstName: childFirstName,
    lastName: `Dupuis${tag}`,
    gender: 'F',
    birthDate: `${new Date().getFullYear() - 9}-03-14`,
    email,
    phoneNumber: '0612345678',
    language: 'en',
  });
  await api.call('POST', `/student/${childId}/guardian`, { guardianId });
  await placeAfterTest(api, childId, groupId);

  // The admin cancels the 17:00 session from the planning (French, desktop).
  const adminContext = await newContext(browser, 'fr');
  const admin = await adminContext.newPage();
  await logIn(admin, 'fr', E2E_ADMIN.login, E2E_ADMIN.password);
  await admin.waitForURL(/\/home$/);
  await admin.goto(`/planning?week=${tomorrow.day}&groupId=${groupId}`);
  await admin.getByRole('button', { name: new RegExp(`^Annuler la séance : ${groupName}.*17:00`) }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Motif').fill(REASON);
  await dialog.getByRole('button', { name: 'Confirmer l’annulation' }).click();
  await expect(admin.getByText(/Séance annulée — \d+ e-mails? en file d’envoi/)).toBeVisible();
  await expect(admin.getByText(`Motif : ${REASON}`)).toBeVisible();
  await admin.screenshot({ path: join(SCREENSHOTS, 'planning-cancelled-fr-desktop.png'), fullPage: true });
  await adminContext.close();

  // The family's mail: the reason, and the absence link that needs no sign-in.
  const mail = await waitForMail((m) => m.envelopeTo.includes(email) && /cancel|annul/i.test(m.parsed.subject ?? ''));
  const text = mail.parsed.text ?? '';
  expect(text).toContain(REASON);
  const link = /https?:\/\/\S+\/absence\?token=\S+/.exec(text)?.[0];
  expect(link, 'absence link in the mail').toBeDefined();
  const absencePath = new URL(link!).pathname + new URL(link!).search;

  // The parent, on a phone in English, reports the child absent from the 18:30 session.
  const familyContext = await newContext(browser, 'en', PHONE);
  const family = await familyContext.newPage();
  await family.goto(absencePath);
  await expect(family.getByRole('heading', { name: 'Report an absence', exact: true })).toBeVisible();
  // The next 30 days' sessions, soonest first: tomorrow's 18:30 leads.
  await family
    .getByRole('button', { name: new RegExp(`^Report ${childFirstName} absent on .* at 18:30`) })
    .first()
    .click();
  await expect(family.getByText(new RegExp(`${childFirstName}’s absence on .* is reported`))).toBeVisible();
  // The token left the address bar once read.
  expect(family.url()).not.toContain('token=');
  await expectNoOverflow(family, PHONE.width);
  await family.screenshot({ path: join(SCREENSHOTS, 'absence-link-en-390.png'), fullPage: true });
  await familyContext.close();

  // The coach opens the 18:30 sheet from the planning (French, phone): the child is excused.
  const coachContext = await newContext(browser, 'fr', PHONE);
  const coachPage = await coachContext.newPage();
  await logIn(coachPage, 'fr', coach.login, coach.password);
  await coachPage.waitForURL(/\/home$/);
  await coachPage.goto(`/planning?week=${tomorrow.day}`);
  await expect(coachPage.getByText('Annulée')).toBeVisible();
  await expectNoOverflow(coachPage, PHONE.width);
  await coachPage.screenshot({ path: join(SCREENSHOTS, 'planning-coach-fr-390.png'), fullPage: true });
  await coachPage.getByRole('link', { name: new RegExp(`^Faire l’appel : ${groupName}.*18:30`) }).click();
  await expect(coachPage.getByText('Excusé — signalé par la famille')).toBeVisible();
  await expectNoOverflow(coachPage, PHONE.width);
  await coachPage.screenshot({ path: join(SCREENSHOTS, 'sheet-excused-fr-390.png'), fullPage: true });
  await coachContext.close();

  // The group's calendar feed, parsed by ical.js.
  const { url } = await api.call<{ url: string }>('GET', `/calendar/group/${groupId}/link`);
  const feed = await fetch(`${E2E_BASE_URL}${new URL(url).pathname}`);
  expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
  const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
  expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Europe/Monaco');
  const tomorrowEvents = calendar
    .getAllSubcomponents('vevent')
    .map((component) => new ICAL.Event(component))
    .filter((event) => event.startDate.toString().startsWith(tomorrow.day))
    .sort((a, b) => a.startDate.compare(b.startDate));
  expect(
    tomorrowEvents.map((event) => [event.startDate.toString().slice(11, 16), event.component.getFirstPropertyValue('status')]),
  ).toEqual([
    ['17:00', 'CANCELLED'],
    ['18:30', 'CONFIRMED'],
  ]);
  expect(tomorrowEvents[0]!.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Monaco');
  expect(tomorrowEvents[0]!.sequence).toBeGreaterThan(tomorrowEvents[1]!.sequence);
});

/**
 * Attendance without a network (docs/product.md#offline-attendance), on a phone: the coach opens
 * the app once online (the service worker keeps the app, the app keeps the roster), loses the
 * network, reloads, takes the sheet and saves it: "1 sheet waiting". The sheet survives a reload
 * and a closed tab; when the network returns it is sent by itself, and the server holds it once,
 * with every tick. The time from reconnection to the stored session is logged.
 */
test('a sheet taken offline survives a reload and a closed tab, then arrives once with every tick', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const login = await request.post('/api/coach/login', { data: { login: E2E_ADMIN.login, password: E2E_ADMIN.password } });
  const access = ((await login.json()) as { token: { access: string } }).token.access;
  const tag = letters();
  const coach = await createCoach(request, access, { firstName: 'Hugo', lastName: `Horsligne${tag}` });
  const groupId = await createGroup(request, access, { name: `Benjamins ${tag}`, coachId: coach.id });
  const swimmers = await seedFamilies(
    groupId,
    ['Alba', 'Bruno', 'Chloé'].map((firstName) => ({
      firstName,
      lastName: `Nageur${tag}`,
      gender: 'F' as const,
      birthDate: '2015-05-05',
      guardian: { firstName: 'Parent', email: `${firstName.toLowerCase()}.${tag}@example.org`, phoneNumber: '0612345678', language: 'fr' },
      language: 'fr' as const,
    })),
  );
  const [alba, bruno, chloe] = swimmers.map((swimmer) => `${swimmer.firstName} ${swimmer.lastName}`);

  const context = await newContext(browser, 'fr', PHONE, 'allow');
  const page = await context.newPage();
  await logIn(page, 'fr', coach.login, coach.password);
  await page.waitForURL(/\/home$/);
  // The service worker installs and takes the page; the roster is read once online.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.goto(`/group/${groupId}/session/new`);
  await expect(page.getByRole('checkbox', { name: `Présent : ${alba}` })).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await page.getByRole('checkbox', { name: `Présent : ${alba}` }).check();
  await page.getByRole('checkbox', { name: `Présent : ${chloe}` }).check();
  await page.getByRole('checkbox', { name: `En retard : ${chloe}` }).check();
  await page.getByRole('button', { name: 'Enregistrer la séance' }).click();
  await expect(page.getByText('Enregistrée sur ce téléphone — elle sera envoyée quand le réseau reviendra')).toBeVisible();
  // The app bar's counter; opened, it lists the sheet waiting.
  const waiting = (on: Page) => on.getByRole('button', { name: '1 feuille en attente d’envoi' });
  await waiting(page).click();
  await expect(page.getByRole('heading', { name: '1 feuille en attente d’envoi' })).toBeVisible();
  await expectNoOverflow(page, PHONE.width);
  await page.screenshot({ path: join(SCREENSHOTS, 'offline-pending-fr-390.png'), animations: 'disabled' });
  await page.keyboard.press('Escape');

  // Still there after a reload, and after the tab is closed and another opened, all offline.
  await page.reload();
  await expect(waiting(page)).toBeVisible();
  await page.close();
  const again = await context.newPage();
  await again.goto('/home');
  await expect(waiting(again)).toBeVisible();

  const reconnected = Date.now();
  await context.setOffline(false);
  const stored = async () => {
    const response = await request.get(`/api/session?startDate=${Date.now() - 86_400_000}&endDate=${Date.now() + 86_400_000}`, {
      headers: { Authorization: `Bearer ${access}` },
    });
    return ((await response.json()) as { groupId: number; participants: number; absences: number; lates: number }[]).filter(
      (row) => row.groupId === groupId,
    );
  };
  await expect.poll(async () => (await stored()).length, { timeout: 30_000, intervals: [100] }).toBe(1);
  const storedAfterMs = Date.now() - reconnected;
  await expect(again.getByText('Toutes les feuilles sont envoyées')).toBeVisible();
  await expectNoOverflow(again, PHONE.width);
  await again.screenshot({ path: join(SCREENSHOTS, 'offline-sent-fr-390.png') });
  expect(await stored()).toEqual([expect.objectContaining({ participants: 2, absences: 1, lates: 1 })]);
  void bruno;
  test.info().annotations.push({ type: 'reconnection to stored', description: `${storedAfterMs} ms` });
  console.info(`offline sheet stored ${storedAfterMs} ms after the network returned`);
  await context.close();
});
