import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGuardian, buildMember, buildSubscription } from '../../test/factories/index.js';
import type { StaffMember, TestApp } from '../../test/harness.js';
import { createDataFolderApp, findInDataFolder, findInTables, onPostgres } from '../privacy/data-folder-app.js';
import { RetentionJob } from '../privacy/retention.js';
import { labelInForce, signInFamily, signText } from './test-data.js';

/** Names and an address found nowhere else in the club, so a hit can only be these signatures. */
const SIGNER = 'Wulfhildegard Zbranowska';
const OTHER_SIGNER = 'Radegundis Pfeffercorn';

/** Signatures are the member's personal data (docs/product.md#privacy): exported, erased, anonymised. */
describe('signatures and the member’s personal data', () => {
  let dataDir: string;
  let t: TestApp;
  let admin: StaffMember;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'club-signatures-'));
    t = await createDataFolderApp(dataDir);
    admin = await t.staff(['ADMIN']);
  });
  afterAll(() => t.close());

  /** A child of a new address, subscribed this season, with the rules and privacy notice signed. */
  const signedChild = async (email: string, signer: string) => {
    const member = await buildMember(t.deps.db, { lastName: 'Zbranowska', guardianId: await buildGuardian(t.deps.db, { email }) });
    await buildSubscription(t.deps.db, member, { state: 'MISSING_DOC' });
    const family = await signInFamily(t, email);
    for (const key of ['rules', 'privacy']) {
      const answer = await signText(
        t,
        family,
        member,
        { key, version: await labelInForce(t, family, key), signedName: signer },
        '192.0.2.44',
      );
      expect(answer.statusCode).toBe(201);
    }
    return member;
  };

  it('exports the signatures with the subscription they belong to', async () => {
    const member = await signedChild('export.signer@example.org', 'Export Signer');
    const exported = await t.call({ method: 'GET', url: `/api/privacy/member/${member}/export`, headers: admin.headers });
    expect(exported.statusCode).toBe(200);
    const subscriptions = exported.json<{ subscriptions: { signedOnline: unknown[] }[] }>().subscriptions;
    expect(subscriptions[0]!.signedOnline).toEqual([
      expect.objectContaining({ text: 'rules', signedName: 'Export Signer', email: 'export.signer@example.org', ipAddress: '192.0.2.44' }),
      expect.objectContaining({ text: 'privacy', signedName: 'Export Signer' }),
    ]);
  });

  it('leaves no row and no file of the data folder holding the signer’s name after an erasure', async () => {
    const member = await signedChild('erased.signer@example.org', SIGNER);
    // The scan finds it before: it is able to fail.
    expect(await findInTables(t.deps.db, [SIGNER])).toEqual(
      expect.arrayContaining(['acknowledgements.signed_name: ' + SIGNER, 'subscriptions.privacy_accepted_by: ' + SIGNER]),
    );
    const erased = await t.call({
      method: 'POST',
      url: `/api/privacy/member/${member}/erase`,
      headers: admin.headers,
      payload: { lastName: 'Zbranowska' },
    });
    expect(erased.statusCode).toBe(200);
    expect(await t.deps.db.selectFrom('acknowledgements').select('id').where('member_id', '=', member).execute()).toEqual([]);
    expect(await findInTables(t.deps.db, [SIGNER])).toEqual([]);
    if (!onPostgres) expect(await findInDataFolder(dataDir, [SIGNER])).toEqual([]);
  });

  it('removes the signatures when the retention job anonymises the member', async () => {
    const member = await signedChild('anonymised.signer@example.org', OTHER_SIGNER);
    await t.deps.db.updateTable('members').set({ left_at: '2020-01-01T00:00:00.000Z' }).where('id', '=', member).execute();
    const retention = new RetentionJob({
      db: t.deps.db,
      dialect: t.deps.dialect,
      clock: t.deps.clock,
      log: t.app.log,
      dataDir,
      retentionMonths: 36,
    });
    expect(await retention.runOnce()).toBeGreaterThanOrEqual(1);
    expect(await t.deps.db.selectFrom('acknowledgements').select('id').where('member_id', '=', member).execute()).toEqual([]);
    expect(await findInTables(t.deps.db, [OTHER_SIGNER])).toEqual([]);
  });
});
