import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxFolder } from '../../mail/transport.js';
import { buildGroup, buildGuardian, buildMember, buildSubscription, systemIds } from '../../test/factories/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { deliverToFolder } from '../../test/mail-delivery.js';
import { monthsBefore, RetentionJob } from './retention.js';

const log = pino({ level: 'silent' });

describe('retention: members who left or were not admitted are anonymised after RETENTION_MONTHS', () => {
  let t: TestApp;
  let dataDir: string;
  let job: RetentionJob;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'club-retention-'));
    t = await createTestApp({ env: { DATA_DIR: dataDir, RETENTION_MONTHS: '24' } });
    job = new RetentionJob({
      db: t.deps.db,
      dialect: t.deps.dialect,
      clock: t.clock,
      log,
      dataDir,
      retentionMonths: t.deps.config.retentionMonths,
      batchSize: 2,
    });
  });
  afterAll(() => t.close());

  const member = (id: number) => t.deps.db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('counts months on the calendar', () => {
    expect(monthsBefore(new Date('2026-11-21T10:00:00.000Z'), 24).toISOString()).toBe('2024-11-21T10:00:00.000Z');
    expect(monthsBefore(new Date('2026-03-31T00:00:00.000Z'), 1).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(monthsBefore(new Date('2026-01-15T00:00:00.000Z'), 13).toISOString()).toBe('2024-12-15T00:00:00.000Z');
  });

  it('anonymises those who left long enough ago, keeps the others, and runs once per member', async () => {
    const { db } = t.deps;
    const { removedGroup } = await systemIds(db);
    const active = await buildGroup(db, { name: 'Benjamins' });
    t.clock.set('2024-06-01T09:00:00.000Z');

    // Left (moved to the removed-members group) through the API, on the test clock's day.
    const guardian = await buildGuardian(db, { firstName: 'Gisèle', lastName: 'Ancienne', email: 'gisele.ancienne@example.com' });
    const leaver = await buildMember(db, {
      firstName: 'Octave',
      lastName: 'Ancienne',
      groupId: active,
      guardianId: guardian,
      email: 'octave@example.net',
      birthDate: '2012-07-14',
    });
    const subscription = await buildSubscription(db, leaver, { groupId: active });
    await db
      .updateTable('subscriptions')
      .set({
        guardian_first_name: 'Gisèle',
        guardian_last_name: 'Ancienne',
        guardian_email: 'gisele.ancienne@example.com',
        privacy_accepted_by: 'GUARDIAN Gisèle Ancienne',
        token_hash: 'abc',
      })
      .where('id', '=', subscription)
      .execute();
    const staff = await t.staff(['ADMIN']);
    const moved = await t.call({ method: 'PATCH', url: '/api/student/group', headers: staff.headers, payload: { students: [leaver] } });
    expect(moved.statusCode).toBe(200);
    expect((await member(leaver)).group_id).toBe(removedGroup);
    expect((await member(leaver)).left_at).toBe('2024-06-01T09:00:00.000Z');
    const mail = (await t.deps.outbox.queue(db, {
      kind: 'SUBSCRIPTION_LINK',
      to: ['gisele.ancienne@example.com'],
      subject: 'Inscription de Octave Ancienne',
      text: 'Lien',
      language: 'fr',
    }))!;
    const groupMail = (await t.deps.outbox.queue(db, {
      kind: 'GROUP_MAIL',
      to: ['club@example.org'],
      bcc: ['gisele.ancienne@example.com', 'autre@example.com'],
      subject: 'Stage',
      text: 'Stage',
      language: 'fr',
    }))!;
    await deliverToFolder(t, dataDir);

    // Not admitted after a test (no group, left_at set by the test's end), a month later.
    const notAdmitted = await buildMember(db, { firstName: 'Prune', lastName: 'Refusée', email: 'prune@example.net' });
    await db.updateTable('members').set({ left_at: '2024-07-01T09:00:00.000Z' }).where('id', '=', notAdmitted).execute();
    // Two who left more recently, and one still swimming.
    const recent = await buildMember(db, { firstName: 'Récent', lastName: 'Départ', groupId: removedGroup });
    await db.updateTable('members').set({ left_at: '2025-09-01T09:00:00.000Z' }).where('id', '=', recent).execute();
    const swimmer = await buildMember(db, { firstName: 'Toujours', lastName: 'Là', groupId: active, guardianId: await buildGuardian(db) });

    // 23 months after Octave left: nobody yet.
    t.clock.set('2026-05-31T09:00:00.000Z');
    expect(await job.runOnce()).toBe(0);
    expect((await member(leaver)).first_name).toBe('Octave');

    // 24 months after: Octave only.
    t.clock.set('2026-06-01T09:00:00.000Z');
    expect(await job.runOnce()).toBe(1);
    const octave = await member(leaver);
    expect(octave).toMatchObject({
      first_name: 'Anonyme',
      last_name: String(leaver),
      birth_date: '2012-01-01',
      email: null,
      guardian_id: null,
      anonymised_at: '2026-06-01T09:00:00.000Z',
      group_id: removedGroup,
    });
    expect(await db.selectFrom('guardians').select('id').where('id', '=', guardian).execute()).toEqual([]);
    expect(
      await db
        .selectFrom('subscriptions')
        .select(['guardian_first_name', 'guardian_email', 'privacy_accepted_by', 'token_hash', 'state'])
        .where('id', '=', subscription)
        .executeTakeFirst(),
    ).toEqual({
      guardian_first_name: null,
      guardian_email: null,
      privacy_accepted_by: null,
      token_hash: null,
      state: 'SCHEDULED',
    });
    expect(await db.selectFrom('mail_outbox').select('id').where('id', '=', mail).execute()).toEqual([]);
    expect(await db.selectFrom('mail_outbox').select('bcc_addresses').where('id', '=', groupMail).executeTakeFirst()).toEqual({
      bcc_addresses: JSON.stringify(['autre@example.com']),
    });
    expect(
      readdirSync(outboxFolder(dataDir)).filter((name) => name.includes(`outbox${mail}club`) || name.includes(`outbox${groupMail}club`)),
    ).toEqual([]);
    const audit = await db.selectFrom('audit_log').selectAll().where('action', '=', 'MEMBER_ANONYMISED').execute();
    expect(audit).toMatchObject([{ target_type: 'MEMBER', target_id: leaver, actor_id: null, actor_login: null }]);
    expect(JSON.stringify(audit)).not.toContain('Octave');

    // A second run the same day changes nothing.
    expect(await job.runOnce()).toBe(0);

    // Three years on, the not-admitted child and the recent leaver are due; the swimmer never is.
    t.clock.set('2027-09-02T09:00:00.000Z');
    expect(await job.runOnce()).toBe(2);
    expect((await member(notAdmitted)).first_name).toBe('Anonyme');
    expect((await member(recent)).last_name).toBe(String(recent));
    expect(await member(swimmer)).toMatchObject({ first_name: 'Toujours', anonymised_at: null });
    expect((await member(leaver)).anonymised_at).toBe('2026-06-01T09:00:00.000Z');
  });

  it('runs at start and stops cleanly, its timer cleared', async () => {
    const { db } = t.deps;
    const gone = await buildMember(db, { firstName: 'Départ', lastName: 'Lointain' });
    await db.updateTable('members').set({ left_at: '2020-01-01T00:00:00.000Z' }).where('id', '=', gone).execute();
    const scheduled = new RetentionJob({
      db,
      dialect: t.deps.dialect,
      clock: t.clock,
      log,
      dataDir,
      retentionMonths: 24,
      intervalMs: 60_000,
    });
    scheduled.start();
    await scheduled.stop();
    expect((await member(gone)).first_name).toBe('Anonyme');
  });
});
