import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { buildGroup, buildLinkedSubscription, buildMember } from '../../test/factories/index.js';

interface ListBody {
  rows: { lastName: string; problem: boolean }[];
}

const exportedNames = async (payload: Buffer): Promise<string[]> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  return Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2).getCell(1).text);
};

/**
 * The problem flag (docs/product.md#screen-subscriptions) waits for staff to choose a guardian; an adult, who is
 * their own contact, needs none. The test clock is 2026-11-21, inside the 2026-2027 season.
 */
describe('the problem flag: a guardian to choose for minors only', () => {
  let t: TestApp;
  let admin: StaffMember;
  let groupName: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.staff(['ADMIN']);
    groupName = 'Maîtres du mardi';
    const groupId = await buildGroup(t.deps.db, { name: groupName });
    const subscribe = (lastName: string, birthDate: string, state = 'STARTED') =>
      buildLinkedSubscription(t.deps.db, { groupId, lastName, birthDate, state, guardianId: null });
    await subscribe('Adulte', '1990-04-02');
    await subscribe('Majeur-du-jour', '2008-11-21');
    await subscribe('Mineur', '2014-03-15');
    await subscribe('Mineur-demain-majeur', '2008-11-22');
    await subscribe('Adulte-complet', '1985-01-01', 'DONE');
    const conflict = await subscribe('Adulte-conflit', '1991-05-05');
    await t.deps.db.updateTable('subscriptions').set({ guardian_conflict: 1 }).where('id', '=', conflict.subscriptionId).execute();
  });
  afterAll(() => t.close());

  const get = (url: string) => t.call({ method: 'GET', url, headers: admin.headers });
  const flags = async () => {
    const body = (await get(`/api/subscription/?groupName=${encodeURIComponent(groupName)}`)).json<ListBody>();
    return Object.fromEntries(body.rows.map((row) => [row.lastName, row.problem]));
  };

  it('flags a minor without a guardian, never an adult without one, and still an adult whose typed contact is another family’s', async () => {
    expect(await flags()).toEqual({
      Adulte: false,
      'Adulte-complet': false,
      'Adulte-conflit': true,
      'Majeur-du-jour': false,
      Mineur: true,
      'Mineur-demain-majeur': true,
    });
  });

  it('filters and exports the same rows as the flag', async () => {
    const query = `groupName=${encodeURIComponent(groupName)}&problem=true`;
    const listed = (await get(`/api/subscription/?${query}`)).json<ListBody>().rows.map((row) => row.lastName);
    expect(listed).toEqual(['Adulte-conflit', 'Mineur', 'Mineur-demain-majeur']);
    const exported = await get(`/api/student/export?${query}`);
    expect(await exportedNames(exported.rawPayload)).toEqual(listed);
    const fine = (await get(`/api/subscription/?groupName=${encodeURIComponent(groupName)}&problem=false`)).json<ListBody>();
    expect(fine.rows.map((row) => row.lastName)).toEqual(['Adulte', 'Adulte-complet', 'Majeur-du-jour']);
  });

  it('says so on the edit screen, and names an adult’s guardian their "Contact"', async () => {
    const adult = await buildLinkedSubscription(t.deps.db, { birthDate: '1990-04-02', state: 'STARTED' });
    const minor = await buildLinkedSubscription(t.deps.db, { birthDate: '2014-03-15', state: 'STARTED' });
    expect((await get(`/api/subscription/student/${adult.memberId}`)).json()).toMatchObject({ problem: false, contactLabel: 'CONTACT' });
    expect((await get(`/api/subscription/student/${minor.memberId}`)).json()).toMatchObject({ problem: true, contactLabel: 'GUARDIAN' });
  });

  it('judges a past season on its last day: a member who came of age after it was a minor then', async () => {
    const season = await t.deps.db
      .insertInto('seasons')
      .values({ label: '2025-2026', start_date: '2025-09-01', end_date: '2026-08-31', is_current: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const groupId = await buildGroup(t.deps.db, { name: 'Saison passée' });
    for (const [lastName, birthDate] of [
      ['Encore-mineur', '2008-09-01'],
      ['Deja-majeur', '2008-08-31'],
    ] as const) {
      const memberId = await buildMember(t.deps.db, {
        lastName,
        birthDate,
        groupId,
        email: `${lastName.toLowerCase()}@example.org`,
        phoneNumber: '0612345678',
      });
      await t.deps.db
        .insertInto('subscriptions')
        .values({ member_id: memberId, season_id: season.id, group_id: groupId, state: 'STARTED', created_at: 'x', updated_at: 'x' })
        .execute();
    }
    const body = (await get(`/api/subscription/?season=${season.id}&groupName=${encodeURIComponent('Saison passée')}`)).json<ListBody>();
    expect(Object.fromEntries(body.rows.map((row) => [row.lastName, row.problem]))).toEqual({
      'Deja-majeur': false,
      'Encore-mineur': true,
    });
  });
});
