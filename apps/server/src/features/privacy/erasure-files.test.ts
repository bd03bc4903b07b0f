import { existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroup, buildGuardian, buildMember, buildSubscription } from '../../test/factories/index.js';
import type { StaffMember, TestApp } from '../../test/harness.js';
import { createDataFolderApp, findInDataFolder, onPostgres } from './data-folder-app.js';
import { outboxFolder } from '../../mail/transport.js';
import { deliverToFolder } from '../../test/mail-delivery.js';

/** Strings found nowhere else in the club, so a hit in a file can only be this family's. */
const FAMILY = {
  oldFirstName: 'Ottilindea',
  newFirstName: 'Ermengardis',
  lastName: 'Quarnstromm',
  guardianFirstName: 'Gundebergha',
  guardianEmail: 'gundebergha.q7@example.invalid',
  guardianPhone: '0677123498',
  /** A grandmother staff sent the link to: an address on no record of the family. */
  relativeEmail: 'oma.quarnstromm@example.invalid',
};

/**
 * Erasure (docs/product.md#erasure): after an erasure nothing of the member is left in the data folder,
 * checked on the bytes of every file (database, its WAL and shared memory, mail copies), not
 * only through queries. SQLite only: the files of a PostgreSQL server are not in the data folder.
 */
describe.skipIf(onPostgres)('erasure leaves no byte of the family in the data folder (SQLite)', () => {
  let dataDir: string;
  let t: TestApp;
  let admin: StaffMember;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'club-erasure-files-'));
    t = await createDataFolderApp(dataDir);
    admin = await t.staff(['ADMIN']);
  });
  afterAll(() => t.close());

  const deliverToFiles = () => deliverToFolder(t, dataDir);

  const mailLink = (memberId: number, email: string) =>
    t.call({ method: 'POST', url: `/api/subscription/student/${memberId}/mail`, headers: admin.headers, payload: { email } });

  /** Another family's writes: guardians, members and their mails, none of them about the erased one. */
  const unrelatedWrites = async (count: number, group: number) => {
    for (let i = 0; i < count; i += 1) {
      const guardian = await buildGuardian(t.deps.db, { email: `other.family.${i}@example.org` });
      await buildMember(t.deps.db, { firstName: 'Autre', lastName: `Famille${i}`, groupId: group, guardianId: guardian });
    }
  };

  it('after mails under a former name, a rename and an erasure, no file holds their names, e-mail or phone', async () => {
    const { db } = t.deps;
    const group = await buildGroup(db, { name: 'Dauphins' });
    const guardian = await buildGuardian(db, {
      firstName: FAMILY.guardianFirstName,
      lastName: FAMILY.lastName,
      email: FAMILY.guardianEmail,
      phoneNumber: FAMILY.guardianPhone,
    });
    const member = await buildMember(db, {
      firstName: FAMILY.oldFirstName,
      lastName: FAMILY.lastName,
      groupId: group,
      guardianId: guardian,
    });
    await buildSubscription(db, member, { groupId: group });
    const neighbour = await buildMember(db, { groupId: group, guardianId: await buildGuardian(db, { email: 'neighbour@example.org' }) });
    await buildSubscription(db, neighbour, { groupId: group });

    // Mails under the first name: the link to the family and to a grandmother, and a group mail.
    expect((await mailLink(member, FAMILY.guardianEmail)).statusCode).toBe(200);
    expect((await mailLink(member, FAMILY.relativeEmail)).statusCode).toBe(200);
    const groupMail = await t.call({
      method: 'POST',
      url: `/api/mail/group/${group}`,
      headers: admin.headers,
      payload: { message: 'Pas de séance samedi.' },
    });
    expect(groupMail.statusCode).toBe(200);
    expect(await deliverToFiles()).toBe(3);

    // The family corrects the child's first name; the next link goes out under the new one.
    await db.updateTable('members').set({ first_name: FAMILY.newFirstName }).where('id', '=', member).execute();
    expect((await mailLink(member, FAMILY.guardianEmail)).statusCode).toBe(200);
    expect(await deliverToFiles()).toBe(1);
    const needles = Object.values(FAMILY);
    // The scan finds them before the erasure: it is able to fail.
    expect((await findInDataFolder(dataDir, needles)).length).toBeGreaterThan(needles.length);

    const erased = await t.call({
      method: 'POST',
      url: `/api/privacy/member/${member}/erase`,
      headers: admin.headers,
      payload: { lastName: FAMILY.lastName },
    });
    expect(erased.statusCode).toBe(200);
    expect.soft(erased.json(), 'the three link mails are deleted').toMatchObject({ subscriptions: 1, guardians: 1, mails: 3 });
    // The erasure empties the write-ahead log: its old frames held the family's rows.
    const wal = join(dataDir, 'club.sqlite-wal');
    expect.soft(existsSync(wal) ? statSync(wal).size : 0, 'WAL bytes right after the erasure').toBe(0);
    expect.soft(await findInDataFolder(dataDir, needles), 'right after the erasure').toEqual([]);

    await unrelatedWrites(300, group);
    expect.soft(await findInDataFolder(dataDir, needles), 'after 300 more writes, the database still open').toEqual([]);
    // The neighbours' group mail stays, without its .eml copy (it named the erased family in Bcc).
    expect.soft(readdirSync(outboxFolder(dataDir)), 'mail copies left').toEqual([]);
  });
});
