import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroup } from '../../test/factories/index.js';
import type { StaffMember, TestApp } from '../../test/harness.js';
import { createDataFolderApp, findInDataFolder, onPostgres } from '../privacy/data-folder-app.js';
import { PrivateLinks } from '../private-links/service.js';
import { buildFamilyOf } from './test-data.js';

/** A reason found nowhere else in the club, so a hit in a file can only be this child's absence. */
const REASON = 'Gundebergha-Quarnstromm-wedding';

/**
 * Erasure (docs/product.md#erasure, #absences): a member's absences go with the member, and no
 * byte of the family's words is left in the data folder. SQLite only: the files of a
 * PostgreSQL server are not in the data folder (absences.test.ts checks the rows on both).
 */
describe.skipIf(onPostgres)('erasure leaves no absence of the member in the data folder (SQLite)', () => {
  let dataDir: string;
  let t: TestApp;
  let admin: StaffMember;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'club-absences-erasure-'));
    t = await createDataFolderApp(dataDir);
    admin = await t.staff(['ADMIN']);
  });
  afterAll(() => t.close());

  it('removes the reported absences and their reason from every file', async () => {
    const group = await buildGroup(t.deps.db, { name: 'Dauphins' });
    const { Ottilie: member } = await buildFamilyOf(t.deps.db, 'quarnstromm@example.invalid', [
      { firstName: 'Ottilie', lastName: 'Quarnstromm', groupId: group },
    ]);
    const token = await new PrivateLinks({ signer: t.deps.linkSigner, clock: t.deps.clock }).tokenOf(
      t.deps.db,
      'FAMILY_ABSENCE',
      'quarnstromm@example.invalid',
    );
    const reported = await t.call({
      method: 'POST',
      url: `/api/absence-link/absences?token=${token}`,
      payload: { kind: 'RANGE', memberId: member, fromDay: '2026-12-01', toDay: '2026-12-03', reason: REASON },
    });
    expect(reported.statusCode, reported.body).toBe(201);
    // The scan finds it before the erasure: it is able to fail.
    expect((await findInDataFolder(dataDir, [REASON])).length).toBeGreaterThan(0);

    const erased = await t.call({
      method: 'POST',
      url: `/api/privacy/member/${member}/erase`,
      headers: admin.headers,
      payload: { lastName: 'Quarnstromm' },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await t.deps.db.selectFrom('absences').select('id').execute()).toEqual([]);
    expect(await findInDataFolder(dataDir, [REASON])).toEqual([]);
  });
});
