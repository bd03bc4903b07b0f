import { expect, test } from '@playwright/test';
import type { Lang } from '../support/i18n.js';
import { receivedMails, type ReceivedMail } from '../support/mail.js';
import { organisationWords } from '../support/organisation-words.js';
import { adminAccess, apiGet, apiPost, createStaff, seedFamilies, type Family } from '../support/organisation.js';
import { E2E_ADMIN } from '../support/env.js';
import { logIn, newContext } from '../support/session.js';

/** Each language runs on the same server: its club has its own names. */
const CLUB = {
  fr: {
    manager: { firstName: 'Margaux', lastName: 'Bernard' },
    coach: { firstName: 'Théo', lastName: 'Girard' },
    section: 'Natation sportive',
    group: 'Benjamins',
    nextGroup: 'Minimes',
    emailList: 'entraineurs-benjamins@example.org',
    subGroups: ['Vague 1', 'Vague 2'],
    subject: 'Piscine fermée samedi',
    families: [
      {
        firstName: 'Léa',
        lastName: 'Martin',
        gender: 'F',
        birthDate: '2013-03-14',
        language: 'fr',
        guardian: { firstName: 'Claire', email: 'claire.martin@example.org', phoneNumber: '0611223344', language: 'fr' },
      },
      {
        firstName: 'Hugo',
        lastName: 'Petit',
        gender: 'M',
        birthDate: '2012-09-02',
        language: 'fr',
        guardian: { firstName: 'Paul', email: 'paul.petit@example.org', phoneNumber: '0622334455', language: 'en' },
      },
      {
        firstName: 'Inès',
        lastName: 'Durand',
        gender: 'F',
        birthDate: '2013-11-21',
        language: 'fr',
        guardian: { firstName: 'Sophie', email: 'sophie.durand@example.org', phoneNumber: '0633445566', language: 'fr' },
      },
      { firstName: 'Nathan', lastName: 'Roux', gender: 'M', birthDate: '2001-06-30', language: 'fr', email: 'nathan.roux@example.org' },
    ],
  },
  en: {
    manager: { firstName: 'Megan', lastName: 'Brooks' },
    coach: { firstName: 'Tom', lastName: 'Harris' },
    section: 'Competitive swimming',
    group: 'Juniors',
    nextGroup: 'Seniors',
    emailList: 'coaches-juniors@example.org',
    subGroups: ['Lane 1', 'Lane 2'],
    subject: 'Pool closed on Saturday',
    families: [
      {
        firstName: 'Emma',
        lastName: 'Taylor',
        gender: 'F',
        birthDate: '2012-01-19',
        language: 'en',
        guardian: { firstName: 'Kate', email: 'kate.taylor@example.org', phoneNumber: '0644556677', language: 'en' },
      },
      {
        firstName: 'Oliver',
        lastName: 'Wilson',
        gender: 'M',
        birthDate: '2011-07-08',
        language: 'en',
        guardian: { firstName: 'James', email: 'james.wilson@example.org', phoneNumber: '0655667788', language: 'fr' },
      },
      {
        firstName: 'Amelia',
        lastName: 'Clarke',
        gender: 'F',
        birthDate: '2012-12-03',
        language: 'en',
        guardian: { firstName: 'Laura', email: 'laura.clarke@example.org', phoneNumber: '0666778899', language: 'en' },
      },
      { firstName: 'Jack', lastName: 'Evans', gender: 'M', birthDate: '1999-04-25', language: 'en', email: 'jack.evans@example.org' },
    ],
  },
} as const satisfies Record<Lang, { families: readonly Family[] } & Record<string, unknown>>;

/** What the walk reads back through the API. */
interface GroupDetails {
  students: { id: number; nextYearGroupId: number | null }[];
}
interface SubGroupOverview {
  subGroups: { id: number; name: string }[];
  students: { id: number; subGroupId: number | null }[];
}

/**
 * The headers of a mail as sent, where a Bcc recipient must never show: without the
 * X-Envelope-To line the test SMTP server puts first, and without the body.
 */
const headersOf = (mail: ReceivedMail): string => {
  const sent = mail.raw.replace(/^X-Envelope-To: .*\r?\n/, '');
  return sent.slice(0, sent.search(/\r?\n\r?\n/));
};

