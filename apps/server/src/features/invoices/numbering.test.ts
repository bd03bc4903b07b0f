import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { pdfToText } from '../subscriptions/test-data.js';
import { findSubscriptionContext } from '../subscriptions/repositories/context.js';
import { InvoicesService } from './service.js';
import { invoicesOfSeason, lastNumberOf } from './test-data.js';
import { buildPaidSubscription, buildSeason, currentSeasonId } from '../../test/factories/index.js';

describe('invoice numbers: one gap-free sequence per season, one invoice per subscription', () => {
  let t: TestApp;
  let admin: StaffMember;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.staff(['ADMIN']);
  });
  afterAll(() => t.close());

  const download = (subscriptionId: number) =>
    t.call({ method: 'GET', url: `/api/subscription/${subscriptionId}/attestation/download`, headers: admin.headers });
  const mail = (subscriptionId: number) =>
    t.call({ method: 'POST', url: `/api/subscription/${subscriptionId}/attestation`, headers: admin.headers, payload: {} });

  it('numbers 10 subscriptions downloaded at once 1 to 10, each once', async () => {
    const seasonId = await buildSeason(t.deps.db, '2030-2031');
    const subscriptions = await Promise.all(Array.from({ length: 10 }, () => buildPaidSubscription(t.deps.db, { seasonId })));
    const responses = await Promise.all(subscriptions.map((s) => download(s.subscriptionId)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array.from({ length: 10 }, () => 200));

    const invoices = await invoicesOfSeason(t, seasonId);
    expect(invoices.map((i) => i.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(new Set(invoices.map((i) => i.subscription_id))).toEqual(new Set(subscriptions.map((s) => s.subscriptionId)));
    expect(invoices.map((i) => i.reference)).toEqual(invoices.map((i) => `2030-2031-${String(i.number).padStart(4, '0')}`));
    expect(await lastNumberOf(t, seasonId)).toBe(10);
    // Each PDF prints its own subscription's number.
    responses.forEach((response, index) => {
      const own = invoices.find((i) => i.subscription_id === subscriptions[index]!.subscriptionId)!;
      expect(pdfToText(response.rawPayload)).toContain(own.reference);
    });
  });

  it('gives one invoice to a subscription asked for 5 times at once, by downloads and the invoice mail', async () => {
    const seasonId = await buildSeason(t.deps.db, '2031-2032');
    const first = await buildPaidSubscription(t.deps.db, { seasonId });
    expect((await download(first.subscriptionId)).statusCode).toBe(200);
    const s = await buildPaidSubscription(t.deps.db, { seasonId });

    const responses = await Promise.all([
      download(s.subscriptionId),
      mail(s.subscriptionId),
      download(s.subscriptionId),
      mail(s.subscriptionId),
      download(s.subscriptionId),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);

    const invoices = await invoicesOfSeason(t, seasonId);
    expect(invoices.map((i) => [i.subscription_id, i.reference])).toEqual([
      [first.subscriptionId, '2031-2032-0001'],
      [s.subscriptionId, '2031-2032-0002'],
    ]);
    // The issues that lost gave their number back: the next invoice is 3.
    expect(await lastNumberOf(t, seasonId)).toBe(2);
    for (const index of [0, 2, 4]) expect(pdfToText(responses[index]!.rawPayload)).toContain('2031-2032-0002');
    const third = await buildPaidSubscription(t.deps.db, { seasonId });
    await download(third.subscriptionId);
    expect((await invoicesOfSeason(t, seasonId)).map((i) => i.number)).toEqual([1, 2, 3]);
  });

  it('holds when every call passes the first read together: 10 subscriptions get 1 to 10, one asked 5 times gets one number', async () => {
    const seasonId = await buildSeason(t.deps.db, '2036-2037');
    const service = new InvoicesService({ db: t.deps.db, clock: t.clock });
    const contextOf = async (subscriptionId: number) => (await findSubscriptionContext(t.deps.db, subscriptionId))!;
    const rows = await Promise.all(
      (await Promise.all(Array.from({ length: 10 }, () => buildPaidSubscription(t.deps.db, { seasonId })))).map((s) =>
        contextOf(s.subscriptionId),
      ),
    );
    const issued = await Promise.all(rows.map((row) => service.issue(row, 'fr', admin.id)));
    expect(issued.map((invoice) => invoice.number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

    const same = await contextOf((await buildPaidSubscription(t.deps.db, { seasonId })).subscriptionId);
    const five = await Promise.all(Array.from({ length: 5 }, () => service.issue(same, 'fr', admin.id)));
    expect(new Set(five.map((invoice) => invoice.reference))).toEqual(new Set(['2036-2037-0011']));
    expect((await invoicesOfSeason(t, seasonId)).map((i) => i.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(await lastNumberOf(t, seasonId)).toBe(11);
  });

  it('starts again at 1 in each season', async () => {
    const autumn = await buildSeason(t.deps.db, '2032-2033');
    const next = await buildSeason(t.deps.db, '2033-2034');
    const a1 = await buildPaidSubscription(t.deps.db, { seasonId: autumn });
    const b1 = await buildPaidSubscription(t.deps.db, { seasonId: next });
    const a2 = await buildPaidSubscription(t.deps.db, { seasonId: autumn });
    await Promise.all([download(a1.subscriptionId), download(b1.subscriptionId)]);
    await download(a2.subscriptionId);
    expect((await invoicesOfSeason(t, autumn)).map((i) => i.reference)).toEqual(['2032-2033-0001', '2032-2033-0002']);
    expect((await invoicesOfSeason(t, next)).map((i) => i.reference)).toEqual(['2033-2034-0001']);
  });

  it('gives the number back when the issue fails, so the next invoice takes it', async () => {
    const seasonId = await buildSeason(t.deps.db, '2034-2035');
    const first = await buildPaidSubscription(t.deps.db, { seasonId });
    await download(first.subscriptionId);
    // A row that makes the next insert fail after its number is taken (same reference).
    const blocker = await buildPaidSubscription(t.deps.db);
    const blocking = await t.deps.db
      .insertInto('invoices')
      .values({
        subscription_id: blocker.subscriptionId,
        season_id: await currentSeasonId(t.deps.db),
        number: 9999,
        reference: '2034-2035-0002',
        issued_at: t.clock.now().toISOString(),
        issued_by: null,
        payer_name: 'Blocker',
        payer_address: '',
        member_name: 'Blocker',
        amount_cents: 0,
        payment_method: null,
        paid_on: '2026-09-12',
        description: 'Blocker',
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const s = await buildPaidSubscription(t.deps.db, { seasonId });
    expect((await download(s.subscriptionId)).statusCode).toBe(500);
    expect(await lastNumberOf(t, seasonId)).toBe(1);
    expect(await invoicesOfSeason(t, seasonId)).toHaveLength(1);

    await t.deps.db.deleteFrom('invoices').where('id', '=', blocking.id).execute();
    expect((await download(s.subscriptionId)).statusCode).toBe(200);
    expect((await invoicesOfSeason(t, seasonId)).map((i) => i.reference)).toEqual(['2034-2035-0001', '2034-2035-0002']);
  });

  it('issues nothing for an unpaid subscription (409, as before) and takes no number', async () => {
    const seasonId = await buildSeason(t.deps.db, '2035-2036');
    const s = await buildPaidSubscription(t.deps.db, { seasonId });
    await t.deps.db
      .updateTable('subscriptions')
      .set({ payment: 0, payment_method: null, paid_on: null })
      .where('id', '=', s.subscriptionId)
      .execute();
    const responses = await Promise.all([download(s.subscriptionId), mail(s.subscriptionId)]);
    for (const response of responses) expect(response.json()).toMatchObject({ code: 'CONFLICT', message: 'PAYMENT_NOT_RECORDED' });
    expect(await invoicesOfSeason(t, seasonId)).toEqual([]);
    expect(await lastNumberOf(t, seasonId)).toBeUndefined();
  });
});
