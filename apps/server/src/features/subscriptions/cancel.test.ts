import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { validForm } from './test-data.js';
import { buildGroup, buildLinkedSubscription } from '../../test/factories/index.js';

interface Detail {
  version: number;
  state: string;
  restoreState: string | null;
  processDate: string | null;
  problem: boolean;
  history: { fromState: string | null; toState: string; source: string; changedBy: { id: number } | null }[];
}

/**
 * Cancelling a season's subscription (the list's primary bulk action): the member, their
 * attendance and their other seasons stay; every change is in the history and the audit log;
 * the family's link says it was cancelled; staff may restore the state it had.
 */
describe('cancelling this season’s subscription', () => {
  let t: TestApp;
  let admin: StaffMember;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.staff(['ADMIN'], { firstName: 'Sophie', lastName: 'Secrétaire' });
  });
  afterAll(() => t.close());

  const get = (url: string) => t.call({ method: 'GET', url, headers: admin.headers });
  const post = (url: string, payload: Record<string, unknown>, headers = admin.headers) =>
    t.call({ method: 'POST', url, headers, payload });
  const detail = async (memberId: number) => (await get(`/api/subscription/student/${memberId}`)).json<Detail>();
  const cancel = (ids: number[], extra: Record<string, unknown> = {}) => post('/api/subscription/student/bulk/cancel', { ids, ...extra });

  it('cancels the selected subscriptions and keeps the members, their attendance and their other seasons', async () => {
    const groupId = await buildGroup(t.deps.db);
    const a = await buildLinkedSubscription(t.deps.db, { groupId, state: 'STARTED' });
    const b = await buildLinkedSubscription(t.deps.db, { groupId, state: 'DONE' });
    const past = await t.deps.db
      .insertInto('seasons')
      .values({ label: '2024-2025', start_date: '2024-09-01', end_date: '2025-08-31', is_current: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.deps.db
      .insertInto('subscriptions')
      .values({ member_id: a.memberId, season_id: past.id, state: 'DONE', created_at: 'x', updated_at: 'x' })
      .execute();
    const session = await t.deps.db
      .insertInto('training_sessions')
      .values({ group_id: groupId, date: '2026-10-02T18:00:00.000Z', created_at: '2026-10-02T20:00:00.000Z' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.deps.db.insertInto('attendances').values({ session_id: session.id, member_id: a.memberId, is_absent: 0, is_late: 0 }).execute();

    const response = await cancel([a.memberId, b.memberId]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ cancelled: 2, alreadyCancelled: 0 });

    expect(await t.deps.db.selectFrom('members').select('id').where('id', 'in', [a.memberId, b.memberId]).execute()).toHaveLength(2);
    expect(await t.deps.db.selectFrom('attendances').select('member_id').where('member_id', '=', a.memberId).execute()).toHaveLength(1);
    const seasons = await t.deps.db
      .selectFrom('subscriptions')
      .select(['season_id', 'state'])
      .where('member_id', '=', a.memberId)
      .orderBy('season_id')
      .execute();
    expect(seasons).toEqual(expect.arrayContaining([{ season_id: past.id, state: 'DONE' }]));
    expect(seasons.find((s) => s.season_id !== past.id)?.state).toBe('CANCELLED');

    const shown = await detail(a.memberId);
    expect(shown).toMatchObject({ state: 'CANCELLED', restoreState: 'STARTED', problem: false });
    expect(shown.history.at(-1)).toEqual(
      expect.objectContaining({
        fromState: 'STARTED',
        toState: 'CANCELLED',
        source: 'STAFF',
        changedBy: expect.objectContaining({ id: admin.id }),
      }),
    );
    const audit = await t.deps.db
      .selectFrom('audit_log')
      .select(['action', 'target_type', 'target_id', 'actor_id'])
      .where('action', '=', 'SUBSCRIPTION_CANCELLED')
      .execute();
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: 'SUBSCRIPTION_CANCELLED', target_type: 'SUBSCRIPTION', target_id: a.subscriptionId, actor_id: admin.id },
        { action: 'SUBSCRIPTION_CANCELLED', target_type: 'SUBSCRIPTION', target_id: b.subscriptionId, actor_id: admin.id },
      ]),
    );

    // Again: nothing changes, nothing is recorded twice.
    expect((await cancel([a.memberId])).json()).toEqual({ cancelled: 0, alreadyCancelled: 1 });
    expect((await detail(a.memberId)).history.filter((h) => h.toState === 'CANCELLED')).toHaveLength(1);
  });

  it('is all or nothing: a member without a subscription this season cancels nobody', async () => {
    const a = await buildLinkedSubscription(t.deps.db);
    const refused = await cancel([a.memberId, 999_999]);
    expect(refused.statusCode).toBe(404);
    expect((await detail(a.memberId)).state).toBe('SCHEDULED');
    expect((await cancel([])).statusCode).toBe(400);
    expect((await cancel([a.memberId], { season: 999 })).statusCode).toBe(404);
    const coach = await t.staff(['COACH']);
    expect((await post('/api/subscription/student/bulk/cancel', { ids: [a.memberId] }, coach.headers)).statusCode).toBe(403);
  });

  it('records one change per subscription when two cancellations run at once', async () => {
    const subs = await Promise.all([1, 2, 3].map(() => buildLinkedSubscription(t.deps.db, { state: 'MISSING_DOC' })));
    const ids = subs.map((s) => s.memberId);
    const answers = await Promise.all([cancel(ids), cancel([...ids].reverse())]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(answers.reduce((n, r) => n + r.json<{ cancelled: number }>().cancelled, 0)).toBe(3);
    const changes = await t.deps.db
      .selectFrom('subscription_state_changes')
      .select('subscription_id')
      .where(
        'subscription_id',
        'in',
        subs.map((s) => s.subscriptionId),
      )
      .where('to_state', '=', 'CANCELLED')
      .execute();
    expect(changes).toHaveLength(3);
  });

  it('shows the state in the list and the export, filters on it, and counts it nowhere as a problem', async () => {
    const groupId = await buildGroup(t.deps.db, { name: 'Filtre annulé' });
    const kept = await buildLinkedSubscription(t.deps.db, { groupId, lastName: 'Gardé', state: 'STARTED' });
    const gone = await buildLinkedSubscription(t.deps.db, { groupId, lastName: 'Parti', state: 'STARTED' });
    await cancel([gone.memberId]);
    const list = async (query: string) =>
      (await get(`/api/subscription/?groupName=${encodeURIComponent('Filtre annulé')}&${query}`)).json<{
        rows: { lastName: string; subscriptionState: string; problem: boolean }[];
      }>().rows;
    expect((await list('')).map((r) => [r.lastName, r.subscriptionState, r.problem])).toEqual([
      ['Gardé', 'STARTED', true],
      ['Parti', 'CANCELLED', false],
    ]);
    expect((await list('state=CANCELLED')).map((r) => r.lastName)).toEqual(['Parti']);
    expect((await list('problem=true')).map((r) => r.lastName)).toEqual(['Gardé']);
    expect(kept.memberId).toBeGreaterThan(0);

    // The export of the cancelled ones names their state.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await get('/api/student/export?state=CANCELLED&groupName=annul')).rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    expect([sheet.getRow(2).getCell(1).text, sheet.getRow(2).getCell(9).text]).toEqual(['Parti', 'Annulée']);
  });

  it('closes the family’s link with a clear answer: no form, no documents, no submit', async () => {
    const s = await buildLinkedSubscription(t.deps.db);
    await cancel([s.memberId]);
    const resume = await t.call({ method: 'GET', url: `/api/subscription/resume?token=${s.token}` });
    expect(resume.statusCode).toBe(404);
    expect(resume.json()).toMatchObject({ code: 'NOT_FOUND', message: 'SUBSCRIPTION_CANCELLED' });
    const submit = await t.call({ method: 'POST', url: '/api/subscription/', payload: validForm(s) });
    expect(submit.json()).toMatchObject({ code: 'NOT_FOUND', message: 'SUBSCRIPTION_CANCELLED' });
    const pdf = await t.call({ method: 'GET', url: `/api/subscription/${s.subscriptionId}/subscriptionForm?token=${s.token}` });
    expect(pdf.json()).toMatchObject({ code: 'NOT_FOUND', message: 'SUBSCRIPTION_CANCELLED' });
    // Staff cannot mail a link for it either: it must be restored first.
    const mail = await post(`/api/subscription/student/${s.memberId}/mail`, { email: 'x@example.org' });
    expect(mail.json()).toMatchObject({ code: 'CONFLICT', message: 'SUBSCRIPTION_CANCELLED' });
  });

  it('is restored by hand from the edit screen to the state it had, validation date included, and not by ticking the checklist', async () => {
    const s = await buildLinkedSubscription(t.deps.db);
    const { version } = await detail(s.memberId);
    const all = {
      subscriptionForm: true,
      rules: true,
      asmPdf: true,
      medicalCertificate: true,
      payment: true,
      ffnLicense: true,
      codeOfConduct: true,
      guardianCodeOfConduct: true,
      idPhoto: true,
    };
    const done = (await post(`/api/subscription/student/${s.memberId}`, { version, documents: all })).json<Detail>();
    expect(done.state).toBe('DONE');
    await cancel([s.memberId]);
    const cancelled = await detail(s.memberId);
    expect(cancelled).toMatchObject({ state: 'CANCELLED', restoreState: 'DONE', processDate: done.processDate });

    const ticked = (
      await post(`/api/subscription/student/${s.memberId}`, { version: cancelled.version, documents: { rules: false } })
    ).json<Detail>();
    expect(ticked.state).toBe('CANCELLED');

    const restored = (await post(`/api/subscription/student/${s.memberId}`, { version: ticked.version, state: 'DONE' })).json<Detail>();
    expect(restored).toMatchObject({ state: 'DONE', restoreState: null, processDate: done.processDate });
    expect(restored.history.at(-1)).toMatchObject({
      fromState: 'CANCELLED',
      toState: 'DONE',
      source: 'STAFF',
      changedBy: { id: admin.id },
    });
    expect((await t.call({ method: 'GET', url: `/api/subscription/resume?token=${s.token}` })).statusCode).toBe(200);
  });
});
