import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, systemIds } from '../../test/factories/index.js';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { RetentionJob } from './retention.js';

/**
 * The last valid day of a member's medical certificate is health data (docs/product.md#health-rules,
 * docs/product.md#privacy): the member's export shows it, anonymisation removes it.
 */
describe('the medical certificate’s last valid day in the member’s personal data', () => {
  let t: TestApp;
  let admin: StaffMember;
  beforeAll(async () => {
    // A data folder of its own: the retention job removes the mail copies about the members it anonymises.
    t = await createTestApp({ env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'club-certificate-')), RETENTION_MONTHS: '24' } });
    admin = await t.staff(['ADMIN']);
  });
  afterAll(() => t.close());

  const setExpiry = (member: number, day: string) =>
    t.deps.db.updateTable('members').set({ certificate_expires_on: day }).where('id', '=', member).execute();

  it('lists it in the member’s export', async () => {
    const member = await buildMember(t.deps.db);
    await setExpiry(member, '2027-06-30');
    const response = await t.call({ method: 'GET', url: `/api/privacy/member/${member}/export`, headers: admin.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ member: Record<string, unknown> }>().member).toMatchObject({ id: member, certificateExpiresOn: '2027-06-30' });
  });

  it('clears it when the member is anonymised, and only then', async () => {
    const { removedGroup } = await systemIds(t.deps.db);
    const leaver = await buildMember(t.deps.db, { groupId: removedGroup, leftAt: '2023-06-01T09:00:00.000Z' });
    const staying = await buildMember(t.deps.db);
    await setExpiry(leaver, '2024-06-30');
    await setExpiry(staying, '2027-06-30');
    const job = new RetentionJob({
      db: t.deps.db,
      dialect: t.deps.dialect,
      clock: t.clock,
      log: pino({ level: 'silent' }),
      dataDir: t.deps.config.dataDir,
      retentionMonths: t.deps.config.retentionMonths,
    });
    expect(await job.runOnce()).toBe(1);
    const rows = await t.deps.db
      .selectFrom('members')
      .select(['id', 'anonymised_at', 'certificate_expires_on'])
      .where('id', 'in', [leaver, staying])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: leaver, anonymised_at: t.clock.now().toISOString(), certificate_expires_on: null },
      { id: staying, anonymised_at: null, certificate_expires_on: '2027-06-30' },
    ]);
  });
});
