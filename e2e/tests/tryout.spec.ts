import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../support/env.js';
import type { Lang } from '../support/i18n.js';
import { waitForMail } from '../support/mail.js';
import { expectHome, logIn, newContext } from '../support/session.js';
import { adminApi, createStudent, subscriptionLinkFor, uniqueSuffix } from '../support/subscriptions.js';
import { clubInstant, testTakesPlace } from '../support/test-day.js';
import {
  clubDay,
  createNamedGroup,
  dateField,
  expectToast,
  lettersOnly,
  pickOption,
  tryoutWords,
  typeInDateField,
} from '../support/tryout.js';

/**
 * Try-out tests and member registration (docs/product.md#screen-tests,
 * docs/product.md#screen-student-create, docs/product.md#tryout-tests): an admin plans a
 * try-out test, registers a child in two steps, convenes the families, runs the test and places
 * the child, whose family then opens the subscription form from the mailed link.
 */
const testIdOf = async (page: Page, editLabel: string): Promise<number> => {
  const href = await page.getByRole('link', { name: editLabel }).getAttribute('href');
  const id = Number(/\/test\/(\d+)$/.exec(href ?? '')?.[1]);
  expect(id).toBeGreaterThan(0);
  return id;
};

for (const lang of ['fr', 'en'] as const satisfies readonly Lang[]) {
  const w = tryoutWords[lang];

  test(`an admin runs a try-out test from its creation to the child's subscription link (${lang})`, async ({ browser }) => {
    const api = await adminApi();
    const suffix = uniqueSuffix();
    const group = await createNamedGroup(api, lang === 'fr' ? 'Poussins' : 'Juniors');
    const day = clubDay(lang === 'fr' ? 20 : 21);
    const when = w.when(day.text, '10:30');
    const child = { firstName: 'Léa', lastName: `Martin ${lettersOnly(suffix)}`, email: `famille.martin.${suffix}@example.org` };
    const childName = `${child.firstName} ${child.lastName}`;
    const other = { firstName: 'Hugo', lastName: `Bernard ${lettersOnly(suffix)}`, email: `famille.bernard.${suffix}@example.org` };
    const otherName = `${other.firstName} ${other.lastName}`;
    await createStudent(api, { ...other, gender: 'M', birthDate: '2013-03-02', phoneNumber: '0611223344', language: lang });

    const context = await newContext(browser, lang);
    const page = await context.newPage();
    await logIn(page, lang, E2E_ADMIN.login, E2E_ADMIN.password);
    await expectHome(page);

    // The test, with its possible group.
    await page.goto('/test/create');
    await expect(page.getByRole('heading', { level: 1, name: w.createTitle })).toBeVisible();
    await expect(page.getByLabel(w.location)).toHaveValue('Stade Louis II');
    await typeInDateField(page, dateField(page, w.dateTime), `${day.digits}1030`);
    await page.getByLabel(w.capacity).fill('3');
    await pickOption(page, page.getByRole('combobox', { name: w.minYear }), '2012');
    await pickOption(page, page.getByRole('combobox', { name: w.maxYear }), '2016');
    await pickOption(page, page.getByRole('combobox', { name: w.type }), w.competitive);
    await page.getByRole('checkbox', { name: group.name, exact: true }).check();
    await page.getByRole('button', { name: w.createSubmit }).click();
    await expectToast(page, w.created);
    await expect(page).toHaveURL(/\/test\/$/);
    const card = page.getByRole('article', { name: when });
    await expect(card).toContainText(group.name);
    await expect(card).toContainText('2012');
    const testId = await testIdOf(page, w.editOf(when));

    // The child, in two steps: created, then assigned with the convocation mailed in the family's language.
    await page.goto('/student/');
    await expect(page.getByRole('heading', { level: 1, name: w.studentTitle })).toBeVisible();
    await page.getByLabel(w.firstName).fill(child.firstName);
    await page.getByRole('textbox', { name: new RegExp(`^${w.lastName}\\s*\\*?$`) }).fill(child.lastName);
    await page.getByRole('radio', { name: w.female }).check();
    await typeInDateField(page, dateField(page, w.birthDate), '21062014');
    await page.getByLabel(w.email).fill(child.email);
    await page.getByLabel(w.phone).fill('0612345678');
    await pickOption(page, page.getByRole('combobox', { name: w.familyLanguage }), w.languageName);
    await page.getByRole('button', { name: w.next }).click();
    const choices = page.getByRole('radiogroup', { name: w.testFor(childName, 2014) });
    await choices.getByRole('radio', { name: new RegExp(when) }).check();
    await expect(page.getByRole('checkbox', { name: w.sendMail })).toBeChecked();
    await page.getByRole('button', { name: w.assignSubmit }).click();
    await expectToast(page, w.assignedMailed(childName));
    await expectHome(page);

    const convocation = await waitForMail(
      (mail) => mail.envelopeTo.includes(child.email) && (mail.parsed.subject ?? '').startsWith(w.mail.subject),
    );
    const text = convocation.parsed.text ?? '';
    expect(text.startsWith(w.mail.hello)).toBe(true);
    expect(text).toContain(`${w.mail.date}${day.text}`);
    expect(text).toContain(`${w.mail.time}10:30`);
    expect(text).toContain(`${w.mail.location}Stade Louis II`);
    expect(text).toContain(childName);

    // The edit screen: the other child moves to the assigned list with a click; the button convenes every family.
    await page.goto(`/test/${testId}`);
    await expect(page.getByText(w.remaining(2, 3))).toBeVisible();
    await page.getByRole('button', { name: w.assign(otherName) }).click();
    await expectToast(page, w.assigned(otherName));
    await expect(page.getByText(w.remaining(1, 3))).toBeVisible();
    await page.getByRole('button', { name: w.sendConvocation }).click();
    // Léa's family had it today already: only Hugo's is sent.
    await expectToast(page, w.mailSent);
    const second = await waitForMail(
      (mail) => mail.envelopeTo.includes(other.email) && (mail.parsed.subject ?? '').startsWith(w.mail.subject),
    );
    expect(second.parsed.text).toContain(`${w.mail.date}${day.text}`);

    // The day of the test comes (it was planned ahead): from then on its results may be taken.
    // A day of its own per language: both walks' completed tests are listed together.
    const heldDay = clubDay(lang === 'fr' ? -1 : -2);
    const heldWhen = w.when(heldDay.text, '10:30');
    await testTakesPlace(testId, clubInstant(heldDay.text, '10:30'));
    await page.reload();

    // The test itself: Léa placed in the group, Hugo not admitted; then back to the list.
    await page.getByRole('link', { name: w.startShort, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.resultsTitle(heldWhen) })).toBeVisible();
    await page.getByRole('radio', { name: w.radio(childName, group.name) }).check();
    await page.getByRole('radio', { name: w.radio(otherName, w.failed) }).check();
    await page.getByRole('button', { name: w.saveAndFinish }).click();
    await page.getByRole('dialog').getByRole('button', { name: w.saveAndFinish }).click();
    await expectToast(page, w.done);
    await expect(page).toHaveURL(/\/test\/$/);
    await expect(page.getByRole('region', { name: w.completed }).getByRole('article', { name: heldWhen })).toBeVisible();
    await context.close();

    // The family opens the link of the mail: the subscription form, in their language.
    const { path } = await subscriptionLinkFor(child.email);
    const family = await newContext(browser, lang, { width: 390, height: 844 });
    const phone = await family.newPage();
    await phone.goto(path);
    await expect(phone.getByRole('heading', { level: 1, name: w.subscriptionTitle(childName) })).toBeVisible();
    await expect(phone.getByLabel(w.firstName).first()).toHaveValue(child.firstName);
    await family.close();
  });

  test(`a full test refuses one more child with a visible error (${lang})`, async ({ browser }) => {
    const api = await adminApi();
    const suffix = uniqueSuffix();
    const day = clubDay(lang === 'fr' ? 22 : 23);
    const { id: testId } = await api.call<{ id: number }>('POST', '/test/', {
      scheduledDateTime: new Date(`${day.text.split('/').reverse().join('-')}T07:00:00Z`).toISOString(),
      capacity: 1,
      minBirthYear: 2010,
      maxBirthYear: 2016,
      selectedTypeId: 9,
      location: 'Stade Louis II',
    });
    const first = await createStudent(api, {
      firstName: 'Inès',
      lastName: `Lefèvre ${lettersOnly(suffix)}`,
      gender: 'F',
      birthDate: '2012-05-04',
      email: `lefevre.${suffix}@example.org`,
      phoneNumber: '0611111111',
    });
    await api.call('POST', '/test/student', { testId, studentId: first, sendMail: false });
    const late = { firstName: 'Jules', lastName: `Roux ${lettersOnly(suffix)}` };
    await createStudent(api, {
      ...late,
      gender: 'M',
      birthDate: '2012-08-09',
      email: `roux.${suffix}@example.org`,
      phoneNumber: '0622222222',
    });
    const lateName = `${late.firstName} ${late.lastName}`;

    const context = await newContext(browser, lang, { width: 390, height: 844 });
    const page = await context.newPage();
    await logIn(page, lang, E2E_ADMIN.login, E2E_ADMIN.password);
    await expectHome(page);
    await page.goto(`/test/${testId}`);
    await expect(page.getByText(w.remaining(0, 1))).toBeVisible();
    await page.getByRole('button', { name: w.assign(lateName) }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: w.full(lateName) })
        .first(),
    ).toBeVisible();
    // Still waiting for a test: nothing was assigned.
    await expect(page.getByRole('button', { name: w.assign(lateName) })).toBeVisible();
    await expect(page.getByText(w.remaining(0, 1))).toBeVisible();
    await context.close();
  });
}
