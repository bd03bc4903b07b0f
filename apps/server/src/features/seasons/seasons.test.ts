import type { RenewalResultDto, SeasonOverviewDto, SubscriptionPageDto } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { startSmtpServer } from '../../test/smtp.js';
import { tokenInText } from '../subscriptions/test-data.js';
import { nextSeasonOf } from './service.js';
import { buildGroup, buildGuardian, buildMember } from '../../test/factories/index.js';
import { deliverMails } from '../../test/mail-delivery.js';

describe('seasons and renewals', () => {
  let t: TestApp;
  let admin: StaffMember;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.staff(['ADMIN']);
  });
  afterAll(() => t.close());

  it('computes the next season from the current one', () => {
    expect(nextSeasonOf({ end_date: '2027-08-31' })).toEqual({ label: '2027-2028', start_date: '2027-09-01', end_date: '2028-08-31' });
  });

  it('opens renewals for the next season in one call: SCHEDULED renewals in the next-year group, links mailed where the group asks', async () => {
    const smtp = await startSmtpServer();
    try {
      const mailing = await buildGroup(t.deps.db, { name: 'Minimes', shouldReceiveSubMail: true });
      const quiet = await buildGroup(t.deps.db, { name: 'Maîtres', shouldReceiveSubMail: false });
      const guardianId = await buildGuardian(t.deps.db, { firstName: 'Hélène', lastName: 'Garnier', email: 'helene@example.org' });
      const renewed = await buildMember(t.deps.db, {
        firstName: 'Jules',
        lastName: 'Garnier',
        guardianId,
        email: null,
        nextYearGroupId: mailing,
        address: '1 avenue de la Costa',
        city: 'Monaco',
        zipCode: '98000',
        country: 'MC',
        nationality: 'MC',
        birthPlace: 'Monaco',
        language: 'en',
      });
      const silent = await buildMember(t.deps.db, { nextYearGroupId: quiet, email: 'silent@example.org', phoneNumber: '0612345678' });
      const none = await buildMember(t.deps.db, { nextYearGroupId: null, email: 'none@example.org', phoneNumber: '0612345678' });
      const left = await buildMember(t.deps.db, {
        nextYearGroupId: mailing,
        leftAt: '2026-10-01T00:00:00.000Z',
        email: 'left@example.org',
        phoneNumber: '0612345678',
      });
      const toSystemGroup = await buildMember(t.deps.db, { nextYearGroupId: 1, email: 'system@example.org', phoneNumber: '0612345678' });

      const overview = await t.call({ method: 'GET', url: '/api/season/', headers: admin.headers });
      expect(overview.statusCode).toBe(200);
      expect(overview.json<SeasonOverviewDto>()).toMatchObject({
        current: { label: '2026-2027', isCurrent: true },
        next: null,
        nextLabel: '2027-2028',
        renewals: { opened: 0, pending: 2 },
      });

      const opened = await t.call({ method: 'POST', url: '/api/season/renewals', headers: admin.headers });
      expect(opened.statusCode).toBe(200);
      expect(opened.json<RenewalResultDto>()).toMatchObject({
        season: { label: '2027-2028', startDate: '2027-09-01', endDate: '2028-08-31', isCurrent: false },
        created: 2,
        mailed: 1,
        skipped: 0,
      });

      const rows = await t.deps.db
        .selectFrom('subscriptions as s')
        .innerJoin('seasons as se', 'se.id', 's.season_id')
        .select(['s.id', 's.member_id', 's.group_id', 's.state', 's.is_new', 's.token_hash', 's.token_expires_at'])
        .where('se.label', '=', '2027-2028')
        .orderBy('s.member_id')
        .execute();
      expect(rows.map((r) => [r.member_id, r.group_id, r.state, r.is_new])).toEqual([
        [renewed, mailing, 'SCHEDULED', 0],
        [silent, quiet, 'SCHEDULED', 0],
      ]);
      expect(rows[0]!.token_expires_at).toBe('2028-08-31T23:59:59.999Z');
      expect(rows[1]!.token_hash).toBeNull();
      const history = await t.deps.db
        .selectFrom('subscription_state_changes')
        .selectAll()
        .where('subscription_id', '=', rows[0]!.id)
        .execute();
      expect(history).toMatchObject([{ from_state: null, to_state: 'SCHEDULED', changed_by: admin.id, source: 'RENEWAL' }]);
      for (const id of [none, left, toSystemGroup]) expect(rows.some((r) => r.member_id === id)).toBe(false);

      expect(await deliverMails(t, smtp.url)).toBe(1);
      const mail = smtp.mails[0]!;
      expect(mail.envelopeTo).toEqual(['helene@example.org']);
      expect(mail.parsed.subject).toBe('Renewal of Jules Garnier – season 2027-2028');
      const token = tokenInText(mail.parsed.text ?? '')!;

      // The renewal link pre-fills what the club knows.
      const resumed = await t.call({ method: 'GET', url: `/api/subscription/resume?token=${token}` });
      expect(resumed.statusCode).toBe(200);
      expect(resumed.json()).toMatchObject({
        isNew: false,
        season: { label: '2027-2028' },
        group: { name: 'Minimes' },
        form: {
          fname: 'Jules',
          guardianFname: 'Hélène',
          guardianEmail: 'helene@example.org',
          address: '1 avenue de la Costa',
          zipCode: '98000',
          country: 'MC',
          nationality: 'MC',
        },
        documents: { mustAccept: { rules: true } },
      });

      // Running it again adds nobody.
      const again = await t.call({ method: 'POST', url: '/api/season/renewals', headers: admin.headers });
      expect(again.json<RenewalResultDto>()).toMatchObject({ created: 0, mailed: 0, skipped: 2 });
      const after = (await t.call({ method: 'GET', url: '/api/season/', headers: admin.headers })).json<SeasonOverviewDto>();
      expect(after).toMatchObject({ next: { label: '2027-2028' }, renewals: { opened: 2, pending: 0 } });

      // The staff list shows the next season on demand.
      const nextId = after.next!.id;
      const list = await t.call({ method: 'GET', url: `/api/subscription/?season=${nextId}`, headers: admin.headers });
      expect(list.json<SubscriptionPageDto>().total).toBe(2);
    } finally {
      await smtp.close();
    }
  });

  it('is all or nothing', async () => {
    const solo = await createTestApp();
    try {
      const soloAdmin = await solo.staff(['ADMIN']);
      const group = await buildGroup(solo.deps.db);
      await buildMember(solo.deps.db, { nextYearGroupId: group, email: 'solo@example.org', phoneNumber: '0612345678' });
      // A broken outbox makes the transaction fail half-way: no season, no subscription is left behind.
      for (const table of ['mail_members', 'mail_recipients', 'mail_outbox']) await solo.deps.db.schema.dropTable(table).execute();
      const response = await solo.call({ method: 'POST', url: '/api/season/renewals', headers: soloAdmin.headers });
      expect(response.statusCode).toBe(500);
      expect(await solo.deps.db.selectFrom('subscriptions').select('id').execute()).toHaveLength(0);
      expect(await solo.deps.db.selectFrom('seasons').select('label').execute()).toEqual([{ label: '2026-2027' }]);
    } finally {
      await solo.close();
    }
  });

  it('is for admins only', async () => {
    for (const role of ['COACH', 'SECTION_MANAGER'] as const) {
      const member = await t.staff([role]);
      expect((await t.call({ method: 'GET', url: '/api/season/', headers: member.headers })).statusCode).toBe(403);
      expect((await t.call({ method: 'POST', url: '/api/season/renewals', headers: member.headers })).statusCode).toBe(403);
    }
  });
});