/** Mails are sent by the outbox a moment later, one per language of the families. */
const waitForGroupMails = async (subject: string, expected: readonly string[]): Promise<ReceivedMail[]> => {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const mails = (await receivedMails()).filter((mail) => mail.parsed.subject === subject);
    const reached = new Set(mails.flatMap((mail) => mail.envelopeTo));
    if (expected.every((address) => reached.has(address))) return mails;
    if (Date.now() > deadline) throw new Error(`Group mail "${subject}" reached only ${[...reached].join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

for (const lang of ['fr', 'en'] as const satisfies readonly Lang[]) {
  test(`club organisation: sections, groups, next year, sub-groups, group mail (${lang})`, async ({ browser, request }) => {
    test.setTimeout(300_000);
    const w = organisationWords[lang];
    const club = CLUB[lang];
    const admin = await adminAccess(request);
    const manager = await createStaff(request, admin, { ...club.manager, roles: ['SECTION_MANAGER', 'COACH'] });
    const coach = await createStaff(request, admin, { ...club.coach, roles: ['COACH'] });

    const adminContext = await newContext(browser, lang);
    const page = await adminContext.newPage();
    await logIn(page, lang, E2E_ADMIN.login, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/home$/);

    let sectionId = 0;
    await test.step('the admin creates a section with a manager', async () => {
      await page.goto('/section/create');
      await page.getByLabel(w.sectionName).fill(club.section);
      await page.getByRole('combobox', { name: w.manager }).click();
      await page.getByRole('option', { name: manager.fullName }).click();
      await page.getByRole('button', { name: w.createSection }).click();
      await expect(page.getByText(w.sectionCreated(club.section))).toBeVisible();
      // The edit screen follows the creation.
      await expect(page).toHaveURL(/\/section\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: w.sectionTitle(club.section) })).toBeVisible();
      await expect(page.getByRole('combobox', { name: w.manager })).toHaveText(manager.fullName);
      sectionId = Number(/\/section\/(\d+)$/.exec(page.url())?.[1]);
    });

    let groupId = 0;
    await test.step('the admin creates a group in it; a price of 500 € is refused first', async () => {
      await page.goto('/group/create');
      await page.getByLabel(w.groupName).fill(club.group);
      await page.getByLabel(w.price).fill('500');
      await page.getByLabel(w.reSubPrice).fill('220');
      await page.getByRole('combobox', { name: w.type }).click();
      await page.getByRole('option').first().click();
      await page.getByRole('combobox', { name: w.pack }).click();
      await page.getByRole('option').first().click();
      await page.getByRole('combobox', { name: w.section }).click();
      await page.getByRole('option', { name: club.section, exact: true }).click();
      await page.getByRole('combobox', { name: w.coaches }).fill(club.coach.lastName);
      await page.getByRole('option', { name: coach.fullName }).click();
      await page.getByLabel(w.emailList).fill(club.emailList);
      await page.getByRole('button', { name: w.createGroup }).click();
      await expect(page.getByText(w.priceError)).toBeVisible();

      await page.getByLabel(w.price).fill('250');
      await expect(page.getByText(w.priceError)).toHaveCount(0);
      await page.getByRole('button', { name: w.createGroup }).click();
      await expect(page.getByText(w.groupCreated(club.group))).toBeVisible();
      await expect(page).toHaveURL(/\/group\/$/);
      const card = page.getByRole('region', { name: club.section, exact: true }).getByRole('article', { name: club.group, exact: true });
      await expect(card).toContainText(coach.fullName);
      await expect(card).toContainText(w.prices(250, 220));
      groupId = Number((await card.getByRole('link', { name: w.details }).getAttribute('href'))?.split('/').pop());
      expect(groupId).toBeGreaterThan(0);
    });

    // The next-year group is made through the API: its form was walked above.
    const nextGroupId = (
      await apiPost<{ id: number }>(request, admin, '/api/group/', {
        name: club.nextGroup,
        price: 280,
        reSubPrice: 250,
        typeId: 9,
        packId: 1,
        emailList: club.emailList,
        sectionId,
      })
    ).id;

    await test.step('the admin edits the group', async () => {
      await page.goto('/group/');
      await page
        .getByRole('article', { name: club.group, exact: true })
        .getByRole('link', { name: w.editGroup(club.group), exact: true })
        .click();
      await expect(page.getByLabel(w.groupName)).toHaveValue(club.group);
      await page.getByLabel(w.price).fill('260');
      await page.getByLabel(w.reSubPrice).fill('230');
      await page.getByRole('button', { name: w.save }).click();
      await expect(page.getByText(w.groupSaved(club.group))).toBeVisible();
      await expect(page.getByRole('article', { name: club.group, exact: true })).toContainText(w.prices(260, 230));
    });

    await test.step('the admin takes a group out of the section and puts it back', async () => {
      await page.goto(`/section/${sectionId}`);
      await page.getByRole('button', { name: w.removeFromSection(club.nextGroup) }).click();
      await expect(page.getByText(w.removedFromSection(club.nextGroup))).toBeVisible();
      await expect(page.getByRole('button', { name: w.removeFromSection(club.nextGroup) })).toHaveCount(0);
      await page.getByRole('combobox', { name: w.addGroup }).click();
      await page.getByRole('option', { name: w.groupInNone(club.nextGroup) }).click();
      await page.getByRole('button', { name: w.add, exact: true }).click();
      await expect(page.getByText(w.addedToSection(club.nextGroup))).toBeVisible();
      await expect(page.getByRole('button', { name: w.removeFromSection(club.nextGroup) })).toBeVisible();
      await page.getByRole('button', { name: w.save }).click();
      await expect(page.getByText(w.sectionUpdated)).toBeVisible();
      // Back to the list 5 seconds later (docs/product.md#constants).
      await expect(page).toHaveURL(/\/section\/$/, { timeout: 10_000 });
      await expect(page.getByRole('article', { name: club.section, exact: true })).toContainText(manager.fullName);
    });

    const members = await seedFamilies(groupId, club.families);
    const [first, second, third] = members;
    const nameOf = (member: { firstName: string; lastName: string }) => `${member.firstName} ${member.lastName}`;

    await test.step('the admin sets the possible next-year groups and each student’s', async () => {
      await page.goto(`/group/${groupId}/next`);
      await expect(page.getByRole('heading', { level: 1, name: w.nextTitle(club.group) })).toBeVisible();
      // The box is saved at once (and ticks before the answer): click, then wait for it to show ticked.
      await page.getByRole('checkbox', { name: club.nextGroup, exact: true }).click();
      await expect(page.getByRole('checkbox', { name: club.nextGroup, exact: true })).toBeChecked();
      // Each choice is saved as it is made: its row says so.
      for (const member of [first!, second!]) {
        await page.getByRole('combobox', { name: w.nextChoice(nameOf(member)) }).click();
        await page.getByRole('option', { name: club.nextGroup, exact: true }).click();
      }
      await expect(page.getByRole('combobox', { name: w.nextChoice(nameOf(third!)) })).toHaveText(w.none);
      await expect(page.getByText(w.nextSaved, { exact: true })).toHaveCount(2);

      const details = await apiGet<GroupDetails>(request, admin, `/api/group/${groupId}`);
      const nextOf = (id: number) => details.students.find((student) => student.id === id)?.nextYearGroupId;
      expect(members.map((member) => nextOf(member.id))).toEqual([nextGroupId, nextGroupId, null, null]);

      await page.goto(`/group/${groupId}`);
      await expect(page.getByRole('region', { name: w.nextGroupsOfDetails })).toContainText(club.nextGroup);
    });
    await adminContext.close();

    await test.step('the section manager, on a phone, makes sub-groups and shares the students out', async () => {
      const context = await newContext(browser, lang, { width: 390, height: 844 });
      const phone = await context.newPage();
      await logIn(phone, lang, manager.login, manager.password);
      await expect(phone).toHaveURL(/\/home$/);
      await phone.goto('/group/');
      const card = phone.getByRole('article', { name: club.group, exact: true });
      await expect(card.getByRole('link', { name: w.editGroup(club.group), exact: true })).toHaveCount(0);
      await expect(card.getByRole('button', { name: w.deleteGroup(club.group) })).toHaveCount(0);
      await card.getByRole('link', { name: w.subGroupsOf(club.group) }).click();
      await expect(phone).toHaveURL(new RegExp(`/group/${groupId}/subgroups/?$`));
      await expect(phone.getByText(w.noSubGroup)).toBeVisible();

      const [firstSub, secondSub] = club.subGroups;
      for (const subGroup of [firstSub, secondSub]) {
        await phone.getByRole('button', { name: w.createSubGroup }).first().click();
        const dialog = phone.getByRole('dialog', { name: w.createSubGroup });
        const submit = dialog.getByRole('button', { name: w.submit });
        await dialog.getByLabel(w.subGroupName).fill(subGroup);
        await expect(submit).toBeDisabled();
        await dialog.getByRole('combobox', { name: w.coachToAdd }).click();
        await phone.getByRole('option', { name: new RegExp(coach.fullName) }).click();
        await dialog.getByRole('button', { name: w.add, exact: true }).click();
        await expect(submit).toBeEnabled();
        await submit.click();
        await expect(phone.getByText(w.subGroupCreated(subGroup))).toBeVisible();
        await expect(phone.getByRole('combobox', { name: w.subGroupSelect })).toHaveText(subGroup);
      }

      // In the second sub-group: one student by a click on the row, one by the row's button.
      await phone
        .getByRole('region', { name: w.outside(secondSub) })
        .getByRole('row', { name: new RegExp(first!.lastName) })
        .click();
      await expect(phone.getByRole('region', { name: w.inside(secondSub) })).toContainText(first!.lastName);
      await phone
        .getByRole('region', { name: w.outside(secondSub) })
        .getByRole('button', { name: w.addTo(nameOf(second!), secondSub) })
        .click();
      await expect(phone.getByRole('region', { name: w.inside(secondSub) })).toContainText(second!.lastName);

      // The other two go to the first sub-group.
      await phone.getByRole('combobox', { name: w.subGroupSelect }).click();
      await phone.getByRole('option', { name: firstSub }).click();
      for (const member of members.slice(2)) {
        await phone
          .getByRole('region', { name: w.outside(firstSub) })
          .getByRole('row', { name: new RegExp(member.lastName) })
          .click();
        await expect(phone.getByRole('region', { name: w.inside(firstSub) })).toContainText(member.lastName);
      }
      // A student moves from one sub-group to the other.
      await phone
        .getByRole('region', { name: w.outside(firstSub) })
        .getByRole('row', { name: new RegExp(first!.lastName) })
        .click();
      await expect(phone.getByRole('region', { name: w.inside(firstSub) })).toContainText(first!.lastName);

      await expect
        .poll(async () => {
          const overview = await apiGet<SubGroupOverview>(request, admin, `/api/group/${groupId}/subgroup/overview`);
          const subGroupOf = (id: number) =>
            overview.subGroups.find((sub) => sub.id === overview.students.find((s) => s.id === id)?.subGroupId)?.name;
          return members.map((member) => subGroupOf(member.id));
        })
        .toEqual([firstSub, secondSub, firstSub, firstSub]);
      await context.close();
    });

    await test.step('a coach sees only their group, without write actions', async () => {
      const context = await newContext(browser, lang);
      const coachPage = await context.newPage();
      await logIn(coachPage, lang, coach.login, coach.password);
      await expect(coachPage).toHaveURL(/\/home$/);
      await coachPage.goto('/group/');
      const cards = coachPage.getByRole('article');
      await expect(cards).toHaveCount(1);
      const card = cards.first();
      await expect(card).toHaveAccessibleName(club.group);
      await expect(card).toContainText(w.members(4));
      await expect(card.getByRole('button')).toHaveCount(0);
      await expect(card.getByRole('link')).toHaveText([w.details, lang === 'fr' ? 'Nouvelle séance' : 'New session', w.mailAll]);
      await expect(coachPage.getByRole('link', { name: w.createGroupLink, includeHidden: true })).toHaveCount(0);
      // Write screens tell a coach they are for admins and section managers, with the way home.
      const refused = lang === 'fr' ? 'Accès réservé' : 'Restricted page';
      for (const screen of [`/group/${groupId}/edit`, `/group/${groupId}/subgroups/`]) {
        await coachPage.goto(screen);
        await expect(coachPage.getByRole('heading', { level: 1, name: refused })).toBeVisible();
        await expect(coachPage.getByRole('link', { name: lang === 'fr' ? 'Retour à l’accueil' : 'Back to the home page' })).toBeVisible();
      }

      await test.step('the coach writes to the group; the families are in Bcc', async () => {
        await coachPage.goto('/group/');
        await coachPage.getByRole('article', { name: club.group, exact: true }).getByRole('link', { name: w.mailAll }).click();
        await expect(coachPage.getByRole('heading', { level: 1, name: club.group })).toBeVisible();
        const expected = [...members.map((member) => member.address), club.emailList];
        await expect(coachPage.getByText(w.recipients(expected.length))).toBeVisible();

        const message = coachPage.getByRole('textbox', { name: w.message });
        const send = coachPage.getByRole('button', { name: w.send });
        await message.focus();
        await message.blur();
        await expect(coachPage.getByText(w.messageRequired)).toBeVisible();
        await expect(send).toBeDisabled();
        await coachPage.getByRole('textbox', { name: w.subject }).fill(club.subject);
        await message.fill(lang === 'fr' ? 'Bonjour,\nPas d’entraînement samedi.\nL’équipe' : 'Hello,\nNo training on Saturday.\nThe team');
        await send.click();
        await expect(coachPage.getByText(w.mailSent)).toBeVisible();
        // Back 3 seconds later (docs/product.md#constants).
        await expect(coachPage).toHaveURL(/\/group\/$/, { timeout: 10_000 });

        const mails = await waitForGroupMails(club.subject, expected);
        // One mail per language of the families, addressed to the club; together they reach everyone once.
        const envelopes = mails.flatMap((mail) => mail.envelopeTo);
        expect(envelopes.filter((address) => address !== 'club@example.org').sort()).toEqual([...expected].sort());
        expect(envelopes.filter((address) => address === 'club@example.org')).toHaveLength(mails.length);
        for (const mail of mails) {
          expect(mail.parsed.to).toMatchObject({ value: [{ address: 'club@example.org' }] });
          const headers = headersOf(mail);
          expect(headers).not.toMatch(/^bcc:/im);
          for (const address of expected) expect(headers).not.toContain(address);
          expect(mail.parsed.text).toContain(lang === 'fr' ? 'Pas d’entraînement samedi.' : 'No training on Saturday.');
        }
      });
      await context.close();
    });
  });
}
